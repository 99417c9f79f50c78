import Testing
@testable import DuoCheckEngine

/// Choices count from the value nearest 0: 0, then 1, -1, 2, -2, …; a range on one side of 0 starts at its
/// bound nearest 0; whole numbers come before fractions.
@Suite struct ZeroOriginTests {
    static func values(_ generator: Gen<Int>, choices: ClosedRange<UInt64>) -> [Int] {
        choices.map { generator.run(ChoiceSource(replaying: [$0])) }
    }

    @Test func integersCountOutwardFromZeroPositiveFirst() {
        #expect(Self.values(.int(in: -3...3), choices: 0...6) == [0, 1, -1, 2, -2, 3, -3])
        #expect(Self.values(.int(in: -2...5), choices: 0...7) == [0, 1, -1, 2, -2, 3, 4, 5])
        #expect(Self.values(.int(in: -5...1), choices: 0...6) == [0, 1, -1, -2, -3, -4, -5])
        #expect(Self.values(.int(in: 10...13), choices: 0...3) == [10, 11, 12, 13])
        #expect(Self.values(.int(in: -13 ... -10), choices: 0...3) == [-10, -11, -12, -13])
        #expect(Self.values(.int(in: -1...0), choices: 0...1) == [0, -1])
    }

    @Test func theWholeRangeOfIntReachesBothEnds() {
        let all = Gen.int(in: Int.min...Int.max)
        #expect(all.run(ChoiceSource(replaying: [UInt64.max])) == Int.min)
        #expect(all.run(ChoiceSource(replaying: [UInt64.max - 2])) == Int.max)
        #expect(all.run(ChoiceSource(replaying: [UInt64.max - 1])) == Int.min + 1)
        #expect(all.run(ChoiceSource(replaying: [0])) == 0)
        let zero = ZeroOrigin(Int.min...Int.max)
        for value in [0, 1, -1, 1000, -1000, Int.max, Int.min, Int.max - 1, Int.min + 1] {
            #expect(zero.value(choice: zero.choice(of: value, in: Int.min...Int.max), in: Int.min...Int.max) == value, "\(value)")
        }
    }

    @Test func everyChoiceOfASmallRangeIsOneValueAndBack() {
        for range in [-7...3, -3...7, 0...9, -9 ... -2, 4...4, -4 ... -4] {
            let zero = ZeroOrigin(range)
            let values = (0...zero.bound).map { zero.value(choice: $0, in: range) }
            #expect(Set(values) == Set(range), "\(range)")
            for value in range { #expect(zero.value(choice: zero.choice(of: value, in: range), in: range) == value) }
        }
    }

    @Test func doublesCountFromZeroWithWholeNumbersBeforeFractions() {
        let half = Gen.double(in: -2...3, resolution: .half)
        #expect((0...5 as ClosedRange<UInt64>).map { half.run(ChoiceSource(replaying: [$0])) } == [0, 0.5, -0.5, 1, -1, 1.5])
        let any = Gen.double(in: -4...4, resolution: .any)
        // The fraction choice first, then the step: every whole number before any fraction.
        #expect(any.run(ChoiceSource(replaying: [0])) == 0)
        #expect(any.run(ChoiceSource(replaying: [0, 2])) == -1)
        #expect(any.run(ChoiceSource(replaying: [1, 2])) == -1.5)
        #expect(any.run(ChoiceSource(replaying: [3, 1])) == 1.75)
        #expect(any.run(ChoiceSource(replaying: [1])) == 0.5)
        #expect(Gen.double(in: -9 ... -2, resolution: .whole).run(ChoiceSource(replaying: [])) == -2)
        #expect(Gen.double(in: 2...9, resolution: .whole).run(ChoiceSource(replaying: [])) == 2)
    }

    @Test("A fraction choice reads its bits in reverse: the simplest choices are the simplest binary fractions")
    func fractionsFromTheSimplest() {
        let fractions = (0...8 as ClosedRange<UInt64>).map(Gen<Double>.fraction(choice:))
        #expect(fractions == [0, 0.5, 0.25, 0.75, 0.125, 0.625, 0.375, 0.875, 0.0625])
        #expect(Gen<Double>.fraction(choice: Gen<Double>.fractionSteps) == 1)
        #expect(Gen<Double>.fraction(choice: Gen<Double>.fractionSteps - 1) == 1 - 0x1p-52)
        var random = Xoshiro256StarStar(seed: 9)
        for _ in 0..<1000 {
            let choice = random.next(upTo: Gen<Double>.fractionSteps - 1)
            #expect(Gen<Double>.fractionChoice(of: Gen<Double>.fraction(choice: choice)) == choice)
        }
    }

    @Test func aConstantIsDrawnAsItsOwnValue() {
        let source = ChoiceSource(seed: 5)
        var seen = Set<Double>()
        let generator = Gen.double(in: -100...100, resolution: .half, constants: [-42, 17.5])
        for _ in 0..<3000 { seen.insert(generator.run(source)) }
        #expect(seen.isSuperset(of: [-42, 17.5, -100, 100, 0]))
    }
}
