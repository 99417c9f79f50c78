import DuoCheckEngine
import DuoCheckKnownAnswers
import Testing
@testable import duo_bench

/// The benchmark's `check()` side is the bridge a test calls, not a copy of it: on a false property it records the
/// failure as an issue of the running test.
@Suite("check() in the benchmark")
struct UserPathTests {
    @Test("the check() side records a false property's failure", .enabled(if: userPathCheck(Rectangle.alwaysTrue) != nil))
    func recordsFailure() throws {
        let falseCheck = try #require(userPathCheck(Rectangle.fitsOrIsNarrow()))
        withKnownIssue {
            falseCheck(RunConfiguration(cases: 1_000, seed: 1))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("rectangle.false") }
        }
    }

    @Test("the pairs with a check() side are the rectangle and band containment, where duo-bench links the bridge")
    func pairsWithCheck() {
        let names = BenchPair.all().filter { $0.userCheck != nil }.map(\.name)
        // Package.swift sets the define on this target under the condition that links the bridge into duo-bench.
        #if DUO_BENCH_LINKS_CHECK
            #expect(names == ["rectangle", "band-containment"])
        #else
            #expect(names.isEmpty)
        #endif
    }
}
