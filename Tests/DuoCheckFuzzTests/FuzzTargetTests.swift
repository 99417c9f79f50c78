import DuoFuzzCounters
import Foundation
import Testing
@testable import DuoCheckFuzz
import DuoCheckEngine
import DuoProperties

/// The libFuzzer target's choice of property and mutant, and the labels it gives libFuzzer as features.
@Suite struct FuzzTargetTests {
    static func choose(_ arguments: [String], _ environment: [String: String], helpers: PlacementHelpers? = nil) -> String {
        switch FuzzTargetChoice.choose(arguments: arguments, environment: environment, helpers: helpers) {
        case .success(let target): return target.name
        case .failure(let error): return "error: \(error)"
        }
    }

    @Test("the property comes from DUOCHECK_FUZZ_PROPERTY, else from the executable's name; the mutant from DUOCHECK_FUZZ_MUTANT")
    func choosesTheTarget() {
        #expect(Self.choose(["/out/duo-libfuzzer"], ["DUOCHECK_FUZZ_PROPERTY": "clip-to-band"]) == "clip-to-band")
        #expect(Self.choose(["/out/side-column", "-runs=1"], [:]) == "side-column")
        #expect(Self.choose(["/out/side-column"], ["DUOCHECK_FUZZ_PROPERTY": "mirroring"]) == "mirroring")
        #expect(
            Self.choose(
                ["x"], ["DUOCHECK_FUZZ_PROPERTY": LayoutProperties.listMarginsKeepFullBand().id, "DUOCHECK_FUZZ_MUTANT": "symmetric-left-inset"])
                == "list-margins-keep-band against the mutant symmetric-left-inset")
    }

    @Test("no property, an unknown one, an unknown mutant, or a mutant with an app's own helpers is an error that says what is right")
    func wrongChoices() {
        let none = Self.choose(["/out/duo-libfuzzer"], [:])
        #expect(
            none.hasPrefix("error: no property is named: set DUOCHECK_FUZZ_PROPERTY") && none.contains(LayoutProperties.listMarginsKeepFullBand().id))
        #expect(Self.choose(["x"], ["DUOCHECK_FUZZ_PROPERTY": "nope"]).hasPrefix("error: no property has the id \"nope\"; one of: "))
        let mutant = Self.choose(["x"], ["DUOCHECK_FUZZ_PROPERTY": LayoutProperties.collapse().id, "DUOCHECK_FUZZ_MUTANT": "nope"])
        #expect(mutant.hasPrefix("error: no mutant has the id \"nope\"; one of: symmetric-left-inset"))
        let app = Self.choose(
            ["x"], ["DUOCHECK_FUZZ_PROPERTY": LayoutProperties.collapse().id, "DUOCHECK_FUZZ_MUTANT": "symmetric-left-inset"], helpers: .core)
        #expect(app.contains("plants a bug in the core's helpers, and this target runs an app's own"))
    }

    @Test("a failure on the core's helpers prints the import-crash line; on an app's own, the replay line of the app's conformance tests")
    func failureTexts() throws {
        let id = LayoutProperties.listMarginsKeepFullBand().id
        // An unfolded posture whose two side insets differ, against helpers that give the left inset to both sides.
        let bytes: [UInt8] = [0x03, 0x02, 0x36, 0xD9, 0x01, 0x01]
        let buggy = try #require(BugShape.all.first { $0.id == "symmetric-left-inset" }).helpers
        for runsAppHelpers in [false, true] {
            let environment = ["DUOCHECK_FUZZ_PROPERTY": id].merging(runsAppHelpers ? [:] : ["DUOCHECK_FUZZ_MUTANT": "symmetric-left-inset"]) { $1 }
            let target = try FuzzTargetChoice.choose(arguments: ["x"], environment: environment, helpers: runsAppHelpers ? buggy : nil).get()
            #expect(target.runsAppHelpers == runsAppHelpers)
            guard case .failed(let found) = target.property.fuzzOneInput(bytes) else {
                Issue.record("the crash bytes hold on the symmetric left inset")
                continue
            }
            let text = DuoLibFuzzer.failureText(found, target: target)
            let choices = found.choices.map(String.init).joined(separator: ",")
            #expect(text.hasPrefix("duo-libfuzzer: property \"\(id)\" failed"))
            #expect(text.contains("duo-fuzz import-crash \(id) CRASH-FILE --mutant symmetric-left-inset") == !runsAppHelpers, "\(text)")
            #expect(text.contains("DUOCHECK_PROPERTY=\(id) DUOCHECK_REPLAY=\(choices) swift test --filter property") == runsAppHelpers, "\(text)")
        }
    }

    @Test("a label's counter is fixed by FNV-1a of its bytes, the same in every process, so a kept corpus keeps its meaning")
    func labelHashes() {
        // FNV-1a 64's published values for "" and "a".
        #expect(FuzzFeatures.hash("") == 0xCBF2_9CE4_8422_2325)
        #expect(FuzzFeatures.hash("a") == 0xAF63_DC4C_8601_EC8C)
    }

    @Test("a case's labels set one counter each, and one for each pair of them")
    func labelsSetCounters() {
        let counters = duo_fuzz_counters()!
        let count = Int(DUO_FUZZ_COUNTER_COUNT)
        counters.update(repeating: 0, count: count)
        defer { counters.update(repeating: 0, count: count) }
        FuzzFeatures.record(["posture FP", "ordinary"])
        let first = FuzzFeatures.hash("posture FP")
        let second = FuzzFeatures.hash("ordinary")
        let expected = Set([first, second, first &* 31 ^ second].map(FuzzFeatures.index))
        let set = Set((0..<count).filter { counters[$0] > 0 })
        #expect(set == expected)
    }

    @Test("a symbolized block is named by its file from the package's Sources folder and its line; other places are left out")
    func coveragePlaces() {
        let place = FuzzCoverage.place(inSymbolized: "/work/DuoCheck/Sources/DuoGeometry/Placement.swift:42")
        #expect(place?.file == "Sources/DuoGeometry/Placement.swift" && place?.line == 42)
        #expect(FuzzCoverage.place(inSymbolized: "/usr/lib/swift/linux/Array.swift:12") == nil)
        #expect(FuzzCoverage.place(inSymbolized: "??:0") == nil)
        #expect(FuzzCoverage.place(inSymbolized: "/x/Sources/A.swift:0") == nil)
        // Built without libFuzzer's counters, as the tests are, no case reached a line that can be told, and the
        // record says why.
        let current = FuzzCoverage.current()
        #expect(current.coverage == .null && current.unavailable?.contains("no inline 8-bit counters") == true, "\(current)")
    }
}
