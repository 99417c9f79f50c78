import Foundation
import Testing
import DuoGeometry
import DuoCheckEngine
import DuoProperties
import DuoSnapshots

/// A recorded corpus must be the whole corpus: the same cases, in order, once each. A file cut short, a line
/// repeated, lines out of order or a line added is not comparable, and the report names the helper and the first
/// case missing or extra.
@Suite("Snapshot corpus completeness")
final class SnapshotCompletenessTests {
    let scratch: URL

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("duo-snapshot-corpus-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: scratch)
    }

    /// A way to damage a recorded corpus, and what the report must then name.
    enum Damage: String, CaseIterable, CustomTestStringConvertible {
        case cutToOneLine = "cut to its first line"
        case cutInTheMiddle = "line 51 left out"
        case lineRepeated = "line 8 twice"
        case linesSwapped = "lines 4 and 5 swapped"
        case lineAdded = "a line added at the end"

        var testDescription: String { rawValue }

        /// The damaged file's lines.
        func apply(to lines: [String]) -> [String] {
            var lines = lines
            switch self {
            case .cutToOneLine: lines = [lines[0]]
            case .cutInTheMiddle: lines.remove(at: 50)
            case .lineRepeated: lines.insert(lines[7], at: 8)
            case .linesSwapped: lines.swapAt(3, 4)
            case .lineAdded: lines.append(lines[9].replacingOccurrences(of: "{\"case\":9,", with: "{\"case\":\(lines.count),"))
            }
            return lines
        }

        /// What the report names: the first case missing or extra.
        var named: String {
            switch self {
            case .cutToOneLine: return "case 1 ("
            case .cutInTheMiddle: return "case 50 ("
            case .lineRepeated: return "case 7 ("
            case .linesSwapped: return "case 3 ("
            case .lineAdded: return "case 200 ("
            }
        }
    }

    static let helper = SnapshotFlowTests.helper

    @Test(
        "a snapshot file cut short, with a line repeated, lines reordered or a line added does not pass: the report names the helper and the first missing or extra case",
        arguments: Damage.allCases)
    func damagedCorpus(damage: Damage) throws {
        let store = SnapshotStore(directory: scratch)
        try store.record(Self.helper)
        let url = store.url(of: Self.helper)
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
        try #require(lines.count == SnapshotCorpus.size)
        try Data((damage.apply(to: lines).joined(separator: "\n") + "\n").utf8).write(to: url)
        let comparison = store.compare(Self.helper)
        #expect(!comparison.holds, "\(comparison.report)")
        #expect(comparison.report.contains("layout.sideInsets(forBandFrom:to:)"), "\(comparison.report)")
        #expect(comparison.report.contains(damage.named), "\(comparison.report)")
    }

    @Test("a drifted corpus with a line repeated is still not whole: its numbering names the repeated case")
    func driftedAndRepeated() throws {
        let store = SnapshotStore(directory: scratch)
        try store.record(Self.helper)
        let url = store.url(of: Self.helper)
        var lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
        lines.insert(lines[7], at: 8)
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
        let otherGenerator = HelperSnapshot(
            "side-insets-for-band", helper: "layout.sideInsets(forBandFrom:to:)",
            inputs: Gen<BandCase>.bands(in: .foldableLayouts)
        ) { $0.layout.sideInsets(forBandFrom: $0.minY, to: $0.maxY) }
        let comparison = store.compare(otherGenerator)
        #expect(comparison.problem == .incomplete("line 9 repeats case 7"), "\(comparison.report)")
    }
}
