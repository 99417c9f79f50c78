import Foundation
import Testing
import DuoGeometry
import DuoCheckEngine
import DuoProperties
import DuoSnapshots

/// The snapshots' own machinery: record and review, a missing or broken file, drift, exactness, and the list
/// of tests kept in step with the catalogue.
@Suite("Snapshot record and review")
final class SnapshotFlowTests {
    /// A new temporary folder for each test, removed when the test ends.
    let scratch: URL

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("duo-snapshots-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: scratch)
    }

    /// A store in the test's scratch folder.
    func scratchStore() -> SnapshotStore {
        SnapshotStore(directory: scratch)
    }

    static let bands = Gen<BandCase>.bands(in: .anyLayout)
    static let helper = HelperSnapshot("side-insets-for-band", helper: "layout.sideInsets(forBandFrom:to:)", inputs: bands) {
        $0.layout.sideInsets(forBandFrom: $0.minY, to: $0.maxY)
    }
    /// The same helper after a wrong edit: a strip side keeps 2 points more wherever its block reaches the row.
    static let edited = HelperSnapshot("side-insets-for-band", helper: "layout.sideInsets(forBandFrom:to:)", inputs: bands) { band -> EdgeInsets in
        var insets = band.layout.sideInsets(forBandFrom: band.minY, to: band.maxY)
        if insets.right > 0 && band.layout.hasSideStrip(on: .right) { insets.right += 2 }
        return insets
    }

    @Test("A changed helper fails with the simplest changed case and its old and new output; recording the change makes it pass")
    func recordAndReview() throws {
        let store = scratchStore()
        try store.record(Self.helper)
        #expect(store.compare(Self.helper).holds)
        let changed = store.compare(Self.edited)
        #expect(!changed.holds)
        let simplest = try #require(changed.changes.first)
        #expect(changed.changes.allSatisfy { $0.index >= simplest.index })
        #expect(changed.report.contains("the output changed in \(changed.changes.count) of \(changed.checks.count) cases"))
        #expect(changed.report.contains("before: \(simplest.recordedOutput)") && changed.report.contains("now:    \(simplest.currentOutput)"))
        #expect(changed.report.contains("duo-fuzz snapshot diff side-insets-for-band"))
        let review = SnapshotReview(changed)
        #expect(review.groups.contains { $0.movement == "right +2" && $0.layoutName == "FP" }, "\(review.text)")
        #expect(SnapshotPicture.svg(id: "side-insets-for-band", change: simplest).contains("<svg"))
        try store.record(Self.edited)
        #expect(store.compare(Self.edited).holds)
    }

    @Test("A refactor that changes no output passes: the same insets computed another way")
    func equivalentRefactorPasses() throws {
        let store = scratchStore()
        try store.record(Self.helper)
        let refactored = HelperSnapshot("side-insets-for-band", helper: "layout.sideInsets(forBandFrom:to:)", inputs: Self.bands) {
            Environment(layout: $0.layout).sideInsets(forBandFrom: $0.minY, to: $0.maxY, containerHeight: $0.layout.size.height)
        }
        #expect(store.compare(refactored).holds)
    }

    @Test("A missing snapshot says how to record it; a line that does not parse names the file and the line")
    func missingAndBrokenFiles() throws {
        let store = scratchStore()
        let missing = store.compare(Self.helper)
        #expect(
            missing.problem == .missing
                && missing.report.contains(
                    "DUOCHECK_RECORD=all DUOCHECK_SNAPSHOT=side-insets-for-band swift test --filter SnapshotTests/snapshotHolds")
        )
        try store.record(Self.helper)
        let url = store.url(of: Self.helper)
        var lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
        lines[2] = "{\"case\":2,\"choices\":[],\"input\":{\"nonsense\":1}}"
        try Data(lines.joined(separator: "\n").utf8).write(to: url)
        let broken = store.compare(Self.helper)
        guard case .badLine(3, _)? = broken.problem else {
            Issue.record("expected line 3 to be named: \(broken.report)")
            return
        }
        #expect(broken.report.contains("side-insets-for-band.jsonl line 3"))
    }

    @Test("A corpus whose generator changed is reported as drift, apart from any change of behaviour")
    func driftIsNotABehaviourChange() throws {
        let store = scratchStore()
        try store.record(Self.helper)
        let otherGenerator = HelperSnapshot(
            "side-insets-for-band", helper: "layout.sideInsets(forBandFrom:to:)",
            inputs: Gen<BandCase>.bands(in: .foldableLayouts)
        ) { $0.layout.sideInsets(forBandFrom: $0.minY, to: $0.maxY) }
        let comparison = store.compare(otherGenerator)
        #expect(comparison.changes.isEmpty)
        #expect(!comparison.drifted.isEmpty)
        #expect(comparison.report.contains("the corpus drifted") && !comparison.report.contains("the output changed"))
    }

    @Test("One ulp and the sign of zero are changes")
    func exactness() throws {
        let store = scratchStore()
        let exact = HelperSnapshot("exactness", helper: "a value", inputs: .element(of: [1.0, 0.0])) { (value: Double) in CGFloat(value) }
        try store.record(exact)
        let ulp = HelperSnapshot("exactness", helper: "a value", inputs: .element(of: [1.0, 0.0])) { (value: Double) in
            value == 1 ? CGFloat(value).nextUp : CGFloat(value)
        }
        let negativeZero = HelperSnapshot("exactness", helper: "a value", inputs: .element(of: [1.0, 0.0])) { (value: Double) in
            value == 0 ? -0.0 : CGFloat(value)
        }
        #expect(store.compare(ulp).changes.count == 1)
        #expect(store.compare(negativeZero).changes.count == 1)
    }

    @Test("Every snapshot of the catalogue has its own id, which selects it alone for the snapshot test")
    func everySnapshotIsSelectable() {
        let ids = SnapshotCatalogue.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(SnapshotTests.selectedIDs(environment: [:]) == ids)
        #expect(SnapshotTests.selectedIDs(environment: ["DUOCHECK_SNAPSHOT": ids[2]]) == [ids[2]])
    }

    @Test("Every corpus over layouts covers each posture, the ordinary devices, a block in each corner and the kinds of row")
    func corpusCoverage() throws {
        for id in ["side-insets-for-band", "bottom-edge-side-insets-method", "horizontal-container-placement", "tab-bar-side-placement"] {
            let coverage = try SnapshotCoverage(try #require(SnapshotCatalogue.snapshot(id: id)))
            // A layout alone has five distinct postures: each comes once; rows and sizes come in many.
            let least = id == "bottom-edge-side-insets-method" ? 1 : 3
            for posture in ["posture FP", "posture FL", "posture FR", "posture UP", "posture UL"] {
                #expect(coverage.labelCounts[posture, default: 0] >= least, "\(id): \(posture) \(coverage.labelCounts[posture, default: 0])")
            }
            let required = [
                "ordinary", "synthetic ordinary", "synthetic foldable", "inconsistent", "block topLeft", "block topRight", "block bottomLeft",
                "block bottomRight"
            ]
            for label in required {
                #expect(coverage.labelCounts[label, default: 0] >= 3, "\(id): \(label) \(coverage.labelCounts[label, default: 0])")
            }
        }
        let rows = try SnapshotCoverage(try #require(SnapshotCatalogue.snapshot(id: "side-insets-for-band")))
        for kind in BandCase.kinds { #expect(rows.labelCounts[kind, default: 0] >= 3, "rows: \(kind)") }
    }
}
