import Foundation
import Testing

/// Small pieces: no source file of the package is over 300 lines, and no function, initialiser or subscript
/// over 60 (string literals and comments are left out when braces are matched). The caps are met by splitting
/// along a seam a reader sees, never by packing: one declaration and one statement to a line.
@Suite("Source shape")
struct SourceShapeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every Swift file of the package's own folders, relative to the root.
    static var files: [String] {
        ["Sources", "Properties", "Tests"].flatMap { folder in
            (FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".swift") && !$0.contains(".build/") }.map { "\(folder)/\($0)" }
        }.sorted()
    }

    /// The lines of `text` with comments and string literals blanked (a literal's quotes, its text and its
    /// interpolations alike), so that only code's braces, commas and semicolons count. It reads bytes: every
    /// character it looks for is ASCII, and no byte of a longer UTF-8 character is.
    static func codeLines(of text: String) -> [String] {
        var inMultilineString = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let bytes = Array(line.utf8)
            if multilineDelimiters(in: bytes) % 2 == 1 {
                inMultilineString.toggle()
                return ""
            }
            if inMultilineString { return "" }
            var code: [UInt8] = []
            var index = 0
            while index < bytes.count {
                if bytes[index] == ascii("/") && index + 1 < bytes.count && bytes[index + 1] == ascii("/") { break }
                var hashes = 0
                while index + hashes < bytes.count && bytes[index + hashes] == ascii("#") { hashes += 1 }
                if index + hashes < bytes.count && bytes[index + hashes] == ascii("\"") {
                    index = endOfString(in: bytes, quote: index + hashes, hashes: hashes)
                    continue
                }
                code.append(bytes[index])
                index += 1
            }
            return String(decoding: code, as: UTF8.self)
        }
    }

    /// The byte of an ASCII character.
    static func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(ascii: character) }

    /// How many triple quotes a line holds, each counted from the end of the one before.
    static func multilineDelimiters(in line: [UInt8]) -> Int {
        var count = 0
        var index = 0
        while index + 2 < line.count {
            if line[index..<index + 3].allSatisfy({ $0 == ascii("\"") }) {
                count += 1
                index += 3
            } else {
                index += 1
            }
        }
        return count
    }

    /// The index just past the string literal of `line` whose opening quote is at `quote`, delimited by `hashes`
    /// `#` on each side (a raw string); an interpolation, strings inside it included, belongs to the literal.
    static func endOfString(in line: [UInt8], quote: Int, hashes: Int) -> Int {
        func isDelimited(after index: Int) -> Bool {
            index + hashes < line.count && line[index + 1..<index + 1 + hashes].allSatisfy { $0 == ascii("#") }
        }
        var index = quote + 1
        while index < line.count {
            if line[index] == ascii("\"") && isDelimited(after: index) { return index + 1 + hashes }
            guard line[index] == ascii("\\") && isDelimited(after: index) else {
                index += 1
                continue
            }
            index += 1 + hashes
            guard index < line.count && line[index] == ascii("(") else {
                index += 1
                continue
            }
            var depth = 0
            while index < line.count {
                if line[index] == ascii("\"") {
                    index = endOfString(in: line, quote: index, hashes: 0)
                    continue
                }
                if line[index] == ascii("(") { depth += 1 }
                if line[index] == ascii(")") { depth -= 1 }
                index += 1
                if depth == 0 { break }
            }
        }
        return line.count
    }

    /// The functions of `lines` longer than `limit` lines, as `line: declaration (length)`.
    static func longFunctions(in lines: [String], limit: Int) -> [String] {
        let declaration = /(^|\s)(func\s|init[(<?]|subscript[(<])/
        var found: [String] = []
        for (start, line) in lines.enumerated() where line.contains(declaration) {
            var depth = 0
            var opened = false
            var end = start
            scan: for index in start..<lines.count {
                for character in lines[index].utf8 {
                    if character == ascii("{") {
                        depth += 1
                        opened = true
                    }
                    if character == ascii("}") { depth -= 1 }
                    if opened && depth <= 0 {
                        end = index
                        break scan
                    }
                }
                if !opened && index > start + 8 { break }
            }
            if opened, end - start + 1 > limit {
                found.append("\(start + 1): \(line.trimmingCharacters(in: .whitespaces).prefix(60)) (\(end - start + 1))")
            }
        }
        return found
    }

    /// The numbers (from 1) of the lines of `lines` (code lines, as `codeLines` gives them) that pack: statements
    /// joined by `;`, a `let` or `var` that declares more than one name (`let a = 1, b = 2`, `var a: Int, b: Int`), or
    /// one that binds a tuple of names to a tuple of values (`let (a, b) = (1, 2)`). A condition's bindings
    /// (`if let a, let b`) and a tuple taken apart (`let (q, r) = n.quotientAndRemainder(dividingBy: 2)`) do not pack.
    static func packedLines(in lines: [String]) throws -> [Int] {
        let modifiers = "public|package|internal|fileprivate|private|static|class|final|lazy|nonisolated|weak|unowned"
        let declaration = try Regex(#"^\s*(?:(?:@\w+(?:\([^)]*\))?|(?:"# + modifiers + #")(?:\(set\))?)\s+)*(?:let|var)\s+"#)
        let nextName = /^,\s*[A-Za-z_]\w*\s*(?::|=(?!=))/
        let tupleOfValues = /^\(\s*\w+\s*(?:,\s*\w+\s*)+\)\s*(?::[^=]*)?=\s*\((.*)\)\s*$/
        return lines.indices.filter { number in
            let line = lines[number]
            if line.contains(";") { return true }
            guard line.contains(","), let match = line.prefixMatch(of: declaration) else { return false }
            let rest = line[match.range.upperBound...]
            if let tuple = rest.wholeMatch(of: tupleOfValues) {
                return !topLevelCommas(in: tuple.output.1).isEmpty
            }
            return topLevelCommas(in: rest).contains { rest[$0...].prefixMatch(of: nextName) != nil }
        }.map { $0 + 1 }
    }

    /// The commas of `text` outside brackets, or none when a bracket closes one that `text` did not open.
    static func topLevelCommas(in text: Substring) -> [String.Index] {
        var depth = 0
        var commas: [String.Index] = []
        for index in text.indices {
            switch text[index] {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "," where depth == 0: commas.append(index)
            default: break
            }
            if depth < 0 { return [] }
        }
        return commas
    }

    @Test("no source file is over 300 lines")
    func filesAreShort() throws {
        for file in Self.files {
            let count = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false
            ).count
            #expect(count <= 301, "\(file) is \(count) lines")
        }
    }

    @Test("no function, initialiser or subscript is over 60 lines")
    func functionsAreShort() throws {
        for file in Self.files {
            let lines = Self.codeLines(of: try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8))
            for long in Self.longFunctions(in: lines, limit: 60) { Issue.record("\(file):\(long)") }
        }
    }

    @Test("the checker finds a long function and skips braces in strings and comments")
    func checkerFindsALongFunction() {
        let body = Array(repeating: "    let x = \"}\" // }", count: 60)
        #expect(Self.longFunctions(in: Self.codeLines(of: (["func long() {"] + body + ["}"]).joined(separator: "\n")), limit: 60).count == 1)
        #expect(
            Self.longFunctions(in: Self.codeLines(of: (["func short() {"] + body.dropFirst(2) + ["}"]).joined(separator: "\n")), limit: 60).isEmpty)
    }
}

extension SourceShapeTests {
    /// The packed lines the package still holds, none of them in a new file: lower it as they are unpacked, never
    /// raise it.
    static let packedLineAllowance = 0

    @Test("no line packs declarations or statements together")
    func nothingIsPacked() throws {
        var packed: [String] = []
        for file in Self.files {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            packed += try Self.packedLines(in: Self.codeLines(of: text)).map {
                "\(file):\($0): \(lines[$0 - 1].trimmingCharacters(in: .whitespaces))"
            }
        }
        #expect(
            packed.count <= Self.packedLineAllowance,
            "\(packed.count) packed lines, at most \(Self.packedLineAllowance) allowed:\n\(packed.joined(separator: "\n"))")
    }

    @Test("the checker finds packed lines and lets conditions, tuples taken apart, strings and comments through")
    func checkerFindsPackedLines() throws {
        let packed = [
            "let a = 1, b = 2", "    var x: Int, y: Int", "private static let p = \"a, b\", q = f(1, 2)", "let (a, b) = (x, y)",
            "var (a, b): (Int, Int) = (0, 0)", "if c { a += 1; return }", "struct S { let a: Int; let b: Int }", "@usableFromInline let a, b: Int",
            "lazy var s = [1, 2], t = [3]"
        ]
        let unpacked = [
            "if let a = x, let b = y {", "let a = x, b == c", "let s = \"a; b, c = d\" // x; y, z = 1", "let r = #\"a\"; b, c = \"#",
            "let t = \"\\(x.joined(separator: \"; \")), u = \"", "let (q, r) = n.quotientAndRemainder(dividingBy: 2)",
            "let (low, high) = a < b ? (a, b) : (b, a)", "let (one, two) = (a == 1) ? (b, c) : (c, b)", "let d: [String: Int] = [:]",
            "let e: Result<A, B> = f(x, y: 1)", "for (a, b) in zip(x, y) {", "let f = { (a: Int, b: Int) in a + b }", "case let (a, b): x = (a, b)"
        ]
        let lines = Self.codeLines(of: (packed + unpacked).joined(separator: "\n"))
        #expect(try Self.packedLines(in: lines) == Array(1...packed.count))
    }
}
