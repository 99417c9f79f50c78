import Foundation
import Testing
import DuoCheckEngine
@testable import DuoFuzzRun
import DuoFuzzSupport

/// A worker runs its shard in batches of positions, each starting at its first position's case index; these
/// tests pin that a batch's cases are exactly the run's cases.
@Suite("Case batches")
struct CaseBatchTests {
    @Test("a batch runs the run's case indices of its positions, with the run's seeds")
    func windowSeedsMatchTheRun() {
        var random = SplitMix64(seed: 3)
        for _ in 0..<200 {
            let seed = random.next()
            let count = Int(random.next() % 5) + 1
            let shard = Shard(index: Int(random.next() % UInt64(count)), count: count)
            let batch = CaseBatch(seed: seed, shard: shard, position: Int(random.next() % 10_000), count: Int(random.next() % 50) + 1)
            let configuration = batch.configuration(timeBudget: nil)
            let run = RunConfiguration(seed: seed)
            let local = Array(configuration.caseIndices)
            #expect(local.count == batch.count)
            for (offset, index) in local.enumerated() {
                #expect(index == shard.caseIndex(atPosition: batch.position + offset))
                #expect(configuration.seed(forCase: index) == run.seed(forCase: index))
            }
        }
    }

    @Test("a failure found in a batch gives the run's seed and case index, and draws the same case")
    func restatedFailure() throws {
        let property = AnyProperty(DemoProperties.rectangle)
        let shard = Shard(index: 1, count: 3)
        let batch = CaseBatch(seed: 77, shard: shard, position: 40, count: 500)
        let report = property.run(batch.configuration(timeBudget: nil))
        let failure = try #require(report.failure)
        #expect(failure.seed == 77)
        #expect(failure.caseIndex % 3 == 1 && failure.caseIndex >= 121)
        let drawn = property.drawCase(caseSeed: RunConfiguration(seed: 77).seed(forCase: failure.caseIndex))
        #expect(drawn.choices == failure.original.choices)
    }
}
