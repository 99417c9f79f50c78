import DuoProperties
import DuoSnapshots
import Testing

/// The catalogue is read from the helper declarations' snapshots and its own snapshots of the core's functions, in the
/// order of registration: the declared ones in the declarations' order, then the own lists in order.
@Suite("Snapshot catalogue")
struct SnapshotCatalogueTests {
    @Test("the declared snapshots come first, in the declarations' order, and only they go through the helper set")
    func declaredSnapshotsComeFirst() {
        let all = SnapshotCatalogue.all
        #expect(Set(all.map(\.id)).count == all.count, "a snapshot id is listed twice")
        #expect(all.prefix(HelperCatalogue.snapshots.count).map(\.id) == HelperCatalogue.snapshots.map(\.id))
        let through = Set(HelperCatalogue.snapshots.map(\.id))
        let own = all.filter { !through.contains($0.id) }
        let ownThroughTheHelperSet = own.filter { !$0.members.isEmpty }.map(\.id)
        #expect(ownThroughTheHelperSet.isEmpty, "a snapshot of the catalogue's own lists goes through the helper set")
        #expect(all.filter { !$0.members.isEmpty }.map(\.id) == HelperCatalogue.snapshots.map(\.id))
    }

    @Test("the catalogue's first places, as the declarations' order gives them")
    func orderIsTheDeclaredOne() {
        let ids = SnapshotCatalogue.all.prefix(12).map(\.id)
        #expect(
            ids == [
                "side-insets-for-band", "bottom-edge-side-insets-method", "side-strip", "strip-sides", "chat-input-panel-side-insets",
                "draggable-caption-side-insets", "environment", "environment-side-insets", "environment-bottom-edge-side-insets",
                "band-side-insets", "bottom-edge-side-insets", "blocks-on-side"
            ])
    }
}
