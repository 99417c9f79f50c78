/// One accepted simplification: which pass made it, and how many choices
/// the sequence had afterwards.
package struct ShrinkStep: Codable, Hashable, Sendable {
    /// The ``ShrinkPass/name`` of the pass that found the step.
    package var pass: String
    /// The length of the choice sequence after the step.
    package var choiceCount: Int

    /// Creates a step record.
    package init(pass: String, choiceCount: Int) {
        self.pass = pass
        self.choiceCount = choiceCount
    }
}
