import DuoCheckEngine

/// One property of the suites as its suite file declares it: the property against any helpers (its id, source,
/// summary, generator and check, and the place a failure is recorded at), where its expected values come from, and
/// its place in the catalogue's order. Everything the catalogue, the tests and `docs/properties.md` know of a
/// property is read from here; nothing repeats its id.
package struct PropertyDeclaration: Sendable {
    /// The property's place in the catalogue's order, unique among the suites: the order in which properties were
    /// added. A new property takes the next free number, so every listing of the catalogue (`duo-fuzz list`,
    /// `duo-bench fingerprint`, `docs/properties.md`) gains one line at its end and keeps the others in place, and
    /// a mutant run meets the properties in the same order as before (which decides the first to kill a mutant).
    package let position: Int
    /// Where the property's expected values come from: the oracle column of `docs/properties.md`.
    package let oracle: PropertyOracle
    private let build: @Sendable (PlacementHelpers) -> AnyProperty

    /// Declares the property `property` builds, at `position` in the catalogue's order, whose expected values come
    /// from `sources`, the ones `text` names.
    package init<Value>(
        _ position: Int, _ property: @escaping @Sendable (PlacementHelpers) -> Property<Value>, oracle sources: OracleSource...,
        says text: String
    ) {
        self.position = position
        self.oracle = PropertyOracle(sources: sources, text: text)
        self.build = { helpers in AnyProperty(property(helpers)) }
    }

    /// The property, run against `helpers` (the core's own, or a mutant's).
    package func property(using helpers: PlacementHelpers = .core) -> AnyProperty { build(helpers) }
}
