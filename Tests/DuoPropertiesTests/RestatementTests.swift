import Foundation
import Testing

/// No oracle restates the core's arithmetic. A property whose expected value is the core's expression written again
/// passes its own tests and any wrong edit that changes both alike; `OracleIndependenceTests` finds calls of the core,
/// and this finds its expressions copied: a run of seven tokens of arithmetic (names read as one placeholder, numbers
/// and `min`, `max`, `floor`, `rounded` and the like kept) that a line of the core and a line of an oracle or a
/// property share. A shared run is either plain geometry, which any derivation of the same rectangle writes (a row
/// centred on a line, a circle centred across a strip), or a restatement still to be derived another way; each is
/// listed below with which it is, and any other fails. The list is the register of restatements still to remove:
/// each "still to derive another way" is one.
@Suite("No restated core expressions")
struct RestatementTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Lines of the oracles and properties that share a run with the core, with why each stays.
    static let known: [String: String] = [
        "let band = raster.bandInsets(from: clockLine - height / 2, to: clockLine + height / 2)":
            "plain geometry: the row of a control `height` tall centred on the clock line",
        "try decided(by: raster.decision(rowFrom: clockLine - height / 2, to: clockLine + height / 2)) {":
            "plain geometry: the same row, for the boundary it may rest on",
        "top, CGRect(x: band.left, y: clockLine - height / 2, width: W - band.left - band.right, height: height),":
            "plain geometry: the same row, across its band",
        "let mirrorY = H - clockLine - height / 2": "plain geometry: the row mirrored about the window's middle",
        "let centre = (safe.left + (item.layout.size.width - safe.right)) / 2":
            "plain geometry: the centre of the safe band, on whose axis a small centred control sits",
        "return topBar(item.sample) ?? raster.decision(rowFrom: clockLine - height / 2, to: clockLine + height / 2)":
            "plain geometry: the row of a control `height` tall centred on the clock line, for the boundary it may rest on",
        "back, CGRect(x: strip.midX - diameter / 2, y: strip.minY + spacing, width: diameter, height: diameter),":
            "plain geometry: a circle centred across the strip, `spacing` below its top",
        "let height = W * 16 / 9": "the spec's number: a 9:16 preview as wide as the window",
        "let higherEnd = Swift.min(preview.maxY, H - layout.intrinsicInsets.bottom)":
            "plain geometry: the higher of two lines, the preview's bottom and the home indicator, that a row ends above",
        "let bottom = Swift.min(strip.maxY, layout.size.height - layout.intrinsicInsets.bottom)":
            "plain geometry: the higher of two lines, the strip's bottom and the home indicator's top, that the side tab bar ends at",
        "let room = Swift.min(strip.maxY, sample.layout.size.height - sample.layout.intrinsicInsets.bottom) - strip.minY":
            "plain geometry: the strip's height above the higher of its bottom and the home indicator's top"
    ]

    /// Names kept as themselves: the calls whose choice is the arithmetic.
    static let keptNames: Set<String> = ["min", "max", "floor", "ceil", "abs", "rounded", "isFinite", "isNaN", "nan", "infinity"]
    static let arithmetic: Set<String> = ["+", "-", "*", "/"]
    static let runLength = 7

    /// The tokens of a line: a name, a dotted chain of names (`layout.safeInsets.right`) or a closure's `$0` read as
    /// `ID`, unless it ends in a kept name (`Swift.max` is `max`).
    static func tokens(_ line: Substring) -> [String] {
        let pattern = /\$\d+|[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*|\d+(?:\.\d+)?|&[+\-*]|[<>=!]=|\.\.\.|[-+*\/%<>=(),.\[\]?:!]/
        return line.matches(of: pattern).map { match in
            let token = String(match.output)
            guard token.first == "$" || token.first!.isLetter || token.first == "_" else { return token }
            let last = String(token.split(separator: ".").last ?? "")
            return keptNames.contains(last) ? last : "ID"
        }
    }

    /// The source without comments and string literals, so that only code is compared.
    static func code(_ text: String) -> String {
        text.replacing(/"""[\s\S]*?"""/, with: "\"\"").replacing(/"(\\.|[^"\\\n])*"/, with: "\"\"")
            .replacing(/\/\*[\s\S]*?\*\//, with: "").replacing(/\/\/[^\n]*/, with: "")
    }

    /// Each run of `runLength` tokens of a line with two operators or more beside a product, a quotient or a kept call
    /// (or one operator inside a kept call), and not all names: the line numbers (from 1) where each run occurs.
    static func runs(in text: String) -> [[String]: [Int]] {
        var found: [[String]: [Int]] = [:]
        for (index, line) in code(text).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = tokens(line)
            guard line.count >= runLength else { continue }
            for start in 0...(line.count - runLength) {
                let run = Array(line[start..<(start + runLength)])
                let operators = run.filter(arithmetic.contains).count
                let kept = run.contains(where: keptNames.contains)
                guard operators >= 2 && (kept || run.contains("/") || run.contains("*")) || operators >= 1 && kept,
                    run.filter({ $0 == "ID" }).count < runLength - 3
                else { continue }
                found[run, default: []].append(index + 1)
            }
        }
        return found
    }

    /// The lines of `checked` (path and text) that share a run with `core`, as `path:line: text`.
    static func shared(core: [String], checked: [(path: String, text: String)]) -> [(place: String, line: String)] {
        let coreRuns = Set(core.flatMap { runs(in: $0).keys })
        return checked.flatMap { file in
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
            let numbers = Set(runs(in: file.text).filter { coreRuns.contains($0.key) }.values.joined())
            return numbers.sorted().map { ("\(file.path):\($0)", lines[$0 - 1].trimmingCharacters(in: .whitespaces)) }
        }
    }

    static func files(in folder: String) -> [(path: String, text: String)] {
        let url = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map {
            ("\(folder)/\($0)", (try? String(contentsOf: url.appendingPathComponent($0), encoding: .utf8)) ?? "")
        }
    }

    @Test("no oracle or property shares a run of the core's arithmetic, apart from the lines listed with their reason")
    func noRestatement() {
        let core = Self.files(in: "Sources/DuoGeometry").map(\.text)
        #expect(core.count > 10)
        let found = Self.shared(core: core, checked: Self.files(in: "Properties/Oracles") + Self.files(in: "Properties/Suites"))
        let unlisted = found.filter { Self.known[$0.line] == nil }
        #expect(unlisted.isEmpty, "restated from the core:\n\(unlisted.map { "\($0.place): \($0.line)" }.joined(separator: "\n"))")
        let stale = Set(Self.known.keys).subtracting(found.map(\.line))
        #expect(stale.isEmpty, "listed but no longer shared: \(stale.sorted())")
    }

    @Test("the check finds the centred container's expression written again under other names, and lets plain sums through")
    func checkFindsARestatement() {
        let core = ["let x = floor(((fullWidth - width) + (left - right)) / 2)"]
        let restated = [("Oracle.swift", "let expected = floor(((W - w) + (L - R)) / 2) // the core's, again")]
        #expect(Self.shared(core: core, checked: restated).map(\.place) == ["Oracle.swift:1"])
        let plain = [("Oracle.swift", "let expected = W - L - R\nlet label = \"floor(((W - w) + (L - R)) / 2)\"")]
        #expect(Self.shared(core: core, checked: plain).isEmpty)
    }
}
