import Foundation
import Testing
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
}
