// swift-tools-version: 6.0
// Another package that uses DuoCheck, from a checkout beside it: its tests depend on the two library products.
// ExternalPackageTests copies this folder beside a link to the repository named DuoCheck, and runs swift test.
import PackageDescription

let package = Package(
    name: "UsesDuoCheck",
    dependencies: [.package(path: "../DuoCheck")],
    targets: [
        .testTarget(name: "SortTests", dependencies: [
            .product(name: "DuoCheckEngine", package: "DuoCheck"),
            .product(name: "DuoCheckTesting", package: "DuoCheck"),
        ]),
    ]
)
