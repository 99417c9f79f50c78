import DuoCheckEngine
import DuoCheckTesting
import DuoProperties
import DuoSnapshots
import Foundation
import Testing

/// The helper set the conformance kit checks: ``PlacementHelpers/core``, the reference, with the members that
/// another implementation replaces.
public typealias PlacementHelpers = DuoProperties.PlacementHelpers

/// The suites as a conformance kit: every property of the spec, and the recorded behaviour snapshots, run
/// against another implementation of the placement helpers.
///
/// An app adapts its own helpers into a ``PlacementHelpers`` value (``PlacementHelpers/core`` with the members it
/// implements replaced), then checks it in two parameterized Swift Testing tests:
///
/// ```swift
/// @Test(arguments: PlacementConformance.propertyIDs)
/// func property(_ id: String) { PlacementConformance.checkProperty(id, of: .app) }
///
/// @Test(arguments: PlacementConformance.snapshotIDs)
/// func snapshot(_ id: String) { PlacementConformance.checkSnapshot(id, of: .app) }
/// ```
///
/// By default a property makes the checks of the spec's rules and bug shapes only, and the snapshots compared are
/// those whose recorded outputs rest on no decision. The project's decisions where the spec is silent
/// (docs/conformance.md lists them) are a second set that an app opts into with
/// `checkProperty(id, of: .app, checking: .specAndDecisions)`, and over `snapshotIDs(checking: .specAndDecisions)`
/// with `checkSnapshot(id, of: .app, checking: .specAndDecisions)`.
///
/// A property's failure is recorded at the property's declaration, with the source of the failing check
/// (`rule 2`, `bug shape: …`, `decision: …`), the shrunk counterexample and a replay line for the calling test;
/// a snapshot's difference names the helper set's members and the simplest differing case (docs/conformance.md).
public enum PlacementConformance {
    /// Which checks a property run makes.
    public enum Checks: Sendable {
        /// The spec's rules and bug shapes: what every implementation of the spec must pass.
        case spec
        /// The spec's rules and bug shapes, and the project's decisions where the spec is silent (docs/conformance.md
        /// lists them, with their reasons).
        case specAndDecisions
    }

    /// The id of every property of the suites, in catalogue order.
    public static var propertyIDs: [String] { PropertyCatalogue.properties().map(\.id) }

    /// The id of every recorded snapshot whose output goes through the helper set and can be compared without the
    /// decisions: the snapshots of the spec's checks (``snapshotIDs(checking:)``).
    public static var snapshotIDs: [String] { snapshotIDs(checking: .spec) }

    /// The id of every recorded snapshot whose output goes through the helper set (the legacy expressions and the
    /// core's inner functions, which no helper set replaces, are left out), and under `.spec` does not rest on a
    /// decision that its cases cannot tell apart: such a snapshot is compared only with the decisions.
    public static func snapshotIDs(checking checks: Checks) -> [String] {
        SnapshotCatalogue.all.filter { !$0.members.isEmpty && (checks == .specAndDecisions || SnapshotDecisions.decisions(of: $0.id).isEmpty) }
            .map(\.id)
    }

    /// The recorded snapshots of the DuoCheck checkout that built this module: its `Tests/Snapshots` folder.
    ///
    /// They are read from the checkout, on the machine that built the tests: on Linux, on a Mac, and on an iOS
    /// Simulator, whose processes see the Mac's files. A test on an iOS device cannot reach them, and
    /// ``checkSnapshot(_:of:checking:in:sourceLocation:)`` says so instead of comparing (docs/conformance.md).
    public static var recordedSnapshots: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tests").appendingPathComponent("Snapshots")
    }

    /// Runs the property `id` against `helpers` inside the current test, making the checks that `checks` names
    /// (the spec's by default), under the same configuration as DuoCheck's own suites (`CI`, `DUOCHECK_SEED`,
    /// `DUOCHECK_CASES`, and a `DUOCHECK_REPLAY` request, which skips every other property). An unknown id is an
    /// issue at the caller.
    public static func checkProperty(
        _ id: String, of helpers: PlacementHelpers, checking checks: Checks = .spec, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let catalogued = PropertyCatalogue.property(id: id, using: helpers) else {
            Issue.record("no property has the id \"\(id)\"; PlacementConformance.propertyIDs lists them", sourceLocation: sourceLocation)
            return
        }
        if let request = try? ReplayRequest.fromEnvironment(), !request.applies(to: id) { return }
        let property = catalogued.checking(checks == .spec ? .specification : .specificationAndDecisions)
        check(property, testFilter: Test.current.map { String($0.name.prefix { $0 != "(" }) }, picture: CounterexamplePicture.svg(for:))
    }

    /// Compares `helpers`' outputs with the recorded snapshot `id` in `directory`, and records an issue at the
    /// caller naming the members and the simplest differing case, or why the file cannot be compared. Under `.spec`
    /// (the default) the cases whose outputs rest on a decision are left out, and a snapshot whose decisions are not
    /// told case by case is not compared: one recorded issue names its decisions.
    public static func checkSnapshot(
        _ id: String, of helpers: PlacementHelpers, checking checks: Checks = .spec, in directory: URL = recordedSnapshots,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let snapshot = SnapshotCatalogue.snapshot(id: id), !snapshot.members.isEmpty else {
            Issue.record(
                "no snapshot of the helper set has the id \"\(id)\"; PlacementConformance.snapshotIDs(checking: .specAndDecisions) lists them",
                sourceLocation: sourceLocation)
            return
        }
        let decisions = SnapshotDecisions.decisions(of: id)
        guard checks == .specAndDecisions || decisions.isEmpty else {
            let reason =
                "the snapshot \(id) records the reference's reading of the project's decisions (\(decisions.map(\.statement).joined(separator: "; "))), "
                + "which an app may read otherwise: compare it with `checking: .specAndDecisions`, or leave it out as `snapshotIDs` does"
            Issue.record(Comment(rawValue: reason), sourceLocation: sourceLocation)
            return
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder), isFolder.boolValue else {
            let reason =
                "the recorded snapshot \(id).jsonl is read from \(directory.path), which this process cannot reach (a test on an iOS "
                + "device cannot read the Mac's files): compare snapshots on the Mac or an iOS Simulator, or pass their folder as `in:`"
            Issue.record(Comment(rawValue: reason), sourceLocation: sourceLocation)
            return
        }
        let compared = SnapshotStore(directory: directory).compare(snapshot, helpers: helpers)
        let comparison = checks == .spec ? compared.leavingOutDecidedCases : compared
        if !comparison.conforms {
            let report = comparison.conformanceReport
            let recorded = PlantedFailures.keep(report) ? String(report.prefix { $0 != "\n" }) : report
            Issue.record(Comment(rawValue: recorded), sourceLocation: sourceLocation)
        }
    }
}
