/// The interface orientation a layout is laid out in.
public enum InterfaceOrientation: String, Hashable, Codable, Sendable, CaseIterable {
    case portrait
    case portraitUpsideDown
    /// The spec's "landscape-left" (FL on the Duo's cover screen).
    case landscapeLeft
    /// The spec's "landscape-right" (FR on the Duo's cover screen).
    case landscapeRight

    /// Whether the orientation is a landscape one.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
