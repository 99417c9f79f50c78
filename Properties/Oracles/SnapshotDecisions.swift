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
        "side-column-frames": [.sideColumnNumbers, .leftStripOfTwo],
        "side-column-navigation-button-frame": [.sideColumnNumbers],
        "tab-bar-side-placement": [.sideTabBarCounts, .sideTabBarNumbers, .leftStripOfTwo],
        "tab-bar-edit-toolbar-frame": [.sideTabBarCounts, .sideTabBarNumbers],
        "camera-preview-frame": [.previewPlace],
        "camera-bottom-controls-frame": [.cameraControlsLift, .tallMirrorRises],
        "editor-bottom-bar-frame": [.editorBarPreviewGap, .previewLiftBesideBlocks, .tallMirrorRises],
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

    /// The decision a modal's metrics and rotation rest on: where the collapse law and rule 7 disagree, or neither
    /// speaks (no blocks, a width class and type that disagree), ``Decision/deviceTypeWithoutBlocks``.
    package static func deviceQuery(_ sample: LayoutSample) -> Decision? {
        SyntheticDevice.modalAndRotationAreDecided(sample.layout) ? .deviceTypeWithoutBlocks : nil
    }

    /// The decision the iPad test rests on: where the collapse law and rule 7 disagree (no blocks, equal side insets, a
    /// width class and type that disagree), ``Decision/deviceTypeWithoutBlocks``.
    package static func tabletQuery(_ sample: LayoutSample) -> Decision? {
        SyntheticDevice.lawAndRuleSevenDisagree(sample.layout) ? .deviceTypeWithoutBlocks : nil
    }

    /// The decision a clip to the content band rests on: beside an inset inconsistent with its blocks,
    /// ``Decision/inconsistentInsetIsKept``.
    package static func inconsistentInset(_ sample: LayoutSample) -> Decision? {
        ExpectedLayout(sample).hasInconsistentInset ? .inconsistentInsetIsKept : nil
    }

    /// The decision whether a layout has a side column rests on: which strip it takes (``LayoutProperties/stripDecision(_:)``),
    /// or, off the Duo's postures, whether the strip holds one (``Decision/syntheticColumnFits``).
    package static func column(_ sample: LayoutSample) -> Decision? {
        LayoutProperties.stripDecision(sample) ?? (sample.posture == nil && ExpectedLayout(sample).columnStrip != nil ? .syntheticColumnFits : nil)
    }

    /// The decision the island's top row rests on: what an island is (``topBar(_:)``), then the boundary its rows
    /// cross, `height` tall on the clock line.
    package static func islandTopRow(_ item: ContainerCase) -> Decision? {
        let clockLine = SpecNumbers.clockLineY
        let height = item.height
        let raster = RowRaster(item.sample)
        guard ExpectedLayout(item.sample).island != nil else { return topBar(item.sample) }
        return topBar(item.sample) ?? raster.decision(rowFrom: clockLine - height / 2, to: clockLine + height / 2)
    }

    /// The decision the island's bottom row rests on: what an island is, then whether the clock line's mirror would
    /// cover the home indicator, where a taller row rises (``Decision/tallMirrorRises``).
    package static func islandBottomRow(_ item: ContainerCase) -> Decision? {
        let clockLine = SpecNumbers.clockLineY
        let height = item.height
        let H = item.layout.size.height
        let mirrorY = H - clockLine - height / 2
        guard ExpectedLayout(item.sample).island != nil else { return topBar(item.sample) }
        return topBar(item.sample) ?? (mirrorY > H - item.layout.intrinsicInsets.bottom - height ? .tallMirrorRises : nil)
    }

    /// The decision a small centred control rests on: off the collapse law's layouts (blocks, or unequal side insets),
    /// where its left edge on the safe band's centre falls between whole points, its rounding
    /// (``Decision/centredContainerFloor``).
    package static func centredControl(_ item: ContainerCase) -> Decision? {
        let safe = item.layout.safeInsets
        let centre = (safe.left + (item.layout.size.width - safe.right)) / 2
        let left = centre - item.height / 2
        let underTheLaw = item.layout.reservedCorners.blocks.isEmpty && safe.left == safe.right
        return !underTheLaw && left != left.rounded(.down) ? .centredContainerFloor : nil
    }

    /// The decision a pairing of column shapes or platters rests on: a negative count (``Decision/negativeCountPairsNothing``).
    package static func pairing(_ counts: [Int]) -> Decision? { counts.contains { $0 < 0 } ? .negativeCountPairsNothing : nil }

    /// The boundary decision the bottom edge's insets rest on, if any: the row raster's reading of the edge.
    package static func bottomEdge(_ sample: LayoutSample) -> Decision? { RowRaster(sample).bottomEdgeDecision() }

    /// The decisions the snapshot `id`'s outputs rest on; empty when the spec alone settles every case.
    package static func decisions(of id: String) -> [Decision] { byID[id] ?? [] }
}
