import Foundation
import DuoCheckEngine
import DuoGeometry

extension PropertyCatalogue {
    /// The properties of this file, each with where its expected values come from.
    static let islandProperties: [PropertyDeclaration] = [
        PropertyDeclaration(
            LayoutProperties.topBarClearsIsland, oracle: .spec, .table,
            says: "the island from the table; 16, 134 and the window's centre; each posture's trailing edge (`PostureFrames`)"),
        PropertyDeclaration(
            LayoutProperties.ridingRowClearsIsland, oracle: .geometry,
            says: "overlap of the control with the island (`Oracle.overlaps`), also a hair inside and outside its rows"),
        PropertyDeclaration(
            LayoutProperties.clockLineAndPopUps, oracle: .spec, .decision, .geometry,
            says:
                "the clock line 47 and its mirror `H - 47` (904 in UP), raised to the home indicator past 54 (a decision); the raster band; the island's bottom"
        ),
        PropertyDeclaration(LayoutProperties.fullScreenViewers, oracle: .geometry, says: "the window, or the window below the safe top"),
        PropertyDeclaration(
            LayoutProperties.wholeSpaceIslandRows, oracle: .geometry, .spec, .decision,
            says: "the checks of `riding-row-clears-island` and `clock-line-and-pop-ups`, each with its own oracle")
    ]
}

extension LayoutProperties {
    /// Rule 4: "top bars use the compact status height (16), trailing buttons move left by 134, the title stays
    /// centred". Beside an island the trailing buttons move exactly as far as the island reaches past the safe
    /// right inset, no further; elsewhere nothing moves and the status height is the full one. The spec gives these
    /// for UP's island; beside a top-corner block of another kind they are the decision `islandsBeyondThePosture`.
    /// A legacy host reads the same inset for its window (134 for UP's, 0 for any other).
    package static func topBarClearsIsland(_ helpers: PlacementHelpers = .core) -> Property<ContainerCase> {
        Property(
            PropertyID.topBarClearsIsland.rawValue, source: .rule(4), summary: "top bars: status height 16, trailing buttons clear, title centred",
            generator: .containers(in: .frequency([(2, .islandLayoutsOfAnyStatus), (3, .anyLayout), (1, .crowdedIslandLayouts)])),
            labels: { $0.sample.labels },
            coverage: everyPostureDrawn
        ) { item in
            let layout = item.layout
            let oracle = ExpectedLayout(item.sample)
            let W = layout.size.width
            // The spec gives the top bar's island rules for UP's island; any other top-corner block is read by a decision.
            try decided(.islandsBeyondThePosture, when: !Self.topBlocksAreOfUPsKind(item.sample)) {
                try requireTopBarClearsIsland(item, oracle: oracle, helpers: helpers)
            }
            try requireEqual(helpers.navigationBarTitleCenterX(layout), W / 2, "the title's centre")
            let hosted = item.sample.posture.map { SpecPosture.of($0) }
            try requireEqual(
                helpers.legacyHostStatusIslandTrailingInset(layout.size, hosted?.interfaceOrientation ?? .portrait),
                expectedHostedTrailingInset(size: layout.size, orientation: hosted?.interfaceOrientation ?? .portrait),
                "a legacy host's status island inset")
        }
    }

    /// Rule 4: "sheets that rise with scrolling slide their top-right control clear by the row's current
    /// position": a control in the row's corner on the island's side moves exactly clear of the island while its
    /// row overlaps the island's rows (so its edge meets the island's), and does not move at all otherwise; also for
    /// rows starting just inside or outside the island's bottom, or ending just inside or outside the window's top,
    /// and rows a hair tall around the window's top (a quarter point, half a point, one ulp).
    package static func ridingRowClearsIsland(_ helpers: PlacementHelpers = .core) -> Property<IslandCase> {
        Property(
            PropertyID.ridingRowClearsIsland.rawValue, source: .rule(4), summary: "a control in a row riding with a sheet never overlaps the island",
            generator: .islandRows(in: .islandLayoutsOfAnyStatus), labels: { [$0.sample.name] }
        ) { item in
            let W = item.layout.size.width
            let island = try requireValue(ExpectedLayout(item.sample).island, "no island on an island layout")
            let onLeft = island.minX == 0
            var rows = [(item.rowMinY, item.rowHeight)]
            rows += (SubPoint.values(around: island.height) + SubPoint.values(around: -item.rowHeight)).map { ($0, item.rowHeight) }
            for height in SubPoint.valuesAbove(0) { rows += SubPoint.values(around: -height).map { ($0, height) } }
            for (rowMinY, rowHeight) in rows {
                let shift = helpers.statusIslandTrailingShift(rowMinY, rowHeight, island.height, island.width)
                let unmoved = CGRect(x: onLeft ? 0 : W - item.controlWidth, y: rowMinY, width: item.controlWidth, height: rowHeight)
                let overlapsUnmoved = Oracle.overlaps(unmoved, island)
                try requireEqual(
                    shift, overlapsUnmoved ? island.width : 0,
                    "the shift of a control in a row at \(rowMinY), \(rowHeight) tall, which \(overlapsUnmoved ? "overlaps" : "clears") the island \(island)"
                )
                let moved = unmoved.offsetBy(dx: onLeft ? shift : -shift, dy: 0)
                try require(!Oracle.overlaps(moved, island), "the control \(moved) overlaps the island \(island)")
            }
            try decided(.nonFiniteRidingRowShiftsByTheInset) {
                try requireEqual(
                    helpers.statusIslandTrailingShift(.nan, item.rowHeight, island.height, island.width),
                    HostileInputAnswers.nonFiniteRidingRowShift(inset: island.width), "a row at an unknown position slides clear")
            }
        }
    }

    /// Rule 4: "Editors, camera, stories and full-screen live stream keep their top row on the island's clock
    /// line (centre ≈ 47) and mirror it at the bottom; pop-up cards stay below the island". The top row is centred
    /// at 47 in the band of its own rows (the raster oracle's, clear of the island). The bottom row, between the
    /// safe insets, is centred at H - 47 (904 in UP) while that keeps it above the home indicator, that is up to
    /// 2 * (47 - 20) = 54 tall; a taller one rises to end at the home indicator's top, as every bottom row on the Duo
    /// does (a decision: the mirror of a row taller than the indicator's clearance would cover the indicator, and
    /// past 94 leave the window). A pop-up card starts at the island's bottom or the safe top, whichever is lower
    /// (82 in UP). Besides the drawn row: one whose top lies half a point inside the island, and one 100 tall.
    package static func clockLineAndPopUps(_ helpers: PlacementHelpers = .core) -> Property<IslandCase> {
        Property(
            PropertyID.clockLineAndPopUps.rawValue, source: .rule(4),
            summary: "top row on the clock line, mirrored at the bottom; cards below the island",
            generator: .islandRows(in: .islandLayoutsOfAnyStatus), labels: { [$0.sample.name] }
        ) { item in
            // What an island is beside top blocks not of UP's kind, and so where its rows go, is decided.
            try decided(.islandsBeyondThePosture, when: !topBlocksAreOfUPsKind(item.sample)) { try requireClockLineRows(item, helpers) }
        }
    }

    /// Rule 4's rows on the clock line and pop-up cards for `item`, beside the island the oracle reads.
    static func requireClockLineRows(_ item: IslandCase, _ helpers: PlacementHelpers) throws {
        let layout = item.layout
        let oracle = ExpectedLayout(item.sample)
        let raster = oracle.raster
        let safe = layout.safeInsets
        let W = layout.size.width
        let H = layout.size.height
        let indicator = layout.intrinsicInsets.bottom
        let clockLine = SpecNumbers.clockLineY
        let island = try requireValue(oracle.island, "no island on an island layout")
        let reachingIslandByHalfAPoint = 2 * (clockLine - island.height) + 1
        for height in [item.rowHeight, reachingIslandByHalfAPoint, 100] where height > 0 {
            let top = try requireValue(helpers.statusIslandTopRowFrame(layout, height), "no top row \(height) tall beside the island")
            let band = raster.bandInsets(from: clockLine - height / 2, to: clockLine + height / 2)
            try decided(by: raster.decision(rowFrom: clockLine - height / 2, to: clockLine + height / 2)) {
                try requireEqual(
                    top, CGRect(x: band.left, y: clockLine - height / 2, width: W - band.left - band.right, height: height),
                    "the top row \(height) tall on the clock line")
            }
            try require(top.minY == clockLine - height / 2 && top.height == height, "the top row \(top) is not \(height) tall on the clock line")
            try requireClearOfBlocks(top, in: layout, "the top row \(height) tall")
            let bottom = try requireValue(helpers.statusIslandBottomRowFrame(layout, height), "no bottom row \(height) tall beside the island")
            let mirrorY = H - clockLine - height / 2
            let aboveIndicatorY = H - indicator - height
            try decided(.tallMirrorRises, when: mirrorY > aboveIndicatorY) {
                try requireEqual(
                    bottom, CGRect(x: safe.left, y: Swift.min(mirrorY, aboveIndicatorY), width: W - safe.left - safe.right, height: height),
                    "the bottom row \(height) tall, the clock line's mirror (raised to the home indicator's top when taller)")
                try require(bottom.maxY <= H - indicator, "the bottom row \(bottom) covers the home indicator")
            }
            if item.sample.posture == .UP, height <= 54, let mirror = PostureFrames.of(.UP).clockLineMirrorY {
                try requireClose(bottom.midY, mirror, "UP's bottom row centre, 951 - 47")
            }
        }
        // "Pop-up cards stay below the island": a status island lies inside the safe top by definition (a top block no
        // taller than the top inset), so the safe top is below it, and a term for the island's bottom could never
        // decide. The card starts at the safe top, and clears the island.
        // That it starts below the island's bottom follows from the equality and is not checked again.
        try requireEqual(helpers.popUpCardMinY(layout), safe.top, "where a pop-up card may start (the safe top, below the island)")
    }

    /// Rule 5: "Full-screen viewers (browser documents, full-screen mini apps) fill the screen beside the
    /// island" (UP: 0, 0, 669, 951); without an island they start below the safe top, as they always did, and
    /// there is no clock-line row to place, and pop-up cards start at the safe top.
    package static func fullScreenViewers(_ helpers: PlacementHelpers = .core) -> Property<LayoutSample> {
        Property(
            PropertyID.fullScreenViewers.rawValue, source: .rule(5), summary: "full-screen viewers fill the screen beside the island",
            generator: .frequency([(1, .islandLayoutsOfAnyStatus), (2, .anyLayout)]), labels: { $0.labels }
        ) { sample in
            let layout = sample.layout
            let W = layout.size.width
            let H = layout.size.height
            let top = layout.safeInsets.top
            let hasIsland = ExpectedLayout(sample).island != nil
            // What an island is beside top blocks not of UP's kind, and so whether a viewer fills the window, is decided.
            try decided(.islandsBeyondThePosture, when: !topBlocksAreOfUPsKind(sample)) {
                try requireEqual(
                    helpers.fullScreenViewerFrame(layout),
                    hasIsland ? CGRect(x: 0, y: 0, width: W, height: H) : CGRect(x: 0, y: top, width: W, height: H - top),
                    "the viewer's frame")
                if !hasIsland {
                    try requireEqual(helpers.statusIslandTopRowFrame(layout, 44), nil, "a clock-line top row without an island")
                    try requireEqual(helpers.statusIslandBottomRowFrame(layout, 44), nil, "a clock-line bottom row without an island")
                }
            }
            if !hasIsland { try requireEqual(helpers.popUpCardMinY(layout), top, "where a pop-up card may start without an island") }
        }
    }
}

extension LayoutProperties {
    /// Rule 4 over the whole input space: the checks of `riding-row-clears-island` and `clock-line-and-pop-ups` on rows
    /// beside islands drawn from the whole space (``Gen/wholeSpaceIslandLayouts``), where windows and islands are of
    /// sub-point size, a bottom safe inset and intrinsic side insets may be set, and the side across from the island
    /// may keep an inset a fraction of a point off the whole points. The two properties keep their own generator, so
    /// their draws, recorded counterexamples and mutants' shrunk cases stay as they were.
    package static func wholeSpaceIslandRows(_ helpers: PlacementHelpers = .core) -> Property<IslandCase> {
        let checks = GatheredChecks([ridingRowClearsIsland(helpers), clockLineAndPopUps(helpers)])
        return Property(
            PropertyID.wholeSpaceIslandRows.rawValue, source: .rule(4),
            summary: "the rules on rows beside the island hold over the whole input space",
            generator: .islandRows(in: .wholeSpaceIslandLayouts), labels: { WholeSpaceLabel.labels(of: $0.layout) },
            coverage: [WholeSpaceLabel.subPointFoldable, WholeSpaceLabel.bottomSafeInset, WholeSpaceLabel.intrinsicSideInsets].map {
                CoverageRequirement(label: $0, minimumFraction: 0.1)
            }
        ) { item in
            try checks.check(item)
        }
    }
}

extension Gen where Value == LayoutSample {
    /// Layouts with a status island over the whole space, each family of ``WholeSpaceFlags`` on or off (choice 0 on):
    /// the window and the island off the whole points (on the 1/64-point grid, where the checks' sums are exact), a
    /// safe inset at the bottom, intrinsic insets on the sides, and the side across from the island a quarter or half
    /// a point off 0, 16 or 44. The island is a top-corner block no taller than the safe top, as in ``islandLayouts``,
    /// and one window in four has a block in the bottom corner across, reaching up into the clock line's rows. The
    /// whole-column family is not drawn: a block covering the island's column would leave no island to clear.
    package static var wholeSpaceIslandLayouts: Gen<LayoutSample> {
        Gen { source in
            let flags = WholeSpaceFlags(source)
            func value(_ range: ClosedRange<Double>) -> CGFloat {
                let whole = source.point(in: range.lowerBound...range.upperBound - 1, resolution: .whole)
                return flags.subPoint ? whole + source.element(of: [0.5, 0.25, 0.75, 0.125, 0.875, 1.0 / 64]) : whole
            }
            let width = value(300...1100)
            let height = value(300...1100)
            let onLeft = source.bool()
            let islandWidth = value(1...200)
            let islandHeight = value(1...120)
            let top = islandHeight + (source.bool() ? 0 : value(1...40))
            let across = source.element(of: [0, 16, 44] as [CGFloat]) + (flags.fractionOff ? source.element(of: [0.25, 0.5] as [CGFloat]) : 0)
            var blocks = [ReservedCornerBlock(corner: onLeft ? .topLeft : .topRight, width: islandWidth, height: islandHeight)]
            if source.int(in: 0...3) == 0 {
                blocks.append(ReservedCornerBlock(corner: onLeft ? .bottomRight : .bottomLeft, width: 30, height: height - value(40...120)))
            }
            let sides: (left: CGFloat, right: CGFloat) = flags.intrinsicSides ? (source.point(in: 0...60), source.point(in: 0...60)) : (0, 0)
            let layout = ContainerViewLayout(
                size: CGSize(width: width, height: height), metrics: LayoutMetrics(widthClass: .compact), deviceType: .phone,
                safeInsets: EdgeInsets(
                    top: top, left: onLeft ? 0 : across, bottom: flags.bottomSafeInset ? source.point(in: 0...40) : 0, right: onLeft ? across : 0),
                intrinsicInsets: EdgeInsets(left: sides.left, bottom: source.element(of: [0, 20, 21, 34] as [CGFloat]), right: sides.right),
                statusBarHeight: top, reservedCorners: ReservedCorners(blocks), screenCornerRadii: .uniform(55))
            return LayoutSample(name: "synthetic island, whole space", layout: layout, family: .ordinary)
        }
    }
}

/// The status island inset a legacy host reads for a window of `size` in `orientation`: 134 for UP's window in
/// portrait, 0 for every other window (the spec's table decides the posture; FL and FR share a size and differ by
/// orientation).
func expectedHostedTrailingInset(size: CGSize, orientation: InterfaceOrientation) -> CGFloat {
    let matches = SpecPosture.all.filter { $0.window == size }
    let posture = matches.count > 1 ? matches.first { $0.interfaceOrientation == orientation } : matches.first
    guard let posture, posture.isStatusIsland else { return 0 }
    return posture.block.width - posture.safeInsets.right
}

extension LayoutProperties {
    /// Whether the layout's top-corner blocks are those the spec gives the top bar's rules for: a Duo posture's own, or
    /// none, or UP's kind: one island, as tall as the safe top, on a side whose safe inset is 0. UP has one island, so
    /// two or more at the top, at one corner or at both, are beyond the posture, however tall.
    static func topBlocksAreOfUPsKind(_ sample: LayoutSample) -> Bool {
        let layout = sample.layout
        guard sample.posture == nil else { return true }
        let topBlocks = Oracle.blockFrames(of: layout).filter { $0.minY == 0 }
        guard topBlocks.count <= 1 else { return false }
        return topBlocks.allSatisfy { block in
            let inset = block.minX == 0 ? layout.safeInsets.left : layout.safeInsets.right
            return block.height == layout.safeInsets.top && inset == 0
        }
    }

    /// Rule 4's top bar beside the layout's islands: the island it keeps clear of, the compact status height, the
    /// trailing buttons moved left by as much as the island reaches past the safe inset and clear of it, and each
    /// posture's own numbers.
    static func requireTopBarClearsIsland(_ item: ContainerCase, oracle: ExpectedLayout, helpers: PlacementHelpers) throws {
        let layout = item.layout
        let island = oracle.island
        try requireEqual(helpers.topBarStatusIsland(layout), island, "the top bar's status island")
        try requireEqual(
            helpers.statusIslands(layout).sorted { $0.minX < $1.minX }, oracle.islands.sorted { $0.minX < $1.minX }, "the status islands")
        try requireEqual(
            helpers.navigationBarStatusBarHeight(layout), island != nil ? SpecNumbers.compactStatusBarHeight : layout.statusBarHeight ?? 0,
            "the top bar's status height")
        let inset = expectedTrailingButtonsInset(oracle)
        if item.sample.posture == .UP { try requireEqual(inset, 134, "UP's trailing buttons move left by 134 (the oracle's own reading)") }
        try requireEqual(helpers.navigationBarTrailingButtonsInset(layout), inset, "how far the trailing buttons move left")
        let trailing = helpers.navigationBarTrailingButtonsMaxX(layout)
        try requireEqual(trailing, expectedTrailingButtonsMaxX(oracle), "the trailing buttons' right edge (the safe edge, or the island's left edge)")
        if let posture = item.sample.posture {
            let frames = PostureFrames.of(posture)
            try requireEqual(trailing, frames.trailingButtonsMaxX, "\(posture)'s trailing buttons' right edge")
            try requireEqual(helpers.navigationBarStatusBarHeight(layout), frames.topBarStatusHeight, "\(posture)'s top bar status height")
        }
        // A trailing button ending at that edge clears every island at the right edge: the edge is the leftmost one's
        // left edge or further left, exactly, so an overlap check here could never fail on its own and is not made.
    }
}
