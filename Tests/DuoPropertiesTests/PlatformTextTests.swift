import Foundation
import Testing
import DuoCheckEngine
import DuoGeometry

/// Geometry reads the same in every message and stored file, whichever platform wrote it: the package formats
/// Core Graphics values itself (``GeometryText``), never with Foundation's `description`, which is
/// `(1.0, 2.0, 3.0, 4.0)` on Apple's platforms and `CGRect(origin: Foundation.CGPoint(…` on Linux.
@Suite("Platform-independent text")
struct PlatformTextTests {
    @Test("a rectangle, a point and a size read as the package writes them, interpolated or described")
    func geometryText() {
        let rect = CGRect(x: 382, y: 170, width: 84, height: -0.5)
        #expect("\(rect)" == "(x 382.0, y 170.0, w 84.0, h -0.5)")
        #expect("\(CGPoint(x: 1.5, y: -0.0))" == "(x 1.5, y -0.0)")
        #expect("\(CGSize(width: CGFloat.infinity, height: .nan))" == "(w inf, h nan)")
        #expect(GeometryText.describe(rect) == "(x 382.0, y 170.0, w 84.0, h -0.5)")
    }

    @Test("Core Graphics values inside optionals, collections, tuples, enumerations and structures read the same way")
    func nestedGeometry() {
        struct Frames {
            let back: CGRect
            let trailing: CGRect?
            let name: String
        }
        enum Placement { case inStrip(CGRect), inRow }
        let rect = CGRect(x: 0, y: 1, width: 2, height: 3)
        #expect(GeometryText.describe(Optional(rect) as Any) == "Optional((x 0.0, y 1.0, w 2.0, h 3.0))")
        #expect(GeometryText.describe(CGRect?.none as Any) == "nil")
        #expect(GeometryText.describe([rect, .zero]) == "[(x 0.0, y 1.0, w 2.0, h 3.0), (x 0.0, y 0.0, w 0.0, h 0.0)]")
        #expect(GeometryText.describe(["a": CGPoint(x: 1, y: 2)]) == #"["a": (x 1.0, y 2.0)]"#)
        #expect(GeometryText.describe((width: CGFloat(1), size: CGSize(width: 2, height: 3))) == "(width: 1.0, size: (w 2.0, h 3.0))")
        #expect(GeometryText.describe(Placement.inStrip(rect)) == "inStrip((x 0.0, y 1.0, w 2.0, h 3.0))")
        #expect(GeometryText.describe(Placement.inRow) == "inRow")
        #expect(
            GeometryText.describe(Frames(back: rect, trailing: nil, name: "FP"))
                == #"Frames(back: (x 0.0, y 1.0, w 2.0, h 3.0), trailing: nil, name: "FP")"#)
        #expect(GeometryText.describe(EdgeInsets(top: 0, left: 0, bottom: 0, right: 84)) == "(t 0.0, l 0.0, b 0.0, r 84.0)")
    }

    @Test("requireEqual shows both values as the package writes them")
    func requireEqualMessage() {
        let failure = #expect(throws: CheckFailure.self) {
            try requireEqual(Optional(CGRect(x: 0, y: 170, width: 84, height: 508)), nil, "the left strip")
        }
        #expect(failure?.message == "the left strip: Optional((x 0.0, y 170.0, w 84.0, h 508.0)) is not equal to nil")
    }

    @Test("the finder of platform descriptions finds both platforms' spellings, and nothing in the package's own")
    func finderFindsBothSpellings() {
        #expect(PlatformText.platformDescription(in: "a CGRect(origin: Foundation.CGPoint(x: 1.0, y: 2.0), size: …)") != nil)
        #expect(PlatformText.platformDescription(in: "a CGSize(width: 1.0, height: 2.0) b") != nil)
        #expect(PlatformText.platformDescription(in: "the frame (1.0, 2.0, 3.0, 4.0) leaves") != nil)
        #expect(PlatformText.platformDescription(in: "the frame (x 1.0, y 2.0, w 3.0, h 4.0) at (x 1.0, y 2.0)") == nil)
    }

    @Test("no stored seed, snapshot line or document holds a platform's own description of a Core Graphics value")
    func storedFilesHoldNoPlatformText() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var files = ["README.md"]
        for folder in ["Seeds", "Tests/Snapshots", "docs"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let path = enumerator?.nextObject() as? String {
                if [".json", ".jsonl", ".md"].contains(where: path.hasSuffix) { files.append("\(folder)/\(path)") }
            }
        }
        #expect(files.count > 100)
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if let found = PlatformText.platformDescription(in: String(line)) {
                    Issue.record("\(file):\(number + 1) holds a platform's own description: \(found)")
                }
            }
        }
    }
}

/// Finds the text Foundation writes for a Core Graphics value on some platform.
enum PlatformText {
    /// Linux's `CGRect(origin: …`, `CGPoint(x: …`, `CGSize(width: …` with or without `Foundation.`, and Apple
    /// platforms' bare tuple of four numbers, `(1.0, 2.0, 3.0, 4.0)`; nil when the text has none of them.
    static func platformDescription(in text: String) -> String? {
        let number = #"-?(?:[0-9]+\.[0-9]+(?:e[-+]?[0-9]+)?|inf|nan)"#
        let patterns = [
            #"(?:Foundation\.)?CG(?:Rect\(origin|Point\(x|Size\(width|Vector\(dx): "#,
            #"\("# + number + #"(?:, "# + number + #"){3}\)"#
        ]
        for pattern in patterns {
            if let range = text.range(of: pattern, options: .regularExpression) { return String(text[range]) }
        }
        return nil
    }

}
