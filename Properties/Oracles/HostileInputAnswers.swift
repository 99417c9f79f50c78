import Foundation
import DuoGeometry

/// The answers the core documents for non-finite and out-of-range input (docs/geometry.md), each stated once, for
/// the robustness property. A helper never traps on such input; these say what it returns instead.
package enum HostileInputAnswers {
    /// The largest magnitude of input whose every answer is finite (``Decision/finiteInputFiniteAnswer``): far beyond
    /// any screen, and far enough below `Double`'s largest (about 1.8e308) that the helpers' sums and small multiples
    /// cannot overflow.
    package static let largestOrdinaryMagnitude: CGFloat = 1e300

    /// A row with a NaN or infinite end reaches every block of positive height (``ReachDecisions``): a strip side
    /// keeps its safe inset where it has such a block, else spans; a side without a strip keeps its safe inset,
    /// widened to its widest such block. Nil for a side whose safe inset is itself not finite (no answer is stated).
    package static func nonFiniteRowInset(_ side: HorizontalEdge, in oracle: ExpectedLayout) -> CGFloat? {
        let safe = oracle.safeInset(side)
        guard safe.isFinite else { return nil }
        let reaching = oracle.ownBlocks(side).map(\.block).filter { $0.height > 0 }
        if oracle.isStripSide(side) { return reaching.isEmpty ? 0 : safe }
        return reaching.reduce(safe) { Swift.max($0, $1.width) }
    }

    /// A frame with a NaN or infinite value covers no status corner.
    package static let nonFiniteFrameCoversACorner = false
    /// A frame with a NaN or infinite value clips to nothing: `CGRect.null`.
    package static let nonFiniteFrameClip = CGRect.null
    /// A NaN dismiss offset moves a card nowhere: its frame is the resting one.
    package static let nanDismissOffset: CGFloat = 0
    /// A NaN inset leaves every concentric radius at 0 (`max(0, r - d)` is taken as 0 when `r - d` is not a number).
    package static let nanInsetRadius: CGFloat = 0
    /// A control in a row at a NaN or infinite position, of a non-finite height, or beside an island of a non-finite
    /// height, slides by the whole inset (the answer that never overlaps).
    package static func nonFiniteRidingRowShift(inset: CGFloat) -> CGFloat { inset }
    /// The counts a side tab bar takes: 1 to 8 items; any other count places none.
    package static let sideTabBarCounts = 1...8
    /// A window of infinite height leaves a side tab bar no finite room: it places none.
    package static let sideTabBarInAnInfiniteWindowIsPlaced = false
    /// In a window whose size is not finite, nothing shows: the legacy clip is `CGRect.null`.
    package static let legacyClipInANonFiniteWindow = CGRect.null
    /// A negative count of column shapes or platters pairs none.
    package static let pairsOfANegativeCount = 0
}
