import Foundation
import Testing
import DuoProperties

/// The behaviour snapshots of every placement helper (`Tests/Snapshots/<id>.jsonl`): each test recomputes its
/// helper's output over the recorded corpus and fails, with the simplest changed case, when any output moved by
/// as much as one ulp. `DUOCHECK_RECORD=1 swift test --filter <test>` re-records (and fails once, so that a
/// record run never passes unnoticed); `duo-fuzz snapshot diff` reviews the changes. Each test is named after
/// its snapshot's id in lower camel case, which is what `--filter` takes.
@Suite("Behaviour snapshots")
struct SnapshotTests {
    static let store = SnapshotStore(
        packageRoot: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent())

    @Test func sideInsetsForBand() { checkSnapshot() }
    @Test func bandSideInsetsMethod() { checkSnapshot() }
    @Test func bandSideInsets() { checkSnapshot() }
    @Test func environmentSideInsets() { checkSnapshot() }
    @Test func legacySideInsetsForBand() { checkSnapshot() }
    @Test func legacyBandSideInsets() { checkSnapshot() }
    @Test func blockReachesRow() { checkSnapshot() }
    @Test func chatInputPanelSideInsets() { checkSnapshot() }
    @Test func sheetHeaderCornerInsets() { checkSnapshot() }
    @Test func legacySheetHeaderCornerInsets() { checkSnapshot() }
    @Test func sheetContentBandInsets() { checkSnapshot() }
    @Test func bottomEdgeSideInsetsMethod() { checkSnapshot() }
    @Test func bottomEdgeSideInsets() { checkSnapshot() }
    @Test func environmentBottomEdgeSideInsets() { checkSnapshot() }
    @Test func legacyBottomEdgeSideInsets() { checkSnapshot() }
    @Test func environment() { checkSnapshot() }
    @Test func hasSideStripMethod() { checkSnapshot() }
    @Test func hasSideStrip() { checkSnapshot() }
    @Test func stripSides() { checkSnapshot() }
    @Test func sideStrip() { checkSnapshot() }
    @Test func sideColumnStrip() { checkSnapshot() }
    @Test func sideColumnNavigationButtonFrame() { checkSnapshot() }
    @Test func placesNavigationButtonInSideColumn() { checkSnapshot() }
    @Test func barButtonPlacement() { checkSnapshot() }
    @Test func statusIslands() { checkSnapshot() }
    @Test func topBarStatusIsland() { checkSnapshot() }
    @Test func navigationBarStatusBarHeight() { checkSnapshot() }
    @Test func legacyNavigationBarStatusBarHeight() { checkSnapshot() }
    @Test func navigationBarTrailingButtonsInset() { checkSnapshot() }
    @Test func navigationBarTrailingButtonsMaxX() { checkSnapshot() }
    @Test func legacyNavigationBarTrailingButtonsMaxX() { checkSnapshot() }
    @Test func navigationBarTitleCenterX() { checkSnapshot() }
    @Test func popUpCardMinY() { checkSnapshot() }
    @Test func legacyPopUpCardMinY() { checkSnapshot() }
    @Test func fullScreenViewerFrame() { checkSnapshot() }
    @Test func legacyFullScreenViewerFrame() { checkSnapshot() }
    @Test func draggableCaptionSideInsets() { checkSnapshot() }
    @Test func resizableSheetPlacement() { checkSnapshot() }
    @Test func legacyResizableSheetPlacement() { checkSnapshot() }
    @Test func contentBandClipRect() { checkSnapshot() }
    @Test func legacyContentBandClipRect() { checkSnapshot() }
    @Test func cameraPreviewFrame() { checkSnapshot() }
    @Test func cameraPreviewIsTallerThanScreen() { checkSnapshot() }
    @Test func usesStoryCardLayout() { checkSnapshot() }
    @Test func storyCardLayout() { checkSnapshot() }
    @Test func usesTabletBehaviour() { checkSnapshot() }
    @Test func legacyUsesTabletBehaviour() { checkSnapshot() }
    @Test func forOptionalFloatingPresentation() { checkSnapshot() }
    @Test func acceptsProgrammaticRotation() { checkSnapshot() }
    @Test func mirroredLayout() { checkSnapshot() }
    @Test func layoutBounds() { checkSnapshot() }
    @Test func layoutIsLandscape() { checkSnapshot() }
    @Test func blockFrames() { checkSnapshot() }
    @Test func blockRows() { checkSnapshot() }
    @Test func blocksOnSide() { checkSnapshot() }
    @Test func horizontalContainerMaximumWidth() { checkSnapshot() }
    @Test func horizontalContainerPlacement() { checkSnapshot() }
    @Test func legacyHorizontalContainerPlacement() { checkSnapshot() }
    @Test func centredControlPlacement() { checkSnapshot() }
    @Test func legacyCentredControlPlacement() { checkSnapshot() }
    @Test func listSideMargins() { checkSnapshot() }
    @Test func legacyListSideMargins() { checkSnapshot() }
    @Test func cameraBottomControlsFrame() { checkSnapshot() }
    @Test func legacyCameraBottomControlsFrame() { checkSnapshot() }
    @Test func editorBottomBarFrame() { checkSnapshot() }
    @Test func legacyEditorBottomBarFrame() { checkSnapshot() }
    @Test func statusIslandTopRowFrame() { checkSnapshot() }
    @Test func statusIslandBottomRowFrame() { checkSnapshot() }
    @Test func sheetBottomCornerRadii() { checkSnapshot() }
    @Test func legacySheetBottomCornerRadius() { checkSnapshot() }
    @Test func innerClipCornerRadii() { checkSnapshot() }
    @Test func mirroredCornerRadii() { checkSnapshot() }
    @Test func sideColumnFrames() { checkSnapshot() }
    @Test func tabBarSidePlacement() { checkSnapshot() }
    @Test func tabBarEditToolbarFrame() { checkSnapshot() }
    @Test func legacyTabBarEditToolbarFrame() { checkSnapshot() }
    @Test func statusIslandTrailingShift() { checkSnapshot() }
    @Test func clippedToContentBand() { checkSnapshot() }
    @Test func legacyClippedToContentBand() { checkSnapshot() }
    @Test func presentedCardFrame() { checkSnapshot() }
    @Test func coversStatusCorner() { checkSnapshot() }
    @Test func overlapsWithPositiveArea() { checkSnapshot() }
    @Test func statusBarStyle() { checkSnapshot() }
    @Test func legacyStatusBarStyle() { checkSnapshot() }
    @Test func columnShapePairs() { checkSnapshot() }
    @Test func rowPlatterPairs() { checkSnapshot() }
    @Test func reservedCornersForHostedLayout() { checkSnapshot() }
    @Test func iphoneDuoPosture() { checkSnapshot() }
    @Test func isIphoneDuoInnerScreen() { checkSnapshot() }
    @Test func legacyComponentsContext() { checkSnapshot() }
    @Test func screenBounds() { checkSnapshot() }
    @Test func iphoneDuoLayout() { checkSnapshot() }
    @Test func ordinaryDeviceLayout() { checkSnapshot() }

    @Test("every *.jsonl in Tests/Snapshots/ is the snapshot of a helper: a file of none is named, never ignored")
    func noUnknownSnapshotFile() {
        let unknown = Self.store.unknownEntries()
        #expect(unknown.isEmpty, "Tests/Snapshots/ holds what no test reads:\n\(unknown.joined(separator: "\n"))")
    }
}

/// Checks the snapshot named after the running test, or records it under `DUOCHECK_RECORD=1`.
private func checkSnapshot(sourceLocation: SourceLocation = #_sourceLocation) {
    guard let name = Test.current?.name, let snapshot = SnapshotCatalogue.snapshot(testName: name) else {
        Issue.record("no snapshot in the catalogue for the test \(Test.current?.name ?? "?")", sourceLocation: sourceLocation)
        return
    }
    if ["1", "true", "yes"].contains(ProcessInfo.processInfo.environment["DUOCHECK_RECORD"]?.lowercased() ?? "") {
        do {
            let changed = try SnapshotTests.store.record(snapshot)
            Issue.record(
                "\(changed ? "recorded" : "re-recorded, unchanged,") \(SnapshotTests.store.url(of: snapshot).lastPathComponent); run again without DUOCHECK_RECORD",
                sourceLocation: sourceLocation)
        } catch {
            Issue.record("cannot record \(snapshot.id): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    let comparison = SnapshotTests.store.compare(snapshot)
    guard !comparison.holds else { return }
    Issue.record(Comment(rawValue: comparison.report), sourceLocation: sourceLocation)
    if let simplest = comparison.changes.first {
        Attachment.record(
            Array(SnapshotPicture.svg(id: snapshot.id, change: simplest).utf8), named: "\(snapshot.id).svg", sourceLocation: sourceLocation)
    }
}
