import Foundation
import DuoCheckEngine
import DuoGeometry
import DuoProperties
import DuoSeedFiles

/// The geometry a counterexample's picture draws, as its case type states it (``PicturedCase``): the layout
/// with its sample's name, the row under test and the frame under test. A value whose type states none (or a stored
/// tree that is no value of its property) has none, and is drawn as text.
package struct CounterexampleGeometry {
    /// The window's layout.
    package var layout: ContainerViewLayout?
    /// The name next to the layout (a `LayoutSample`'s name, such as "FP").
    package var layoutName: String?
    /// The row under test.
    package var band: (minY: Double, maxY: Double)?
    /// The frame under test.
    package var frame: CGRect?

    /// The geometry `value` states: nothing unless it is a ``PicturedCase``.
    package init(of value: Any?) {
        guard let pictured = value as? PicturedCase else { return }
        layout = pictured.picturedSample.layout
        layoutName = pictured.picturedSample.name
        band = pictured.picturedRow
        frame = pictured.picturedFrame
    }

    /// The geometry of `seed`'s value, decoded as the value type of its property in the catalogue.
    package init(ofValueIn seed: SeedFile) {
        self.init(of: PropertyCatalogue.property(id: seed.propertyID)?.value(decoding: seed.value))
    }
}
