import DuoCheckEngine

/// Every property of the suites, in one list: what `swift test`, `duo-fuzz` and the mutation self-check run.
package enum PropertyCatalogue {
    /// Every property, run against `helpers` (the core's own by default, or a mutant's).
    package static func properties(using helpers: PlacementHelpers = .core) -> [AnyProperty] {
        typealias P = LayoutProperties
        return [
            AnyProperty(P.collapse(helpers)),
            AnyProperty(P.collapseAtBoundaries(helpers)),
            AnyProperty(P.legacyExpressions(helpers)),
            AnyProperty(P.postureTable(helpers)),
            AnyProperty(P.reservedCornerTables(helpers)),
            AnyProperty(P.ordinaryDevices(helpers)),
            AnyProperty(P.bandContainment(helpers)),
            AnyProperty(P.bandSpansStripOnlyWhereNoBlockReaches(helpers)),
            AnyProperty(P.centredContainerSitsInBand(helpers)),
            AnyProperty(P.listMarginsKeepFullBand(helpers)),
            AnyProperty(P.stripDerivation(helpers)),
            AnyProperty(P.degenerateTables(helpers)),
            AnyProperty(P.bottomEdgeSpanning(helpers)),
            AnyProperty(P.bottomExceptionsKeepBand(helpers)),
            AnyProperty(P.editToolbar(helpers)),
            AnyProperty(P.sideColumn(helpers)),
            AnyProperty(P.doneStaysInRow(helpers)),
            AnyProperty(P.sideTabBar(helpers)),
            AnyProperty(P.topBarClearsIsland(helpers)),
            AnyProperty(P.ridingRowClearsIsland(helpers)),
            AnyProperty(P.clockLineAndPopUps(helpers)),
            AnyProperty(P.fullScreenViewers(helpers)),
            AnyProperty(P.viewerControlsClearIsland(helpers)),
            AnyProperty(P.perCornerRadii(helpers)),
            AnyProperty(P.regularWidthPhone(helpers)),
            AnyProperty(P.storyCard(helpers)),
            AnyProperty(P.screenTheAppIsOn(helpers)),
            AnyProperty(P.screensInEveryOrientation(helpers)),
            AnyProperty(P.statusBarFollowsCorner(helpers)),
            AnyProperty(P.transitionPairing(helpers)),
            AnyProperty(P.cameraControlsAboveHomeIndicator(helpers)),
            AnyProperty(P.editorBar(helpers)),
            AnyProperty(P.clipToBand(helpers)),
            AnyProperty(P.mirroring(helpers)),
            AnyProperty(P.bandMonotonicity(helpers)),
            AnyProperty(P.environmentAgreement(helpers)),
            AnyProperty(P.hostedLayoutLookup(helpers)),
            AnyProperty(P.robustness(helpers)),
            AnyProperty(P.wholeSpaceBands(helpers)),
            AnyProperty(P.wholeSpaceContainers(helpers)),
            AnyProperty(P.wholeSpaceColumns(helpers)),
            AnyProperty(P.wholeSpaceFrames(helpers)),
            AnyProperty(P.wholeSpaceLayouts(helpers)),
            AnyProperty(P.initialiserDefaults(helpers))
        ]
    }

    /// The property with `id`, if any.
    package static func property(id: String, using helpers: PlacementHelpers = .core) -> AnyProperty? {
        properties(using: helpers).first { $0.id == id }
    }
}
