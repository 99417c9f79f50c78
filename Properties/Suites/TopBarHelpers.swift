import Foundation
import DuoCheckEngine
import DuoGeometry

// The top bar's, the island's and the side column's helpers (rules 4, 5, 8, 9 and 10): bar buttons, the status height,
// the trailing edge and the title, the island's rows, pop-up cards and viewers, the side column, the side tab bar and
// the pairing of shapes. Each declaration says what the collapse law compares the helper with and what the robustness
// property asks of it (`HelperDeclaration`).

extension HelperCatalogue {
    /// The helpers of this file.
    static let topBarHelpers: [HelperDeclaration] = [
        HelperDeclaration(
            "barButtonPlacement",
            collapse: .compared(18) { item, helpers in
                try requireEqual(helpers.barButtonPlacement(item.layout, .done(takesTurnsWithEdit: false)), .row, "a Done-only form's button")
            },
            hostile: .called(8) { hasher, item, helpers in hasher.combine(helpers.barButtonPlacement(item.layout, .done(takesTurnsWithEdit: false)))
            },
            unanswered: .because(HelperReason.hostileTable)),
        HelperDeclaration(
            "navigationBarStatusBarHeight",
            collapse: .compared(7) { item, helpers in
                try requireIdentical(
                    helpers.navigationBarStatusBarHeight(item.layout), RestatedLegacy.statusBarHeight(item.layout), "navigationBarStatusBarHeight")
            },
            hostile: .called(9) { hasher, item, helpers in hasher.combine(helpers.navigationBarStatusBarHeight(item.layout)) },
            answers: [
                .decided(.rulesHoldOnEveryValue, 7) { item, helpers in
                    guard !LayoutProperties.hasStatusIsland(item.layout) else { return }
                    try requireIdentical(
                        helpers.navigationBarStatusBarHeight(item.layout), RestatedLegacy.statusBarHeight(item.layout), "the status height")
                }
            ],
            unanswered: .because(HelperReason.hostileTable, on: "beside an island")),
        HelperDeclaration(
            "navigationBarTrailingButtonsMaxX",
            collapse: .compared(8) { item, helpers in
                try requireIdentical(
                    helpers.navigationBarTrailingButtonsMaxX(item.layout), RestatedLegacy.trailingButtonsMaxX(item.layout),
                    "the trailing buttons' edge")
            },
            hostile: .called(10) { hasher, item, helpers in hasher.combine(helpers.navigationBarTrailingButtonsMaxX(item.layout)) },
            unanswered: .because(HelperReason.hostileTable)),
        HelperDeclaration(
            "navigationBarTitleCenterX",
            collapse: .notCompared(because: "the same expression, `W / 2`, on every device: the robustness property checks it on every value"),
            hostile: .called(11) { hasher, item, helpers in hasher.combine(helpers.navigationBarTitleCenterX(item.layout)) },
            answers: [
                .decided(.rulesHoldOnEveryValue, 1) { item, helpers in
                    try requireIdentical(helpers.navigationBarTitleCenterX(item.layout), item.layout.size.width / 2, "the title's centre")
                }
            ]),
        HelperDeclaration(
            "navigationBarTrailingButtonsInset", collapse: .notCompared(because: HelperReason.noLegacyExpression),
            hostile: .notCalled(because: HelperReason.besideTheIsland)),
        HelperDeclaration(
            "topBarStatusIsland", collapse: .notCompared(because: HelperReason.noLegacyExpression),
            hostile: .notCalled(because: HelperReason.besideTheIsland)),
        HelperDeclaration(
            "statusIslands", collapse: .notCompared(because: HelperReason.noLegacyExpression),
            hostile: .notCalled(because: HelperReason.besideTheIsland)),
        HelperDeclaration(
            "statusIslandTrailingShift", collapse: .notCompared(because: HelperReason.noLegacyExpression),
            hostile: .called(12) { hasher, item, helpers in
                hasher.combine(helpers.statusIslandTrailingShift(item.minY, item.maxY, item.frame.size.height, item.frame.size.width))
            },
            answers: [
                .decided(.nanRidingRowShiftsByTheInset, 1) { _, helpers in
                    try requireEqual(
                        helpers.statusIslandTrailingShift(.nan, 40, 82, 134), HostileInputAnswers.nanRidingRowShift(inset: 134),
                        "a NaN riding row's shift")
                }
            ]),
        HelperDeclaration(
            "statusIslandTopRowFrame", collapse: .notCompared(because: HelperReason.noLegacyExpression),
            hostile: .called(13) { hasher, item, helpers in hasher.combine(helpers.statusIslandTopRowFrame(item.layout, item.maxY)) },
            unanswered: .because(HelperReason.hostileTable)),
        HelperDeclaration(
            "statusIslandBottomRowFrame", collapse: .notCompared(because: HelperReason.noLegacyExpression),
            hostile: .called(14) { hasher, item, helpers in hasher.combine(helpers.statusIslandBottomRowFrame(item.layout, item.maxY)) },
            unanswered: .because(HelperReason.hostileTable)),
        HelperDeclaration(
            "popUpCardMinY",
            collapse: .compared(9) { item, helpers in
                try requireIdentical(helpers.popUpCardMinY(item.layout), RestatedLegacy.popUpCardMinY(item.layout), "popUpCardMinY")
            },
            hostile: .called(15) { hasher, item, helpers in hasher.combine(helpers.popUpCardMinY(item.layout)) },
            answers: [
                .decided(.rulesHoldOnEveryValue, 8) { item, helpers in
                    guard !LayoutProperties.hasStatusIsland(item.layout) else { return }
                    try requireIdentical(helpers.popUpCardMinY(item.layout), RestatedLegacy.popUpCardMinY(item.layout), "a pop-up card's top")
                }
            ],
            unanswered: .because(HelperReason.hostileTable, on: "beside an island")),
        HelperDeclaration(
            "fullScreenViewerFrame",
            collapse: .compared(10) { item, helpers in
                try requireIdentical(
                    helpers.fullScreenViewerFrame(item.layout), RestatedLegacy.fullScreenViewerFrame(item.layout), "fullScreenViewerFrame")
            },
            hostile: .called(16) { hasher, item, helpers in hasher.combine(helpers.fullScreenViewerFrame(item.layout)) },
            answers: [
                .decided(.rulesHoldOnEveryValue, 9) { item, helpers in
                    let layout = item.layout
                    if !LayoutProperties.hasStatusIsland(layout) {
                        try requireIdentical(helpers.fullScreenViewerFrame(layout), RestatedLegacy.fullScreenViewerFrame(layout), "the viewer")
                    } else {
                        let window = CGRect(x: 0, y: 0, width: layout.size.width, height: layout.size.height)
                        try requireIdentical(helpers.fullScreenViewerFrame(layout), window, "the viewer beside the island")
                    }
                }
            ])
    ]

    /// The side column's, the side tab bar's and the pairing's helpers.
    static let columnHelpers: [HelperDeclaration] = [
        HelperDeclaration(
            "sideColumnFrames",
            collapse: .compared(17) { item, helpers in
                try require(helpers.sideColumnFrames(item.layout, [.backCircle]).isEmpty, "a side column on an ordinary device")
            },
            hostile: .called(7) { hasher, item, helpers in
                hasher.combine(helpers.sideColumnFrames(item.layout, [.backCircle, .buttonsCapsule(buttonCount: item.clampedCount), .trailingCircle]))
            },
            unanswered: .because(HelperReason.hostileTable)),
        HelperDeclaration(
            "sideColumnNavigationButtonFrame", collapse: .notCompared(because: HelperReason.noLegacyExpression),
            hostile: .notCalled(because: HelperReason.besideTheIsland)),
        HelperDeclaration(
            "placesNavigationButtonInSideColumn", collapse: .notCompared(because: HelperReason.noLegacyExpression),
            hostile: .notCalled(because: HelperReason.besideTheIsland)),
        HelperDeclaration(
            "tabBarSidePlacement",
            collapse: .compared(15) { item, helpers in
                try require(helpers.tabBarSidePlacement(item.layout, 4) == nil, "a side tab bar on an ordinary device")
            },
            hostile: .called(22) { hasher, item, helpers in hasher.combine(helpers.tabBarSidePlacement(item.layout, item.count)) },
            answers: [.decided(.sideTabBarCounts, 1) { item, helpers in try LayoutProperties.requireSideTabBarCounts(item, helpers) }],
            unanswered: .because(HelperReason.hostileTable, on: "a count in 1...8")),
        HelperDeclaration(
            "tabBarEditToolbarFrame",
            collapse: .compared(16) { item, helpers in
                for tabs in [4, 0] {
                    let toolbar = helpers.tabBarEditToolbarFrame(item.layout, tabs, item.height)
                    try requireIdentical(
                        toolbar, RestatedLegacy.editToolbar(item.layout, height: item.height), "the edit toolbar beside \(tabs) tabs")
                }
            },
            hostile: .called(23) { hasher, item, helpers in hasher.combine(helpers.tabBarEditToolbarFrame(item.layout, item.count, item.maxY)) },
            unanswered: .because(HelperReason.hostileTable)),
        HelperDeclaration(
            "columnShapePairs", collapse: .notCompared(because: HelperReason.pairing),
            hostile: .called(36) { hasher, item, helpers in hasher.combine(helpers.columnShapePairs(item.clampedCount, 3)) },
            answers: [
                .rule(5) { item, helpers in
                    let count = item.clampedCount
                    let paired = max(0, min(count, 3))
                    try requireEqual(
                        helpers.columnShapePairs(count, 3), (0..<paired).map { ShapePair(from: $0, to: $0) }, "column pairs of \(count) shapes")
                },
                .decided(.negativeCountPairsNothing, 1) { item, helpers in
                    guard item.count < 0 else { return }
                    try requireEqual(
                        helpers.columnShapePairs(item.count, 3).count, HostileInputAnswers.pairsOfANegativeCount,
                        "column pairs of \(item.count) shapes")
                }
            ]),
        HelperDeclaration(
            "rowPlatterPairs", collapse: .notCompared(because: HelperReason.pairing),
            hostile: .called(37) { hasher, item, helpers in hasher.combine(helpers.rowPlatterPairs(item.clampedCount, 3)) },
            answers: [
                .rule(6) { item, helpers in
                    let count = item.clampedCount
                    let paired = max(0, min(count, 3))
                    try requireEqual(
                        helpers.rowPlatterPairs(3, count), (0..<paired).map { ShapePair(from: 2 - $0, to: count - 1 - $0) },
                        "platter pairs of 3 and \(count)")
                },
                .decided(.negativeCountPairsNothing, 2) { item, helpers in
                    guard item.count < 0 else { return }
                    try requireEqual(
                        helpers.rowPlatterPairs(3, item.count).count, HostileInputAnswers.pairsOfANegativeCount,
                        "platter pairs of \(item.count) platters")
                }
            ])
    ]
}
