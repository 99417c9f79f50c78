import DuoGeometry
import Foundation

/// What a counterexample's picture draws of a case, as its type states it: the layout (with its sample's name),
/// and the row and the frame the case is about. `duo-fuzz draw` and the conformance kit read these from the stored
/// value decoded as its property's value type (``AnyProperty/value(decoding:)``), never by searching its JSON for
/// keys. A case type without a layout (a device table's row, a screen, a pair of block lists) does not conform,
/// and its picture is its value as text.
package protocol PicturedCase {
    /// The layout the case is drawn on.
    var picturedSample: LayoutSample { get }
    /// The row under test, when the case has one.
    var picturedRow: (minY: Double, maxY: Double)? { get }
    /// The frame under test, when the case has one.
    var picturedFrame: CGRect? { get }
}

extension PicturedCase {
    package var picturedRow: (minY: Double, maxY: Double)? { nil }
    package var picturedFrame: CGRect? { nil }
}

extension LayoutSample: PicturedCase {
    package var picturedSample: LayoutSample { self }
}

extension BandCase: PicturedCase {
    package var picturedSample: LayoutSample { sample }
    package var picturedRow: (minY: Double, maxY: Double)? { (Double(minY), Double(maxY)) }
}

extension FrameCase: PicturedCase {
    package var picturedSample: LayoutSample { sample }
    package var picturedFrame: CGRect? { frame }
}

extension ContainerCase: PicturedCase {
    package var picturedSample: LayoutSample { sample }
}

extension ColumnCase: PicturedCase {
    package var picturedSample: LayoutSample { sample }
}

extension IslandCase: PicturedCase {
    package var picturedSample: LayoutSample { sample }
}

extension CardStackCase: PicturedCase {
    package var picturedSample: LayoutSample { sample }
}

extension LegacyCase: PicturedCase {
    package var picturedSample: LayoutSample { frame.sample }
    package var picturedFrame: CGRect? { frame.frame }
}

extension HostileCase: PicturedCase {
    package var picturedSample: LayoutSample { sample }
    package var picturedRow: (minY: Double, maxY: Double)? { (Double(minY), Double(maxY)) }
    package var picturedFrame: CGRect? { frame }
}

extension CollapseCase: PicturedCase {
    package var picturedSample: LayoutSample { band.sample }
    package var picturedRow: (minY: Double, maxY: Double)? { band.picturedRow }
}
