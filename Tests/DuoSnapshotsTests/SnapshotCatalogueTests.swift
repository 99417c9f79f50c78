import DuoProperties
import DuoSnapshots
import Testing

/// The catalogue is read from the helper declarations' snapshots and its own snapshots of the core's functions: each
/// declared snapshot sits at its place, the own ones fill the rest in their lists' order, and no place is left empty.
@Suite("Snapshot catalogue")
struct SnapshotCatalogueTests {
    @Test("every declared snapshot is at its place of the catalogue, and the catalogue has no gap")
    func declaredSnapshotsAreAtTheirPlaces() {
        let all = SnapshotCatalogue.all
        #expect(Set(all.map(\.id)).count == all.count, "a snapshot id is listed twice")
        for declared in HelperCatalogue.snapshots {
            let atItsPlace = declared.position <= all.count && all[declared.position - 1].id == declared.id
            #expect(atItsPlace, "\(declared.id) is not at place \(declared.position)")
        }
        let through = Set(HelperCatalogue.snapshots.map(\.id))
        let own = all.filter { !through.contains($0.id) }
        let ownThroughTheHelperSet = own.filter { !$0.members.isEmpty }.map(\.id)
        #expect(ownThroughTheHelperSet.isEmpty, "a snapshot of the catalogue's own lists goes through the helper set")
        #expect(all.filter { !$0.members.isEmpty }.map(\.id) == HelperCatalogue.snapshots.map(\.id))
    }

    @Test("the catalogue's first places, as the declarations' places and the own lists' order give them")
    func orderIsTheDeclaredOne() {
        let ids = SnapshotCatalogue.all.prefix(12).map(\.id)
        #expect(
            ids == [
                "side-insets-for-band", "band-side-insets-method", "band-side-insets", "environment-side-insets", "legacy-side-insets-for-band",
                "legacy-band-side-insets", "block-reaches-row", "chat-input-panel-side-insets", "sheet-header-corner-insets",
                "legacy-sheet-header-corner-insets", "sheet-content-band-insets", "bottom-edge-side-insets-method"
            ])
    }
}
