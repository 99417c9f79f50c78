import Foundation
import Testing
import DuoCheckEngine
import DuoGeometry
import DuoProperties

/// The collapse law's legacy outputs, worked out by hand for every row of the spec's table of ordinary devices
/// (`docs/spec.md`, "Ordinary devices"), in both orientations, as numbers: the list margins for a base of 16, the
/// centred container for a margin of 16 with the safe insets (its cap 414 on a regular width, 428 otherwise), a
/// tall sheet, a 44-point centred control, the trailing buttons' edge, the status height and the iPad behaviour; and
/// again with other parameters (a base of 8, a margin of 20.5 without the safe insets, a control 61 wide).
///
/// Every device of the spec's list has a regular width exactly when it is an iPad, so the table cannot tell a
/// device-type test from a width-class test; rule 7's regular-width phone is the `regular-width-phone` property's.
///
/// The `collapse` properties hold each helper to the app's rules before the Duo, stated as rules (`LegacyRules`, and
/// relations such as centring to the point); this table holds both the helpers and those rules to numbers that no
/// expression of the package produced, so a rule stated with a helper's mistake fails here. In landscape a phone's safe insets are its side inset on
/// both sides and nothing at the top, and it has no status bar; an iPad keeps its insets and status bar, and only
/// its size swaps. Both sides over 690 make both size classes regular.
@Suite("The collapse law against a hand-worked table")
struct LegacyOutputTableTests {
    struct Row: CustomStringConvertible, Sendable {
        let device: String
        let landscape: Bool
        let size: (CGFloat, CGFloat)
        let top: CGFloat
        let side: CGFloat
        let home: CGFloat
        let status: CGFloat?
        let regular: Bool
        let tablet: Bool
        let listMargin: CGFloat
        let container: (x: CGFloat, width: CGFloat)
        let sheet: (x: CGFloat, width: CGFloat)
        let controlX: CGFloat
        let trailingMaxX: CGFloat
        let statusHeight: CGFloat
        /// The same helpers with other parameters: a base of 8, a margin of 20.5 without the safe insets, and a
        /// control 61 wide, so that a helper that reads its usual value instead of its parameter fails.
        let other: (listMargin: CGFloat, container: (x: CGFloat, width: CGFloat), controlX: CGFloat)

        init(
            _ device: String, _ landscape: Bool, size: (CGFloat, CGFloat), top: CGFloat, side: CGFloat, home: CGFloat,
            status: CGFloat?, regular: Bool, tablet: Bool, listMargin: CGFloat, container: (CGFloat, CGFloat),
            sheet: (CGFloat, CGFloat), controlX: CGFloat, trailingMaxX: CGFloat, statusHeight: CGFloat,
            other: (listMargin: CGFloat, container: (CGFloat, CGFloat), controlX: CGFloat)
        ) {
            self.device = device
            self.landscape = landscape
            self.size = size
            self.top = top
            self.side = side
            self.home = home
            self.status = status
            self.regular = regular
            self.tablet = tablet
            self.listMargin = listMargin
            self.container = container
            self.sheet = sheet
            self.controlX = controlX
            self.trailingMaxX = trailingMaxX
            self.statusHeight = statusHeight
            self.other = (other.listMargin, (other.container.0, other.container.1), other.controlX)
        }

        var description: String { "\(device) \(landscape ? "landscape" : "portrait")" }

        /// The row's layout, from its numbers alone.
        var layout: ContainerViewLayout {
            let sizeClass: SizeClass = regular ? .regular : .compact
            return ContainerViewLayout(
                size: CGSize(width: size.0, height: size.1), metrics: LayoutMetrics(widthClass: sizeClass, heightClass: sizeClass),
                deviceType: tablet ? .tablet : .phone, safeInsets: EdgeInsets(top: top, left: side, bottom: 0, right: side),
                intrinsicInsets: EdgeInsets(bottom: home), statusBarHeight: status)
        }
    }

    static let rows: [Row] = [
        Row(
            "iPhone 5/SE (1st)", false, size: (320, 568), top: 20, side: 0, home: 0,
            status: 20, regular: false, tablet: false, listMargin: 16, container: (16, 288),
            sheet: (0, 320), controlX: 138, trailingMaxX: 320, statusHeight: 20,
            other: (listMargin: 8, container: (20, 279), controlX: 129)),
        Row(
            "iPhone 5/SE (1st)", true, size: (568, 320), top: 0, side: 0, home: 0,
            status: nil, regular: false, tablet: false, listMargin: 16, container: (86, 396),
            sheet: (0, 568), controlX: 262, trailingMaxX: 568, statusHeight: 0,
            other: (listMargin: 8, container: (90, 387), controlX: 253)),
        Row(
            "iPhone 6/7/8/SE", false, size: (375, 667), top: 20, side: 0, home: 0,
            status: 20, regular: false, tablet: false, listMargin: 16, container: (16, 343),
            sheet: (0, 375), controlX: 165, trailingMaxX: 375, statusHeight: 20,
            other: (listMargin: 8, container: (20, 334), controlX: 157)),
        Row(
            "iPhone 6/7/8/SE", true, size: (667, 375), top: 0, side: 0, home: 0,
            status: nil, regular: false, tablet: false, listMargin: 16, container: (135, 396),
            sheet: (0, 667), controlX: 311, trailingMaxX: 667, statusHeight: 0,
            other: (listMargin: 8, container: (140, 387), controlX: 303)),
        Row(
            "iPhone 6/7/8 Plus", false, size: (414, 736), top: 20, side: 0, home: 0,
            status: 20, regular: false, tablet: false, listMargin: 16, container: (16, 382),
            sheet: (0, 414), controlX: 185, trailingMaxX: 414, statusHeight: 20,
            other: (listMargin: 8, container: (20, 373), controlX: 176)),
        Row(
            "iPhone 6/7/8 Plus", true, size: (736, 414), top: 0, side: 0, home: 0,
            status: nil, regular: false, tablet: false, listMargin: 16, container: (170, 396),
            sheet: (0, 736), controlX: 346, trailingMaxX: 736, statusHeight: 0,
            other: (listMargin: 8, container: (174, 387), controlX: 337)),
        Row(
            "iPhone X/XS/11 Pro", false, size: (375, 812), top: 44, side: 0, home: 34,
            status: 44, regular: false, tablet: false, listMargin: 16, container: (16, 343),
            sheet: (0, 375), controlX: 165, trailingMaxX: 375, statusHeight: 44,
            other: (listMargin: 8, container: (20, 334), controlX: 157)),
        Row(
            "iPhone X/XS/11 Pro", true, size: (812, 375), top: 0, side: 44, home: 21,
            status: nil, regular: false, tablet: false, listMargin: 60, container: (252, 308),
            sheet: (44, 724), controlX: 384, trailingMaxX: 768, statusHeight: 0,
            other: (listMargin: 52, container: (212, 387), controlX: 375)),
        Row(
            "iPhone XR/11", false, size: (414, 896), top: 44, side: 0, home: 34,
            status: 44, regular: false, tablet: false, listMargin: 16, container: (16, 382),
            sheet: (0, 414), controlX: 185, trailingMaxX: 414, statusHeight: 44,
            other: (listMargin: 8, container: (20, 373), controlX: 176)),
        Row(
            "iPhone XR/11", true, size: (896, 414), top: 0, side: 44, home: 21,
            status: nil, regular: false, tablet: false, listMargin: 60, container: (294, 308),
            sheet: (44, 808), controlX: 426, trailingMaxX: 852, statusHeight: 0,
            other: (listMargin: 52, container: (254, 387), controlX: 417)),
        Row(
            "iPhone 12/13/14", false, size: (390, 844), top: 47, side: 0, home: 34,
            status: 47, regular: false, tablet: false, listMargin: 16, container: (16, 358),
            sheet: (0, 390), controlX: 173, trailingMaxX: 390, statusHeight: 47,
            other: (listMargin: 8, container: (20, 349), controlX: 164)),
        Row(
            "iPhone 12/13/14", true, size: (844, 390), top: 0, side: 47, home: 21,
            status: nil, regular: false, tablet: false, listMargin: 63, container: (271, 302),
            sheet: (47, 750), controlX: 400, trailingMaxX: 797, statusHeight: 0,
            other: (listMargin: 55, container: (228, 387), controlX: 391)),
        Row(
            "iPhone 12/13 Pro Max", false, size: (428, 926), top: 47, side: 0, home: 34,
            status: 47, regular: false, tablet: false, listMargin: 16, container: (16, 396),
            sheet: (0, 428), controlX: 192, trailingMaxX: 428, statusHeight: 47,
            other: (listMargin: 8, container: (20, 387), controlX: 183)),
        Row(
            "iPhone 12/13 Pro Max", true, size: (926, 428), top: 0, side: 47, home: 21,
            status: nil, regular: false, tablet: false, listMargin: 63, container: (312, 302),
            sheet: (47, 832), controlX: 441, trailingMaxX: 879, statusHeight: 0,
            other: (listMargin: 55, container: (269, 387), controlX: 432)),
        Row(
            "iPhone 14 Pro / 15", false, size: (393, 852), top: 59, side: 0, home: 34,
            status: 54, regular: false, tablet: false, listMargin: 16, container: (16, 361),
            sheet: (0, 393), controlX: 174, trailingMaxX: 393, statusHeight: 54,
            other: (listMargin: 8, container: (20, 352), controlX: 166)),
        Row(
            "iPhone 14 Pro / 15", true, size: (852, 393), top: 0, side: 59, home: 21,
            status: nil, regular: false, tablet: false, listMargin: 75, container: (287, 278),
            sheet: (59, 734), controlX: 404, trailingMaxX: 793, statusHeight: 0,
            other: (listMargin: 67, container: (232, 387), controlX: 395)),
        Row(
            "iPhone 14 Pro Max / 15 Plus", false, size: (430, 932), top: 59, side: 0, home: 34,
            status: 54, regular: false, tablet: false, listMargin: 16, container: (17, 396),
            sheet: (0, 430), controlX: 193, trailingMaxX: 430, statusHeight: 54,
            other: (listMargin: 8, container: (21, 387), controlX: 184)),
        Row(
            "iPhone 14 Pro Max / 15 Plus", true, size: (932, 430), top: 0, side: 59, home: 21,
            status: nil, regular: false, tablet: false, listMargin: 75, container: (327, 278),
            sheet: (59, 814), controlX: 444, trailingMaxX: 873, statusHeight: 0,
            other: (listMargin: 67, container: (272, 387), controlX: 435)),
        Row(
            "iPhone 16 Pro", false, size: (402, 874), top: 62, side: 0, home: 34,
            status: 54, regular: false, tablet: false, listMargin: 16, container: (16, 370),
            sheet: (0, 402), controlX: 179, trailingMaxX: 402, statusHeight: 54,
            other: (listMargin: 8, container: (20, 361), controlX: 170)),
        Row(
            "iPhone 16 Pro", true, size: (874, 402), top: 0, side: 59, home: 21,
            status: nil, regular: false, tablet: false, listMargin: 75, container: (298, 278),
            sheet: (59, 756), controlX: 415, trailingMaxX: 815, statusHeight: 0,
            other: (listMargin: 67, container: (243, 387), controlX: 406)),
        Row(
            "iPhone 16 Pro Max", false, size: (440, 956), top: 62, side: 0, home: 34,
            status: 54, regular: false, tablet: false, listMargin: 16, container: (22, 396),
            sheet: (0, 440), controlX: 198, trailingMaxX: 440, statusHeight: 54,
            other: (listMargin: 8, container: (26, 387), controlX: 189)),
        Row(
            "iPhone 16 Pro Max", true, size: (956, 440), top: 0, side: 59, home: 21,
            status: nil, regular: false, tablet: false, listMargin: 75, container: (339, 278),
            sheet: (59, 838), controlX: 456, trailingMaxX: 897, statusHeight: 0,
            other: (listMargin: 67, container: (284, 387), controlX: 447)),
        Row(
            "iPad (9th)", false, size: (768, 1024), top: 20, side: 0, home: 0,
            status: 20, regular: true, tablet: true, listMargin: 16, container: (193, 382),
            sheet: (0, 768), controlX: 362, trailingMaxX: 768, statusHeight: 20,
            other: (listMargin: 8, container: (197, 373), controlX: 353)),
        Row(
            "iPad (9th)", true, size: (1024, 768), top: 20, side: 0, home: 0,
            status: 20, regular: true, tablet: true, listMargin: 16, container: (321, 382),
            sheet: (0, 1024), controlX: 490, trailingMaxX: 1024, statusHeight: 20,
            other: (listMargin: 8, container: (325, 373), controlX: 481)),
        Row(
            "iPad (9th), larger", false, size: (810, 1080), top: 20, side: 0, home: 0,
            status: 20, regular: true, tablet: true, listMargin: 16, container: (214, 382),
            sheet: (0, 810), controlX: 383, trailingMaxX: 810, statusHeight: 20,
            other: (listMargin: 8, container: (218, 373), controlX: 374)),
        Row(
            "iPad (9th), larger", true, size: (1080, 810), top: 20, side: 0, home: 0,
            status: 20, regular: true, tablet: true, listMargin: 16, container: (349, 382),
            sheet: (0, 1080), controlX: 518, trailingMaxX: 1080, statusHeight: 20,
            other: (listMargin: 8, container: (353, 373), controlX: 509)),
        Row(
            "iPad Pro 11", false, size: (834, 1194), top: 24, side: 0, home: 21,
            status: 24, regular: true, tablet: true, listMargin: 16, container: (226, 382),
            sheet: (0, 834), controlX: 395, trailingMaxX: 834, statusHeight: 24,
            other: (listMargin: 8, container: (230, 373), controlX: 386)),
        Row(
            "iPad Pro 11", true, size: (1194, 834), top: 24, side: 0, home: 21,
            status: 24, regular: true, tablet: true, listMargin: 16, container: (406, 382),
            sheet: (0, 1194), controlX: 575, trailingMaxX: 1194, statusHeight: 24,
            other: (listMargin: 8, container: (410, 373), controlX: 566)),
        Row(
            "iPad Pro 12.9 (3rd)", false, size: (1024, 1366), top: 24, side: 0, home: 21,
            status: 24, regular: true, tablet: true, listMargin: 16, container: (321, 382),
            sheet: (0, 1024), controlX: 490, trailingMaxX: 1024, statusHeight: 24,
            other: (listMargin: 8, container: (325, 373), controlX: 481)),
        Row(
            "iPad Pro 12.9 (3rd)", true, size: (1366, 1024), top: 24, side: 0, home: 21,
            status: 24, regular: true, tablet: true, listMargin: 16, container: (492, 382),
            sheet: (0, 1366), controlX: 661, trailingMaxX: 1366, statusHeight: 24,
            other: (listMargin: 8, container: (496, 373), controlX: 652)),
        Row(
            "iPad mini (6th)", false, size: (744, 1133), top: 24, side: 0, home: 0,
            status: 24, regular: true, tablet: true, listMargin: 16, container: (181, 382),
            sheet: (0, 744), controlX: 350, trailingMaxX: 744, statusHeight: 24,
            other: (listMargin: 8, container: (185, 373), controlX: 341)),
        Row(
            "iPad mini (6th)", true, size: (1133, 744), top: 24, side: 0, home: 0,
            status: 24, regular: true, tablet: true, listMargin: 16, container: (375, 382),
            sheet: (0, 1133), controlX: 544, trailingMaxX: 1133, statusHeight: 24,
            other: (listMargin: 8, container: (380, 373), controlX: 536))
    ]

    /// Whether `a` and `b` are the same bits.
    static func same(_ a: CGFloat, _ b: CGFloat) -> Bool { a.bitPattern == b.bitPattern }

    @Test("every helper of the core gives the table's numbers, bit for bit", arguments: rows)
    func helpers(row: Row) {
        let layout = row.layout
        let helpers = PlacementHelpers.core
        let margins = helpers.listSideMargins(layout, 16)
        #expect(Self.same(margins.left, row.listMargin) && Self.same(margins.right, row.listMargin), "list margins \(margins)")
        for anchored in [false, true] {
            let container = helpers.horizontalContainerPlacement(layout, 16, true, anchored)
            #expect(Self.same(container.x, row.container.x) && Self.same(container.width, row.container.width), "container \(container)")
        }
        let sheet = helpers.resizableSheetPlacement(layout, .tall)
        #expect(Self.same(sheet.x, row.sheet.x) && Self.same(sheet.width, row.sheet.width), "sheet \(sheet)")
        let control = helpers.centredControlPlacement(layout, 44)
        #expect(Self.same(control.x, row.controlX) && Self.same(control.width, 44), "control \(control)")
        #expect(Self.same(helpers.navigationBarTrailingButtonsMaxX(layout), row.trailingMaxX))
        #expect(Self.same(helpers.navigationBarStatusBarHeight(layout), row.statusHeight))
        #expect(helpers.usesTabletBehaviour(layout) == row.regular)
        let otherMargins = helpers.listSideMargins(layout, 8)
        #expect(Self.same(otherMargins.left, row.other.listMargin) && Self.same(otherMargins.right, row.other.listMargin))
        for anchored in [false, true] {
            let container = helpers.horizontalContainerPlacement(layout, 20.5, false, anchored)
            #expect(Self.same(container.x, row.other.container.x) && Self.same(container.width, row.other.container.width), "\(container)")
        }
        #expect(Self.same(helpers.centredControlPlacement(layout, 61).x, row.other.controlX))
    }

    @Test("the legacy rules the collapse properties read give the table's numbers, bit for bit", arguments: rows)
    func legacyRules(row: Row) {
        let layout = row.layout
        let margins = LegacyRules.listSideMargins(layout, base: 16)
        #expect(Self.same(margins.left, row.listMargin) && Self.same(margins.right, row.listMargin))
        let sheet = LegacyRules.sheet(layout)
        #expect(Self.same(sheet.x, row.sheet.x) && Self.same(sheet.width, row.sheet.width))
        #expect(Self.same(LegacyRules.containerWidth(layout, margin: 16, includesSafeInsets: true), row.container.width))
        #expect(Self.same(LegacyRules.containerWidth(layout, margin: 20.5, includesSafeInsets: false), row.other.container.width))
        #expect(Self.same(LegacyRules.trailingButtonsMaxX(layout), row.trailingMaxX))
        #expect(Self.same(LegacyRules.statusBarHeight(layout), row.statusHeight))
        #expect(LegacyRules.usesTabletBehaviour(layout) == row.regular)
        let otherMargins = LegacyRules.listSideMargins(layout, base: 8)
        #expect(Self.same(otherMargins.left, row.other.listMargin) && Self.same(otherMargins.right, row.other.listMargin))
    }

    @Test("the table covers every device of the spec's list in both orientations")
    func everyDevice() {
        #expect(Self.rows.count == 32 && Set(Self.rows.map(\.description)).count == 32)
    }
}
