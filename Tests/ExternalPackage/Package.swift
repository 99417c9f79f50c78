// swift-tools-version: 6.0
// Another package that uses DuoCheck, from a checkout beside it: a property of its own on the engine's library
// products, and an app's own placement helpers checked by the conformance kit and fuzzed by libFuzzer.
// ExternalPackageTests copies this folder beside a link to the repository named DuoCheck, and runs swift test.
import Foundation
import PackageDescription

let package = Package(
    name: "UsesDuoCheck",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(path: "../DuoCheck")],
    targets: [
        // The app's own layout type and helpers, which know nothing of DuoCheck.
        .target(name: "AppLayout"),
        // The adapter from DuoCheck's layout model to the app's helpers, shared by the tests and the fuzz target.
        .target(
            name: "AppLayoutAdapter",
            dependencies: [
                "AppLayout", .product(name: "DuoGeometry", package: "DuoCheck"), .product(name: "DuoCheckConformance", package: "DuoCheck")
            ]),
        .testTarget(
            name: "SortTests",
            dependencies: [
                .product(name: "DuoCheckEngine", package: "DuoCheck"),
                .product(name: "DuoCheckTesting", package: "DuoCheck")
            ]),
        .testTarget(
            name: "AppLayoutConformanceTests",
            dependencies: [
                "AppLayout", "AppLayoutAdapter",
                .product(name: "DuoGeometry", package: "DuoCheck"),
                .product(name: "DuoCheckConformance", package: "DuoCheck")
            ])
    ]
)

// The app's helpers under libFuzzer, every property of the kit run from the fuzzer's bytes (built with
// swift build --product AppLayoutFuzz --sanitize=fuzzer -Xswiftc -DDUOCHECK_LIBFUZZER; without the flag, a
// command that runs crash files once each). An iOS destination builds no command-line tool, so the iOS
// Simulator job (`xcodebuild test`, with DUOCHECK_EXAMPLE_FOR_IOS=1) leaves it out.
if ProcessInfo.processInfo.environment["DUOCHECK_EXAMPLE_FOR_IOS"] == nil {
    package.targets.append(
        .executableTarget(
            name: "AppLayoutFuzz", dependencies: ["AppLayoutAdapter", .product(name: "DuoCheckFuzz", package: "DuoCheck")]))
}
