import Foundation
import Testing
import DuoCheckEngine
import DuoGeometry
import DuoProperties

/// The collapse law on four named ordinary devices, in both orientations: every helper returns exactly (bit for
/// bit) its legacy expression. The `collapse` property checks the same on random and synthetic devices.
@Suite("Collapse on ordinary devices (golden)")
struct OrdinaryDeviceCollapseTests {
    static let devices = ["iPhone X/XS/11 Pro", "iPhone 14 Pro / 15", "iPhone 6/7/8/SE", "iPad Pro 11"]

    @Test("Every helper is its legacy expression", arguments: devices, [false, true])
    func helpersCollapse(deviceName: String, landscape: Bool) throws {
        let device = try #require(OrdinaryDevice.named(deviceName))
        let sample = LayoutSample(name: "\(deviceName) \(landscape ? "landscape" : "portrait")", layout: device.layout(landscape: landscape))
        let height = sample.layout.size.height
        let cards = [PresentedCard(frame: CGRect(x: 0, y: 40, width: 300, height: 400), style: .black)]
        for (minY, maxY) in [(0, 44), (100, 100), (height - 50, height)] as [(CGFloat, CGFloat)] {
            for margin in [0, 16, 20.5] as [CGFloat] {
                let item = CollapseCase(
                    band: BandCase(sample: sample, minY: minY, maxY: maxY, kind: "golden"), margin: margin, height: 49,
                    behind: .black, cards: cards)
                #expect(LayoutProperties.collapse().failure(checking: item) == nil, "\(sample.name), row \(minY)..\(maxY), margin \(margin)")
            }
        }
    }

    @Test("The named devices' layouts carry the spec's values")
    func deviceValues() throws {
        let notch = try #require(OrdinaryDevice.named("iPhone X/XS/11 Pro")).layout(landscape: true)
        #expect(notch.safeInsets == EdgeInsets(left: 44, right: 44) && notch.intrinsicInsets.bottom == 21 && notch.statusBarHeight == nil)
        let island = try #require(OrdinaryDevice.named("iPhone 14 Pro / 15")).layout(landscape: false)
        #expect(island.safeInsets.top == 59 && island.statusBarHeight == 54 && island.intrinsicInsets.bottom == 34)
        let iPad = try #require(OrdinaryDevice.named("iPad Pro 11")).layout(landscape: true)
        #expect(
            iPad.size == CGSize(width: 1194, height: 834) && iPad.safeInsets.top == 24 && iPad.metrics.widthClass == .regular
                && iPad.usesTabletBehaviour)
    }
}
