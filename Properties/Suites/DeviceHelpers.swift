import Foundation
import DuoCheckEngine
import DuoGeometry

// The device's helpers (rule 7 and the legacy hosts): iPad behaviour, a modal's layout, programmatic rotation, the
// hosted lookup, the screens' bounds, the posture queries and a legacy host's context.
// Each declaration says whether the collapse law compares the helper (its comparison is a line of the law, in
// CollapseProperty.swift), what the robustness property asks of it and which behaviour snapshots go through it, or
// why not (`HelperDeclaration`).

extension HelperCatalogue {
    /// The helpers of this file.
    static let deviceHelpers: [HelperDeclaration] = [
        HelperDeclaration(
            "usesTabletBehaviour",
            collapse: .compared,
            hostile: .called { digest, item, helpers in digest.add(helpers.usesTabletBehaviour(item.layout)) },
            answers: [
                .rule { item, helpers in
                    let layout = item.layout
                    try decided(.deviceTypeWithoutBlocks, when: SyntheticDevice.lawAndRuleSevenDisagree(layout)) {
                        try requireEqual(helpers.usesTabletBehaviour(layout), layout.deviceType == .tablet, "iPad behaviour on \(layout.deviceType)")
                    }
                }
            ],
            snapshots: [
                .layoutSnapshot("uses-tablet-behaviour", helper: "layout.usesTabletBehaviour", decidedBy: SnapshotDecisions.tabletQuery) {
                    helpers, layout in
                    helpers.usesTabletBehaviour(layout)
                }
            ]),
        HelperDeclaration(
            "forOptionalFloatingPresentation",
            collapse: .compared,
            hostile: .called { digest, item, helpers in digest.add(helpers.forOptionalFloatingPresentation(item.layout)) },
            answers: [.rule { item, helpers in try LayoutProperties.requireModalOnHostileInput(item, helpers) }],
            snapshots: [
                .layoutSnapshot(
                    "for-optional-floating-presentation", helper: "layout.forOptionalFloatingPresentation", decidedBy: SnapshotDecisions.deviceQuery
                ) { helpers, layout in
                    CompactLayout(helpers.forOptionalFloatingPresentation(layout))
                }
            ]),
        HelperDeclaration(
            "acceptsProgrammaticRotation", collapse: .compared,
            hostile: .called { digest, item, helpers in digest.add(helpers.acceptsProgrammaticRotation(item.layout)) },
            answers: [
                .rule { item, helpers in
                    let layout = item.layout
                    let isRegularPhone = layout.deviceType == .phone && layout.metrics.widthClass == .regular
                    try decided(.deviceTypeWithoutBlocks, when: SyntheticDevice.modalAndRotationAreDecided(layout)) {
                        try requireEqual(helpers.acceptsProgrammaticRotation(layout), !isRegularPhone, "programmatic rotation")
                    }
                }
            ],
            snapshots: [
                .layoutSnapshot(
                    "accepts-programmatic-rotation", helper: "layout.acceptsProgrammaticRotation", decidedBy: SnapshotDecisions.deviceQuery
                ) { helpers, layout in
                    helpers.acceptsProgrammaticRotation(layout)
                }
            ]),
        HelperDeclaration(
            "reservedCornersForHostedLayout", collapse: .notCompared(because: HelperReason.deviceQuery),
            hostile: .called { digest, item, helpers in digest.add(helpers.reservedCornersForHostedLayout(item.layout.size, .landscapeLeft))
            },
            answers: [
                .rule { item, helpers in
                    let layout = item.layout
                    let matches = SpecPosture.all.filter { $0.window == layout.size }
                    let hosted = matches.count > 1 ? matches.first { $0.interfaceOrientation == .landscapeLeft } : matches.first
                    try requireEqual(
                        helpers.reservedCornersForHostedLayout(layout.size, .landscapeLeft).blocks, hosted.map { [$0.block] } ?? [],
                        "the hosted corners of a \(layout.size.width)x\(layout.size.height) landscape-left window")
                }
            ],
            snapshots: [
                .snapshot(
                    "reserved-corners-for-hosted-layout", helper: "reservedCornersForHostedLayout(size:orientation:)", inputs: .hostedWindows,
                    labels: { [$0.name] }
                ) { helpers, item in helpers.reservedCornersForHostedLayout(item.size, item.interfaceOrientation) }
            ]),
        HelperDeclaration(
            "mainWindowScreenBounds", collapse: .notCompared(because: HelperReason.deviceQuery),
            hostile: .notCalled(because: HelperReason.notOnAHostileLayout),
            snapshots: [
                .snapshot(
                    "screen-bounds", helper: "DeviceScreens.mainWindowScreenBounds and .uiScreenMainBounds",
                    members: ["mainWindowScreenBounds", "uiScreenMainBounds"], inputs: SnapshotInputs.screens
                ) { helpers, screens in [helpers.mainWindowScreenBounds(screens), helpers.uiScreenMainBounds(screens)] }
            ]),
        HelperDeclaration(
            "uiScreenMainBounds", collapse: .notCompared(because: HelperReason.deviceQuery),
            hostile: .notCalled(because: HelperReason.notOnAHostileLayout)),
        HelperDeclaration(
            "isIPhoneDuoInnerScreen", collapse: .notCompared(because: HelperReason.deviceQuery),
            hostile: .notCalled(because: HelperReason.notOnAHostileLayout),
            snapshots: [
                .snapshot("is-iphone-duo-inner-screen", helper: "isIPhoneDuoInnerScreen(size:)", inputs: .hostedWindows, labels: { [$0.name] }) {
                    helpers, item in helpers.isIPhoneDuoInnerScreen(item.size)
                }
            ]),
        HelperDeclaration(
            "iPhoneDuoPosture", collapse: .notCompared(because: HelperReason.deviceQuery),
            hostile: .notCalled(because: HelperReason.notOnAHostileLayout),
            snapshots: [
                .snapshot("iphone-duo-posture", helper: "iPhoneDuoPosture(size:orientation:)", inputs: .hostedWindows, labels: { [$0.name] }) {
                    helpers, item in helpers.iPhoneDuoPosture(item.size, item.interfaceOrientation)
                }
            ]),
        HelperDeclaration(
            "legacyHostStatusIslandTrailingInset", collapse: .notCompared(because: HelperReason.deviceQuery),
            hostile: .notCalled(because: HelperReason.notOnAHostileLayout),
            snapshots: [
                .snapshot(
                    "legacy-components-context", helper: "LegacyComponentsContext.reservedCorners and .statusIslandTrailingInset",
                    members: ["legacyHostStatusIslandTrailingInset", "legacyHostReservedCorners"], inputs: .hostedWindows, labels: { [$0.name] }
                ) { helpers, item -> [String: CGFloat] in
                    let inset = helpers.legacyHostStatusIslandTrailingInset(item.size, item.interfaceOrientation)
                    let corners = helpers.legacyHostReservedCorners(item.size, item.interfaceOrientation)
                    return ["statusIslandTrailingInset": inset, "reservedCornerCount": CGFloat(corners.count)]
                }
            ]),
        HelperDeclaration(
            "legacyHostReservedCorners", collapse: .notCompared(because: HelperReason.deviceQuery),
            hostile: .notCalled(because: HelperReason.notOnAHostileLayout))
    ]
}
