// swift-tools-version: 6.0
// Another package that uses DuoCheck, from a checkout beside it: a property of its own on the engine's library
// products, and an app's own placement helpers checked by the conformance kit.
// ExternalPackageTests copies this folder beside a link to the repository named DuoCheck, and runs swift test.
import PackageDescription

let package = Package(
    name: "UsesDuoCheck",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(path: "../DuoCheck")],
    targets: [
        // The app's own layout type and helpers, which know nothing of DuoCheck.
        .target(name: "AppLayout"),
        .testTarget(
            name: "SortTests",
            dependencies: [
                .product(name: "DuoCheckEngine", package: "DuoCheck"),
                .product(name: "DuoCheckTesting", package: "DuoCheck")
            ]),
        .testTarget(
            name: "AppLayoutConformanceTests",
            dependencies: [
                "AppLayout",
                .product(name: "DuoGeometry", package: "DuoCheck"),
                .product(name: "DuoCheckConformance", package: "DuoCheck")
            ])
    ]
)
