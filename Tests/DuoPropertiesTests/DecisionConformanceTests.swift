import DuoCheckConformance
import DuoCheckEngine
import DuoGeometry
import DuoProperties
import Foundation
import DuoCheckTesting
import DuoSnapshots
import Testing

/// An implementation that differs from the core only where the spec is silent passes the kit's default set: each
/// departure (``Departure``), alone and all together, passes every property with the spec's checks, and fails the
/// decision it reads otherwise, named, once the decisions are asked for; a planted spec bug fails both sets as its
/// rule.
@Suite("Decisions left out of the kit's default set")
struct DecisionConformanceTests {
    /// The text of an issue's comments.
    static func text(of issue: Issue) -> String { issue.comments.map(\.rawValue).joined(separator: "\n") }
    /// The id of the property the planted spec bug fails, read from its declaration.
    static let listMargins = LayoutProperties.listMarginsKeepFullBand(.core).id

    @Test("every departure taken together passes every property with the spec's checks", arguments: PlacementConformance.propertyIDs)
    func departuresPassTheSpec(_ id: String) {
        PlacementConformance.checkProperty(id, of: Departure.together)
    }

    @Test("each departure alone passes every property with the spec's checks", arguments: Departure.all)
    func departureAlonePassesTheSpec(_ departure: Departure) {
        // Alone, so that no other departure's reading masks one that a property checks as a rule.
        for property in PropertyCatalogue.properties(using: departure.helpers) {
            let failure = property.checking(.specification).run(RunConfiguration(cases: 100, seed: RunConfiguration.continuousIntegrationSeed))
                .failure
            #expect(failure == nil, "\(departure) fails the spec's checks: \(String(describing: failure))")
        }
    }

    @Test("each departure alone matches every snapshot of the spec's checks on the cases that rest on no decision", arguments: Departure.all)
    func departureAloneMatchesTheSpecSnapshots(_ departure: Departure) {
        for id in PlacementConformance.snapshotIDs { PlacementConformance.checkSnapshot(id, of: departure.helpers) }
    }

    @Test(
        "each departure passes its property with the spec's checks, and fails it as its decision when decisions are asked for",
        arguments: Departure.all)
    func departureFailsOnlyItsDecision(_ departure: Departure) throws {
        // A fixed run of 500 cases, so that the rarer tables (a top block as tall as the window) are drawn whatever the profile.
        let property = try #require(PropertyCatalogue.properties(using: departure.helpers).first { $0.id == departure.property })
        let configuration = RunConfiguration(cases: 500, seed: 1)
        let specification = property.checking(.specification).run(configuration)
        #expect(specification.failure == nil, "\(departure) fails the spec's checks: \(String(describing: specification.failure))")
        let failure = try #require(property.run(configuration).failure, "\(departure) passes \(departure.property) with the decisions")
        #expect(departure.decisions.map(\.source).contains(failure.source), "\(departure) fails as \(failure.source.description): \(failure)")
        #expect(String(describing: failure).hasPrefix("Property \"\(departure.property)\" failed (\(failure.source.description))"))
        // Through the kit, as an app runs it: the default set passes.
        PlacementConformance.checkProperty(departure.property, of: departure.helpers)
    }

    @Test("every departure taken together matches every snapshot of the spec's checks", arguments: PlacementConformance.snapshotIDs)
    func departuresMatchTheSpecSnapshots(_ id: String) {
        PlacementConformance.checkSnapshot(id, of: Departure.together)
    }

    @Test(
        "each decision a snapshot rests on changes it when a departure reads the decision otherwise, and is not compared by default",
        arguments: SnapshotDecisions.byID.keys.sorted())
    func snapshotDecisionsAreWitnessed(_ id: String) throws {
        let snapshot = try #require(SnapshotCatalogue.snapshot(id: id), "no snapshot \(id)")
        let store = SnapshotStore(directory: PlacementConformance.recordedSnapshots)
        for decision in SnapshotDecisions.decisions(of: id) {
            let departures = Departure.all.filter { $0.decisions.contains(decision) }
            #expect(
                departures.contains { !store.compare(snapshot, helpers: $0.helpers).conforms },
                "no departure of \"\(decision.statement)\" changes the snapshot \(id)")
        }
        #expect(!PlacementConformance.snapshotIDs.contains(id) && PlacementConformance.snapshotIDs(checking: .specAndDecisions).contains(id))
        withKnownIssue {
            PlacementConformance.checkSnapshot(id, of: .core)
        } matching: {
            Self.text(of: $0).contains("the snapshot \(id) records the reference's reading of the project's decisions")
        }
        PlacementConformance.checkSnapshot(id, of: .core, checking: .specAndDecisions)
    }

    @Test(
        "a snapshot that tells its decided cases leaves out exactly those by default, and the departures reach them",
        arguments: SnapshotCatalogue.all.filter(\.decidesCases).map(\.id))
    func decidedCasesAreLeftOut(_ id: String) throws {
        let snapshot = try #require(SnapshotCatalogue.snapshot(id: id))
        let compared = SnapshotStore(directory: PlacementConformance.recordedSnapshots).compare(snapshot, helpers: Departure.together)
        #expect(PlacementConformance.snapshotIDs.contains(id) && SnapshotDecisions.decisions(of: id).isEmpty)
        #expect(!compared.changes.isEmpty, "no departure changes \(id)")
        #expect(compared.changes.allSatisfy { $0.decision != nil } && compared.leavingOutDecidedCases.conforms)
    }

    @Test("the departures taken together fail the project's own run of each departure's property as a decision")
    func ownSuitesRunEveryCheck() throws {
        for departure in Departure.all {
            let property = try #require(PropertyCatalogue.properties(using: Departure.together).first { $0.id == departure.property })
            let failure = try #require(property.run(RunConfiguration(cases: 200, seed: 1)).failure, "\(departure) passes \(departure.property)")
            #expect(failure.source.isDecision, "\(departure.property) failed as \(failure.source.description)")
        }
    }

    @Test("a planted spec bug fails with and without the decisions, as its rule, beside every departure")
    func specBugFailsBothSets() {
        var helpers = Departure.together
        helpers.listSideMargins = { layout, base in SideMargins(left: base + layout.safeInsets.left, right: base + layout.safeInsets.left) }
        for checks in [PlacementConformance.Checks.spec, .specAndDecisions] {
            PlantedFailures.expecting {
                withKnownIssue {
                    PlacementConformance.checkProperty(Self.listMargins, of: helpers, checking: checks)
                } matching: { issue in
                    Self.text(of: issue).contains("Property \"\(Self.listMargins)\" failed (rule 2)")
                }
            }
        }
    }

    @Test("a row's insets rest on a boundary decision exactly where a reading of it changes them")
    func rasterNamesTheBoundary() {
        let fp = RowRaster(LayoutSample(name: "FP", layout: .iPhoneDuo(.FP)))
        #expect(fp.decision(rowFrom: 100, to: 200) == nil, "a row across FP's block edge rests on no decision")
        #expect(fp.decision(rowFrom: 170, to: 250) == .touchingRowReachesNothing)
        #expect(fp.decision(rowFrom: 170, to: 170) == .zeroHeightRowReachesOnlyInside)
        #expect(fp.decision(rowFrom: 100, to: 100) == nil, "a row of no height inside the block reaches it either way")
        #expect(fp.decision(rowFrom: 250, to: 100) == .reversedRowIsTurned)
        #expect(fp.decision(rowFrom: 170, to: 250, side: .left) == nil, "FP's left side has no block")
        let up = RowRaster(LayoutSample(name: "UP", layout: .iPhoneDuo(.UP)))
        #expect(up.decision(rowFrom: 20, to: 60) == .sideWithoutStripWidens)
        #expect(up.decision(rowFrom: 200, to: 300) == nil)
        #expect(up.bottomEdgeDecision() == nil && fp.bottomEdgeDecision() == nil)
    }
}
