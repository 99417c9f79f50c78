import Foundation
import Testing

/// Small pieces: no source file of the package is over 300 lines, and no function, initialiser or subscript
/// over 60 (string literals and comments are left out when braces are matched).
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

    /// The lines of `text` with string literals and comments blanked, so that only code's braces count.
    static func codeLines(of text: String) -> [String] {
        var inMultilineString = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            if line.components(separatedBy: "\"\"\"").count % 2 == 0 {
                inMultilineString.toggle()
                return ""
            }
            if inMultilineString { return "" }
            var code = "", inString = false, escaped = false, previous: Character = " "
            for character in line {
                if inString {
                    if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                    continue
                }
                if character == "/" && previous == "/" { code.removeLast(); break }
                if character == "\"" { inString = true } else { code.append(character) }
                previous = character
            }
            return code
        }
    }

    /// The functions of `lines` longer than `limit` lines, as `line: declaration (length)`.
    static func longFunctions(in lines: [String], limit: Int) -> [String] {
        let declaration = /(^|\s)(func\s|init[(<?]|subscript[(<])/
        var found: [String] = []
        for (start, line) in lines.enumerated() where line.contains(declaration) {
            var depth = 0, opened = false, end = start
            scan: for index in start..<lines.count {
                for character in lines[index] {
                    if character == "{" { depth += 1; opened = true }
                    if character == "}" { depth -= 1 }
                    if opened && depth <= 0 { end = index; break scan }
                }
                if !opened && index > start + 8 { break }
            }
            if opened, end - start + 1 > limit {
                found.append("\(start + 1): \(line.trimmingCharacters(in: .whitespaces).prefix(60)) (\(end - start + 1))")
            }
        }
        return found
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
