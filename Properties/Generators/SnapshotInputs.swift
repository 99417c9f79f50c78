import Foundation
import DuoCheckEngine
import DuoGeometry

/// The inputs of the behaviour snapshots, drawn by the suites' own generators: what a helper's snapshot declaration
/// (``SnapshotDeclaration``) and the snapshot catalogue's own snapshots of the core's functions draw.
package enum SnapshotInputs {
    /// Any layout, with islands, and layouts on the edges of the helpers' conditions (boundary windows,
    /// degenerate tables, iPads of any proportion), so that a change on an edge changes an output.
    package static let everyLayout = Gen<LayoutSample>.frequency([
        (1, .islandLayouts), (4, .anyLayout), (1, .boundaryOrdinaryDevices),
        (1, .degenerateTables), (1, .storyCardWindows)
    ])
    /// Rows anywhere in every layout (every kind the suites draw).
    package static let bands = Gen<BandCase>.bands(in: everyLayout)
    /// Every layout.
    package static let layouts = everyLayout
    /// Margins, heights and container flags over every layout.
    package static let containers = Gen<ContainerCase>.containers(in: everyLayout)
    /// Column shapes, a Done button, a tab bar's item count and an edit toolbar's height over any layout.
    package static let columns = Gen<ColumnCase>.columns(in: .anyLayout)
    /// Stacks of cards over any layout.
    package static let cardStacks = Gen<CardStackCase>.cardStacks(in: .anyLayout)
    /// Two counts in -1...5 (a negative count reads as 0).
    package static let counts = Gen<[Int]>.array(of: .int(in: -1...5), count: 2...2)
    /// The Duo's screens in each posture, and an ordinary phone's in each orientation.
    package static let screens: Gen<DeviceScreens> = .oneOf([
        Gen<DuoPosture>.element(of: DuoPosture.allCases).map(DeviceScreens.iPhoneDuo),
        zip(.element(of: OrdinaryDevice.all.map(\.portraitSize)), .element(of: InterfaceOrientation.allCases))
            .map { DeviceScreens(mainScreenPortraitSize: $0, orientation: $1) }
    ])

    /// A row's labels: its layout's, and the kind of row.
    package static func labels(_ band: BandCase) -> [String] { band.sample.labels(adding: band.kind) }
    /// A layout's labels.
    package static func labels(_ sample: LayoutSample) -> [String] { sample.labels }
    /// A container's labels: its layout's.
    package static func labels(_ item: ContainerCase) -> [String] { item.sample.labels }

    /// The height of the sheet header whose corner insets the snapshot records.
    package static let sheetHeaderHeight: CGFloat = 56

    /// Two sheets whose top is the row's top, the frames the sheet helpers are asked about: one in the safe band
    /// (a tall sheet) and one across the whole window (a short sheet spanning the strips).
    package static func sheetFrames(_ band: BandCase) -> [CGRect] {
        let layout = band.layout
        let top = Swift.min(band.minY, band.maxY)
        let W = layout.size.width
        let H = layout.size.height
        let safe = layout.safeInsets
        return [CGRect(x: safe.left, y: top, width: W - safe.left - safe.right, height: H - top), CGRect(x: 0, y: top, width: W, height: H - top)]
    }
}
