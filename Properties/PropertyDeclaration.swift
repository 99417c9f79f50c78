import DuoCheckEngine

/// One property of the suites as its suite file declares it: the property against any helpers (its id, source,
/// summary, generator and check, and the place a failure is recorded at), and where its expected values come from.
/// Everything the catalogue, the tests and `docs/properties.md` know of a property is read from here; nothing
/// repeats its id.
///
/// The catalogue's order is the order of registration: the suite files' lists in ``PropertyCatalogue``'s order, each
/// in its own order. A new property goes at the end of its suite file's list.
package struct PropertyDeclaration: Sendable {
    /// Where the property's expected values come from: the oracle column of `docs/properties.md`.
    package let oracle: PropertyOracle
    private let build: @Sendable (PlacementHelpers) -> AnyProperty

    /// Declares the property `property` builds, whose expected values come from `sources`, the ones `text` names.
    package init<Value>(_ property: @escaping @Sendable (PlacementHelpers) -> Property<Value>, oracle sources: OracleSource..., says text: String) {
        self.oracle = PropertyOracle(sources: sources, text: text)
        self.build = { helpers in AnyProperty(property(helpers)) }
    }

    /// The property, run against `helpers` (the core's own, or a mutant's).
    package func property(using helpers: PlacementHelpers = .core) -> AnyProperty { build(helpers) }
}
