import Foundation
import DuoCheckEngine
import DuoGeometry

// The answers the robustness property checks helper by helper, beyond the decisions pinned for non-finite rows,
// frames, radii, riding rows, counts and story cards (`RobustnessProperty.swift`). Each is the spec's rule, which
// does not depend on a value being finite (a device type, the posture table, rule 10's pairing), or a rule that is
// arithmetic of its inputs carried through IEEE arithmetic on every value (``Decision/rulesHoldOnEveryValue``).
// docs/properties.md says which helpers have no stated answer on hostile input, and why.

extension LayoutProperties {
    /// The rules that read no value of the layout's geometry: iPad behaviour is the device type; a regular-width phone
    /// refuses rotation and gives its modals compact metrics; hosted lookup finds only the spec's windows; pairing is
    /// by index, from the column's top and from the row's edge, for any count; an environment carries the layout's
    /// insets, blocks and full status height.
    static func requireRulesOnHostileInput(_ item: HostileCase, _ helpers: PlacementHelpers) throws {
        let layout = item.layout, isRegularPhone = layout.deviceType == .phone && layout.metrics.widthClass == .regular
        try requireEqual(helpers.usesTabletBehaviour(layout), layout.deviceType == .tablet, "iPad behaviour on \(layout.deviceType)")
        try requireEqual(helpers.acceptsProgrammaticRotation(layout), !isRegularPhone, "programmatic rotation")
        let modal = helpers.forOptionalFloatingPresentation(layout)
        try requireEqual(modal.metrics, isRegularPhone ? .compact : layout.metrics, "a modal's metrics")
        try require(
            Oracle.identical(CGRect(origin: .zero, size: modal.size), CGRect(origin: .zero, size: layout.size))
                && Oracle.identical(modal.safeInsets, layout.safeInsets) && identicalBlocks(modal.reservedCorners, layout.reservedCorners),
            "a modal's layout \(modal) keeps the window, insets and blocks of \(layout)")
        let matches = SpecPosture.all.filter { $0.window == layout.size }
        let hosted = matches.count > 1 ? matches.first { $0.interfaceOrientation == .landscapeLeft } : matches.first
        try requireEqual(
            helpers.reservedCornersForHostedLayout(layout.size, .landscapeLeft).blocks, hosted.map { [$0.block] } ?? [],
            "the hosted corners of a \(layout.size.width)x\(layout.size.height) landscape-left window")
        let count = min(max(item.count, -1), 64), paired = max(0, min(count, 3))
        try requireEqual(helpers.columnShapePairs(count, 3), (0..<paired).map { ShapePair(from: $0, to: $0) }, "column pairs of \(count) shapes")
        try requireEqual(
            helpers.rowPlatterPairs(3, count), (0..<paired).map { ShapePair(from: 2 - $0, to: count - 1 - $0) }, "platter pairs of 3 and \(count)")
        let environment = helpers.environment(layout)
        try require(
            Oracle.identical(environment.safeInsets, layout.safeInsets) && identicalBlocks(environment.reservedCorners, layout.reservedCorners)
                && Oracle.identical(environment.fullStatusBarHeight, layout.statusBarHeight ?? 0),
            "the environment \(environment) does not carry the layout's insets, blocks and full status height")
    }

    /// The rules that are arithmetic of the layout's values, on every value: the title at `W / 2`; a draggable caption's
    /// insets the safe insets; a tall sheet in the safe band; a sheet's content inside the safe band (the legacy
    /// expression on every device); a list's margins the base plus each side's safe inset; concentric radii
    /// `max(0, r - d)` per corner; without an island, the full status height, pop-up cards and viewers at the safe top,
    /// and with one, a viewer filling the window.
    static func requireArithmeticOnHostileInput(_ item: HostileCase, _ helpers: PlacementHelpers) throws {
        let layout = item.layout, safe = layout.safeInsets, W = layout.size.width, H = layout.size.height
        try requireIdentical(helpers.navigationBarTitleCenterX(layout), W / 2, "the title's centre")
        try requireIdentical(helpers.draggableCaptionSideInsets(layout), safe, "a draggable caption's insets")
        try requireIdentical(helpers.resizableSheetPlacement(layout, .tall), RestatedLegacy.sheet(layout), "a tall sheet")
        try requireIdentical(
            helpers.sheetContentBandInsets(layout, item.frame), RestatedLegacy.sheetHeaderCornerInsets(layout, sheet: item.frame),
            "the content insets of a sheet at \(item.frame)")
        let base = item.minY
        try require(
            Oracle.identical(helpers.listSideMargins(layout, base), SideMargins(left: base + safe.left, right: base + safe.right)),
            "a list's margins on the base \(base)")
        for inset in [item.minY, item.maxY] { try requireConcentricRadii(layout.screenCornerRadii, inset: inset, helpers) }
        // The island by its definition, read from the blocks' fields: a block's frame is no help once the window's
        // width is NaN (a rectangle with a NaN has no standard edges).
        let oracle = ExpectedLayout(layout)
        let hasIsland = layout.reservedCorners.contains { block in
            Oracle.isTop(block.corner) && block.height > 0 && block.height <= safe.top
                && !oracle.isStripSide(Oracle.isLeft(block.corner) ? .left : .right)
        }
        if !hasIsland {
            try requireIdentical(helpers.navigationBarStatusBarHeight(layout), RestatedLegacy.statusBarHeight(layout), "the status height")
            try requireIdentical(helpers.popUpCardMinY(layout), RestatedLegacy.popUpCardMinY(layout), "a pop-up card's top")
            try requireIdentical(helpers.fullScreenViewerFrame(layout), RestatedLegacy.fullScreenViewerFrame(layout), "the viewer")
        } else {
            try requireIdentical(helpers.fullScreenViewerFrame(layout), CGRect(x: 0, y: 0, width: W, height: H), "the viewer beside the island")
        }
    }

    /// Whether two tables hold the same blocks, bit for bit (a NaN height equals the same NaN).
    static func identicalBlocks(_ a: ReservedCorners, _ b: ReservedCorners) -> Bool {
        a.blocks.count == b.blocks.count
            && zip(a.blocks, b.blocks).allSatisfy {
                $0.corner == $1.corner && Oracle.identical($0.width, $1.width) && Oracle.identical($0.height, $1.height)
            }
    }

    /// Rule 6 on any inset: each corner's radius is the screen's less the inset where that is positive, else 0.
    static func requireConcentricRadii(_ radii: ScreenCornerRadii, inset: CGFloat, _ helpers: PlacementHelpers) throws {
        func concentric(_ radius: CGFloat) -> CGFloat {
            let value = radius - inset
            return value > 0 ? value : 0
        }
        let sheet = helpers.sheetBottomCornerRadii(radii, inset), clip = helpers.innerClipCornerRadii(radii, inset)
        try require(
            Oracle.identical(sheet.bottomLeft, concentric(radii.bottomLeft)) && Oracle.identical(sheet.bottomRight, concentric(radii.bottomRight)),
            "a sheet's radii \(sheet) at the inset \(inset) of \(radii)")
        let expected = [radii.topLeft, radii.topRight, radii.bottomLeft, radii.bottomRight].map(concentric)
        let actual = [clip.topLeft, clip.topRight, clip.bottomLeft, clip.bottomRight]
        try require(zip(actual, expected).allSatisfy { Oracle.identical($0, $1) }, "an inner clip's radii \(clip) at the inset \(inset) of \(radii)")
    }
}

extension LayoutProperties {
    /// The collapse law on hostile ordinary layouts: a layout without reserved corners whose side insets are equal
    /// (so neither is NaN) gets every helper's legacy expression bit for bit, for negative sizes, `-0.0` and values
    /// near the largest too. The spec's law is not limited to realistic values. Layouts and rows with a NaN or an
    /// infinity are left out: a NaN's bits depend on the operation that made it (an infinity less itself gives
    /// another NaN than a NaN carried through), so "the same bits" says nothing there beyond "not a number".
    /// So are those with a `-0.0`: no device has a window or inset of negative zero, and the helpers' `+ (L - R)` turns
    /// `-0.0` into `0.0` where the legacy expression keeps its sign (the equivalent mutants' zero-sign entries say the same).
    static func requireHostileCollapse(_ item: HostileCase, _ helpers: PlacementHelpers) throws {
        let layout = item.layout, safe = layout.safeInsets, frame = item.frame
        let values = [
            layout.size.width, layout.size.height, safe.top, safe.left, safe.right, safe.bottom, layout.intrinsicInsets.bottom,
            item.minY, item.maxY, frame.origin.x, frame.origin.y, frame.size.width, frame.size.height
        ]
        let isNegativeZero = { (value: CGFloat) in value == 0 && value.sign == .minus }
        guard layout.reservedCorners.isEmpty, safe.left == safe.right, values.allSatisfy(\.isFinite), !values.contains(where: isNegativeZero) else {
            return
        }
        let band = BandCase(sample: item.sample, minY: item.minY, maxY: item.maxY, kind: "hostile")
        let cards = [PresentedCard(frame: frame, style: .white)]
        try requireCollapse(CollapseCase(band: band, margin: abs(item.minY), height: abs(item.maxY), behind: .black, cards: cards), helpers)
    }
}
