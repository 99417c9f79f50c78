import Foundation
import Testing

/// The package reads and writes JSON with its own codec only (``JSONParser``, ``JSONTreeDecoder``,
/// ``JSONTreeEncoder``, ``JSONFormat``): Foundation's coders differ between platforms and releases (number
/// text, key order, duplicate members, numbers past `Double`'s range), and a second reader gives a value a
/// second form.
@Suite("One JSON codec")
struct OneCodecTests {
    /// Foundation's JSON coders, as code that uses them spells them.
    static let foreignCoders = ["JSONDecoder(", "JSONEncoder(", "JSONSerialization."]

    /// Each line of `text` (a file called `name`) that uses one of them outside a comment.
    static func uses(in text: String, name: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { number, line in
            let code = line.trimmingCharacters(in: .whitespaces)
            guard !code.hasPrefix("//"), let coder = foreignCoders.first(where: { code.contains($0) }) else { return nil }
            return "\(name):\(number + 1): \(coder)"
        }
    }

    @Test("no source of the package or its properties uses Foundation's JSON coders")
    func noForeignCoder() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var checked = 0
        var findings: [String] = []
        for folder in ["Sources", "Properties"] {
            let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let path = walker?.nextObject() as? String {
                guard path.hasSuffix(".swift") else { continue }
                checked += 1
                let text = try String(contentsOf: root.appendingPathComponent(folder + "/" + path), encoding: .utf8)
                findings += Self.uses(in: text, name: folder + "/" + path)
            }
        }
        #expect(checked > 200, "\(checked) files")
        #expect(findings.isEmpty, "read and write JSON with JSONParser, JSONTreeDecoder and JSONFormat:\n\(findings.joined(separator: "\n"))")
    }

    @Test("the check finds a use, and passes over a comment that names one")
    func checkFindsAUse() {
        let text = "/// Unlike `JSONDecoder()`, …\nlet object = try JSONSerialization.jsonObject(with: data)\n// JSONEncoder()\n"
        #expect(Self.uses(in: text, name: "x.swift") == ["x.swift:2: JSONSerialization."])
    }
}
