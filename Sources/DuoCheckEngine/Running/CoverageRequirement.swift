/// A demand that a label be drawn in at least a fraction of the cases, so
/// that a weak generator fails loudly instead of passing quietly.
public struct CoverageRequirement: Codable, Hashable, Sendable {
    /// The label, as a property's `labels` function returns it.
    public var label: String
    /// The smallest acceptable fraction of cases with that label, in 0...1.
    public var minimumFraction: Double

    /// Creates a requirement that `label` appear in at least `minimumFraction` of the cases.
    public init(label: String, minimumFraction: Double) {
        self.label = label
        self.minimumFraction = minimumFraction
    }
}
