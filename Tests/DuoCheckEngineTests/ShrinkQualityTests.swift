import Foundation
import Testing
import DuoCheckEngine
import DuoCheckKnownAnswers

/// Shrink quality on the field's standard problems, in the manner of Hypothesis's `tests/quality`: from each of
/// 20 seeds, the run finds a failure and shrinks it to the problem's known minimum, in at least 95% of the seeds
/// (here: every seed but at most one), and at no more than twice Hypothesis's published mean evaluations.
@Suite("Shrink quality")
struct ShrinkQualityTests {
    @Test("Each standard problem shrinks to its minimum", arguments: StandardProblems.all.map(\.name))
    func reachesTheMinimum(name: String) throws {
        let problem = try #require(StandardProblems.named(name))
        let quality = problem.measure(seeds: Array(1 ... 20))
        #expect(quality.attempts.allSatisfy { $0.found }, "\(name): some seed found no failure")
        #expect(quality.fractionAtMinimum >= 0.95, "\(name): \(quality.fractionAtMinimum) at \(problem.minimum); misses: \(quality.misses)")
        if let hypothesis = problem.hypothesisMeanEvaluations {
            #expect(quality.meanEvaluations <= 2 * hypothesis, "\(name): \(quality.meanEvaluations) evaluations, Hypothesis \(hypothesis)")
        }
        print("shrink quality \(name): \(quality.fractionAtMinimum) at minimum, \(quality.meanEvaluations) evaluations")
    }
}
