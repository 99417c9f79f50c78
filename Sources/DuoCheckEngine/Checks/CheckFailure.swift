/// The error a property's check throws when it does not hold: what went
/// wrong, and which check it was.
public struct CheckFailure: Error, Codable, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, in words, usually with the values involved.
    public var message: String
    /// The failing check; it identifies the failure when shrinking.
    package var location: CheckLocation
    /// Where the failing check's expectation comes from: the property marks every failure of its checks with
    /// the source of the check (``CheckSource``); nil only before it does.
    @usableFromInline package var source: CheckSource?

    /// Creates a failure with a message at a location, of a check whose source is `source`.
    @usableFromInline package init(message: String, location: CheckLocation, source: CheckSource? = nil) {
        self.message = message
        self.location = location
        self.source = source
    }

    /// `Module/File.swift:42: message`.
    public var description: String { "\(location): \(message)" }
}
