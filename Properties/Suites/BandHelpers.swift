import Foundation
import DuoCheckEngine
import DuoGeometry

// The band helpers (rules 2 and 3) in every form: the layout's, the free functions and the environment's, with the
// strips and the table data they read. Each declaration says what the collapse law compares the helper with and what
// the robustness property asks of it (`HelperDeclaration`).

extension HelperCatalogue {
    /// The helpers of this file.
    static let bandHelpers: [HelperDeclaration] = [
        HelperDeclaration(
            "bandSideInsets",
            collapse: .compared(1) { item, helpers in
                let layout = item.layout
                try requireIdentical(
                    helpers.bandSideInsets(layout, item.band.minY, item.band.maxY), RestatedLegacy.bandSideInsets(layout),
                    "sideInsets(forBandFrom:to:)")
            },
            hostile: .called(1) { hasher, item, helpers in hasher.combine(helpers.bandSideInsets(item.layout, item.minY, item.maxY)) },
            answers: [
                .decided(.nonFiniteRowReachesEveryBlock, 1, alsoFor: ["chatInputPanelSideInsets"]) { item, helpers in
                    try LayoutProperties.requireNonFiniteRowsReachEveryBlock(item, helpers)
                }
            ],
            unanswered: .because(HelperReason.hostileTable, on: "a finite row")),
        HelperDeclaration(
            "bottomEdgeSideInsets",
            collapse: .compared(2) { item, helpers in
                try requireIdentical(helpers.bottomEdgeSideInsets(item.layout), RestatedLegacy.bandSideInsets(item.layout), "bottomEdgeSideInsets()")
            },
            hostile: .called(2) { hasher, item, helpers in hasher.combine(helpers.bottomEdgeSideInsets(item.layout)) },
            unanswered: .because(HelperReason.hostileTable)),
        HelperDeclaration(
            "sideStrip", collapse: .notCompared(because: HelperReason.noLegacyExpression),
            hostile: .called(3) { hasher, item, helpers in
                hasher.combine(helpers.sideStrip(item.layout, .left))
                hasher.combine(helpers.sideStrip(item.layout, .right))
            },
            unanswered: .because(HelperReason.hostileTable)),
        HelperDeclaration(
            "stripSides", collapse: .notCompared(because: HelperReason.noLegacyExpression),
            hostile: .notCalled(because: "the sides on which `sideStrip`, called on both sides, finds a strip; not called on its own")),
        HelperDeclaration(
            "chatInputPanelSideInsets",
            collapse: .compared(14) { item, helpers in
                let band = item.band
                try requireIdentical(
                    helpers.chatInputPanelSideInsets(item.layout, band.minY, band.maxY, false), item.layout.safeInsets, "chatInputPanelSideInsets")
            },
            hostile: .called(24) { hasher, item, helpers in hasher.combine(helpers.chatInputPanelSideInsets(item.layout, item.minY, item.maxY, false))
            },
            unanswered: .because(HelperReason.hostileTable, on: "a finite row")),
        HelperDeclaration(
            "draggableCaptionSideInsets",
            collapse: .compared(5) { item, helpers in
                try requireIdentical(helpers.draggableCaptionSideInsets(item.layout), item.layout.safeInsets, "draggableCaptionSideInsets")
            },
            hostile: .called(6) { hasher, item, helpers in hasher.combine(helpers.draggableCaptionSideInsets(item.layout)) },
            answers: [
                .decided(.rulesHoldOnEveryValue, 2) { item, helpers in
                    try requireIdentical(helpers.draggableCaptionSideInsets(item.layout), item.layout.safeInsets, "a draggable caption's insets")
                }
            ]),
        HelperDeclaration(
            "environment",
            collapse: .compared(28) { item, helpers in
                let layout = item.layout
                let environment = helpers.environment(layout)
                try requireIdentical(environment.safeInsets, layout.safeInsets, "Environment.safeInsets")
                try requireIdentical(environment.statusBarHeight, layout.statusBarHeight ?? 0, "Environment.statusBarHeight")
                try requireIdentical(environment.fullStatusBarHeight, layout.statusBarHeight ?? 0, "Environment.fullStatusBarHeight")
                try requireIdentical(environment.navigationBarTrailingButtonsInset, 0, "Environment.navigationBarTrailingButtonsInset")
                try require(environment.reservedCorners.isEmpty, "Environment.reservedCorners on an ordinary device")
            },
            hostile: .called(38) { hasher, item, helpers in hasher.combine(helpers.environment(item.layout)) },
            answers: [
                .rule(7) { item, helpers in
                    let layout = item.layout
                    let environment = helpers.environment(layout)
                    try require(
                        Oracle.identical(environment.safeInsets, layout.safeInsets)
                            && LayoutProperties.identicalBlocks(environment.reservedCorners, layout.reservedCorners)
                            && Oracle.identical(environment.fullStatusBarHeight, layout.statusBarHeight ?? 0),
                        "the environment \(environment) does not carry the layout's insets, blocks and full status height")
                }
            ]),
        HelperDeclaration(
            "environmentSideInsets",
            collapse: .compared(26) { item, helpers in
                let layout = item.layout
                let environment = helpers.environment(layout)
                try requireIdentical(
                    helpers.environmentSideInsets(environment, item.band.minY, item.band.maxY, layout.size.height), layout.safeInsets,
                    "Environment.sideInsets(forBandFrom:to:)")
            },
            hostile: .notCalled(because: HelperReason.environmentForm)),
        HelperDeclaration(
            "environmentBottomEdgeSideInsets",
            collapse: .compared(27) { item, helpers in
                let environment = helpers.environment(item.layout)
                try requireIdentical(
                    helpers.environmentBottomEdgeSideInsets(environment), item.layout.safeInsets, "Environment.bottomEdgeSideInsets()")
            },
            hostile: .notCalled(because: HelperReason.environmentForm)),
        HelperDeclaration(
            "freeBandSideInsets",
            collapse: .notCompared(
                because:
                    "the free form of `sideInsets(forBandFrom:to:)`: not compared with a legacy expression; `environment-agreement` checks every form with the same oracle as the layout's"
            ),
            hostile: .notCalled(because: "the free form of `sideInsets(forBandFrom:to:)`, which is called; not called on its own")),
        HelperDeclaration(
            "freeBottomEdgeSideInsets",
            collapse: .notCompared(
                because:
                    "the free form of `bottomEdgeSideInsets()`: not compared with a legacy expression; `environment-agreement` checks every form with the same oracle as the layout's"
            ),
            hostile: .notCalled(because: "the free form of `bottomEdgeSideInsets()`, which is called; not called on its own")),
        HelperDeclaration(
            "blocksOnSide", collapse: .notCompared(because: HelperReason.noLegacyExpression), hostile: .notCalled(because: HelperReason.layoutData)),
        HelperDeclaration(
            "oppositeSide", collapse: .notCompared(because: "a side's opposite, the same on every device"),
            hostile: .notCalled(because: "takes a side alone, which no value makes hostile")),
        HelperDeclaration(
            "mirroredTable", collapse: .notCompared(because: HelperReason.noLegacyExpression), hostile: .notCalled(because: HelperReason.layoutData)),
        HelperDeclaration(
            "mirroredLayout", collapse: .notCompared(because: "the mirror image of a layout, which the law's legacy expressions do not read"),
            hostile: .notCalled(because: HelperReason.layoutData))
    ]
}
