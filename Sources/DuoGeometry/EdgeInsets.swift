import Foundation

/// The distances by which a rectangle's content is inset from its four edges.
///
/// UIKit's `UIEdgeInsets` does not exist on Linux and Foundation's `NSEdgeInsets` is not
/// `Equatable`, so the core carries its own. Field names and order (top, left, bottom, right)
/// follow `UIEdgeInsets`, so a helper moves back into the app by renaming the type.
public struct EdgeInsets: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Creates insets from the four edge distances.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets()

    /// The same insets with the left and right edges swapped: the insets of the mirrored layout.
    public var mirrored: EdgeInsets {
        EdgeInsets(top: top, left: right, bottom: bottom, right: left)
    }

    /// These insets with the left and right values replaced, the top and bottom kept.
    public func replacingSides(left: CGFloat, right: CGFloat) -> EdgeInsets {
        EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    public var description: String { "(t \(top), l \(left), b \(bottom), r \(right))" }
}
