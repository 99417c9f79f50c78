/// The error a property's check throws when it does not hold: what went
/// wrong, and which check it was.
public struct CheckFailure: Error, Codable, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, in words, usually with the values involved.
    public var message: String
    /// The failing check; it identifies the failure when shrinking.
    @usableFromInline package var location: CheckLocation

    /// Creates a failure with a message at a location.
    @usableFromInline package init(message: String, location: CheckLocation) {
        self.message = message
        self.location = location
    }

    /// `Module/File.swift:42: message`.
    public var description: String { "\(location): \(message)" }
}
