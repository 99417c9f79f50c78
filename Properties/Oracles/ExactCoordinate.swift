import Foundation

/// A vertical coordinate held exactly, for the raster oracle: a double and the exact rounding error of the
/// difference it was computed as.
///
/// Every finite `CGFloat` is a rational number (an integer times a power of two), so comparing two of them is
/// exact; only arithmetic rounds. The raster does one subtraction, a bottom block's top row `H - height`, and
/// that difference is kept unrounded as Knuth's TwoSum gives it: `rounded` is the double nearest the difference
/// and `error` the exact remainder (`rounded + error` is the true value, `|error|` at most half an ulp of
/// `rounded`). The pair is unique for each value, and since rounding to nearest never reverses an order,
/// comparing `rounded` first and `error` second orders the true values. A row one ulp above or below a block's
/// edge is therefore compared with the edge itself, never with a rounded stand-in for it. (With the window sizes
/// and block heights the generators draw, whole points or 64ths of a point below 2^53, the difference is exact and
/// `error` is 0. The core compares rows with the rounded `H - height`, as a block's `CGRect` has it; the two would
/// differ only for a row within half an ulp of the edge of a block whose height is not on such a grid, which no
/// generator draws.)
package struct ExactCoordinate: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The double nearest the value.
    package let rounded: Double
    /// The exact remainder: the value is `rounded + error`.
    package let error: Double

    /// The value `value` itself.
    package init(_ value: CGFloat) {
        rounded = Double(value)
        error = 0
    }

    /// The exact difference `a - b` of two finite values whose difference does not overflow (TwoSum of `a`
    /// and `-b`).
    package init(_ a: CGFloat, minus b: CGFloat) {
        let x = Double(a)
        let y = -Double(b)
        let sum = x + y
        let yPart = sum - x
        let xPart = sum - yPart
        rounded = sum + 0  // -0.0 reads as 0.0, so that equal values compare equal field by field
        error = (x - xPart) + (y - yPart) + 0
    }

    /// Whether the value is finite.
    package var isFinite: Bool { rounded.isFinite && error.isFinite }

    package static func < (lhs: ExactCoordinate, rhs: ExactCoordinate) -> Bool {
        lhs.rounded < rhs.rounded || (lhs.rounded == rhs.rounded && lhs.error < rhs.error)
    }

    package static func == (lhs: ExactCoordinate, rhs: ExactCoordinate) -> Bool {
        lhs.rounded == rhs.rounded && lhs.error == rhs.error
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(rounded + 0)
        hasher.combine(error + 0)
    }

    package var description: String { error == 0 ? "\(rounded)" : "\(rounded) + \(error)" }
}
