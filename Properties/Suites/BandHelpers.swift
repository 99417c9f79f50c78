import Foundation
import DuoCheckEngine
import DuoGeometry

// The band helpers (rules 2 and 3) in every form: the layout's, the free functions and the environment's, with the
// strips and the table data they read.
// Each declaration says whether the collapse law compares the helper (its comparison is a line of the law, in
// CollapseProperty.swift), what the robustness property asks of it and which behaviour snapshots go through it, or
// why not (`HelperDeclaration`).

extension HelperCatalogue {
    /// The helpers of this file.
    static let bandHelpers: [HelperDeclaration] = [
        HelperDeclaration(
            "bandSideInsets",
            collapse: .compared,
            hostile: .called { digest, item, helpers in digest.add(helpers.bandSideInsets(item.layout, item.minY, item.maxY)) },
            answers: [
                .decided(.nonFiniteRowReachesEveryBlock, alsoFor: ["chatInputPanelSideInsets"]) { item, helpers in
                    try LayoutProperties.requireNonFiniteRowsReachEveryBlock(item, helpers)
                }
            ],
            unanswered: .because(HelperReason.hostileTable, on: "a finite row"),
            snapshots: [
                .snapshot(
                    "side-insets-for-band", helper: "layout.sideInsets(forBandFrom:to:)", inputs: SnapshotInputs.bands,
                    labels: SnapshotInputs.labels, decidedBy: SnapshotDecisions.bandCase
                ) { helpers, band in helpers.bandSideInsets(band.layout, band.minY, band.maxY) }
            ]),
        HelperDeclaration(
            "bottomEdgeSideInsets",
            collapse: .compared,
            hostile: .called { digest, item, helpers in digest.add(helpers.bottomEdgeSideInsets(item.layout)) },
            answers: [
                .decided(.zeroHeightBlockReachesNothing) { item, helpers in
                    // A bottom-corner block of no, negative or NaN height, as wide as the widest block already on its
                    // side (so that whether the side has a strip stays the same), changes nothing at the bottom edge:
                    // a relation, so the answer is the helper's own.
                    var layout = item.layout
                    let reaching = layout.reservedCorners.filter { $0.height > 0 }
                    guard reaching.count < ReservedCorners.capacity else { return }
                    layout.reservedCorners = ReservedCorners(reaching)
                    for corner in [ScreenCorner.bottomLeft, .bottomRight] {
                        let sameSide: [ScreenCorner] = corner == .bottomLeft ? [.topLeft, .bottomLeft] : [.topRight, .bottomRight]
                        let widths = reaching.filter { sameSide.contains($0.corner) }.map(\.width)
                        // A side whose widest block has no positive width has no strip to keep or lose.
                        guard let width = widths.max(), width.isFinite, width > 0 else { continue }
                        for height in [0, -1, -width, .nan] as [CGFloat] {
                            var flat = layout
                            flat.reservedCorners = ReservedCorners(reaching + [ReservedCornerBlock(corner: corner, width: width, height: height)])
                            try requireIdentical(
                                helpers.bottomEdgeSideInsets(flat), helpers.bottomEdgeSideInsets(layout),
                                "the bottom edge's insets beside a \(corner) block \(width) wide and \(height) tall")
                        }
                    }
                }
            ],
            unanswered: .because(HelperReason.hostileTable),
            snapshots: [
                .layoutSnapshot(
                    "bottom-edge-side-insets-method", helper: "layout.bottomEdgeSideInsets()", decidedBy: SnapshotDecisions.bottomEdge
                ) { helpers, layout in
                    helpers.bottomEdgeSideInsets(layout)
                }
            ]),
        HelperDeclaration(
            "sideStrip", collapse: .notCompared(because: HelperReason.noLegacyExpression),
            hostile: .called { digest, item, helpers in
                digest.add(helpers.sideStrip(item.layout, .left))
                digest.add(helpers.sideStrip(item.layout, .right))
            },
            answers: [
                .decided(.nonPositiveInsetHasNoStrip) { item, helpers in
                    // The hostile row's extent as a width where it is finite: each side's inset made 0 or that width
                    // negated, beside a top block written exactly as wide.
                    let width = item.maxY.isFinite && item.maxY != 0 ? abs(item.maxY) : 84
                    for (side, corner) in [(HorizontalEdge.left, ScreenCorner.topLeft), (.right, .topRight)] {
                        for inset in [0, -width] as [CGFloat] {
                            var layout = item.layout
                            if side == .left { layout.safeInsets.left = inset } else { layout.safeInsets.right = inset }
                            layout.reservedCorners = ReservedCorners([ReservedCornerBlock(corner: corner, width: inset, height: 40)])
                            try requireEqual(helpers.sideStrip(layout, side), nil, "the \(side) strip of an inset of \(inset) beside a block as wide")
                        }
                    }
                }
            ],
            unanswered: .because(HelperReason.hostileTable),
            snapshots: [
                .layoutSnapshot("side-strip", helper: "layout.sideStrip(edge:)", decidedBy: SnapshotDecisions.inconsistentInset) { helpers, layout in
                    HorizontalEdge.allCases.map { helpers.sideStrip(layout, $0) }
                }
            ]),
        HelperDeclaration(
            "stripSides", collapse: .notCompared(because: HelperReason.noLegacyExpression),
            hostile: .notCalled(because: "the sides on which `sideStrip`, called on both sides, finds a strip; not called on its own"),
            snapshots: [
                .layoutSnapshot("strip-sides", helper: "layout.stripSides", decidedBy: SnapshotDecisions.inconsistentInset) { helpers, layout in
                    helpers.stripSides(layout)
                }
            ]),
        HelperDeclaration(
            "chatInputPanelSideInsets",
            collapse: .compared,
            hostile: .called { digest, item, helpers in digest.add(helpers.chatInputPanelSideInsets(item.layout, item.minY, item.maxY, false))
            },
            unanswered: .because(HelperReason.hostileTable, on: "a finite row"),
            snapshots: [
                .snapshot(
                    "chat-input-panel-side-insets", helper: "chatInputPanelSideInsets(layout:bandMinY:bandMaxY:column:)",
                    inputs: SnapshotInputs.bands, labels: SnapshotInputs.labels, decidedBy: SnapshotDecisions.bandCase
                ) { helpers, band in [false, true].map { helpers.chatInputPanelSideInsets(band.layout, band.minY, band.maxY, $0) } }
            ]),
        HelperDeclaration(
            "draggableCaptionSideInsets",
            collapse: .compared,
            hostile: .called { digest, item, helpers in digest.add(helpers.draggableCaptionSideInsets(item.layout)) },
            answers: [
                .decided(.rulesHoldOnEveryValue) { item, helpers in
                    try requireIdentical(helpers.draggableCaptionSideInsets(item.layout), item.layout.safeInsets, "a draggable caption's insets")
                }
            ],
            snapshots: [
                .layoutSnapshot("draggable-caption-side-insets", helper: "draggableCaptionSideInsets(layout:)") { helpers, layout in
                    helpers.draggableCaptionSideInsets(layout)
                }
            ]),
        HelperDeclaration(
            "environment",
            collapse: .compared,
            hostile: .called { digest, item, helpers in digest.add(helpers.environment(item.layout)) },
            answers: [
                .rule { item, helpers in
                    let layout = item.layout
                    let environment = helpers.environment(layout)
                    try require(
                        Oracle.identical(environment.safeInsets, layout.safeInsets)
                            && LayoutProperties.identicalBlocks(environment.reservedCorners, layout.reservedCorners)
                            && Oracle.identical(environment.fullStatusBarHeight, layout.statusBarHeight ?? 0),
                        "the environment \(environment) does not carry the layout's insets, blocks and full status height")
                }
            ],
            snapshots: [
                .layoutSnapshot("environment", helper: "Environment(layout:)", decidedBy: SnapshotDecisions.topBar) { helpers, layout in
                    helpers.environment(layout)
                }
            ]),
        HelperDeclaration(
            "environmentSideInsets",
            collapse: .compared,
            hostile: .notCalled(because: HelperReason.environmentForm),
            snapshots: [
                .snapshot(
                    "environment-side-insets", helper: "Environment.sideInsets(forBandFrom:to:containerHeight:)",
                    members: ["environment", "environmentSideInsets"], inputs: SnapshotInputs.bands, labels: SnapshotInputs.labels,
                    decidedBy: SnapshotDecisions.bandCase
                ) { helpers, band in helpers.environmentSideInsets(helpers.environment(band.layout), band.minY, band.maxY, band.layout.size.height) }
            ]),
        HelperDeclaration(
            "environmentBottomEdgeSideInsets",
            collapse: .compared,
            hostile: .notCalled(because: HelperReason.environmentForm),
            snapshots: [
                .layoutSnapshot(
                    "environment-bottom-edge-side-insets", helper: "Environment.bottomEdgeSideInsets()",
                    members: ["environment", "environmentBottomEdgeSideInsets"], decidedBy: SnapshotDecisions.bottomEdge
                ) { helpers, layout in helpers.environmentBottomEdgeSideInsets(helpers.environment(layout)) }
            ]),
        HelperDeclaration(
            "freeBandSideInsets",
            collapse: .notCompared(
                because:
                    "the free form of `sideInsets(forBandFrom:to:)`: not compared with a legacy expression; `environment-agreement` checks every form with the same oracle as the layout's"
            ),
            hostile: .notCalled(because: "the free form of `sideInsets(forBandFrom:to:)`, which is called; not called on its own"),
            snapshots: [
                .snapshot(
                    "band-side-insets", helper: "bandSideInsets(safeInsets:reservedCorners:containerHeight:minY:maxY:)",
                    inputs: SnapshotInputs.bands, labels: SnapshotInputs.labels, decidedBy: SnapshotDecisions.bandCase
                ) { helpers, band in
                    helpers.freeBandSideInsets(band.layout.safeInsets, band.layout.reservedCorners, band.layout.size.height, band.minY, band.maxY)
                }
            ]),
        HelperDeclaration(
            "freeBottomEdgeSideInsets",
            collapse: .notCompared(
                because:
                    "the free form of `bottomEdgeSideInsets()`: not compared with a legacy expression; `environment-agreement` checks every form with the same oracle as the layout's"
            ),
            hostile: .notCalled(because: "the free form of `bottomEdgeSideInsets()`, which is called; not called on its own"),
            snapshots: [
                .layoutSnapshot(
                    "bottom-edge-side-insets", helper: "bottomEdgeSideInsets(safeInsets:reservedCorners:)", decidedBy: SnapshotDecisions.bottomEdge
                ) { helpers, layout in
                    helpers.freeBottomEdgeSideInsets(layout.safeInsets, layout.reservedCorners)
                }
            ]),
        HelperDeclaration(
            "blocksOnSide", collapse: .notCompared(because: HelperReason.noLegacyExpression), hostile: .notCalled(because: HelperReason.layoutData),
            snapshots: [
                .layoutSnapshot("blocks-on-side", helper: "ReservedCorners.blocks(on:)") { helpers, layout in
                    HorizontalEdge.allCases.map { helpers.blocksOnSide(layout, $0) }
                }
            ]),
        HelperDeclaration(
            "oppositeSide", collapse: .notCompared(because: "a side's opposite, the same on every device"),
            hostile: .notCalled(because: "takes a side alone, which no value makes hostile"),
            noSnapshot: HelperReason.mirrorData),
        HelperDeclaration(
            "mirroredTable", collapse: .notCompared(because: HelperReason.noLegacyExpression), hostile: .notCalled(because: HelperReason.layoutData),
            noSnapshot: HelperReason.mirrorData),
        HelperDeclaration(
            "mirroredLayout", collapse: .notCompared(because: "the mirror image of a layout, which the law's legacy expressions do not read"),
            hostile: .notCalled(because: HelperReason.layoutData),
            snapshots: [
                .layoutSnapshot("mirrored-layout", helper: "layout.mirrored") { helpers, layout in CompactLayout(helpers.mirroredLayout(layout)) }
            ])
    ]
}
