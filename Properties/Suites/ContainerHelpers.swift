import Foundation
import DuoCheckEngine
import DuoGeometry

// The helpers that place something of a given size in the band (rules 2 and 6): centred containers and controls,
// lists, sheets and their corners.
// Each declaration says whether the collapse law compares the helper (its comparison is a line of the law, in
// CollapseProperty.swift), what the robustness property asks of it and which behaviour snapshots go through it, or
// why not (`HelperDeclaration`).

extension HelperCatalogue {
    /// The helpers of this file.
    static let containerHelpers: [HelperDeclaration] = [
        HelperDeclaration(
            "horizontalContainerPlacement",
            collapse: .compared,
            hostile: .called { digest, item, helpers in
                digest.add(helpers.horizontalContainerPlacement(item.layout, item.minY, true, true))
                digest.add(helpers.horizontalContainerPlacement(item.layout, item.maxY, true, false))
            },
            unanswered: .because(HelperReason.hostileTable),
            snapshots: [
                .snapshot(
                    "horizontal-container-placement",
                    helper: "horizontalContainerFillingPlacementForLayout(layout:margin:includesSafeInsets:anchoredAtBottom:)",
                    inputs: SnapshotInputs.containers, labels: SnapshotInputs.labels
                ) { helpers, item in helpers.horizontalContainerPlacement(item.layout, item.margin, item.includesSafeInsets, item.anchoredAtBottom) }
            ]),
        HelperDeclaration(
            "horizontalContainerPlacementByDefault",
            collapse: .notCompared(because: "the anchored form with `false` (compared), which `centred-container-in-band` checks it against"),
            hostile: .notCalled(because: "the anchored form with `false`, which is called"),
            noSnapshot: HelperReason.defaultAnchor),
        HelperDeclaration(
            "centredControlPlacement",
            collapse: .compared,
            hostile: .called { digest, item, helpers in digest.add(helpers.centredControlPlacement(item.layout, item.maxY)) },
            unanswered: .because(HelperReason.hostileTable),
            snapshots: [
                .snapshot(
                    "centred-control-placement", helper: "centredControlPlacement(layout:width:)", inputs: SnapshotInputs.containers,
                    labels: SnapshotInputs.labels, decidedBy: SnapshotDecisions.centredControl
                ) { helpers, item in helpers.centredControlPlacement(item.layout, item.height) }
            ]),
        HelperDeclaration(
            "listSideMargins",
            collapse: .compared,
            hostile: .called { digest, item, helpers in digest.add(helpers.listSideMargins(item.layout, item.minY)) },
            answers: [
                .decided(.rulesHoldOnEveryValue) { item, helpers in
                    let safe = item.layout.safeInsets
                    let base = item.minY
                    try require(
                        Oracle.identical(helpers.listSideMargins(item.layout, base), SideMargins(left: base + safe.left, right: base + safe.right)),
                        "a list's margins on the base \(base)")
                }
            ],
            snapshots: [
                .snapshot(
                    "list-side-margins", helper: "layout.listSideMargins(base:)", inputs: SnapshotInputs.containers, labels: SnapshotInputs.labels
                ) { helpers, item in helpers.listSideMargins(item.layout, item.margin) }
            ]),
        HelperDeclaration(
            "resizableSheetPlacement",
            collapse: .compared,
            hostile: .called { digest, item, helpers in
                digest.add(helpers.resizableSheetPlacement(item.layout, .short))
                digest.add(helpers.resizableSheetPlacement(item.layout, .tall))
            },
            answers: [
                .decided(.rulesHoldOnEveryValue) { item, helpers in
                    try requireIdentical(helpers.resizableSheetPlacement(item.layout, .tall), LegacyRules.sheet(item.layout), "a tall sheet")
                }
            ],
            unanswered: .because(HelperReason.hostileTable, on: "a short sheet"),
            snapshots: [
                .layoutSnapshot(
                    "resizable-sheet-placement", helper: "resizableSheetHorizontalPlacement(layout:height:)", decidedBy: SnapshotDecisions.bottomEdge
                ) { helpers, layout in
                    [SheetHeight.short, .tall].map { helpers.resizableSheetPlacement(layout, $0) }
                }
            ]),
        HelperDeclaration(
            "sheetHeaderCornerInsets",
            collapse: .compared,
            hostile: .called { digest, item, helpers in digest.add(helpers.sheetHeaderCornerInsets(item.layout, item.frame, item.maxY)) },
            unanswered: .because(HelperReason.hostileTable),
            snapshots: [
                .snapshot(
                    "sheet-header-corner-insets", helper: "sheetHeaderCornerInsets(layout:sheetFrame:headerHeight:)", inputs: SnapshotInputs.bands,
                    labels: SnapshotInputs.labels, decidedBy: SnapshotDecisions.sheetHeader
                ) { helpers, band in
                    SnapshotInputs.sheetFrames(band).map { helpers.sheetHeaderCornerInsets(band.layout, $0, SnapshotInputs.sheetHeaderHeight) }
                }
            ]),
        HelperDeclaration(
            "sheetContentBandInsets",
            collapse: .compared,
            hostile: .called { digest, item, helpers in digest.add(helpers.sheetContentBandInsets(item.layout, item.frame)) },
            answers: [
                .decided(.rulesHoldOnEveryValue) { item, helpers in
                    try requireIdentical(
                        helpers.sheetContentBandInsets(item.layout, item.frame),
                        Oracle.overhang(of: item.frame, beyond: item.layout.safeInsets.left, item.layout.size.width - item.layout.safeInsets.right),
                        "the content insets of a sheet at \(item.frame)")
                }
            ],
            snapshots: [
                .snapshot(
                    "sheet-content-band-insets", helper: "sheetContentBandInsets(layout:sheetFrame:)", inputs: SnapshotInputs.bands,
                    labels: SnapshotInputs.labels
                ) { helpers, band in SnapshotInputs.sheetFrames(band).map { helpers.sheetContentBandInsets(band.layout, $0) } }
            ]),
        HelperDeclaration(
            "sheetBottomCornerRadii",
            collapse: .compared,
            hostile: .called { digest, item, helpers in digest.add(helpers.sheetBottomCornerRadii(item.layout.screenCornerRadii, item.minY))
            },
            answers: [
                .decided(.nanInsetLeavesNoRadius) { item, helpers in
                    let zero = HostileInputAnswers.nanInsetRadius
                    try requireEqual(
                        helpers.sheetBottomCornerRadii(item.layout.screenCornerRadii, .nan),
                        SheetBottomCornerRadii(bottomLeft: zero, bottomRight: zero),
                        "a sheet's radii at a NaN inset")
                },
                .decided(.rulesHoldOnEveryValue, alsoFor: ["innerClipCornerRadii"]) { item, helpers in
                    for inset in [item.minY, item.maxY] {
                        try LayoutProperties.requireConcentricRadii(item.layout.screenCornerRadii, inset: inset, helpers)
                    }
                }
            ],
            snapshots: [
                .snapshot(
                    "sheet-bottom-corner-radii", helper: "screenCornerRadii.sheetBottomCornerRadii(inset:)", inputs: SnapshotInputs.containers,
                    labels: SnapshotInputs.labels
                ) { helpers, item in helpers.sheetBottomCornerRadii(item.layout.screenCornerRadii, item.margin) }
            ]),
        HelperDeclaration(
            "innerClipCornerRadii",
            collapse: .notCompared(because: "rule 6's inner clip, new with the Duo's corner radii: the app had no expression for it"),
            hostile: .called { digest, item, helpers in digest.add(helpers.innerClipCornerRadii(item.layout.screenCornerRadii, item.maxY)) },
            answers: [
                .decided(.nanInsetLeavesNoRadius) { item, helpers in
                    let zero = HostileInputAnswers.nanInsetRadius
                    try requireEqual(
                        helpers.innerClipCornerRadii(item.layout.screenCornerRadii, .nan),
                        ScreenCornerRadii(topLeft: zero, topRight: zero, bottomLeft: zero, bottomRight: zero), "an inner clip's radii at a NaN inset")
                }
            ],
            snapshots: [
                .snapshot(
                    "inner-clip-corner-radii", helper: "screenCornerRadii.insetBy(_:) and subscript",
                    members: ["innerClipCornerRadii", "screenCornerRadius"], inputs: SnapshotInputs.containers, labels: SnapshotInputs.labels
                ) { helpers, item in
                    let clip = helpers.innerClipCornerRadii(item.layout.screenCornerRadii, item.margin)
                    return ScreenCorner.allCases.map { helpers.screenCornerRadius(clip, $0) }
                }
            ]),
        HelperDeclaration(
            "screenCornerRadius",
            collapse: .notCompared(because: "reads one corner of the screen's radii: the layout's own data, the same on every device"),
            hostile: .notCalled(because: HelperReason.layoutData))
    ]
}
