import Foundation
import DuoCheckEngine
import DuoGeometry
import DuoProperties

extension SnapshotCatalogue {
    /// The status bar's helpers, over stacks of cards.
    static let cards: [HelperSnapshot] = [
        HelperSnapshot("overlaps-with-positive-area", helper: "overlapsWithPositiveArea(_:_:)", inputs: cardStacks, labels: { $0.sample.labels }) {
            stack in
            stack.cards.map { card in stack.layout.reservedCorners.map { overlapsWithPositiveArea(card.frame, $0.frame(in: stack.layout.size)) } }
        },
        HelperSnapshot(
            "legacy-status-bar-style", helper: "layout.legacyStatusBarStyle(behind:cards:)", inputs: cardStacks, labels: { $0.sample.labels }
        ) {
            $0.layout.legacyStatusBarStyle(behind: $0.behind, cards: $0.cards)
        }
    ]

    /// The device queries and the tables: hosted lookups, postures, screens and ordinary devices.
    static let devices: [HelperSnapshot] = [
        HelperSnapshot("iphone-duo-layout", helper: "ContainerViewLayout.iPhoneDuo(_:)", inputs: .element(of: DuoPosture.allCases)) {
            CompactLayout(ContainerViewLayout.iPhoneDuo($0))
        },
        HelperSnapshot("ordinary-device-layout", helper: "OrdinaryDevice.layout(landscape:)", inputs: ordinaryDevices) { item in
            OrdinaryDevice.named(item.name).map { CompactLayout($0.layout(landscape: item.landscape)) }
        }
    ]

    /// Stacks of cards over any layout (``SnapshotInputs/cardStacks``).
    static let cardStacks = SnapshotInputs.cardStacks
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
