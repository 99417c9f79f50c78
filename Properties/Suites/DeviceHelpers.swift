import Foundation
import DuoCheckEngine
import DuoGeometry

// The device's helpers (rules 1, 9 and the legacy hosts): iPad behaviour, a modal's layout, programmatic rotation, the
// hosted lookup, the screens' bounds, the posture queries and a legacy host's context. Each declaration says what the
// collapse law compares the helper with and what the robustness property asks of it (`HelperDeclaration`).

extension HelperCatalogue {
    /// The helpers of this file.
    static let deviceHelpers: [HelperDeclaration] = [
        HelperDeclaration(
            "usesTabletBehaviour",
            collapse: .compared(21) { item, helpers in
                try requireEqual(helpers.usesTabletBehaviour(item.layout), RestatedLegacy.usesTabletBehaviour(item.layout), "iPad behaviour")
            },
            hostile: .called(28) { hasher, item, helpers in hasher.combine(helpers.usesTabletBehaviour(item.layout)) },
            answers: [
                .rule(1) { item, helpers in
                    let layout = item.layout
                    try requireEqual(helpers.usesTabletBehaviour(layout), layout.deviceType == .tablet, "iPad behaviour on \(layout.deviceType)")
                }
            ]),
        HelperDeclaration(
            "forOptionalFloatingPresentation",
            collapse: .compared(22) { item, helpers in
                try requireEqual(helpers.forOptionalFloatingPresentation(item.layout), item.layout, "a modal's layout")
            },
            hostile: .called(29) { hasher, item, helpers in hasher.combine(helpers.forOptionalFloatingPresentation(item.layout)) },
            answers: [.rule(3) { item, helpers in try LayoutProperties.requireModalOnHostileInput(item, helpers) }]),
        HelperDeclaration(
            "acceptsProgrammaticRotation", collapse: .notCompared(because: HelperReason.deviceQuery),
            hostile: .called(30) { hasher, item, helpers in hasher.combine(helpers.acceptsProgrammaticRotation(item.layout)) },
            answers: [
                .rule(2) { item, helpers in
                    let layout = item.layout
                    let isRegularPhone = layout.deviceType == .phone && layout.metrics.widthClass == .regular
                    try requireEqual(helpers.acceptsProgrammaticRotation(layout), !isRegularPhone, "programmatic rotation")
                }
            ]),
        HelperDeclaration(
            "reservedCornersForHostedLayout", collapse: .notCompared(because: HelperReason.deviceQuery),
            hostile: .called(31) { hasher, item, helpers in hasher.combine(helpers.reservedCornersForHostedLayout(item.layout.size, .landscapeLeft))
            },
            answers: [
                .rule(4) { item, helpers in
                    let layout = item.layout
                    let matches = SpecPosture.all.filter { $0.window == layout.size }
                    let hosted = matches.count > 1 ? matches.first { $0.interfaceOrientation == .landscapeLeft } : matches.first
                    try requireEqual(
                        helpers.reservedCornersForHostedLayout(layout.size, .landscapeLeft).blocks, hosted.map { [$0.block] } ?? [],
                        "the hosted corners of a \(layout.size.width)x\(layout.size.height) landscape-left window")
                }
            ]),
        HelperDeclaration(
            "mainWindowScreenBounds", collapse: .notCompared(because: HelperReason.deviceQuery),
            hostile: .notCalled(because: HelperReason.notOnAHostileLayout)),
        HelperDeclaration(
            "uiScreenMainBounds", collapse: .notCompared(because: HelperReason.deviceQuery),
            hostile: .notCalled(because: HelperReason.notOnAHostileLayout)),
        HelperDeclaration(
            "isIPhoneDuoInnerScreen", collapse: .notCompared(because: HelperReason.deviceQuery),
            hostile: .notCalled(because: HelperReason.notOnAHostileLayout)),
        HelperDeclaration(
            "iPhoneDuoPosture", collapse: .notCompared(because: HelperReason.deviceQuery),
            hostile: .notCalled(because: HelperReason.notOnAHostileLayout)),
        HelperDeclaration(
            "legacyHostStatusIslandTrailingInset", collapse: .notCompared(because: HelperReason.deviceQuery),
            hostile: .notCalled(because: HelperReason.notOnAHostileLayout)),
        HelperDeclaration(
            "legacyHostReservedCorners", collapse: .notCompared(because: HelperReason.deviceQuery),
            hostile: .notCalled(because: HelperReason.notOnAHostileLayout))
    ]
}
