import Foundation
import DuoCheckEngine
import DuoGeometry
import DuoProperties

extension SnapshotCatalogue {
    /// The status bar's helpers, over stacks of cards.
    static let cards: [HelperSnapshot] = [
        HelperSnapshot(
            "presented-card-frame", helper: "presentedCardFrame(restingFrame:dismissOffset:)", members: ["presentedCardFrame"], inputs: cardStacks,
            labels: { $0.sample.labels }
        ) { helpers, stack in stack.cards.map { helpers.presentedCardFrame($0.frame, stack.dismissOffset) } },
        HelperSnapshot(
            "covers-status-corner", helper: "layout.coversStatusCorner(frame:)", members: ["coversStatusCorner"], inputs: cardStacks,
            labels: { $0.sample.labels }
        ) { helpers, stack in stack.cards.map { helpers.coversStatusCorner(stack.layout, $0.frame) } },
        HelperSnapshot("overlaps-with-positive-area", helper: "overlapsWithPositiveArea(_:_:)", inputs: cardStacks, labels: { $0.sample.labels }) {
            stack in
            stack.cards.map { card in stack.layout.reservedCorners.map { overlapsWithPositiveArea(card.frame, $0.frame(in: stack.layout.size)) } }
        },
        HelperSnapshot(
            "status-bar-style", helper: "layout.statusBarStyle(behind:cards:)", members: ["statusBarStyle"], inputs: cardStacks,
            labels: { $0.sample.labels }
        ) { $0.statusBarStyle($1.layout, $1.behind, $1.cards) },
        HelperSnapshot(
            "legacy-status-bar-style", helper: "layout.legacyStatusBarStyle(behind:cards:)", inputs: cardStacks, labels: { $0.sample.labels }
        ) {
            $0.layout.legacyStatusBarStyle(behind: $0.behind, cards: $0.cards)
        },
        HelperSnapshot("column-shape-pairs", helper: "columnShapePairs(fromCount:toCount:)", members: ["columnShapePairs"], inputs: counts) {
            $0.columnShapePairs($1[0], $1[1])
        },
        HelperSnapshot("row-platter-pairs", helper: "rowPlatterPairs(fromCount:toCount:)", members: ["rowPlatterPairs"], inputs: counts) {
            $0.rowPlatterPairs($1[0], $1[1])
        }
    ]

    /// The device queries and the tables: hosted lookups, postures, screens and ordinary devices.
    static let devices: [HelperSnapshot] = [
        HelperSnapshot(
            "reserved-corners-for-hosted-layout", helper: "reservedCornersForHostedLayout(size:orientation:)",
            members: ["reservedCornersForHostedLayout"],
            inputs: .hostedWindows, labels: { [$0.name] }
        ) { $0.reservedCornersForHostedLayout($1.size, $1.interfaceOrientation) },
        HelperSnapshot(
            "iphone-duo-posture", helper: "iPhoneDuoPosture(size:orientation:)", members: ["iPhoneDuoPosture"], inputs: .hostedWindows,
            labels: { [$0.name] }
        ) { $0.iPhoneDuoPosture($1.size, $1.interfaceOrientation) },
        HelperSnapshot(
            "is-iphone-duo-inner-screen", helper: "isIPhoneDuoInnerScreen(size:)", members: ["isIPhoneDuoInnerScreen"], inputs: .hostedWindows,
            labels: { [$0.name] }
        ) { $0.isIPhoneDuoInnerScreen($1.size) },
        HelperSnapshot(
            "legacy-components-context", helper: "LegacyComponentsContext.reservedCorners and .statusIslandTrailingInset",
            members: ["legacyHostStatusIslandTrailingInset", "legacyHostReservedCorners"],
            inputs: .hostedWindows, labels: { [$0.name] }
        ) { helpers, item -> [String: CGFloat] in
            let inset = helpers.legacyHostStatusIslandTrailingInset(item.size, item.interfaceOrientation)
            return [
                "statusIslandTrailingInset": inset,
                "reservedCornerCount": CGFloat(helpers.legacyHostReservedCorners(item.size, item.interfaceOrientation).count)
            ]
        },
        HelperSnapshot(
            "screen-bounds", helper: "DeviceScreens.mainWindowScreenBounds and .uiScreenMainBounds",
            members: ["mainWindowScreenBounds", "uiScreenMainBounds"],
            inputs: screens
        ) { [$0.mainWindowScreenBounds($1), $0.uiScreenMainBounds($1)] },
        HelperSnapshot("iphone-duo-layout", helper: "ContainerViewLayout.iPhoneDuo(_:)", inputs: .element(of: DuoPosture.allCases)) {
            CompactLayout(ContainerViewLayout.iPhoneDuo($0))
        },
        HelperSnapshot("ordinary-device-layout", helper: "OrdinaryDevice.layout(landscape:)", inputs: ordinaryDevices) { item in
            OrdinaryDevice.named(item.name).map { CompactLayout($0.layout(landscape: item.landscape)) }
        }
    ]

    static let cardStacks = Gen<CardStackCase>.cardStacks(in: .anyLayout)
    /// Two counts in -1...5 (a negative count reads as 0).
    static let counts = Gen<[Int]>.array(of: .int(in: -1...5), count: 2...2)
    /// The Duo's screens in each posture, and an ordinary phone's in each orientation.
    static let screens: Gen<DeviceScreens> = .oneOf([
        Gen<DuoPosture>.element(of: DuoPosture.allCases).map(DeviceScreens.iPhoneDuo),
        zip(.element(of: OrdinaryDevice.all.map(\.portraitSize)), .element(of: InterfaceOrientation.allCases))
            .map { DeviceScreens(mainScreenPortraitSize: $0, orientation: $1) }
    ])
    /// An ordinary device by name, in either orientation.
    static let ordinaryDevices = zip(Gen<String>.element(of: OrdinaryDevice.all.map(\.name)), Gen<Bool>.bool).map {
        OrdinaryDeviceCase(name: $0, landscape: $1)
    }
}

/// An ordinary device's name and orientation: the input of `OrdinaryDevice.layout(landscape:)`.
struct OrdinaryDeviceCase: Codable {
    var name: String
    var landscape: Bool
}
