import Foundation
import DuoGeometry

/// One row of a posture worked out by hand from the spec's posture table, with the side insets the spec's rule
/// gives it (``PostureRowTable``).
package struct PostureRow: Sendable, CustomStringConvertible {
    /// The posture.
    package let posture: DuoPosture
    /// The row's first end, as given (a reversed row gives its bottom first).
    package let minY: CGFloat
    /// The row's second end.
    package let maxY: CGFloat
    /// The left inset the row keeps.
    package let left: CGFloat
    /// The right inset the row keeps.
    package let right: CGFloat
    /// Why, in the spec's words.
    package let why: String

    package var description: String { "\(posture) row \(minY)..\(maxY) (\(why))" }
}

/// The five postures' answers for a set of rows and for the bottom edge, worked out by hand from the spec's
/// posture table ("The device"), literally: no formula, no helper. Each row names why it keeps what it keeps.
///
/// The blocks' rows, from the table: FP's top-right 84x170 covers rows 0..170 (strip y 170..678); FL's
/// bottom-right 84x82 rows 384..466 (strip y 0..384); FR's top-left 84x84 rows 0..84 (strip y 84..466); UP's
/// top-right 134x82 island rows 0..82 (no strip; the right side is widened to the island where it reaches, a
/// decision); UL's top-right 84x120 rows 0..120 (strip y 120..669). The boundaries follow ``ReachDecisions``.
package enum PostureRowTable {
    private static func row(_ posture: DuoPosture, _ minY: CGFloat, _ maxY: CGFloat, left: CGFloat = 0, right: CGFloat = 0, _ why: String)
        -> PostureRow
    {
        PostureRow(posture: posture, minY: minY, maxY: maxY, left: left, right: right, why: why)
    }

    /// The rows.
    package static let rows: [PostureRow] = [
        row(.FP, 0, 10, right: 84, "the block reaches the row"),
        row(.FP, 0, 170, right: 84, "the block's own rows"),
        row(.FP, 169.5, 170, right: 84, "half a point of the block's rows"),
        row(.FP, 169.75, 170.25, right: 84, "a quarter point either side of the block's edge"),
        row(.FP, 170, 250, "touching the block's bottom edge exactly"),
        row(.FP, 170.25, 250, "a quarter point below the block"),
        row(.FP, 200, 250, "the strip's rows"),
        row(.FP, 600, 678, "the bottom rows"),
        row(.FP, 100, 100, right: 84, "no height, inside the block's rows"),
        row(.FP, 170, 170, "no height, on the block's edge"),
        row(.FP, 0, 0, "no height, on the window's top edge, which is the block's"),
        row(.FP, 250, 0, right: 84, "reversed: the same row as 0..250"),
        row(.FP, -50, -1, "above the window"),
        row(.FP, -10, 0, "touching the block's top edge from above"),
        row(.FP, -10, 0.5, right: 84, "half a point into the block from above"),
        row(.FP, 0, 678, right: 84, "the whole window"),
        row(.FL, 0, 10, "the strip's rows: the block is at the bottom"),
        row(.FL, 300, 384, "touching the block's top edge exactly"),
        row(.FL, 300, 384.5, right: 84, "half a point into the block"),
        row(.FL, 383.75, 384, "a quarter point above the block, touching it"),
        row(.FL, 384, 466, right: 84, "the block's own rows"),
        row(.FL, 400, 400, right: 84, "no height, inside the block's rows"),
        row(.FL, 384, 384, "no height, on the block's edge"),
        row(.FL, 466, 466, "no height, on the window's bottom edge, which is the block's"),
        row(.FL, 466, 500, "below the window, touching the block's bottom edge"),
        row(.FL, 466, 0, right: 84, "reversed: the whole window"),
        row(.FR, 0, 10, left: 84, "the block reaches the row"),
        row(.FR, 83, 84, left: 84, "the block's last point of rows"),
        row(.FR, 83.75, 84.25, left: 84, "a quarter point either side of the block's edge"),
        row(.FR, 84, 100, "touching the block's bottom edge exactly"),
        row(.FR, 42, 42, left: 84, "no height, inside the block's rows"),
        row(.FR, 84, 84, "no height, on the block's edge"),
        row(.FR, 400, 466, "the bottom rows"),
        row(.UP, 0, 10, right: 134, "the island reaches the row: the right side, no strip, is widened to it"),
        row(.UP, 39, 55, right: 134, "a 16-point row on the clock line"),
        row(.UP, 81.5, 82, right: 134, "half a point of the island's rows"),
        row(.UP, 82, 100, "touching the island's bottom edge exactly"),
        row(.UP, 82, 82, "no height, on the island's edge"),
        row(.UP, 47, 47, right: 134, "no height, on the clock line"),
        row(.UP, 896, 912, "the clock line's mirror at the bottom"),
        row(.UP, -16, 0, "above the window, touching the island"),
        row(.UL, 0, 10, right: 84, "the block reaches the row"),
        row(.UL, 119, 120, right: 84, "the block's last point of rows"),
        row(.UL, 120, 200, "touching the block's bottom edge exactly"),
        row(.UL, 120, 120, "no height, on the block's edge"),
        row(.UL, 60, 60, right: 84, "no height, inside the block's rows"),
        row(.UL, 600, 669, "the bottom rows")
    ]

    /// The rows of `posture`.
    package static func rows(of posture: DuoPosture) -> [PostureRow] { rows.filter { $0.posture == posture } }

    /// The side insets of a row at the bottom edge in each posture: "which at the bottom is only FL's bottom-right
    /// block".
    package static func bottomEdge(of posture: DuoPosture) -> (left: CGFloat, right: CGFloat) {
        switch posture {
        case .FL: return (0, 84)
        case .FP, .FR, .UP, .UL: return (0, 0)
        }
    }
}
