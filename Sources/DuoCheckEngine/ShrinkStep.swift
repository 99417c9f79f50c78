/// One accepted simplification: which pass made it, and how many choices
/// the sequence had afterwards.
public struct ShrinkStep: Codable, Hashable, Sendable {
    /// The ``ShrinkPass/name`` of the pass that found the step.
    public var pass: String
    /// The length of the choice sequence after the step.
    public var choiceCount: Int

    /// Creates a step record.
    public init(pass: String, choiceCount: Int) {
        self.pass = pass
        self.choiceCount = choiceCount
    }
}
