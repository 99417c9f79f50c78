import Foundation

/// A size class along one axis, as UIKit reports it.
public enum SizeClass: String, Hashable, Codable, Sendable {
    /// The compact class (every phone in portrait, most phones in landscape).
    case compact
    /// The regular class (iPads, and the unfolded iPhone Duo in landscape although it is a phone).
    case regular
}

/// The kind of device, which is what iPad-only behaviour must check (rule 7), never the width class.
public enum DeviceType: String, Hashable, Codable, Sendable {
    /// A phone, including the iPhone Duo in every posture.
    case phone
    /// An iPad.
    case tablet
}

/// The size classes a layout is laid out with.
public struct LayoutMetrics: Hashable, Codable, Sendable {
    /// The horizontal size class.
    public var widthClass: SizeClass
    /// The vertical size class.
    public var heightClass: SizeClass

    /// Creates metrics from the two size classes.
    public init(widthClass: SizeClass, heightClass: SizeClass = .compact) {
        self.widthClass = widthClass
        self.heightClass = heightClass
    }

    /// Compact in both directions: what a modal sees when presented for optional floating presentation on a phone.
    public static let compact = LayoutMetrics(widthClass: .compact, heightClass: .compact)
}
