import Foundation
import DuoCheckEngine
import DuoGeometry

extension PropertyCatalogue {
    /// The properties of this file, each with where its expected values come from.
    static let wholeSpaceProperties: [PropertyDeclaration] = [
        PropertyDeclaration(
            LayoutProperties.wholeSpaceBands, oracle: .geometry, .decision, .table, .spec,
            says: "the checks of the properties on rows, each with its own oracle"),
        PropertyDeclaration(
            LayoutProperties.wholeSpaceContainers, oracle: .geometry, .decision, .table, .spec,
            says: "the checks of the properties on containers, each with its own oracle"),
        PropertyDeclaration(
            LayoutProperties.wholeSpaceColumns, oracle: .table, .decision, .geometry,
            says: "the checks of the side column's properties, each with its own oracle"),
        PropertyDeclaration(
            LayoutProperties.wholeSpaceFrames, oracle: .geometry, .decision,
            says: "the checks of `clip-to-band` and `status-bar-follows-corner` on standardised frames"),
        PropertyDeclaration(
            LayoutProperties.wholeSpaceLayouts, oracle: .geometry, .decision, .spec, .table,
            says: "the checks of the properties on whole layouts, each with its own oracle")
    ]
}

// The properties' rules over the spec's whole input space (`WholeSpaceGenerators.swift`, `WholeSpaceCases.swift`):
// each property here runs the checks of the properties of one kind of case on cases drawn from the whole space, so
// that every rule meets bottom safe insets, intrinsic side insets, sub-point foldables, insets a fraction of a point
// off their blocks, blocks covering a column, tables without blocks whose sides differ (by odd points too), the app's
// own ordinary-phone table, frames of negative size and capsules of no buttons. The properties they take their checks
// from keep their own generators, so the benchmark's draws, the snapshots' corpus, the recorded counterexamples and the
// mutation table's shrunk cases stay as they were. A failure names the check (its file and line) that failed.

extension LayoutProperties {
    /// Rules 2 and 3 and the metamorphic laws on rows: `band-containment`, `band-spans-strip`, `environment-agreement`,
    /// `band-monotonicity`, `bottom-exceptions-keep-band` and `mirroring`.
    package static func wholeSpaceBands(_ helpers: PlacementHelpers = .core) -> Property<BandCase> {
        let checks = GatheredChecks([
            bandContainment(helpers), bandSpansStripOnlyWhereNoBlockReaches(helpers), environmentAgreement(helpers), bandMonotonicity(helpers),
            bottomExceptionsKeepBand(helpers), mirroring(helpers)
        ])
        return Property(
            PropertyID.wholeSpaceBands.rawValue, source: .rule(2), summary: "the rules on rows hold over the whole input space",
            generator: .bands(in: .wholeSpaceLayouts), labels: { WholeSpaceLabel.labels(of: $0.layout) },
            coverage: WholeSpaceLabel.everyRegionDrawnInTheWholeSpace
        ) { band in
            try checks.check(band)
        }
    }

    /// Rules 2, 3, 4 and 6 and the camera's bug shapes on containers: `centred-container-in-band`,
    /// `bottom-edge-spanning`, `top-bar-clears-island`, `per-corner-radii`, `camera-controls-above-indicator` and
    /// `editor-bar`. (`list-margins-keep-band` is left to its own generator: a margin is the base plus its side's safe
    /// inset on every layout, which the postures' unequal sides already show, and a bug there fails one property.)
    package static func wholeSpaceContainers(_ helpers: PlacementHelpers = .core) -> Property<ContainerCase> {
        let checks = GatheredChecks([
            centredContainerSitsInBand(helpers), bottomEdgeSpanning(helpers), topBarClearsIsland(helpers),
            perCornerRadii(helpers), cameraControlsAboveHomeIndicator(helpers), editorBar(helpers)
        ])
        return Property(
            PropertyID.wholeSpaceContainers.rawValue, source: .rule(2), summary: "the rules on containers hold over the whole input space",
            generator: .containers(in: .wholeSpaceLayouts), labels: { WholeSpaceLabel.labels(of: $0.layout) },
            coverage: WholeSpaceLabel.everyRegionDrawnInTheWholeSpace
        ) { item in
            try checks.check(item)
        }
    }

    /// Rules 1, 3 and 9 on the side column: `side-column`, `done-stays-in-row`, `side-tab-bar` and `edit-toolbar`, with
    /// capsules of no buttons among the shapes.
    package static func wholeSpaceColumns(_ helpers: PlacementHelpers = .core) -> Property<ColumnCase> {
        let checks = GatheredChecks([sideColumn(helpers), doneStaysInRow(helpers), sideTabBar(helpers), editToolbar(helpers)])
        return Property(
            PropertyID.wholeSpaceColumns.rawValue, source: .rule(1), summary: "the rules on the side column hold over the whole input space",
            generator: .anyColumns(in: .wholeSpaceLayouts),
            labels: { WholeSpaceLabel.labels(of: $0.layout) + ($0.hasEmptyCapsule ? [WholeSpaceCaseLabel.emptyCapsule] : []) },
            coverage: WholeSpaceLabel.everyRegionDrawnInTheWholeSpace + [
                CoverageRequirement(label: WholeSpaceCaseLabel.emptyCapsule, minimumFraction: 0.05)
            ]
        ) { item in
            try checks.check(item)
        }
    }

    /// The clip to the band and the status bar's rule on frames of any size: `clip-to-band` on frames and
    /// `status-bar-follows-corner` on card stacks, a third of them of negative width, height or both; and each card's
    /// frame spelt with a negative width, height or both covers the status corner exactly when its standardised
    /// rectangle overlaps a block, and clips to the same part.
    package static func wholeSpaceFrames(_ helpers: PlacementHelpers = .core) -> Property<CardStackCase> {
        let clip = GatheredChecks([clipToBand(helpers)])
        let statusBar = GatheredChecks([statusBarFollowsCorner(helpers)])
        return Property(
            PropertyID.wholeSpaceFrames.rawValue, source: .rule(8), summary: "the rules on frames and cards hold for frames of any size",
            generator: .anyCardStacks(in: .frequency([(1, .wholeSpaceLayouts), (1, .anyLayout)])),
            labels: {
                WholeSpaceLabel.labels(of: $0.layout) + ($0.hasNegativeFrame ? [WholeSpaceCaseLabel.negativeSizeFrame] : [])
                    + ($0.hasFlatFrameAcrossABlock ? [WholeSpaceCaseLabel.flatFrameAcrossABlock] : [])
            },
            coverage: [
                CoverageRequirement(label: WholeSpaceCaseLabel.negativeSizeFrame, minimumFraction: 0.2),
                CoverageRequirement(label: WholeSpaceCaseLabel.flatFrameAcrossABlock, minimumFraction: 0.05)
            ]
        ) { stack in
            try statusBar.check(stack)
            let blocks = Oracle.blockFrames(of: stack.layout)
            for card in stack.cards {
                try clip.check(FrameCase(sample: stack.sample, frame: card.frame, kind: FrameCase.inside))
                for frame in negativeSpellings(of: card.frame) {
                    let covers = blocks.contains { Oracle.overlaps(frame, $0) }
                    let touches = blocks.contains { Oracle.touches(frame, $0) }
                    try decided(.touchingFrameCoversNothing, when: touches) {
                        try decided(.flatFrameAcrossABlockCovers, when: Oracle.isFlat(frame) && covers) {
                            try requireEqual(
                                helpers.coversStatusCorner(stack.layout, frame), covers,
                                "whether \(frame), \(card.frame) spelt with a negative size, covers the status corner")
                        }
                    }
                    try clip.check(FrameCase(sample: stack.sample, frame: frame, kind: FrameCase.inside))
                }
            }
        }
    }

    /// The rules on whole layouts: `strip-derivation`, `initialiser-defaults`, `full-screen-viewers`,
    /// `regular-width-phone` and `story-card`.
    package static func wholeSpaceLayouts(_ helpers: PlacementHelpers = .core) -> Property<LayoutSample> {
        let checks = GatheredChecks([
            stripDerivation(helpers), initialiserDefaults(helpers), fullScreenViewers(helpers), regularWidthPhone(helpers), storyCard(helpers)
        ])
        return Property(
            PropertyID.wholeSpaceLayouts.rawValue, source: .section("Strips"), summary: "the rules on whole layouts hold over the whole input space",
            generator: .wholeSpaceLayouts, labels: { WholeSpaceLabel.labels(of: $0.layout) },
            coverage: WholeSpaceLabel.everyRegionDrawnInTheWholeSpace
        ) { sample in
            try checks.check(sample)
        }
    }
}

extension WholeSpaceLabel {
    /// A requirement per region for a property drawing ``Gen/wholeSpaceLayouts`` itself, where each is drawn in 7% to
    /// 40% of the cases.
    package static let everyRegionDrawnInTheWholeSpace: [CoverageRequirement] = all.map { CoverageRequirement(label: $0, minimumFraction: 0.03) }
}
