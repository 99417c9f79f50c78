import Foundation
import DuoCheckEngine
import DuoGeometry

// The answers the robustness property checks helper by helper, as the helper declarations state them
// (`HelperDeclaration`, in `*Helpers.swift`): the spec's rules, which do not depend on a value being finite (a device
// type, the posture table, rule 10's pairing), decisions for non-finite rows, frames, radii, riding rows, counts and
// story cards, and rules that are arithmetic of their inputs carried through IEEE arithmetic on every value
// (``Decision/rulesHoldOnEveryValue``); and the collapse law on hostile ordinary layouts. docs/properties.md prints
// which helpers have no stated answer on hostile input, and why, from the declarations.

extension LayoutProperties {
    /// The rules that read no value of the layout's geometry, as the helper declarations state them (each a
    /// ``HostileAnswer/rule(_:_:)``, in their order): iPad behaviour is the device type; a regular-width phone refuses
    /// rotation and gives its modals compact metrics; hosted lookup finds only the spec's windows; pairing is by index,
    /// from the column's top and from the row's edge, for any count; an environment carries the layout's insets,
    /// blocks and full status height.
    static func requireRulesOnHostileInput(_ item: HostileCase, _ helpers: PlacementHelpers) throws {
        for answer in HelperCatalogue.ruleAnswers { try answer.check(item, helpers) }
    }

    /// A modal's layout: a regular-width phone's modals get compact metrics, and nothing else changes (the window,
    /// the insets and the blocks, bit for bit).
    static func requireModalOnHostileInput(_ item: HostileCase, _ helpers: PlacementHelpers) throws {
        let layout = item.layout
        let isRegularPhone = layout.deviceType == .phone && layout.metrics.widthClass == .regular
        let modal = helpers.forOptionalFloatingPresentation(layout)
        try decided(.deviceTypeWithoutBlocks, when: SyntheticDevice.modalAndRotationAreDecided(layout)) {
            try requireEqual(modal.metrics, isRegularPhone ? .compact : layout.metrics, "a modal's metrics")
        }
        try require(
            Oracle.identical(CGRect(origin: .zero, size: modal.size), CGRect(origin: .zero, size: layout.size))
                && Oracle.identical(modal.safeInsets, layout.safeInsets) && identicalBlocks(modal.reservedCorners, layout.reservedCorners),
            "a modal's layout \(modal) keeps the window, insets and blocks of \(layout)")
    }

    /// Whether a block of the table has a NaN or infinite width or height: a hostile table, on which whether a side
    /// has a strip, and so whether a block is an island, is no reading of the spec (``HelperReason/hostileTable``).
    static func hasNonFiniteBlock(_ layout: ContainerViewLayout) -> Bool {
        layout.reservedCorners.contains { !$0.width.isFinite || !$0.height.isFinite }
    }

    /// Whether the layout has a status island, by its definition read from the blocks' fields: a top block of
    /// positive height no taller than the safe top, on a side without a strip. A block's frame is no help once the
    /// window's width is NaN (a rectangle with a NaN has no standard edges). The rules that are arithmetic of the
    /// layout's values (``Decision/rulesHoldOnEveryValue``) give the full status height, pop-up cards and viewers at
    /// the safe top without an island, and a viewer filling the window beside one.
    static func hasStatusIsland(_ layout: ContainerViewLayout) -> Bool {
        let oracle = ExpectedLayout(layout)
        return layout.reservedCorners.contains { block in
            Oracle.isTop(block.corner) && block.height > 0 && block.height <= layout.safeInsets.top
                && !oracle.isStripSide(Oracle.isLeft(block.corner) ? .left : .right)
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
        let sheet = helpers.sheetBottomCornerRadii(radii, inset)
        let clip = helpers.innerClipCornerRadii(radii, inset)
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
        let layout = item.layout
        let safe = layout.safeInsets
        let frame = item.frame
        let values = [
            layout.size.width, layout.size.height, safe.top, safe.left, safe.right, safe.bottom, layout.intrinsicInsets.bottom,
            layout.intrinsicInsets.top, layout.statusBarHeight ?? 0, layout.screenCornerRadii.bottomLeft, layout.inputHeight ?? 0,
            item.minY, item.maxY, frame.origin.x, frame.origin.y, frame.size.width, frame.size.height
        ]
        let isNegativeZero = { (value: CGFloat) in value == 0 && value.sign == .minus }
        // The legacy expressions know one screen corner radius, so a layout whose corners differ is no device they
        // describe: the law's layouts have equal radii as they have equal side insets.
        let radii = layout.screenCornerRadii
        let oneRadius = [radii.topLeft, radii.topRight, radii.bottomRight].allSatisfy { $0 == radii.bottomLeft }
        guard layout.reservedCorners.isEmpty, safe.left == safe.right, oneRadius, values.allSatisfy(\.isFinite),
            !values.contains(where: isNegativeZero)
        else {
            return
        }
        let band = BandCase(sample: item.sample, minY: item.minY, maxY: item.maxY, kind: "hostile")
        let cards = [PresentedCard(frame: frame, style: .white)]
        try requireCollapse(CollapseCase(band: band, margin: abs(item.minY), height: abs(item.maxY), behind: .black, cards: cards), helpers)
    }
}
