import Foundation
import Testing

/// docs/geometry.md's table of the core's files is written by hand (its rule column is a reading of the spec), so a
/// test holds it to the core: every helper it names is declared in a file of its row, and every file that declares a
/// helper the helper set binds (`Properties/PlacementHelpers.swift`) has a row. A helper renamed or moved, or a new
/// file of helpers, fails until the table says so; the complete list of bound helpers is the generated members table
/// of docs/conformance.md.
@Suite("The geometry document's table")
struct GeometryDocumentTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The table's rows: the helpers' cell and the files' cell.
    static func rows() throws -> [(helpers: String, files: [String])] {
        let document = try String(contentsOf: root.appendingPathComponent("docs/geometry.md"), encoding: .utf8)
        return document.split(separator: "\n").compactMap { line -> (String, [String])? in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 5, cells[3].hasSuffix(".swift`") else { return nil }
            let files = cells[3].split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " `")) }
            return (cells[1], files)
        }
    }

    /// The names a helpers' cell gives: the last component of each code span, before its parameters.
    static func names(in cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.compactMap { _, span in
            let name = span.prefix { $0 != "(" && $0 != "[" }.split(separator: ".").last.map(String.init)
            return name?.isEmpty == false ? name : nil
        }
    }

    static func source(_ file: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent("Sources/DuoGeometry/\(file)"), encoding: .utf8)
    }

    @Test("every helper the table names is declared in a file of its row")
    func namesAreDeclared() throws {
        let rows = try Self.rows()
        #expect(rows.count >= 15, "the table was not found: \(rows.count) rows")
        for row in rows {
            let text = try row.files.map(Self.source).joined(separator: "\n")
            for name in Self.names(in: row.helpers) {
                let declared = try Regex(name == "subscript" ? "subscript\\(" : "(func|var|let|struct|enum|class|case|init)\\s+\(name)\\b")
                #expect(text.contains(declared), "docs/geometry.md names `\(name)`, which \(row.files.joined(separator: ", ")) does not declare")
            }
        }
    }

    /// The core's helper each member of the helper set is bound to: the last member its binding reads or calls
    /// (`$0.sideInsets(…)`, `DuoGeometry.tabBarSidePlacement(…)`, `$0.reservedCorners.blocks(on:)`), the type it
    /// builds (`Environment(layout:)`), or `subscript`.
    static func boundHelpers() throws -> [(member: String, helper: String)] {
        let text = try String(contentsOf: root.appendingPathComponent("Properties/PlacementHelpers.swift"), encoding: .utf8)
        let binding = try Regex(#"public var (\w+):[^=]*= \{(.*?)\}\n"#).dotMatchesNewlines()
        return try text.matches(of: binding).map { match in
            let member = String(match.output[1].substring ?? "")
            let body = String(match.output[2].substring ?? "")
            let calls = try body.matches(of: Regex(#"(?:\$\d|DuoGeometry|\))\.(\w+)"#)).map { String($0.output[1].substring ?? "") }
            let built = try body.firstMatch(of: Regex(#"\b([A-Z]\w+)\("#)).map { String($0.output[1].substring ?? "") }
            return (member, calls.last ?? built ?? "subscript")
        }
    }

    @Test("every file that declares a helper the helper set binds has a row of the table")
    func everyFileOfABoundHelperIsListed() throws {
        let listed = Set(try Self.rows().flatMap(\.files))
        let bound = try Self.boundHelpers()
        #expect(bound.count >= 60, "the helper set's bindings were not found: \(bound.count)")
        let folder = Self.root.appendingPathComponent("Sources/DuoGeometry")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        let sources = try Dictionary(uniqueKeysWithValues: files.map { ($0, try Self.source($0)) })
        for (member, helper) in bound {
            let declared = try Regex(helper == "subscript" ? "subscript\\(" : "(func|var|struct|class)\\s+\(helper)\\b")
            let declaring = sources.filter { $0.value.contains(declared) }.map(\.key)
            #expect(!declaring.isEmpty, "no file of the core declares `\(helper)`, which the helper set's `\(member)` binds")
            #expect(
                declaring.contains { listed.contains($0) },
                "docs/geometry.md's table has no row for \(declaring.sorted()), which declare(s) `\(helper)`")
        }
    }

    @Test("the check reads a helpers' cell as its names")
    func namesOfACell() {
        #expect(
            Self.names(in: "`Environment` with `sideInsets(forBandFrom:to:)`, free `bandSideInsets(minY:)`, `BarButton.staysInRow`") == [
                "Environment", "sideInsets", "bandSideInsets", "staysInRow"
            ])
    }
}
