import Foundation

/// One of the four corners of a window or screen.
public enum ScreenCorner: String, Hashable, Codable, Sendable, CaseIterable {
    case topLeft, topRight, bottomLeft, bottomRight

    /// Whether the corner is on the top edge.
    public var isTop: Bool { self == .topLeft || self == .topRight }

    /// The side (left or right) the corner sits on.
    public var side: HorizontalEdge { self == .topLeft || self == .bottomLeft ? .left : .right }

    /// The corner in the same row on the other side: the corner of the mirrored layout.
    public var mirrored: ScreenCorner {
        switch self {
        case .topLeft: return .topRight
        case .topRight: return .topLeft
        case .bottomLeft: return .bottomRight
        case .bottomRight: return .bottomLeft
        }
    }
}

/// The left or the right side of a window: the two sides a strip can be on.
public enum HorizontalEdge: String, Hashable, Codable, Sendable, CaseIterable {
    case left, right

    /// The other side.
    public var opposite: HorizontalEdge { self == .left ? .right : .left }
}
