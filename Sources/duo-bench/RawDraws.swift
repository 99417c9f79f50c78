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
            let step = upTo(stepBound)
            let fraction = Double(upTo(1 << 52)) * 0x1p-52
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
        let below = UInt64(-lower / stepSize), above = UInt64(upper / stepSize)
        let choice = upTo(below + above)
        let shorter = min(below, above)
        let (magnitude, isNegative): (UInt64, Bool) = choice <= 2 * shorter
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
        UInt64(source.int(in: 0 ... Int(bound)))
    }

    @inline(__always)
    func point(_ lower: Double, _ upper: Double, _ resolution: DoubleResolution) -> CGFloat {
        source.point(in: lower ... upper, resolution: resolution)
    }

    @inline(__always)
    func row(_ lower: Double, _ upper: Double, of layout: ContainerViewLayout) -> CGFloat {
        source.point(in: lower ... upper, favoringRowsOf: layout)
    }
}

/// The fixed tables a hand-written loop would build once: the Duo's five posture layouts and every
/// ordinary device's layout in both orientations.
struct RawTables {
    let duoLayouts: [ContainerViewLayout]
    /// Portrait at `2 * device`, landscape at `2 * device + 1`.
    let ordinaryLayouts: [ContainerViewLayout]

    init() {
        duoLayouts = DuoPosture.allCases.map { ContainerViewLayout.iPhoneDuo($0) }
        ordinaryLayouts = OrdinaryDevice.all.flatMap { [$0.layout(landscape: false), $0.layout(landscape: true)] }
    }

    // MARK: Layout families (the suites' `Gen<LayoutSample>` families)

    func duoPosture(_ random: inout some RawDraws) -> ContainerViewLayout {
        duoLayouts[random.index(below: duoLayouts.count)]
    }

    func ordinaryDevice(_ random: inout some RawDraws) -> ContainerViewLayout {
        let device = random.index(below: ordinaryLayouts.count / 2)
        return ordinaryLayouts[2 * device + (random.bool() ? 1 : 0)]
    }

    func syntheticOrdinaryDevice(_ random: inout some RawDraws) -> ContainerViewLayout {
        let width = random.point(1, 1400, .whole), height = random.point(1, 1400, .whole)
        func inset(upTo limit: CGFloat) -> CGFloat {
            let upper = Double(min(80, floor(limit)))
            return random.upTo(3) < 3 ? random.point(0, upper, .half) : random.point(0, upper, .any)
        }
        let side = inset(upTo: width / 3), top = inset(upTo: height / 3)
        let isTablet = random.bool()
        let bottom = inset(upTo: height / 4), radius = random.point(0, 70, .any)
        return .syntheticOrdinary(width: width, height: height, sideInset: side, topInset: top, isTablet: isTablet, homeIndicator: bottom, cornerRadius: radius)
    }

    static let corners: [ScreenCorner] = [.topRight, .topLeft, .bottomRight, .bottomLeft]

    func syntheticFoldable(_ random: inout some RawDraws) -> ContainerViewLayout {
        let width = random.point(300, 1100, .whole), height = random.point(300, 1100, .whole)
        var table = SyntheticFoldableTable()
        var blockCount = 0
        // One block, then a second with probability 1/2 (the array generator's continue choice).
        repeat {
            let corner = Self.corners[random.index(below: 4)]
            let blockWidth = random.point(1, Double(floor(width / 3)), .whole)
            let blockHeight = random.point(1, Double(floor(height / 3)), .whole)
            table.add(corner: corner, width: blockWidth, height: blockHeight, widenedToTop: random.bool())
            blockCount += 1
        } while blockCount < 2 && random.upTo(1) != 0
        let hasHomeIndicator = random.bool()
        let radii = ScreenCornerRadii(
            topLeft: random.point(0, 62, .whole), topRight: random.point(0, 62, .whole),
            bottomLeft: random.point(0, 62, .whole), bottomRight: random.point(0, 62, .whole))
        return table.layout(width: width, height: height, hasHomeIndicator: hasHomeIndicator, radii: radii, isRegular: random.bool())
    }

    func inconsistentTable(_ random: inout some RawDraws) -> ContainerViewLayout {
        var layout = random.bool() ? syntheticFoldable(&random) : duoPosture(&random)
        let onLeft = random.bool()
        let extra = random.point(1, 40, .whole)
        if onLeft { layout.safeInsets.left += extra } else { layout.safeInsets.right += extra }
        return layout
    }

    /// `Gen<LayoutSample>.anyLayout`: weights 4 Duo, 2 ordinary, 1 synthetic ordinary, 2 synthetic
    /// foldable, 1 inconsistent.
    func anyLayout(_ random: inout some RawDraws) -> ContainerViewLayout {
        switch random.upTo(9) {
        case 0 ..< 4: return duoPosture(&random)
        case 4 ..< 6: return ordinaryDevice(&random)
        case 6: return syntheticOrdinaryDevice(&random)
        case 7 ..< 9: return syntheticFoldable(&random)
        default: return inconsistentTable(&random)
        }
    }

    /// `Gen<LayoutSample>.collapsingLayouts`: real or synthetic ordinary devices, equally likely.
    func collapsingLayout(_ random: inout some RawDraws) -> ContainerViewLayout {
        random.bool() ? syntheticOrdinaryDevice(&random) : ordinaryDevice(&random)
    }

    // MARK: Rows and frames

    /// `Gen<BandCase>.bands(in:)`: a row anywhere (weight 3), touching or straddling a block's edge (2, when
    /// a block has an edge inside the window), of zero height (1), at the bottom edge (1), reversed (1), or past
    /// the window's edges (1). `edges` is scratch space that the loop keeps from case to case.
    func band(in layout: ContainerViewLayout, edges: inout [CGFloat], _ random: inout some RawDraws) -> (minY: CGFloat, maxY: CGFloat) {
        let height = layout.size.height
        edges.removeAll(keepingCapacity: true)
        for block in layout.reservedCorners {
            let rows = block.rows(containerHeight: height)
            if rows.minY > 0 && rows.minY < height { edges.append(rows.minY) }
            if rows.maxY > 0 && rows.maxY < height { edges.append(rows.maxY) }
        }
        let h = Double(height)
        var ticket = random.upTo(edges.isEmpty ? 6 : 8)
        if ticket < 3 {
            let top = random.row(0, h, of: layout)
            return (top, random.row(Double(top), h, of: layout))
        }
        if !edges.isEmpty {
            if ticket < 5 {
                let edge = edges[random.index(below: edges.count)]
                let below = random.bool()
                let extent = random.point(0, h)
                let overlap = CGFloat(random.index(below: 3)) / 2
                return below ? (max(edge - overlap, 0), min(edge + extent, height)) : (max(edge - extent, 0), min(edge + overlap, height))
            }
            ticket -= 2
        }
        switch ticket {
        case 3:
            let top = random.row(0, h, of: layout)
            return (top, top)
        case 4:
            return (height - random.point(0, h), height)
        case 5:
            let top = random.row(0, h, of: layout)
            return (random.row(Double(top), h, of: layout), top)
        default:
            let top = random.row(-200, h, of: layout)
            return (top, random.row(max(0, Double(top)), h + 200, of: layout))
        }
    }

    /// `Gen<FrameCase>.frames(in:)`, frame only: inside the window, touching its edges, or parked just
    /// past the band's edge.
    func frame(in layout: ContainerViewLayout, _ random: inout some RawDraws) -> CGRect {
        let W = layout.size.width, H = layout.size.height
        let w = random.point(0, Double(W)), h = random.point(0, Double(H))
        let kind = random.integer(upTo: 2)
        let x = random.point(0, Double(W)), y = random.point(0, Double(H))
        switch kind {
        case 0: return CGRect(x: min(x, W - w), y: min(y, H - h), width: w, height: h)
        case 1: return CGRect(x: x < W / 2 ? 0 : W - w, y: y < H / 2 ? 0 : H - h, width: w, height: h)
        default:
            let parkedX = x < W / 2 ? layout.safeInsets.left - w : W - layout.safeInsets.right
            return CGRect(x: parkedX, y: min(y, H - h), width: w, height: h)
        }
    }
}

// MARK: - The suites' checks, stated as plain Boolean tests

/// `requireClearOfBlocks`: no block overlaps `rect` with positive area.
@inline(__always)
func rawIsClearOfBlocks(_ rect: CGRect, in layout: ContainerViewLayout) -> Bool {
    for block in layout.reservedCorners where Oracle.overlaps(rect, Oracle.frame(of: block, in: layout.size)) {
        return false
    }
    return true
}

/// `requireInsideWindow`.
@inline(__always)
func rawIsInsideWindow(_ rect: CGRect, in layout: ContainerViewLayout) -> Bool {
    rect.origin.x >= 0 && rect.origin.y >= 0 && rect.size.width >= 0 && rect.size.height >= 0
        && rect.origin.x + rect.size.width <= layout.size.width && rect.origin.y + rect.size.height <= layout.size.height
}

/// `requireIdentical` for rectangles.
@inline(__always)
func rawIdentical(_ a: CGRect, _ b: CGRect) -> Bool {
    a.origin.x.bitPattern == b.origin.x.bitPattern && a.origin.y.bitPattern == b.origin.y.bitPattern
        && a.size.width.bitPattern == b.size.width.bitPattern && a.size.height.bitPattern == b.size.height.bitPattern
}

/// `requireCentred`.
@inline(__always)
func rawIsCentred(left: CGFloat, right: CGFloat) -> Bool {
    let excess = right - left
    return excess >= 0 && excess < 2
}

extension EdgeInsets {
    @inline(__always)
    func rawSide(_ side: HorizontalEdge) -> CGFloat { side == .left ? left : right }
}

extension ContainerViewLayout {
    @inline(__always)
    func rawSafeInset(_ side: HorizontalEdge) -> CGFloat { side == .left ? safeInsets.left : safeInsets.right }
}

/// A running checksum of the values a raw loop drew, printed so that the optimiser must keep the work.
@inline(__always)
func mix(_ checksum: inout UInt64, _ value: CGFloat) {
    checksum = (checksum ^ UInt64(value.bitPattern)) &* 0x100_0000_01B3
}
