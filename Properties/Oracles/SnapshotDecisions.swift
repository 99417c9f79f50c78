import DuoCheckEngine

/// The decisions that each behaviour snapshot's recorded outputs rest on: where the core's answer on some of a
/// snapshot's cases is its reading of a decision (``Decision``), an app that reads the decision otherwise differs from
/// the reference there and is still faithful to the spec. A snapshot's output is compared whole, bit for bit, so a
/// snapshot is listed when any of its cases rests on a decision; the conformance kit compares the listed ones only
/// for an app that opts into the decisions (docs/conformance.md). `DecisionConformanceTests` holds the list to the
/// departures: every departure passes every snapshot left off it, and each decision listed here changes the
/// snapshot it is listed for when a departure reads it otherwise.
package enum SnapshotDecisions {
    /// The decisions of every snapshot whose outputs rest on one, by the snapshot's id.
    package static let byID: [String: [Decision]] = [
        "accepts-programmatic-rotation": [.deviceTypeWithoutBlocks],
        "for-optional-floating-presentation": [.deviceTypeWithoutBlocks],
        "uses-tablet-behaviour": [.deviceTypeWithoutBlocks],
        "band-side-insets": rowBoundaries,
        "environment-side-insets": rowBoundaries,
        "side-insets-for-band": rowBoundaries,
        "bottom-edge-side-insets": [.sideWithoutStripWidens],
        "bottom-edge-side-insets-method": [.sideWithoutStripWidens],
        "environment-bottom-edge-side-insets": [.sideWithoutStripWidens],
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

    /// The boundaries of where a row reaches a block that a band's rows cross.
    static let rowBoundaries: [Decision] = [
        .touchingRowReachesNothing, .zeroHeightRowReachesOnlyInside, .reversedRowIsTurned, .zeroHeightBlockReachesNothing, .sideWithoutStripWidens
    ]

    /// The decisions the snapshot `id`'s outputs rest on; empty when the spec alone settles every case.
    package static func decisions(of id: String) -> [Decision] { byID[id] ?? [] }
}
