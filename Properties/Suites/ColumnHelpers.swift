import Foundation
import DuoCheckEngine
import DuoGeometry

// The side column's helpers (rules 1 and 10): the column's frames and its navigation button, the side tab bar and its
// edit toolbar, and the pairing of shapes in transitions.
// Each declaration says whether the collapse law compares the helper (its comparison is a line of the law, in
// CollapseProperty.swift), what the robustness property asks of it and which behaviour snapshots go through it, or
// why not (`HelperDeclaration`).

extension HelperCatalogue {
    /// The side column's, the side tab bar's and the pairing's helpers.
    static let columnHelpers: [HelperDeclaration] = [
        HelperDeclaration(
            "sideColumnFrames",
            collapse: .compared,
            hostile: .called { digest, item, helpers in
                digest.add(helpers.sideColumnFrames(item.layout, [.backCircle, .buttonsCapsule(buttonCount: item.clampedCount), .trailingCircle]))
            },
            unanswered: .because(HelperReason.hostileTable),
            snapshots: [
                .snapshot(
                    "side-column-frames", helper: "layout.sideColumnFrames(_:)", inputs: SnapshotInputs.columns, labels: { $0.sample.labels }
                ) { helpers, item in helpers.sideColumnFrames(item.layout, item.shapes) }
            ]),
        HelperDeclaration(
            "sideColumnNavigationButtonFrame", collapse: .notCompared(because: HelperReason.noLegacyExpression),
            hostile: .notCalled(because: HelperReason.besideTheIsland),
            snapshots: [
                .layoutSnapshot("side-column-navigation-button-frame", helper: "layout.sideColumnNavigationButtonFrame") { helpers, layout in
                    helpers.sideColumnNavigationButtonFrame(layout)
                }
            ]),
        HelperDeclaration(
            "placesNavigationButtonInSideColumn", collapse: .notCompared(because: HelperReason.noLegacyExpression),
            hostile: .notCalled(because: HelperReason.besideTheIsland),
            snapshots: [
                .layoutSnapshot(
                    "places-navigation-button-in-side-column", helper: "layout.placesNavigationButtonInSideColumn",
                    decidedBy: SnapshotDecisions.column
                ) {
                    helpers, layout in helpers.placesNavigationButtonInSideColumn(layout)
                }
            ]),
        HelperDeclaration(
            "tabBarSidePlacement",
            collapse: .compared,
            hostile: .called { digest, item, helpers in digest.add(helpers.tabBarSidePlacement(item.layout, item.count)) },
            answers: [.decided(.sideTabBarCounts) { item, helpers in try LayoutProperties.requireSideTabBarCounts(item, helpers) }],
            unanswered: .because(HelperReason.hostileTable, on: "a count in 1...8"),
            snapshots: [
                .snapshot(
                    "tab-bar-side-placement", helper: "tabBarSidePlacement(layout:itemCount:)", inputs: SnapshotInputs.columns,
                    labels: { $0.sample.labels }
                ) { helpers, item in helpers.tabBarSidePlacement(item.layout, item.tabBarItemCount) }
            ]),
        HelperDeclaration(
            "tabBarEditToolbarFrame",
            collapse: .compared,
            hostile: .called { digest, item, helpers in digest.add(helpers.tabBarEditToolbarFrame(item.layout, item.count, item.maxY)) },
            unanswered: .because(HelperReason.hostileTable),
            snapshots: [
                .snapshot(
                    "tab-bar-edit-toolbar-frame", helper: "tabBarEditToolbarFrame(layout:itemCount:height:)", inputs: SnapshotInputs.columns,
                    labels: { $0.sample.labels }
                ) { helpers, item in helpers.tabBarEditToolbarFrame(item.layout, item.tabBarItemCount, item.toolbarHeight) }
            ]),
        HelperDeclaration(
            "columnShapePairs", collapse: .notCompared(because: HelperReason.pairing),
            hostile: .called { digest, item, helpers in digest.add(helpers.columnShapePairs(item.clampedCount, 3)) },
            answers: [
                .rule { item, helpers in
                    let count = item.clampedCount
                    // A negative count's pairs are the decision's (checked beside this rule), not rule 10's.
                    guard count >= 0 else { return }
                    let paired = min(count, 3)
                    try requireEqual(
                        helpers.columnShapePairs(count, 3), (0..<paired).map { ShapePair(from: $0, to: $0) }, "column pairs of \(count) shapes")
                },
                .decided(.negativeCountPairsNothing) { item, helpers in
                    guard item.count < 0 else { return }
                    try requireEqual(
                        helpers.columnShapePairs(item.count, 3).count, HostileInputAnswers.pairsOfANegativeCount,
                        "column pairs of \(item.count) shapes")
                }
            ],
            snapshots: [
                .snapshot(
                    "column-shape-pairs", helper: "columnShapePairs(fromCount:toCount:)", inputs: SnapshotInputs.counts,
                    decidedBy: SnapshotDecisions.pairing
                ) {
                    helpers, counts in helpers.columnShapePairs(counts[0], counts[1])
                }
            ]),
        HelperDeclaration(
            "rowPlatterPairs", collapse: .notCompared(because: HelperReason.pairing),
            hostile: .called { digest, item, helpers in digest.add(helpers.rowPlatterPairs(item.clampedCount, 3)) },
            answers: [
                .rule { item, helpers in
                    let count = item.clampedCount
                    guard count >= 0 else { return }
                    let paired = min(count, 3)
                    try requireEqual(
                        helpers.rowPlatterPairs(3, count), (0..<paired).map { ShapePair(from: 2 - $0, to: count - 1 - $0) },
                        "platter pairs of 3 and \(count)")
                },
                .decided(.negativeCountPairsNothing) { item, helpers in
                    guard item.count < 0 else { return }
                    try requireEqual(
                        helpers.rowPlatterPairs(3, item.count).count, HostileInputAnswers.pairsOfANegativeCount,
                        "platter pairs of \(item.count) platters")
                }
            ],
            snapshots: [
                .snapshot(
                    "row-platter-pairs", helper: "rowPlatterPairs(fromCount:toCount:)", inputs: SnapshotInputs.counts,
                    decidedBy: SnapshotDecisions.pairing
                ) { helpers, counts in
                    helpers.rowPlatterPairs(counts[0], counts[1])
                }
            ])
    ]
}

extension TabBarSidePlacement {
    /// The bar and its items with their left edges at `x`: at 0 and at -0.0, two equal bars of other bits.
    func movedToX(_ x: CGFloat) -> TabBarSidePlacement {
        var moved = self
        moved.barFrame.origin.x = x
        moved.itemFrames = itemFrames.map { CGRect(x: x, y: $0.origin.y, width: $0.size.width, height: $0.size.height) }
        return moved
    }
}
