import Foundation
import DuoCheckEngine
import DuoGeometry

/// The spec's constants, which the generators' edge-case bias favours: the block sizes (84, 170, 82, 134,
/// 120), the compact status height (16), the home indicator (20), the off-axis distance (42), the clock line
/// (47), the corner radii (55, 59, 8), the editor lift (62), a phone's width (375), the container caps (414,
/// 428) and each posture's window (466, 678, 669, 951).
public let specConstants: [Double] = [8, 16, 20, 42, 47, 55, 59, 62, 82, 84, 120, 134, 170, 375, 384, 414, 428, 466, 669, 678, 951]

extension Gen where Value == CGFloat {
    /// A coordinate in `range` at `resolution`, biased toward the range's ends, the spec's constants and
    /// any `constants` of the case at hand (a window's own numbers).
    public static func point(
        in range: ClosedRange<Double>, resolution: DoubleResolution = .half, constants: [Double] = []
    ) -> Gen<CGFloat> {
        // The engine keeps only the constants inside the range, and only on an edge-case turn.
        Gen<Double>.double(in: range, resolution: resolution, constants: constants.isEmpty ? specConstants : specConstants + constants).map { CGFloat($0) }
    }
}
