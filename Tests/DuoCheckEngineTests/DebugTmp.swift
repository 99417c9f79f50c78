import Foundation
import Testing
import DuoCheckEngine
@testable import DuoCheckKnownAnswers

@Test func debugMore() {
    let problems: [ShrinkProblem] = [
        ShrinkProblem("nonzero", minimum: 1, generator: Gen.int(in: -10...10).filter { $0 != 0 }) { _ in try require(false, "x") },
        ShrinkProblem("from 101", minimum: 101, generator: Gen.int(in: 101...Int(Int32.max))) { _ in try require(false, "x") },
        ShrinkProblem("negative only", minimum: -1, generator: Gen.int(in: -1000 ... -1)) { _ in try require(false, "x") },
        ShrinkProblem("binding sum", minimum: [true, true, true], generator: Gen.int(in: 0...100).flatMap { k in Gen.array(of: Gen.bool, count: k...k) }) { x in try require(x.filter { $0 }.count < 3, "x") },
        ShrinkProblem("binding middle", minimum: [true, true], generator: Gen.int(in: 1...100).flatMap { k in Gen.array(of: Gen.bool, count: k...k) }) { x in try require(!(x.count >= 2 && x.first! && x.last!), "x") },
        ShrinkProblem("long list", minimum: Array(repeating: 0, count: 20), generator: Gen.array(of: Gen.int(in: Int(Int32.min)...Int(Int32.max)), count: 0...100)) { x in try require(x.count < 20, "x") },
        ShrinkProblem("double above 1.5", minimum: 2.0, generator: Gen.double(in: -1e6...1e6, resolution: .any)) { x in try require(x <= 1.5, "x") },
        ShrinkProblem("double below -1.5", minimum: -2.0, generator: Gen.double(in: -1e6...1e6, resolution: .any)) { x in try require(x >= -1.5, "x") },
        ShrinkProblem("double fraction", minimum: 0.5, generator: Gen.double(in: -1e6...1e6, resolution: .any)) { x in try require(x == x.rounded(), "x") },
        ShrinkProblem("containment", minimum: [100], generator: Gen.array(of: Gen.int(in: Int(Int32.min)...Int(Int32.max)), count: 0...50)) { x in try require(!x.contains { $0 >= 100 }, "x") },
        ShrinkProblem("dup containment", minimum: [0, 0], generator: Gen.array(of: Gen.int(in: 0...Int(Int32.max)), count: 0...50)) { x in try require(Set(x).count == x.count, "x") },
        ShrinkProblem("list sum", minimum: [1000], generator: Gen.array(of: Gen.int(in: 0...10000), count: 0...50)) { x in try require(x.reduce(0, +) < 1000, "x") },
        ShrinkProblem("mixed pair", minimum: [-1, 1], generator: Gen.array(of: Gen.int(in: -1000...1000), count: 0...20)) { x in try require(!(x.contains { $0 < 0 } && x.contains { $0 > 0 }), "x") },
    ]
    for p in problems {
        let q = p.measure(seeds: Array(1...20))
        print("DEBUG \(p.name): \(q.attempts.filter(\.reachedMinimum).count)/20 found \(q.attempts.filter(\.found).count) evals \(q.meanEvaluations) misses \(q.attempts.filter { !$0.reachedMinimum }.prefix(3).map { $0.shrunk ?? "-" })")
    }
}
