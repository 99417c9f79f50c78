import Foundation
import DuoCheckEngine
import DuoGeometry

/// A bug shape: one known way to get a placement helper wrong, planted in a copy of the core's helpers (a
/// hand-written mutant; the source-level mutants of `duo-fuzz mutate` are made from mutation sites instead).
///
/// The suites must kill every bug shape (some property fails on it) and shrink the failure to a minimal
/// counterexample. That is the suites' mutation score: the figure that says they guard refactors.
package struct BugShape {
    /// A short id, such as `symmetric-left-inset`.
    package let id: String
    /// What is wrong, in the spec's words where it names it.
    package let summary: String
    /// Whether the spec's "Bug shapes" section names this shape (the others are our own, per helper family).
    package let isNamedInSpec: Bool
    /// The id of the property expected to kill it first.
    package let expectedKiller: String
    /// The core's helpers with the bug planted.
    package let helpers: PlacementHelpers

    /// Plants a bug in a copy of the core's helpers; `killer` is the suite's function that builds the property
    /// expected to kill it first (named, so that its id is typed only at its declaration).
    package init<Value>(
        _ id: String, summary: String, namedInSpec: Bool, killedBy killer: (PlacementHelpers) -> Property<Value>,
        plant: (inout PlacementHelpers) -> Void
    ) {
        self.id = id
        self.summary = summary
        self.isNamedInSpec = namedInSpec
        self.expectedKiller = killer(.core).id
        var helpers = PlacementHelpers.core
        plant(&helpers)
        self.helpers = helpers
    }
}
