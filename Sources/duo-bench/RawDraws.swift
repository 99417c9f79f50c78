import DuoCheckEngine
import DuoGeometry
import DuoProperties
import Foundation

/// Where a hand-written loop's values come from. The loops and `RawTables` are written once against
/// this, and run two ways:
///
/// - ``RawRandom``, the raw side of every pair: values straight from a ``Xoshiro256StarStar``, with no
///   choice source, no recorded choices, no edge-case bias and no closures;
/// - ``SourcedDraws``: the same loop drawing through the engine's ``ChoiceSource`` exactly as the suites'
///   generators do (each choice recorded, draws biased toward the bounds and the spec's constants), but
///   still with no generator closures, no case values and no runner. Its instruction count, between the
///   raw loop's and the harness's, splits the harness's cost into what the draws' contract costs and
///   what the generators' and runner's structure costs.
///
/// The draws mirror the suites' generators (the same ranges, resolutions and weights), so each case
/// builds the same kind of value the harness builds.
protocol RawDraws {
    /// Starts case `index` of `configuration`, seeded exactly as the runner seeds that case.
    mutating func startCase(_ index: Int, of configuration: RunConfiguration)
    /// A number in `0...bound`, uniformly (a structural choice: which kind, whether to continue).
    mutating func upTo(_ bound: UInt64) -> UInt64
    /// A number in `0...bound` as `ChoiceSource.int(in:)` draws it (favoring the bounds, where biased).
    mutating func integer(upTo bound: UInt64) -> UInt64
    /// A coordinate in `lower...upper` at `resolution`, as `ChoiceSource.point(in:resolution:)` draws it.
    mutating func point(_ lower: Double, _ upper: Double, _ resolution: DoubleResolution) -> CGFloat
    /// A row in `lower...upper` of `layout`'s window, as `ChoiceSource.point(in:favoringRowsOf:)` draws it.
    mutating func row(_ lower: Double, _ upper: Double, of layout: ContainerViewLayout) -> CGFloat
}

extension RawDraws {
    @inline(__always)
    mutating func index(below count: Int) -> Int {
        Int(upTo(UInt64(count - 1)))
    }

    @inline(__always)
    mutating func bool() -> Bool {
        upTo(1) == 1
    }

    @inline(__always)
    mutating func point(_ lower: Double, _ upper: Double) -> CGFloat {
        point(lower, upper, .half)
    }
}

/// Values straight from the PRNG: the raw side of every pair.
struct RawRandom: RawDraws {
    var generator = Xoshiro256StarStar(seed: 0)

    @inline(__always)
    mutating func startCase(_ index: Int, of configuration: RunConfiguration) {
        generator = Xoshiro256StarStar(seed: configuration.seed(forCase: index))
    }

    /// No draw when the bound leaves no choice, as in the choice source.
    @inline(__always)
    mutating func upTo(_ bound: UInt64) -> UInt64 {
        bound == 0 ? 0 : generator.next(upTo: bound)
    }

    @inline(__always)
    mutating func integer(upTo bound: UInt64) -> UInt64 {
        upTo(bound)
    }

    /// As `Gen.double(in:resolution:)` lays out its steps: from the lower bound for a range at or above 0 (every
    /// range the loops draw but a row's, which may start above the window).
    @inline(__always)
    mutating func point(_ lower: Double, _ upper: Double, _ resolution: DoubleResolution) -> CGFloat {
        if lower < 0 { return signedPoint(lower, upper, resolution) }
        let width = upper - lower
        switch resolution {
        case .whole:
            let step = upTo(UInt64(width.rounded(.down)))
            return CGFloat(min(lower + Double(step), upper))
        case .half:
            let step = upTo(UInt64((width * 2).rounded(.down)))
            return CGFloat(min(lower + Double(step) * 0.5, upper))
        case .any:
            let stepBound = UInt64(width.rounded(.down))
            let fraction = Gen<Double>.fraction(choice: upTo(1 << 52))
            let step = upTo(stepBound)
            let stepWidth = step == stepBound ? width - Double(stepBound) : 1
            return CGFloat(min(lower + Double(step) + fraction * stepWidth, upper))
        }
    }

    @inline(__always)
    mutating func row(_ lower: Double, _ upper: Double, of layout: ContainerViewLayout) -> CGFloat {
        point(lower, upper, .half)
    }

    /// A point of a range that starts below 0, at `.whole` or `.half`: steps counted from 0, alternately above
    /// and below it (0, +1, -1, …), the longer side's remaining steps after the shorter side runs out.
    @inline(never)
    mutating func signedPoint(_ lower: Double, _ upper: Double, _ resolution: DoubleResolution) -> CGFloat {
        let stepSize: Double = resolution == .half ? 0.5 : 1
        if upper <= 0 { return CGFloat(max(upper - Double(upTo(UInt64((upper - lower) / stepSize))) * stepSize, lower)) }
        let below = UInt64(-lower / stepSize)
        let above = UInt64(upper / stepSize)
        let choice = upTo(below + above)
        let shorter = min(below, above)
        let (magnitude, isNegative): (UInt64, Bool) =
            choice <= 2 * shorter
            ? ((choice + 1) / 2, choice != 0 && choice % 2 == 0) : (choice - shorter, below > above)
        let distance = Double(magnitude) * stepSize
        return CGFloat(isNegative ? max(-distance, lower) : min(distance, upper))
    }
}

/// Values drawn through one reused ``ChoiceSource``, with the suites' own draw calls.
struct SourcedDraws: RawDraws {
    let source = ChoiceSource(seed: 0)

    @inline(__always)
    func startCase(_ index: Int, of configuration: RunConfiguration) {
        source.reset(seed: configuration.seed(forCase: index))
    }

    @inline(__always)
    func upTo(_ bound: UInt64) -> UInt64 {
        source.draw(upTo: bound)
    }

    @inline(__always)
    func integer(upTo bound: UInt64) -> UInt64 {
        UInt64(source.int(in: 0...Int(bound)))
    }

    @inline(__always)
    func point(_ lower: Double, _ upper: Double, _ resolution: DoubleResolution) -> CGFloat {
        source.point(in: lower...upper, resolution: resolution)
    }

    @inline(__always)
    func row(_ lower: Double, _ upper: Double, of layout: ContainerViewLayout) -> CGFloat {
        source.point(in: lower...upper, favoringRowsOf: layout)
    }
}
