import Foundation
import DuoGeometry

/// One row of the spec's posture table ("The device" in spec/iphone-duo-layout.md), copied into the properties
/// as the oracles' own data.
///
/// The geometry core holds the same table (`iPhoneDuoReservedCorners`) as its input; the properties keep this
/// copy, written from the spec's text and never read from the core, so that a wrong number in the core's table
/// or a wrong reading of it fails a property instead of agreeing with itself.
package struct SpecPosture: Sendable {
    /// The posture's id.
    package let posture: DuoPosture
    /// The window, width x height.
    package let window: CGSize
    /// The safe insets (t, l, b, r).
    package let safeInsets: EdgeInsets
    /// The corner block.
    package let block: ReservedCornerBlock
    /// The "derived" column: the strip's side and rectangle, or nil ("no strip").
    package let strip: (edge: HorizontalEdge, frame: CGRect)?
    /// Whether the width class is regular (UL only: "width class regular although it is a phone").
    package let isRegularWidth: Bool
    /// The interface orientation ("portrait", "landscape-left", "landscape-right", "landscape").
    package let interfaceOrientation: InterfaceOrientation
    /// Whether the block is UP's "status island" (a top row block, not a strip).
    package let isStatusIsland: Bool
    /// The cover screen's edge on the hinge side, or nil on the inner screen (see ``HingeReading``).
    package let hingeEdge: ScreenEdge?
}

/// An edge of the screen.
package enum ScreenEdge: String, Sendable {
    case left, top, right, bottom
}

/// Which of the cover screen's corners are on the hinge side: the spec gives the radii ("8pt on the hinge side
/// and 59pt outside") but not the side. The reading, written down once here and in docs/geometry.md: the Duo
/// folds like a book, with the cover screen as its front. The status block sits in the cover's top-right corner
/// in portrait (FP), on the outer edge, so the spine is the opposite edge, the left. Turning the device carries
/// the block and the spine round together: in FL the block is bottom-right, so FP's left edge is the top; in FR
/// it is top-left, so the left edge is the bottom. The two corners on the spine's edge are 8, the other two 59.
/// The inner screen is "a uniform 55pt".
package enum HingeReading {
    /// The hinge side's corner radius.
    package static let hingeRadius: CGFloat = 8
    /// The outer corners' radius.
    package static let outerRadius: CGFloat = 59
    /// The inner screen's radius.
    package static let innerRadius: CGFloat = 55

    /// The hinge edge of each folded posture.
    package static let hingeEdges: [DuoPosture: ScreenEdge] = [.FP: .left, .FL: .top, .FR: .bottom]

    /// The radii of a screen whose hinge is on `edge` (nil: the inner screen).
    package static func radii(hingeEdge edge: ScreenEdge?) -> ScreenCornerRadii {
        guard let edge else {
            return ScreenCornerRadii(topLeft: innerRadius, topRight: innerRadius, bottomLeft: innerRadius, bottomRight: innerRadius)
        }
        func radius(onEdges edges: Set<ScreenEdge>) -> CGFloat { edges.contains(edge) ? hingeRadius : outerRadius }
        return ScreenCornerRadii(
            topLeft: radius(onEdges: [.top, .left]), topRight: radius(onEdges: [.top, .right]),
            bottomLeft: radius(onEdges: [.bottom, .left]), bottomRight: radius(onEdges: [.bottom, .right]))
    }
}

extension SpecPosture {
    /// The home indicator (`intrinsicInsets.bottom`) in every posture: "The indicator is
    /// layout.intrinsicInsets.bottom (20pt); the Duo's safeInsets.bottom is 0".
    package static let homeIndicator: CGFloat = 20

    /// The five rows, in the spec's order.
    package static let all: [SpecPosture] = [
        SpecPosture(
            posture: .FP, window: CGSize(width: 466, height: 678), safeInsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 84),
            block: ReservedCornerBlock(corner: .topRight, width: 84, height: 170),
            strip: (.right, CGRect(x: 382, y: 170, width: 466 - 382, height: 678 - 170)), isRegularWidth: false,
            interfaceOrientation: .portrait, isStatusIsland: false, hingeEdge: HingeReading.hingeEdges[.FP]),
        SpecPosture(
            posture: .FL, window: CGSize(width: 678, height: 466), safeInsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 84),
            block: ReservedCornerBlock(corner: .bottomRight, width: 84, height: 82),
            strip: (.right, CGRect(x: 594, y: 0, width: 678 - 594, height: 384)), isRegularWidth: false,
            interfaceOrientation: .landscapeLeft, isStatusIsland: false, hingeEdge: HingeReading.hingeEdges[.FL]),
        SpecPosture(
            posture: .FR, window: CGSize(width: 678, height: 466), safeInsets: EdgeInsets(top: 0, left: 84, bottom: 0, right: 0),
            block: ReservedCornerBlock(corner: .topLeft, width: 84, height: 84),
            strip: (.left, CGRect(x: 0, y: 84, width: 84, height: 466 - 84)), isRegularWidth: false,
            interfaceOrientation: .landscapeRight, isStatusIsland: false, hingeEdge: HingeReading.hingeEdges[.FR]),
        SpecPosture(
            posture: .UP, window: CGSize(width: 669, height: 951), safeInsets: EdgeInsets(top: 82, left: 0, bottom: 0, right: 0),
            block: ReservedCornerBlock(corner: .topRight, width: 134, height: 82),
            strip: nil, isRegularWidth: false, interfaceOrientation: .portrait, isStatusIsland: true, hingeEdge: nil),
        SpecPosture(
            posture: .UL, window: CGSize(width: 951, height: 669), safeInsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 84),
            block: ReservedCornerBlock(corner: .topRight, width: 84, height: 120),
            strip: (.right, CGRect(x: 951 - 84, y: 120, width: 84, height: 669 - 120)), isRegularWidth: true,
            interfaceOrientation: .landscapeRight, isStatusIsland: false, hingeEdge: nil)
    ]

    /// The row of `posture`.
    package static func of(_ posture: DuoPosture) -> SpecPosture {
        all.first { $0.posture == posture }!
    }

    /// The full status bar height: UP's 82-point top inset is the island's row; the other postures have no
    /// status row (their status lives in a side block).
    package var statusBarHeight: CGFloat? { isStatusIsland ? safeInsets.top : nil }

    /// The screen's corner radii: 8 on the hinge side and 59 outside on the cover screen, a uniform 55 on the
    /// inner one (``HingeReading``).
    package var radii: ScreenCornerRadii { HingeReading.radii(hingeEdge: hingeEdge) }

    /// The block's frame in the window.
    package var blockFrame: CGRect { Oracle.frame(of: block, in: window) }

    /// Whether this posture shows the inner (unfolded) screen: UP and UL.
    package var isInnerScreen: Bool { posture == .UP || posture == .UL }

    /// The two screens of the device in portrait: "UIScreen.main is the cover screen even while unfolded".
    package static let coverScreenPortrait = CGSize(width: 466, height: 678)
    /// The inner screen in portrait.
    package static let innerScreenPortrait = CGSize(width: 669, height: 951)
}
