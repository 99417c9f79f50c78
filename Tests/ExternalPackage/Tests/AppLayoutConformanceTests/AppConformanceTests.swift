import AppLayoutAdapter
import DuoCheckConformance
import Testing

/// Every property of the spec, and every recorded snapshot of the helper set that rests on no decision, against the
/// app's helpers; and every property and snapshot again with DuoCheck's decisions where the spec is silent, which
/// this app adopts.
@Suite struct AppConformanceTests {
    @Test(arguments: PlacementConformance.propertyIDs)
    func property(_ id: String) { PlacementConformance.checkProperty(id, of: .app) }

    @Test(arguments: PlacementConformance.propertyIDs)
    func propertyAndDecisions(_ id: String) { PlacementConformance.checkProperty(id, of: .app, checking: .specAndDecisions) }

    @Test(arguments: PlacementConformance.snapshotIDs)
    func snapshot(_ id: String) { PlacementConformance.checkSnapshot(id, of: .app) }

    @Test(arguments: PlacementConformance.snapshotIDs(checking: .specAndDecisions))
    func snapshotAndDecisions(_ id: String) { PlacementConformance.checkSnapshot(id, of: .app, checking: .specAndDecisions) }
}
