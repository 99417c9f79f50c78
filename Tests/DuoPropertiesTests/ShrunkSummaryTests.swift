import Foundation
import Testing
import DuoCheckEngine
import DuoProperties

/// The mutation table's summary of a shrunk value reads the value's tree, and spells each cell as the table always
/// has: as the value's JSON text, parsed back by `JSONSerialization`, describes it.
@Suite("Shrunk value summary")
struct ShrunkSummaryTests {
    /// The summary as the table first made it: the text parsed by `JSONSerialization`, each number described as the
    /// `NSNumber` it parses to. The oracle of the spelling the table's cells keep.
    static func parsedSummary(of text: String) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) else { return text }
        if let array = object as? [Any] { return "\(array)" }
        var parts: [String] = []
        func visit(_ node: Any, depth: Int) {
            guard depth < 3, let dictionary = node as? [String: Any] else { return }
            for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) {
                if key == "name", let name = value as? String {
                    parts.insert(name, at: 0)
                } else if value is NSNumber || value is String, key != "kind" {
                    parts.append("\(key) \(value)")
                } else if key == "sample" || key == "band" {
                    visit(value, depth: depth + 1)
                }
            }
        }
        visit(object, depth: 0)
        return parts.joined(separator: ", ")
    }

    static let values: [JSONValue] = [
        .object([
            "sample": .object(["name": .string("FP"), "kind": .string("foldable"), "band": .object(["minY": .number(0.5), "maxY": .string("nan")])]),
            "anchoredAtBottom": .bool(false), "includesSafeInsets": .bool(true), "margin": .integer(0), "count": .integer(-1)
        ]),
        .object(["tiny": .number(1e-07), "huge": .number(1e22), "negativeZero": .number(-0.0), "whole": .number(170), "half": .number(-2.5)]),
        .object(["wide": .unsignedInteger(UInt64.max), "nothing": .null, "list": .array([.integer(1)]), "name": .integer(3)]),
        .array([.integer(1), .integer(2)]),
        .array([.number(2.5), .bool(true), .string("x"), .null, .array([.integer(0)])]),
        .integer(4)
    ]

    @Test("each cell reads as it did when the summary parsed the value's text", arguments: values.indices)
    func sameCellsAsParsedText(index: Int) {
        let value = Self.values[index]
        #expect(BugShapeRun.summary(ofShrunkValue: value) == Self.parsedSummary(of: value.text), "\(value.text)")
    }
}
