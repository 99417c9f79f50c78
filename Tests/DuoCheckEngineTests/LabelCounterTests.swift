import Testing
@testable import DuoCheckEngine

/// The label counter that replaced a `[String: Int]` on the hot path: it must count exactly what the
/// dictionary counted.
@Suite struct LabelCounterTests {
    /// The dictionary the counter replaced: each distinct label of a case once.
    static func referenceCounts(_ cases: [[String]]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for labels in cases {
            for label in Set(labels) { counts[label, default: 0] += 1 }
        }
        return counts
    }

    static func counted(_ cases: [[String]]) -> LabelCounter {
        var counter = LabelCounter()
        for (number, labels) in cases.enumerated() {
            for label in labels { counter.countOnce(entryAt: counter.index(of: label), inCase: number) }
        }
        return counter
    }

    @Test func aLabelGivenTwiceInOneCaseCountsOnce() {
        let counter = Self.counted([["duo", "duo", "posture FP"], ["duo"]])
        #expect(counter.dictionary == ["duo": 2, "posture FP": 1])
        #expect(counter.count(of: "duo") == 2 && counter.count(of: "never drawn") == 0)
    }

    @Test func labelsThatShareTheCheapKeyAreCountedApart() {
        // The same length and the same first and last eight bytes: the key cannot tell them apart.
        let first = "aaaaaaaaXbbbbbbbb"
        let second = "aaaaaaaaYbbbbbbbb"
        #expect(LabelCounter.key(of: first) == LabelCounter.key(of: second))
        let counter = Self.counted([[first], [second], [second], [first, second]])
        #expect(counter.dictionary == [first: 2, second: 3])
    }

    @Test func manyLabelsOfEveryLengthMatchTheDictionary() {
        // Far more labels than the first table holds, from empty to long, built at run time (so equal
        // labels do not share storage) and non-ASCII.
        var random = Xoshiro256StarStar(seed: 5)
        let vocabulary = (0..<300).map { number -> String in
            let length = Int(random.next(upTo: 40))
            return String(repeating: number % 7 == 0 ? "é" : "x", count: length) + "\(number % 150)"
        }
        let cases = (0..<2000).map { _ in
            (0..<Int(random.next(upTo: 5))).map { _ in vocabulary[Int(random.next(upTo: UInt64(vocabulary.count - 1)))] }
        }
        let counter = Self.counted(cases)
        #expect(counter.dictionary == Self.referenceCounts(cases))
        for (label, count) in Self.referenceCounts(cases) { #expect(counter.count(of: label) == count) }
    }

    @Test func countingCasesOfLabelsMatchesTheDictionary() {
        // Shared arrays, arrays made afresh for every case, duplicates within an array, long arrays and empty
        // arrays, interleaved at random.
        var random = Xoshiro256StarStar(seed: 11)
        let shared = (0..<150).map { number -> [String] in
            let count = Int(random.next(upTo: 10))
            return (0..<count).map { _ in "label \(random.next(upTo: 30))" } + (number % 5 == 0 ? ["label 1", "label 1"] : [])
        }
        var cases: [[String]] = []
        var counter = LabelCounter()
        for number in 0..<5000 {
            let labels: [String]
            switch random.next(upTo: 3) {
            case 0: labels = ["fresh \(random.next(upTo: 40))", "label \(random.next(upTo: 30))"]
            case 1: labels = []
            default: labels = shared[Int(random.next(upTo: UInt64(shared.count - 1)))]
            }
            cases.append(labels)
            counter.count(labels, inCase: number)
        }
        #expect(counter.dictionary == Self.referenceCounts(cases))
    }
}
