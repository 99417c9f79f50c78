import DuoCheckEngine

/// Every property of the suites, in one list: what `swift test`, `duo-fuzz` and the mutation self-check run. The list
/// is read from the suite files' declarations (``PropertyDeclaration``); a new suite file adds its list here.
package enum PropertyCatalogue {
    /// The suite files' declarations.
    package static let suites: [[PropertyDeclaration]] = [
        collapseProperty, legacyExpressionsProperty, deviceTableProperties, reservedCornerTableProperty, bandProperties, bandEdgeProperties,
        bottomEdgeProperties, sideColumnProperties, islandProperties, screenAndViewerProperties, radiiProperties,
        regularWidthPhoneProperties, statusBarProperties, cameraProperties, metamorphicProperties, robustnessProperty,
        wholeSpaceProperties, defaultsProperty, wholeSpaceTwins
    ]

    /// Every declaration, in the catalogue's order: the suite files' lists, in order.
    package static let declarations: [PropertyDeclaration] = Array(suites.joined())

    /// Every property, run against `helpers` (the core's own by default, or a mutant's).
    package static func properties(using helpers: PlacementHelpers = .core) -> [AnyProperty] {
        declarations.map { $0.property(using: helpers) }
    }

    /// The property with `id`, if any.
    package static func property(id: String, using helpers: PlacementHelpers = .core) -> AnyProperty? {
        properties(using: helpers).first { $0.id == id }
    }
}
