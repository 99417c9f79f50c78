import Foundation
import DuoCheckEngine
import DuoGeometry

extension PropertyCatalogue {
    /// The properties of this file, each with where its expected values come from.
    static let wholeSpaceTwins: [PropertyDeclaration] = [
        PropertyDeclaration(
            LayoutProperties.wholeSpaceLegacyExpressions, oracle: .spec, .geometry, .decision, says: "the checks of `legacy-expressions`"),
        PropertyDeclaration(
            LayoutProperties.wholeSpaceRobustness, oracle: .decision, .spec, .geometry,
            says: "the checks of `robustness`, each with its own oracle")
    ]
}

// The whole-space twins of the legacy expressions and of robustness (see `WholeSpaceProperties.swift`).

extension LayoutProperties {
    /// `legacy-expressions` over the whole space: each legacy expression stays the app's rule before the Duo on
    /// bottom safe insets, intrinsic side insets, sub-point windows, tables without blocks whose sides differ and the
    /// app's own table, whose safe top (44) lies under its status bar (54).
    package static func wholeSpaceLegacyExpressions(_ helpers: PlacementHelpers = .core) -> Property<LegacyCase> {
        let check = legacyExpressions(helpers).check
        return Property(
            PropertyID.wholeSpaceLegacyExpressions.rawValue, source: .section("Collapse law"),
            summary: "each legacy expression is the app's rule over the whole input space",
            generator: .legacyCases(in: .wholeSpaceLayouts), labels: { WholeSpaceLabel.labels(of: $0.layout) },
            coverage: WholeSpaceLabel.everyRegionDrawnInTheWholeSpace, check: check)
    }

    /// `robustness` over the whole space: hostile values put into whole-space layouts, so that a non-finite row or
    /// frame meets a bottom safe inset, intrinsic side insets, sub-point blocks and insets off their blocks.
    package static func wholeSpaceRobustness(_ helpers: PlacementHelpers = .core) -> Property<HostileCase> {
        let base = robustness(helpers)
        return Property(
            PropertyID.wholeSpaceRobustness.rawValue, source: .section("Robustness"),
            summary: "every helper's documented answer to hostile input holds over the whole input space",
            generator: .hostileCases(in: .wholeSpaceLayouts), labels: { WholeSpaceLabel.labels(of: $0.layout) },
            coverage: WholeSpaceLabel.everyRegionDrawnInTheWholeSpace, decisions: hostileInputDecisions(helpers), check: base.check)
    }
}
