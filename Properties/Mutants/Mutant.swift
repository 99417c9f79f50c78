import Foundation
import DuoCheckEngine
import DuoGeometry

/// A buggy variant of one placement helper: the geometry core with one helper replaced by a bug shape.
///
/// The suites must kill every mutant (some property fails on it) and shrink the failure to a minimal
/// counterexample. That is the suites' mutation score: the figure that says they guard refactors.
package struct Mutant {
    /// A short id, such as `symmetric-left-inset`.
    package let id: String
    /// The bug shape, in the spec's words where it names it.
    package let bugShape: String
    /// Whether the spec's "Bug shapes" section names this shape (the others are our own, per helper family).
    package let isNamedInSpec: Bool
    /// The property expected to kill it first.
    package let expectedKiller: String
    /// The core's helpers with the bug planted.
    package let helpers: PlacementHelpers

    /// Plants a bug in a copy of the core's helpers.
    package init(
        _ id: String, bugShape: String, namedInSpec: Bool, killedBy expectedKiller: String,
        plant: (inout PlacementHelpers) -> Void
    ) {
        self.id = id
        self.bugShape = bugShape
        self.isNamedInSpec = namedInSpec
        self.expectedKiller = expectedKiller
        var helpers = PlacementHelpers.core
        plant(&helpers)
        self.helpers = helpers
    }
}
