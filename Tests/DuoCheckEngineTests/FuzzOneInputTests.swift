import Foundation
import Testing
@testable import DuoCheckEngine

/// A fuzzer's bytes read as the choice sequence: the contract of Hypothesis's `fuzz_one_input`.
@Suite struct FuzzOneInputTests {
    @Test("a draw reads the fewest whole bytes that hold its bound, big-endian, modulo the bound plus one")
    func drawsReadWholeBytes() {
        let source = ChoiceSource(bytes: [7, 0x01, 0x2C, 200, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFE])
        #expect(source.draw(upTo: 0) == 0)  // no choice: no byte read
        #expect(source.draw(upTo: 255) == 7)  // one byte, as it is
        #expect(source.draw(upTo: 256) == 300 % 257)  // two bytes, 0x012C = 300, modulo 257
        #expect(source.draw(upTo: 9) == 200 % 10)  // one byte, modulo 10
        #expect(source.draw(upTo: .max) == UInt64.max - 1)  // eight bytes, no modulo
        #expect(source.choices == [0, 7, 43, 0, UInt64.max - 1])
        #expect(!source.isInvalid && source.isExhausted)
    }

    @Test("running out of bytes is an overrun: the case is invalid and every later draw returns 0")
    func exhaustedBytesOverrun() {
        let source = ChoiceSource(bytes: [5, 9])
        #expect(source.draw(upTo: 10) == 5)
        #expect(source.draw(upTo: 1000) == 0)  // needs two bytes, one is left
        #expect(source.draw(upTo: 10) == 0)  // the left byte is not read after the overrun
        #expect(source.isInvalid && source.didOverrun)
        #expect(Gen.int(in: 0...100).run(ChoiceSource(bytes: [])) == 0)
    }

    @Test("the choices that bytes drew replay to the same value, for every combinator")
    func bytesReplayThroughChoices() {
        let generator = zip(
            Gen.array(of: Gen.int(in: -50...50), count: 0...6), Gen.double(in: 0...1000, resolution: .half),
            Gen.int(in: 0...100).filter { $0 % 7 == 0 }, Gen.int(in: 0...9).optional)
        var random = Xoshiro256StarStar(seed: 39)
        var valid = 0
        for _ in 0..<300 {
            let bytes = (0..<random.next(upTo: 40)).map { _ in UInt8(random.next(upTo: 255)) }
            let source = ChoiceSource(bytes: bytes)
            let value = generator.run(source)
            guard !source.isInvalid else { continue }
            valid += 1
            let replay = ChoiceSource(replaying: source.choices)
            #expect("\(generator.run(replay))" == "\(value)", "bytes \(bytes)")
            #expect(replay.choices == source.choices)
        }
        #expect(valid > 20, "only \(valid) of 300 inputs drew a whole case")
    }

    @Test("a filter retries while bytes are left, as it does in a random run")
    func filterRetriesOnBytes() {
        let source = ChoiceSource(bytes: [1, 2, 14, 3])
        #expect(Gen.int(in: 0...100).filter { $0 % 7 == 0 }.run(source) == 14)
        #expect(source.choices == [1, 2, 14] && !source.isInvalid)
    }

    /// Holds for widths up to 99; the simplest counterexample is 100.
    static let widthFits = Property(
        "fuzz.width-fits", rule: "test", generator: zip(Gen.int(in: 0...1000), Gen.bool).map { Sized(width: $0, flag: $1) }
    ) { sized in
        try require(sized.width < 100, "width \(sized.width) is 100 or more")
    }

    @Test("the outcome is invalid, passed or failed; a failure carries the choices that rebuild it")
    func outcomes() throws {
        #expect(Self.widthFits.fuzzOneInput([0x00]) == .invalid)
        #expect(Self.widthFits.fuzzOneInput([0x00, 42, 1]) == .passed(labels: []))
        guard case .failed(let found) = Self.widthFits.fuzzOneInput([0x02, 0x9A, 1]) else {
            Issue.record("0x029A = 666 should fail")
            return
        }
        #expect(found.choices == [666, 1])
        #expect(found.value["width"] == .integer(666) && found.failure?.message == "width 666 is 100 or more")
        #expect(Self.widthFits.replay(choices: found.choices).failure == found.failure)
    }

    @Test("a failure found from bytes is shrunk and explained by the engine")
    func failureShrinks() throws {
        guard case .failed(let found) = AnyProperty(Self.widthFits).fuzzOneInput([0x03, 0xE7, 1]) else {
            Issue.record("0x03E7 = 999 should fail")
            return
        }
        let report = try #require(AnyProperty(Self.widthFits).failureReport(shrinking: found, configuration: RunConfiguration()))
        #expect(report.original.choices == [999, 1])
        #expect(report.shrunk.choices == [100])
        #expect(report.message == "width 100 is 100 or more")
        #expect(report.explanation != nil)
    }

    @Test("labels come back with a passing case, for a fuzzer to count as features")
    func labelsOfPassingCases() {
        let labelled = Property(
            "fuzz.labelled", rule: "test", generator: Gen.int(in: 0...3), labels: { ["n=\($0)"] }
        ) { _ in }
        #expect(labelled.fuzzOneInput([2]) == .passed(labels: ["n=2"]))
    }

    @Test("a failure that the rebuilt value does not repeat is unreproduced, never a finding")
    func unreproducedFailure() {
        let flips = Flips()
        let flaky = Property("fuzz.flaky", rule: "test", generator: Gen.int(in: 0...10)) { _ in
            try require(!flips.next(), "failed on the first check only")
        }
        #expect(flaky.fuzzOneInput([3]) == .unreproduced(message: "\(flaky.fileID):\(#line - 2): failed on the first check only"))
    }
}

/// A width and a flag that plays no part.
struct Sized: Codable {
    var width: Int
    var flag: Bool
}

/// True on the first call only.
private final class Flips: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0

    func next() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        calls += 1
        return calls == 1
    }
}

/// A guided run's case: its choices replayed first, then fresh draws once they run out.
@Suite("Guided cases")
struct GuidedCaseTests {
    static let pair = Property("pair", rule: "test", generator: Gen<[Int]>.array(of: Gen.int(in: 0...1000), count: 3...3)) { _ in }

    @Test("a prefix is replayed as choices are, then the case draws fresh from the seed")
    func prefixThenFresh() throws {
        guard case .passed(let choices, _) = Self.pair.guidedCase(prefix: [7], thenDrawingFrom: 1) else { throw GuidedCaseFailure() }
        #expect(choices.first == 7)
        #expect(choices.count == 3)
        let others = (2..<40).map { seed -> [UInt64] in
            guard case .passed(let choices, _) = Self.pair.guidedCase(prefix: [7], thenDrawingFrom: UInt64(seed)) else { return [] }
            return choices
        }
        #expect(Set(others).count > 30, "fresh draws differ from seed to seed")
        #expect(Self.pair.guidedCase(prefix: [7], thenDrawingFrom: 1) == Self.pair.guidedCase(prefix: [7], thenDrawingFrom: 1))
    }

    @Test("a whole case's choices rebuild it whatever the seed, and a failure is rebuilt from its choices")
    func wholeCase() throws {
        guard case .passed(let choices, _) = Self.pair.guidedCase(prefix: [], thenDrawingFrom: 9) else { throw GuidedCaseFailure() }
        #expect(Self.pair.guidedCase(prefix: choices, thenDrawingFrom: 1) == Self.pair.guidedCase(prefix: choices, thenDrawingFrom: 2))
        let over = Property("over", rule: "test", generator: Gen.int(in: 0...1000)) { number in try require(number < 500, "\(number) is 500 or more")
        }
        guard case .failed(let found) = over.guidedCase(prefix: [700], thenDrawingFrom: 0) else { throw GuidedCaseFailure() }
        #expect(found.choices == [700])
        #expect(found.failure != nil)
    }

    struct GuidedCaseFailure: Error {}
}
