import Foundation
import DuoCheckEngine
import DuoGeometry

extension SnapshotCatalogue {
    /// The status bar's helpers, over stacks of cards.
    static let cards: [HelperSnapshot] = [
        HelperSnapshot("presented-card-frame", helper: "presentedCardFrame(restingFrame:dismissOffset:)", inputs: cardStacks, labels: { $0.sample.labels }) { stack in
            stack.cards.map { presentedCardFrame(restingFrame: $0.frame, dismissOffset: stack.dismissOffset) }
        },
        HelperSnapshot("covers-status-corner", helper: "layout.coversStatusCorner(frame:)", inputs: cardStacks, labels: { $0.sample.labels }) { stack in
            stack.cards.map { stack.layout.coversStatusCorner(frame: $0.frame) }
        },
        HelperSnapshot("overlaps-with-positive-area", helper: "overlapsWithPositiveArea(_:_:)", inputs: cardStacks, labels: { $0.sample.labels }) { stack in
            stack.cards.map { card in stack.layout.reservedCorners.map { overlapsWithPositiveArea(card.frame, $0.frame(in: stack.layout.size)) } }
        },
        HelperSnapshot("status-bar-style", helper: "layout.statusBarStyle(behind:cards:)", inputs: cardStacks, labels: { $0.sample.labels }) {
            $0.layout.statusBarStyle(behind: $0.behind, cards: $0.cards)
        },
        HelperSnapshot("legacy-status-bar-style", helper: "layout.legacyStatusBarStyle(behind:cards:)", inputs: cardStacks, labels: { $0.sample.labels }) {
            $0.layout.legacyStatusBarStyle(behind: $0.behind, cards: $0.cards)
        },
        HelperSnapshot("column-shape-pairs", helper: "columnShapePairs(fromCount:toCount:)", inputs: counts) { columnShapePairs(fromCount: $0[0], toCount: $0[1]) },
        HelperSnapshot("row-platter-pairs", helper: "rowPlatterPairs(fromCount:toCount:)", inputs: counts) { rowPlatterPairs(fromCount: $0[0], toCount: $0[1]) },
    ]

    /// The device queries and the tables: hosted lookups, postures, screens and ordinary devices.
    static let devices: [HelperSnapshot] = [
        HelperSnapshot("reserved-corners-for-hosted-layout", helper: "reservedCornersForHostedLayout(size:orientation:)", inputs: .hostedWindows, labels: { [$0.name] }) {
            reservedCornersForHostedLayout(size: $0.size, orientation: $0.interfaceOrientation)
        },
        HelperSnapshot("iphone-duo-posture", helper: "iPhoneDuoPosture(size:orientation:)", inputs: .hostedWindows, labels: { [$0.name] }) {
            iPhoneDuoPosture(size: $0.size, orientation: $0.interfaceOrientation)
        },
        HelperSnapshot("is-iphone-duo-inner-screen", helper: "isIPhoneDuoInnerScreen(size:)", inputs: .hostedWindows, labels: { [$0.name] }) {
            isIPhoneDuoInnerScreen(size: $0.size)
        },
        HelperSnapshot("legacy-components-context", helper: "LegacyComponentsContext.reservedCorners and .statusIslandTrailingInset",
                       inputs: .hostedWindows, labels: { [$0.name] }) { item -> [String: CGFloat] in
            let context = LegacyComponentsContext(size: item.size, orientation: item.interfaceOrientation)
            return ["statusIslandTrailingInset": context.statusIslandTrailingInset, "reservedCornerCount": CGFloat(context.reservedCorners.count)]
        },
        HelperSnapshot("screen-bounds", helper: "DeviceScreens.mainWindowScreenBounds and .uiScreenMainBounds", inputs: screens) {
            [$0.mainWindowScreenBounds, $0.uiScreenMainBounds]
        },
        HelperSnapshot("iphone-duo-layout", helper: "ContainerViewLayout.iPhoneDuo(_:)", inputs: .element(of: DuoPosture.allCases)) { CompactLayout(ContainerViewLayout.iPhoneDuo($0)) },
        HelperSnapshot("ordinary-device-layout", helper: "OrdinaryDevice.layout(landscape:)", inputs: ordinaryDevices) { item in
            OrdinaryDevice.named(item.name).map { CompactLayout($0.layout(landscape: item.landscape)) }
        },
    ]

    static let cardStacks = Gen<CardStackCase>.cardStacks(in: .anyLayout)
    /// Two counts in -1...5 (a negative count reads as 0).
    static let counts = Gen<[Int]>.array(of: .int(in: -1...5), count: 2...2)
    /// The Duo's screens in each posture, and an ordinary phone's in each orientation.
    static let screens: Gen<DeviceScreens> = .oneOf([
        Gen<DuoPosture>.element(of: DuoPosture.allCases).map(DeviceScreens.iPhoneDuo),
        zip(.element(of: OrdinaryDevice.all.map(\.portraitSize)), .element(of: InterfaceOrientation.allCases))
            .map { DeviceScreens(mainScreenPortraitSize: $0, orientation: $1) },
    ])
    /// An ordinary device by name, in either orientation.
    static let ordinaryDevices = zip(Gen<String>.element(of: OrdinaryDevice.all.map(\.name)), Gen<Bool>.bool).map { OrdinaryDeviceCase(name: $0, landscape: $1) }
}

/// An ordinary device's name and orientation: the input of `OrdinaryDevice.layout(landscape:)`.
struct OrdinaryDeviceCase: Codable {
    var name: String
    var landscape: Bool
}
