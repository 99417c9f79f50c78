import Foundation
import Testing

/// The oracles are independent of the geometry core: no file of `Properties/Oracles`, and no property's
/// expectation code in `Properties/Suites`, calls one of the core's helpers or reads one of its constants, apart
/// from the plain layout data and a short list of allowed names, each with its reason. A property reaches the core
/// only through `helpers.`, the helper set under test.
@Suite("Oracle independence")
struct OracleIndependenceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Core names the oracles and properties may use, with why. A name declared as a stored property anywhere in
    /// the core is layout data and needs no entry.
    static let allowed: [String: String] = [
        "legacy": "the legacy expressions (every name starting with it) are the collapse law's oracle, pinned by legacy-expressions",
        "iPhoneDuo(": "a posture's layout is the input the properties draw, pinned by posture-table",
        "layout(landscape:": "an ordinary device's layout is the input the properties draw, pinned by ordinary-devices",
        "named(": "ordinary-devices looks each spec row's device up to compare it with the row",
        "OrdinaryDevice.all": "ordinary-devices compares the core's device list with the spec's",
        "uniform(": "a value of the plain data: the same radius in every corner",
        "blocks": "a table's blocks as an array: the plain data itself",
        "done(takesTurnsWithEdit:": "the Done button a form makes, the input done-stays-in-row asks the placement of",
        "maxX": "a placement's right edge, `x + width`, as a rectangle's",
        "description": "text for messages",
        "layout": "a posture entry's layout is the posture's plain data (and every drawn case has a `layout` of its own)"
    ]

    /// Where the checked code is.
    static let checkedFolders = ["Properties/Oracles", "Properties/Suites"]
    static let checkedFiles = ["Properties/PropertyOracles.swift"]

    /// A way the checked code could use a core declaration: its name and the text a use of it shows.
    struct CoreReference: Hashable, CustomStringConvertible {
        /// The declaration's name.
        let name: String
        /// The pattern of a use.
        let pattern: String
        var description: String { pattern }
    }

    /// Every public function, computed property and top-level constant of `Sources/DuoGeometry`, as the text a use
    /// shows: `name(label:` (or `name(` for an unlabelled first argument, `name()` for none) for a function, `.name`
    /// for a computed property, the bare name for a top-level constant. Static constants (`.none`, `.zero`,
    /// `.compact`) are values of the plain data. Also the names of the stored properties, which are the data.
    static func coreReferences() throws -> (references: [CoreReference], storedNames: Set<String>) {
        let folder = root.appendingPathComponent("Sources/DuoGeometry")
        var references: [CoreReference] = []
        var stored: Set<String> = []
        let function = try Regex(#"(?m)^[ \t]*(?:@\w+(?:\([^)]*\))?\s+)*public\s+(?:static\s+)?func\s+(\w+)\s*(?:<[^>]*>)?\s*\(\s*(\w+)?"#)
        let property = try Regex(#"^([ \t]*)(?:@\w+(?:\([^)]*\))?\s+)*public\s+(static\s+)?(?:var|let)\s+(\w+)\s*:[^={\n]*(\{|=)?"#)
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: function) {
                let name = String(match.output[1].substring ?? "")
                let pattern: String
                switch match.output[2].substring.map(String.init) {
                case nil: pattern = "\(name)()"
                case "_": pattern = "\(name)("
                case let label?: pattern = "\(name)(\(label):"
                }
                references.append(CoreReference(name: name, pattern: pattern))
            }
            for line in text.split(separator: "\n").map(String.init) {
                guard let match = try property.firstMatch(in: line) else { continue }
                let isTopLevel = match.output[1].substring?.isEmpty ?? true
                let isStatic = match.output[2].substring != nil
                let name = String(match.output[3].substring ?? "")
                let isComputed = match.output[4].substring == "{"
                if isTopLevel {
                    references.append(CoreReference(name: name, pattern: name))
                } else if isComputed {
                    references.append(CoreReference(name: name, pattern: "." + name))
                } else if !isStatic {
                    stored.insert(name)
                }
            }
        }
        return (references, stored)
    }

    /// `text` without its comments and without the literal parts of its strings (an interpolation's code is kept).
    static func code(of text: String) -> String {
        var result = ""
        let chars = Array(text)
        var index = 0
        var inString = false
        var interpolationDepth: [Int] = []
        var depth = 0
        while index < chars.count {
            let char = chars[index]
            let next = index + 1 < chars.count ? chars[index + 1] : "\0"
            if inString {
                if char == "\\" && next == "(" {
                    inString = false
                    interpolationDepth.append(depth)
                    depth += 1
                    result += " ("
                    index += 2
                    continue
                }
                if char == "\\" {
                    index += 2
                    continue
                }
                if char == "\"" {
                    inString = false
                    result += "\""
                }
                if char == "\n" { result += "\n" }
                index += 1
                continue
            }
            if let end = endOfComment(in: chars, at: index) {
                index = end
                continue
            }
            if char == "\"" {
                inString = true
                result += "\""
                index += 1
                continue
            }
            if char == "(" { depth += 1 }
            if char == ")" {
                depth -= 1
                if let last = interpolationDepth.last, last == depth {
                    interpolationDepth.removeLast()
                    inString = true
                    result += ")"
                    index += 1
                    continue
                }
            }
            result.append(char)
            index += 1
        }
        return result
    }

    /// The index just past the comment that starts at `index` of `chars` (a line comment ends before its line
    /// break), or nil when none starts there.
    static func endOfComment(in chars: [Character], at index: Int) -> Int? {
        guard index + 1 < chars.count, chars[index] == "/" else { return nil }
        var end = index
        if chars[index + 1] == "/" {
            while end < chars.count && chars[end] != "\n" { end += 1 }
            return end
        }
        guard chars[index + 1] == "*" else { return nil }
        end += 2
        while end + 1 < chars.count && !(chars[end] == "*" && chars[end + 1] == "/") { end += 1 }
        return end + 2
    }

    /// Where `pattern` is used in `code` other than through `helpers.`: one line number per use. A function is
    /// used wherever its call shows (`layout.sideInsets(forBandFrom:`); a top-level constant only as a name of its
    /// own, not as another type's member (`DecidedNumbers.sideColumnSpacing` is the properties' own).
    static func uses(of pattern: String, in code: String) -> [Int] {
        let isFunction = pattern.hasSuffix("(") || pattern.hasSuffix(":") || pattern.hasSuffix(")")
        let isMember = pattern.hasPrefix(".")
        func isWordCharacter(_ char: Character?) -> Bool { char.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
        var lines: [Int] = []
        // Most names appear in few files: only a file that holds the name anywhere is read line by line.
        guard code.contains(pattern) else { return lines }
        for (number, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var searchStart = line.startIndex
            while let range = line.range(of: pattern, range: searchStart..<line.endIndex) {
                searchStart = range.upperBound
                let before = line[line.startIndex..<range.lowerBound]
                let after = line[range.upperBound...].first
                let startsAWord = isMember || !(isWordCharacter(before.last) || (!isFunction && before.last == "."))
                let endsAWord = isFunction || !(isWordCharacter(after) || after == "(")
                let throughHelpers = before.hasSuffix(isMember ? "helpers" : "helpers.")
                let declaresItsOwn = ["let ", "var ", "func ", "case "].contains { before.hasSuffix($0) }
                if startsAWord && endsAWord && !throughHelpers && !declaresItsOwn { lines.append(number + 1) }
            }
        }
        return lines
    }

    @Test("no oracle and no property's expectation calls the core's helpers or reads its constants, apart from the allowed names")
    func oraclesAreIndependent() throws {
        let (references, stored) = try Self.coreReferences()
        #expect(references.count > 100, "the core's public declarations were not found: \(references.count)")
        let checked = references.filter { reference in
            !stored.contains(reference.name) && !reference.name.hasPrefix("legacy")
                && !Self.allowed.keys.contains { reference.pattern.hasSuffix($0) || reference.name == $0 }
        }
        var files = Self.checkedFiles
        for folder in Self.checkedFolders {
            let names = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(folder).path).sorted()
            files += names.filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }
        }
        #expect(files.count > 20)
        for file in files {
            let code = Self.code(of: try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8))
            for reference in checked {
                for line in Self.uses(of: reference.pattern, in: code) {
                    Issue.record(
                        "\(file):\(line) uses the core's \(reference.pattern) outside `helpers.`: state the expectation from the spec, a table, geometry or a decision"
                    )
                }
            }
        }
    }

    @Test("the check finds a use of a core helper, a computed property and a constant, and lets `helpers.` through")
    func checkFindsUses() throws {
        let (references, _) = try Self.coreReferences()
        let patterns = Set(references.map(\.pattern))
        for expected in ["sideInsets(forBandFrom:", ".mirrored", "sideColumnCircleDiameter", "block(", "bottomEdgeSideInsets()"] {
            #expect(patterns.contains(expected), "the core's \(expected) was not found")
        }
        let sample = """
            let a = layout.sideInsets(forBandFrom: 0, to: 1) // layout.mirrored
            let b = helpers.bandSideInsets(layout, 0, 1), c = "\\(layout.mirrored)", d = sideColumnCircleDiameter
            """
        let code = Self.code(of: sample)
        #expect(Self.uses(of: "sideInsets(forBandFrom:", in: code) == [1])
        #expect(Self.uses(of: ".mirrored", in: code) == [2])
        #expect(Self.uses(of: "sideColumnCircleDiameter", in: code) == [2])
        #expect(Self.uses(of: "bandSideInsets(", in: code).isEmpty)
    }
}
