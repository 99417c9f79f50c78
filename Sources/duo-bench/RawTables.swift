import DuoCheckEngine
import DuoGeometry
import DuoProperties
import Foundation

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
        let width = random.point(1, 1400, .whole)
        let height = random.point(1, 1400, .whole)
        func inset(upTo limit: CGFloat) -> CGFloat {
            let upper = Double(min(80, floor(limit)))
            return random.upTo(3) < 3 ? random.point(0, upper, .half) : random.point(0, upper, .any)
        }
        let side = inset(upTo: width / 3)
        let top = inset(upTo: height / 3)
        let device = SyntheticDevice.ordinaryKinds[random.index(below: SyntheticDevice.ordinaryKinds.count)]
        let bottom = inset(upTo: height / 4)
        let radius = random.point(0, 70, .any)
        return .syntheticOrdinary(
            width: width, height: height, sideInset: side, topInset: top, device: device, homeIndicator: bottom, cornerRadius: radius)
    }

    static let corners: [ScreenCorner] = [.topRight, .topLeft, .bottomRight, .bottomLeft]

    func syntheticFoldable(_ random: inout some RawDraws) -> ContainerViewLayout {
        let width = random.point(300, 1100, .whole)
        let height = random.point(300, 1100, .whole)
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
        let device = SyntheticDevice.foldableKinds[random.index(below: SyntheticDevice.foldableKinds.count)]
        return table.layout(width: width, height: height, hasHomeIndicator: hasHomeIndicator, radii: radii, device: device)
    }

    func inconsistentTable(_ random: inout some RawDraws) -> ContainerViewLayout {
        var layout = random.bool() ? syntheticFoldable(&random) : duoPosture(&random)
        let side: HorizontalEdge = random.bool() ? .left : .right
        let kind = InconsistentInset.allCases[random.index(below: InconsistentInset.allCases.count)]
        let amount =
            kind == .fractionOff
            ? InconsistentInset.fractions[random.index(below: InconsistentInset.fractions.count)] : random.point(1, 40, .whole)
        kind.apply(amount, on: side, to: &layout)
        return layout
    }

    /// `Gen<LayoutSample>.anyLayout`: weights 4 Duo, 2 ordinary, 1 synthetic ordinary, 2 synthetic
    /// foldable, 1 inconsistent.
    func anyLayout(_ random: inout some RawDraws) -> ContainerViewLayout {
        switch random.upTo(9) {
        case 0..<4: return duoPosture(&random)
        case 4..<6: return ordinaryDevice(&random)
        case 6: return syntheticOrdinaryDevice(&random)
        case 7..<9: return syntheticFoldable(&random)
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
        let W = layout.size.width
        let H = layout.size.height
        let w = random.point(0, Double(W))
        let h = random.point(0, Double(H))
        let kind = random.integer(upTo: 2)
        let x = random.point(0, Double(W))
        let y = random.point(0, Double(H))
        switch kind {
        case 0: return CGRect(x: min(x, W - w), y: min(y, H - h), width: w, height: h)
        case 1: return CGRect(x: x < W / 2 ? 0 : W - w, y: y < H / 2 ? 0 : H - h, width: w, height: h)
        default:
            let parkedX = x < W / 2 ? layout.safeInsets.left - w : W - layout.safeInsets.right
            return CGRect(x: parkedX, y: min(y, H - h), width: w, height: h)
        }
    }
}
