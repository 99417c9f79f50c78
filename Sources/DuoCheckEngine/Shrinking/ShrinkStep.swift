/// One accepted simplification: which pass made it, and how many choices
/// the sequence had afterwards.
@usableFromInline package struct ShrinkStep: Codable, Hashable, Sendable {
    /// The ``ShrinkPass/name`` of the pass that found the step.
    @usableFromInline package var pass: String
    /// The length of the choice sequence after the step.
    @usableFromInline package var choiceCount: Int

    /// Creates a step record.
    @usableFromInline package init(pass: String, choiceCount: Int) {
        self.pass = pass
        self.choiceCount = choiceCount
    }
}
