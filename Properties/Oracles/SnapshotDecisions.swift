import DuoCheckEngine
import DuoGeometry

/// The decisions that behaviour snapshots' recorded outputs rest on: where the core's answer on a case is its
/// reading of a decision (``Decision``), an app that reads the decision otherwise differs from the reference there
/// and is still faithful to the spec. The conformance kit compares such a case only for an app that opts into the
/// decisions (docs/conformance.md). A band's rows and the bottom edge tell case by case which boundary decision
/// their insets rest on (the row raster's reading, named in the snapshot's declaration by ``bandCase(_:)`` and
/// ``bottomEdge(_:)``); every other snapshot with such a case is listed in ``byID`` and compared whole, only with
/// the decisions. `DecisionConformanceTests` holds both to the departures: every departure passes every snapshot
/// of the spec's checks, and each decision listed changes its snapshot when a departure reads it otherwise.
package enum SnapshotDecisions {
    /// The decisions of every snapshot whose outputs rest on one, by the snapshot's id.
    package static let byID: [String: [Decision]] = [
        "accepts-programmatic-rotation": [.deviceTypeWithoutBlocks],
        "for-optional-floating-presentation": [.deviceTypeWithoutBlocks],
        "uses-tablet-behaviour": [.deviceTypeWithoutBlocks],
        "clipped-to-content-band": [.inconsistentInsetIsKept],
        "content-band-clip-rect": [.inconsistentInsetIsKept],
        "bar-button-placement": [.syntheticColumnFits],
        "side-column-frames": [.sideColumnNumbers, .leftStripOfTwo],
        "side-column-navigation-button-frame": [.sideColumnNumbers],
        "tab-bar-side-placement": [.sideTabBarCounts, .sideTabBarNumbers, .leftStripOfTwo],
        "tab-bar-edit-toolbar-frame": [.sideTabBarCounts],
        "column-shape-pairs": [.negativeCountPairsNothing],
        "row-platter-pairs": [.negativeCountPairsNothing],
        "camera-preview-frame": [.previewPlace],
        "camera-bottom-controls-frame": [.cameraControlsLift, .tallMirrorRises],
        "editor-bottom-bar-frame": [.editorBarPreviewGap, .previewLiftBesideBlocks, .tallMirrorRises],
        "status-island-bottom-row-frame": [.tallMirrorRises],
        "covers-status-corner": [.touchingFrameCoversNothing],
        "status-bar-style": [.statusCornerRuleBesideSideBlocks],
        "horizontal-container-placement": [.centredContainerFloor],
        "navigation-bar-trailing-buttons-inset": [.islandsBeyondThePosture],
        "navigation-bar-trailing-buttons-max-x": [.islandsBeyondThePosture],
        "story-card-layout": [.storyCardInputRowHeight, .squareWindowIsPortrait, .noRoomNoStoryCard]
    ]

    /// The boundary decision a band's insets rest on, if any: the row raster's reading of the row.
    package static func bandCase(_ band: BandCase) -> Decision? { RowRaster(band.sample).decision(rowFrom: band.minY, to: band.maxY) }

    /// The boundary decision the bottom edge's insets rest on, if any: the row raster's reading of the edge.
    package static func bottomEdge(_ sample: LayoutSample) -> Decision? { RowRaster(sample).bottomEdgeDecision() }

    /// The decisions the snapshot `id`'s outputs rest on; empty when the spec alone settles every case.
    package static func decisions(of id: String) -> [Decision] { byID[id] ?? [] }
}
