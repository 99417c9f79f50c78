import Foundation

/// The radius of each of the screen's four corners (`layout.screenCornerRadii`).
///
/// The Duo's cover screen is not uniform: 8 pt on the hinge side and 59 pt outside. The inner screen is a
/// uniform 55 pt. Rule 6: sheets' bottom corners, inner clips and transitions follow these per corner.
public struct ScreenCornerRadii: Hashable, Codable, Sendable, CustomStringConvertible {
    public var topLeft: CGFloat
    public var topRight: CGFloat
    public var bottomLeft: CGFloat
    public var bottomRight: CGFloat

    /// Creates radii from the four corners.
    public init(topLeft: CGFloat, topRight: CGFloat, bottomLeft: CGFloat, bottomRight: CGFloat) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
    }

    /// The same radius in every corner: every device but the Duo's cover screen.
    public static func uniform(_ radius: CGFloat) -> ScreenCornerRadii {
        ScreenCornerRadii(topLeft: radius, topRight: radius, bottomLeft: radius, bottomRight: radius)
    }

    /// The radius of one corner.
    public subscript(corner: ScreenCorner) -> CGFloat {
        switch corner {
        case .topLeft: return topLeft
        case .topRight: return topRight
        case .bottomLeft: return bottomLeft
        case .bottomRight: return bottomRight
        }
    }

    /// The radii of the mirrored screen.
    public var mirrored: ScreenCornerRadii {
        ScreenCornerRadii(topLeft: topRight, topRight: topLeft, bottomLeft: bottomRight, bottomRight: bottomLeft)
    }

    /// The radii of a clip inset by `inset` from the screen's edges: each corner concentric with the
    /// screen's, `max(0, radius - inset)`. Used for inner clips and for transitions in progress (rule 6).
    public func insetBy(_ inset: CGFloat) -> ScreenCornerRadii {
        ScreenCornerRadii(
            topLeft: concentricRadius(topLeft, inset: inset),
            topRight: concentricRadius(topRight, inset: inset),
            bottomLeft: concentricRadius(bottomLeft, inset: inset),
            bottomRight: concentricRadius(bottomRight, inset: inset)
        )
    }

    /// The bottom corner radii of a sheet whose bottom corners sit `inset` from the screen's (rule 6).
    ///
    /// Each is concentric with its own screen corner, so on the cover screen the hinge side stays tight (8)
    /// and the outer side round (59). The legacy expression, `legacySheetBottomCornerRadius`, used one
    /// uniform radius; on a screen with uniform radii both are bit-identical.
    public func sheetBottomCornerRadii(inset: CGFloat) -> SheetBottomCornerRadii {
        SheetBottomCornerRadii(
            bottomLeft: concentricRadius(bottomLeft, inset: inset),
            bottomRight: concentricRadius(bottomRight, inset: inset)
        )
    }

    public var description: String { "(tl \(topLeft), tr \(topRight), bl \(bottomLeft), br \(bottomRight))" }
}

/// The two bottom corner radii of a sheet.
public struct SheetBottomCornerRadii: Hashable, Codable, Sendable {
    public var bottomLeft: CGFloat
    public var bottomRight: CGFloat

    public init(bottomLeft: CGFloat, bottomRight: CGFloat) {
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
    }
}

/// The legacy sheet bottom radius: one radius for both corners, concentric with a single screen radius,
/// `max(0, radius - inset)` (written out, independent of the per-corner helper).
public func legacySheetBottomCornerRadius(screenCornerRadius: CGFloat, inset: CGFloat) -> CGFloat {
    let value = screenCornerRadius - inset
    return value > 0 ? value : 0
}

/// A radius concentric with `radius` at a distance `inset`: `max(0, radius - inset)`.
/// A NaN inset gives 0 (`max` keeps its first argument when the comparison is false).
func concentricRadius(_ radius: CGFloat, inset: CGFloat) -> CGFloat {
    let value = radius - inset
    return value > 0 ? value : 0
}
