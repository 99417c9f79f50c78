import DuoCheckEngine
import DuoGeometry

/// The decisions that behaviour snapshots' recorded outputs rest on: where the core's answer on a case is its
/// reading of a decision (``Decision``), an app that reads the decision otherwise differs from the reference there
/// and is still faithful to the spec. The conformance kit compares such a case only for an app that opts into the
/// decisions (docs/conformance.md). Most snapshots tell such cases one by one, by the reading of the input the
/// properties use, named in the snapshot's declaration (``bandCase(_:)``, ``bottomEdge(_:)``, ``topBar(_:)`` and the
/// others below); a snapshot whose decided numbers reach nearly every case is listed in ``byID`` instead, and compared
/// whole, only with the decisions. `DecisionConformanceTests` holds both to the departures: every departure passes every snapshot
/// of the spec's checks, and each decision listed changes its snapshot when a departure reads it otherwise.
package enum SnapshotDecisions {
    /// The decisions of every snapshot whose outputs rest on one, by the snapshot's id.
    package static let byID: [String: [Decision]] = [
        "bar-button-placement": [.syntheticColumnFits],
        "side-column-frames": [.sideColumnNumbers, .leftStripOfTwo],
        "side-column-navigation-button-frame": [.sideColumnNumbers],
        "tab-bar-side-placement": [.sideTabBarCounts, .sideTabBarNumbers, .leftStripOfTwo],
        "tab-bar-edit-toolbar-frame": [.sideTabBarCounts, .sideTabBarNumbers],
        "column-shape-pairs": [.negativeCountPairsNothing],
        "row-platter-pairs": [.negativeCountPairsNothing],
        "camera-preview-frame": [.previewPlace],
        "camera-bottom-controls-frame": [.cameraControlsLift, .tallMirrorRises],
        "editor-bottom-bar-frame": [.editorBarPreviewGap, .previewLiftBesideBlocks, .tallMirrorRises],
        "status-island-bottom-row-frame": [.tallMirrorRises],
        "covers-status-corner": [.touchingFrameCoversNothing],
        "status-bar-style": [.statusCornerRuleBesideSideBlocks],
        "horizontal-container-placement": [.centredContainerFloor],
        "story-card-layout": [.storyCardInputRowHeight, .squareWindowIsPortrait, .noRoomNoStoryCard]
    ]

    /// The boundary decision a band's insets rest on, if any: the row raster's reading of the row.
    package static func bandCase(_ band: BandCase) -> Decision? { RowRaster(band.sample).decision(rowFrom: band.minY, to: band.maxY) }

    /// The boundary decision a sheet header's corner insets rest on, if any: the row raster's reading of the
    /// header's rows, ``SnapshotInputs/sheetHeaderHeight`` from the band's top.
    package static func sheetHeader(_ band: BandCase) -> Decision? {
        let top = Swift.min(band.minY, band.maxY)
        return RowRaster(band.sample).decision(rowFrom: top, to: top + SnapshotInputs.sheetHeaderHeight)
    }

    /// The decision a top bar's island values rest on: the spec gives them beside UP's kind of island, and any other
    /// top-corner block is read by ``Decision/islandsBeyondThePosture``.
    package static func topBar(_ sample: LayoutSample) -> Decision? {
        LayoutProperties.topBlocksAreOfUPsKind(sample) ? nil : .islandsBeyondThePosture
    }

    /// The decision a device query rests on: where the collapse law and rule 7 disagree (no blocks, equal side insets,
    /// a width class and type that disagree), ``Decision/deviceTypeWithoutBlocks``.
    package static func deviceQuery(_ sample: LayoutSample) -> Decision? {
        SyntheticDevice.lawAndRuleSevenDisagree(sample.layout) ? .deviceTypeWithoutBlocks : nil
    }

    /// The decision a clip to the content band rests on: beside an inset inconsistent with its blocks,
    /// ``Decision/inconsistentInsetIsKept``.
    package static func clip(_ sample: LayoutSample) -> Decision? { ExpectedLayout(sample).hasInconsistentInset ? .inconsistentInsetIsKept : nil }

    /// The boundary decision the bottom edge's insets rest on, if any: the row raster's reading of the edge.
    package static func bottomEdge(_ sample: LayoutSample) -> Decision? { RowRaster(sample).bottomEdgeDecision() }

    /// The decisions the snapshot `id`'s outputs rest on; empty when the spec alone settles every case.
    package static func decisions(of id: String) -> [Decision] { byID[id] ?? [] }
}
