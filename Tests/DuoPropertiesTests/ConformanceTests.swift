import DuoCheckConformance
import DuoProperties
import Foundation
import Testing

/// The conformance kit's entry, run here on the reference and on a mutant: the reference passes, a helper set
/// with a spec bug shape fails at the right property and the right snapshot, and the kit's public surface is
/// the short list in docs/conformance.md.
@Suite("Conformance kit")
struct ConformanceTests {
    static let symmetricLeftInset = Mutant.all.first { $0.id == "symmetric-left-inset" }!

    @Test("the kit runs every catalogue property and every snapshot that goes through the helper set")
    func kitListsTheCatalogue() {
        #expect(PlacementConformance.propertyIDs == PropertyCatalogue.properties().map(\.id))
        #expect(PlacementConformance.snapshotIDs.count == SnapshotCatalogue.all.filter { !$0.members.isEmpty }.count)
        #expect(FileManager.default.fileExists(atPath: PlacementConformance.recordedSnapshots.appendingPathComponent("list-side-margins.jsonl").path))
    }

    @Test("every member of the helper set but three is compared by some snapshot")
    func snapshotsCoverTheHelperSet() {
        let members = Set(Mirror(reflecting: PlacementHelpers.core).children.compactMap(\.label))
        let compared = Set(SnapshotCatalogue.all.flatMap(\.members))
        #expect(compared.isSubset(of: members), "a snapshot names a member the helper set lacks: \(compared.subtracting(members).sorted())")
        // The default anchor is the anchored form with `false`, and the mirror of a table or a side is data the
        // mirrored layout's snapshot already records: the properties check these three.
        #expect(members.subtracting(compared) == ["horizontalContainerPlacementByDefault", "mirroredTable", "oppositeSide"])
    }

    @Test("a helper set with the symmetric left inset fails list-margins-keep-band with its counterexample and a replay line for the calling test")
    func mutantFailsAtTheProperty() {
        withKnownIssue {
            PlacementConformance.checkProperty("list-margins-keep-band", of: Self.symmetricLeftInset.helpers)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return text.contains("Property \"list-margins-keep-band\" failed") && text.contains("shrunk counterexample")
                && text.contains("swift test --filter mutantFailsAtTheProperty")
        }
    }

    @Test("the reference holds a property run through the kit")
    func referenceHoldsAProperty() {
        PlacementConformance.checkProperty("list-margins-keep-band", of: .core)
    }

    @Test("the mutant's snapshot comparison names the member and the simplest differing case")
    func mutantDiffersInItsSnapshot() {
        withKnownIssue {
            PlacementConformance.checkSnapshot("list-side-margins", of: Self.symmetricLeftInset.helpers)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return text.contains("snapshot list-side-margins (PlacementHelpers.listSideMargins") && text.contains("simplest differing case")
                && text.contains("reference: ") && text.contains("this set: ")
        }
        PlacementConformance.checkSnapshot("list-side-margins", of: .core)
        PlacementConformance.checkSnapshot("side-insets-for-band", of: Self.symmetricLeftInset.helpers)
    }

    @Test("an unknown property or snapshot id is an issue naming it")
    func unknownIDsAreNamed() {
        withKnownIssue {
            PlacementConformance.checkProperty("no-such-property", of: .core)
        } matching: { $0.comments.contains { $0.rawValue.contains("\"no-such-property\"") } }
        withKnownIssue {
            PlacementConformance.checkSnapshot("legacy-list-side-margins", of: .core)
        } matching: { $0.comments.contains { $0.rawValue.contains("\"legacy-list-side-margins\"") } }
    }

    @Test("a snapshot folder without the file is an issue naming the file")
    func missingFolderIsNamed() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("duocheck-no-snapshots-\(UUID().uuidString)")
        withKnownIssue {
            PlacementConformance.checkSnapshot("list-side-margins", of: .core, in: folder)
        } matching: { $0.comments.contains { $0.rawValue.contains("list-side-margins.jsonl") } }
    }
}
