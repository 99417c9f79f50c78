import Foundation
import Testing
import DuoFuzzSupport
@testable import duo_bench

/// The figures quoted in docs/performance.md are a `duo-bench` report, and they were measured on the draws the
/// pairs make now: the report states the draws' fingerprint, and this test fails once the generators (or
/// the properties) of the pairs draw something else, since the figures then describe other work.
@Suite("The quoted benchmark")
struct BenchmarkReportTests {
    @Test("docs/performance.md quotes a report measured on the pairs' current draws")
    func quotedFiguresAreCurrent() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let document = try String(contentsOf: root.appendingPathComponent("docs/performance.md"), encoding: .utf8)
        let fingerprint = benchmarkedDrawsFingerprint()
        #expect(
            document.contains("the pairs' draws have fingerprint \(fingerprint)"),
            "docs/performance.md quotes figures of other draws; run swift build -c release && .build/release/duo-bench and paste its report (fingerprint \(fingerprint))"
        )
        for pair in BenchPair.all() {
            #expect(document.contains("| \(pair.title) |"), "docs/performance.md has no row for \(pair.title)")
        }
    }

    @Test("the Swift version is the toolchain's own, as Linux's and Xcode's swift --version print it")
    func swiftVersion() {
        let xcode = "swift-driver version: 1.127.14.1 Apple Swift version 6.3.3 (swiftlang-6.3.3.1.3 clang-1700.3.1.1)"
        #expect(Toolchain.release(in: "Swift version 6.3.1 (swift-6.3.1-RELEASE)") == "6.3.1")
        #expect(Toolchain.release(in: xcode) == "6.3.3")
        #expect(Toolchain.versionLine(in: xcode) == "Swift version 6.3.3 (swiftlang-6.3.3.1.3 clang-1700.3.1.1)")
        #expect(Toolchain.versionLine(in: "Target: arm64-apple-macosx15.0") == nil)
        #expect(MachineDescription.toolchainVersion().first?.isNumber == true, "\(MachineDescription.toolchainVersion())")
    }
}
