import Foundation
import DuoCheckEngine
import DuoGeometry

// The top bar's and the island's helpers (rules 1, 4, 5 and 9): bar buttons, the status height, the trailing edge and the
// title, the island's rows, pop-up cards and viewers.
// Each declaration says whether the collapse law compares the helper (its comparison is a line of the law, in
// CollapseProperty.swift), what the robustness property asks of it and which behaviour snapshots go through it, or
// why not (`HelperDeclaration`).

extension HelperCatalogue {
    /// The helpers of this file.
    static let topBarHelpers: [HelperDeclaration] = [
        HelperDeclaration(
            "barButtonPlacement",
            collapse: .compared,
            hostile: .called { digest, item, helpers in digest.add(helpers.barButtonPlacement(item.layout, .done(takesTurnsWithEdit: false)))
            },
            unanswered: .because(HelperReason.hostileTable),
            snapshots: [
                .layoutSnapshot("bar-button-placement", helper: "layout.placement(of:)", decidedBy: SnapshotDecisions.column) { helpers, layout in
                    [BarButtonRole.back, .close, .done, .edit, .other].flatMap { role in
                        [false, true].map { helpers.barButtonPlacement(layout, BarButton(role: role, staysInRow: $0)) }
                    } + [true, false].map { helpers.barButtonPlacement(layout, .done(takesTurnsWithEdit: $0)) }
                }
            ]),
        HelperDeclaration(
            "navigationBarStatusBarHeight",
            collapse: .compared,
            hostile: .called { digest, item, helpers in digest.add(helpers.navigationBarStatusBarHeight(item.layout)) },
            answers: [
                .decided(.rulesHoldOnEveryValue) { item, helpers in
                    guard !LayoutProperties.hasStatusIsland(item.layout), !LayoutProperties.hasNonFiniteBlock(item.layout) else { return }
                    try requireIdentical(
                        helpers.navigationBarStatusBarHeight(item.layout), LegacyRules.statusBarHeight(item.layout), "the status height")
                }
            ],
            unanswered: .because(HelperReason.hostileTable, on: "beside an island"),
            snapshots: [
                .layoutSnapshot(
                    "navigation-bar-status-bar-height", helper: "layout.navigationBarStatusBarHeight", decidedBy: SnapshotDecisions.topBar
                ) { helpers, layout in
                    helpers.navigationBarStatusBarHeight(layout)
                }
            ]),
        HelperDeclaration(
            "navigationBarTrailingButtonsMaxX",
            collapse: .compared,
            hostile: .called { digest, item, helpers in digest.add(helpers.navigationBarTrailingButtonsMaxX(item.layout)) },
            unanswered: .because(HelperReason.hostileTable),
            snapshots: [
                .layoutSnapshot(
                    "navigation-bar-trailing-buttons-max-x", helper: "layout.navigationBarTrailingButtonsMaxX", decidedBy: SnapshotDecisions.topBar
                ) { helpers, layout in
                    helpers.navigationBarTrailingButtonsMaxX(layout)
                }
            ]),
        HelperDeclaration(
            "navigationBarTitleCenterX",
            collapse: .notCompared(because: "the same expression, `W / 2`, on every device: the robustness property checks it on every value"),
            hostile: .called { digest, item, helpers in digest.add(helpers.navigationBarTitleCenterX(item.layout)) },
            answers: [
                .decided(.rulesHoldOnEveryValue) { item, helpers in
                    try requireIdentical(helpers.navigationBarTitleCenterX(item.layout), item.layout.size.width / 2, "the title's centre")
                }
            ],
            snapshots: [
                .layoutSnapshot("navigation-bar-title-center-x", helper: "layout.navigationBarTitleCenterX") { helpers, layout in
                    helpers.navigationBarTitleCenterX(layout)
                }
            ]),
        HelperDeclaration(
            "navigationBarTrailingButtonsInset", collapse: .notCompared(because: HelperReason.noLegacyExpression),
            hostile: .notCalled(because: HelperReason.besideTheIsland),
            snapshots: [
                .layoutSnapshot(
                    "navigation-bar-trailing-buttons-inset", helper: "layout.navigationBarTrailingButtonsInset", decidedBy: SnapshotDecisions.topBar
                ) { helpers, layout in
                    helpers.navigationBarTrailingButtonsInset(layout)
                }
            ]),
        HelperDeclaration(
            "topBarStatusIsland", collapse: .notCompared(because: HelperReason.noLegacyExpression),
            hostile: .notCalled(because: HelperReason.besideTheIsland),
            snapshots: [
                .layoutSnapshot("top-bar-status-island", helper: "layout.topBarStatusIsland", decidedBy: SnapshotDecisions.topBar) {
                    helpers, layout in
                    helpers.topBarStatusIsland(layout)
                }
            ]),
        HelperDeclaration(
            "statusIslands", collapse: .notCompared(because: HelperReason.noLegacyExpression),
            hostile: .notCalled(because: HelperReason.besideTheIsland),
            snapshots: [
                .layoutSnapshot("status-islands", helper: "layout.statusIslands", decidedBy: SnapshotDecisions.topBar) { helpers, layout in
                    helpers.statusIslands(layout)
                }
            ]),
        HelperDeclaration(
            "statusIslandTrailingShift", collapse: .notCompared(because: HelperReason.noLegacyExpression),
            hostile: .called { digest, item, helpers in
                digest.add(helpers.statusIslandTrailingShift(item.minY, item.maxY, item.frame.size.height, item.frame.size.width))
            },
            answers: [
                .decided(.nonFiniteRidingRowShiftsByTheInset) { item, helpers in
                    // The hostile row's own top and height where they are finite, each of the three values made non-finite in turn.
                    let top = item.minY.isFinite ? item.minY : 10
                    let height = (item.maxY - item.minY).isFinite ? item.maxY - item.minY : 40
                    for value in [CGFloat.nan, .infinity, -.infinity] {
                        for (rowMinY, rowHeight, islandHeight) in [(value, height, 82), (top, value, 82), (top, height, value)] {
                            try requireEqual(
                                helpers.statusIslandTrailingShift(rowMinY, rowHeight, islandHeight, 134),
                                HostileInputAnswers.nonFiniteRidingRowShift(inset: 134),
                                "the shift of a row at \(rowMinY), \(rowHeight) tall, beside an island \(islandHeight) tall")
                        }
                    }
                },
                .decided(.negativeRidingRowIsFlat) { item, helpers in
                    // The hostile row's top, and its height read as negative: a relation, so the answer is the helper's own.
                    let top = item.minY.isFinite ? item.minY : 10
                    let height = (item.maxY - item.minY).isFinite ? -Swift.max(0.5, abs(item.maxY - item.minY)) : -40
                    for rowMinY in [top, 0.5, 40, 81.5] {
                        try requireEqual(
                            helpers.statusIslandTrailingShift(rowMinY, height, 82, 134), helpers.statusIslandTrailingShift(rowMinY, 0, 82, 134),
                            "the shift of a row at \(rowMinY), \(height) tall, against one of no height there")
                    }
                }
            ],
            snapshots: [
                .snapshot(
                    "status-island-trailing-shift", helper: "statusIslandTrailingShift(rowMinY:rowHeight:islandHeight:inset:)",
                    inputs: .islandRows(in: .islandLayouts), labels: { [$0.sample.name] }
                ) { helpers, item in
                    let island = ExpectedLayout(item.sample).island ?? .zero
                    return helpers.statusIslandTrailingShift(item.rowMinY, item.rowHeight, island.height, island.width)
                }
            ]),
        HelperDeclaration(
            "statusIslandTopRowFrame", collapse: .notCompared(because: HelperReason.noLegacyExpression),
            hostile: .called { digest, item, helpers in digest.add(helpers.statusIslandTopRowFrame(item.layout, item.maxY)) },
            unanswered: .because(HelperReason.hostileTable),
            snapshots: [
                .snapshot(
                    "status-island-top-row-frame", helper: "layout.statusIslandTopRowFrame(rowHeight:)", inputs: SnapshotInputs.containers,
                    labels: SnapshotInputs.labels, decidedBy: SnapshotDecisions.islandTopRow
                ) { helpers, item in helpers.statusIslandTopRowFrame(item.layout, item.height) }
            ]),
        HelperDeclaration(
            "statusIslandBottomRowFrame", collapse: .notCompared(because: HelperReason.noLegacyExpression),
            hostile: .called { digest, item, helpers in digest.add(helpers.statusIslandBottomRowFrame(item.layout, item.maxY)) },
            unanswered: .because(HelperReason.hostileTable),
            snapshots: [
                .snapshot(
                    "status-island-bottom-row-frame", helper: "layout.statusIslandBottomRowFrame(rowHeight:)", inputs: SnapshotInputs.containers,
                    labels: SnapshotInputs.labels, decidedBy: SnapshotDecisions.islandBottomRow
                ) { helpers, item in helpers.statusIslandBottomRowFrame(item.layout, item.height) }
            ]),
        HelperDeclaration(
            "popUpCardMinY",
            collapse: .compared,
            hostile: .called { digest, item, helpers in digest.add(helpers.popUpCardMinY(item.layout)) },
            answers: [
                .decided(.rulesHoldOnEveryValue) { item, helpers in
                    guard !LayoutProperties.hasStatusIsland(item.layout), !LayoutProperties.hasNonFiniteBlock(item.layout) else { return }
                    try requireIdentical(helpers.popUpCardMinY(item.layout), LegacyRules.popUpCardMinY(item.layout), "a pop-up card's top")
                }
            ],
            unanswered: .because(HelperReason.hostileTable, on: "beside an island"),
            snapshots: [.layoutSnapshot("pop-up-card-min-y", helper: "layout.popUpCardMinY") { helpers, layout in helpers.popUpCardMinY(layout) }]
        ),
        HelperDeclaration(
            "fullScreenViewerFrame",
            collapse: .compared,
            hostile: .called { digest, item, helpers in digest.add(helpers.fullScreenViewerFrame(item.layout)) },
            answers: [
                .decided(.rulesHoldOnEveryValue) { item, helpers in
                    let layout = item.layout
                    guard !LayoutProperties.hasNonFiniteBlock(layout) else { return }
                    if !LayoutProperties.hasStatusIsland(layout) {
                        try requireIdentical(helpers.fullScreenViewerFrame(layout), LegacyRules.fullScreenViewerFrame(layout), "the viewer")
                    } else {
                        let window = CGRect(x: 0, y: 0, width: layout.size.width, height: layout.size.height)
                        try requireIdentical(helpers.fullScreenViewerFrame(layout), window, "the viewer beside the island")
                    }
                }
            ],
            snapshots: [
                .layoutSnapshot("full-screen-viewer-frame", helper: "layout.fullScreenViewerFrame", decidedBy: SnapshotDecisions.topBar) {
                    helpers, layout in
                    helpers.fullScreenViewerFrame(layout)
                }
            ])
    ]
}
