import Foundation
import DuoCheckEngine
import DuoGeometry

// The places of the camera's and the editor's bottom rows, stated as relations of the row to the lines it is
// measured from (the clock line's mirror, the preview's bottom, the home indicator), never as the core's arithmetic.

extension LayoutProperties {
    /// A bottom row `h` tall beside the island mirrors the top row (rule 4): centred on the clock line's mirror,
    /// `H - 47`, unless a row centred there would end below the home indicator's top, where it rises to end at that
    /// top instead (``Decision/tallMirrorRises``).
    static func requireMirroredRow(_ row: CGRect, in layout: ContainerViewLayout, height h: CGFloat, _ what: String) throws {
        let H = layout.size.height
        let indicatorTop = H - layout.intrinsicInsets.bottom
        let mirror = H - SpecNumbers.clockLineY
        let reachesIndicator = mirror + h / 2 > indicatorTop
        try decided(.tallMirrorRises, when: reachesIndicator) {
            if reachesIndicator {
                try requireClose(row.maxY, indicatorTop, "\(what) risen to end at the home indicator's top, \(indicatorTop)")
            } else {
                try requireClose(row.midY, mirror, "\(what) centred on the clock line's mirror, \(mirror)")
            }
        }
    }

    /// The camera's controls `h` tall under a preview no taller than the screen: centred to the point in the space
    /// between the preview's bottom and the home indicator (the same whole number of points above, at most 2 more
    /// below), or, where that row would end lower than `lift` above the indicator, higher than centred and ending
    /// exactly `lift` above it (`lift` is ``DecidedNumbers/cameraControlsLift``, the decision's number). Read by its
    /// fields, so that a row of any height, or of a hostile one, is what was asked.
    static func requireControlsBelowShorterPreview(_ controls: CGRect, preview: CGRect, in layout: ContainerViewLayout, height h: CGFloat) throws {
        let H = layout.size.height
        let indicator = layout.intrinsicInsets.bottom
        let lift = DecidedNumbers.cameraControlsLift
        // The gaps are differences of sums, so they are compared to within the rounding of those sums.
        let rounding = 1e-9 * Swift.max(1, abs(H), abs(h))
        let liftLine = H - indicator - lift
        let above = controls.origin.y - preview.maxY
        let below = (H - indicator) - (controls.origin.y + h)
        if abs(above - above.rounded()) <= rounding && below - above >= -rounding && below - above < 2 + rounding {
            try decided(.cameraControlsLift) {
                try require(
                    controls.origin.y + h <= liftLine + rounding,
                    "the controls \(controls) sit centred below the row \(lift) above the home indicator")
            }
            return
        }
        try require(
            below - above >= -rounding && below >= -rounding,
            "the controls \(controls) under a shorter preview ending at \(preview.maxY): neither centred above the home indicator nor higher and above it"
        )
        try decided(.cameraControlsLift) {
            try requireIdentical(controls.origin.y, liftLine - h, "the controls' top \(controls), lifted \(lift) above the home indicator")
        }
    }

    /// The editor's bar `h` tall under a preview no taller than the screen: it ends above both the preview's bottom
    /// and the home indicator, ``DecidedNumbers/editorBarPreviewGap`` above the higher of the two (the decision).
    static func requireBarBelowShorterPreview(_ bar: CGRect, preview: CGRect, in layout: ContainerViewLayout, height h: CGFloat) throws {
        let H = layout.size.height
        let rounding = 1e-9 * Swift.max(1, abs(H), abs(h))
        let higherEnd = Swift.min(preview.maxY, H - layout.intrinsicInsets.bottom)
        try require(
            bar.origin.y + h <= higherEnd + rounding, "the bar \(bar) ends below the preview's bottom or the home indicator, \(higherEnd)")
        try decided(.editorBarPreviewGap) {
            try requireIdentical(bar.origin.y, higherEnd - DecidedNumbers.editorBarPreviewGap - h, "the bar's top under a shorter preview")
        }
    }
}
