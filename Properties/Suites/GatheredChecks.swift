import DuoCheckEngine

/// The checks of the properties a whole-space property gathers, each made as its own property makes it: its main check
/// and then its pinned decisions, a failure marked with that property's source (or its decision's), so that a report
/// names the rule or the decision that failed, not the gathering property's own rule; in a run of the specification's
/// scope (the conformance kit's default set), without any decision.
struct GatheredChecks<Value: Codable & SendableMetatype>: Sendable {
    /// The gathered properties with every check, and with the specification's checks only.
    private let every: [Property<Value>]
    private let specification: [Property<Value>]

    init(_ properties: [Property<Value>]) {
        every = properties
        specification = properties.map { $0.checking(.specification) }
    }

    /// Checks `value` against each gathered property in turn, in the scope the running check was asked for.
    func check(_ value: Value) throws {
        for property in CheckScope.current == .specificationAndDecisions ? every : specification {
            if let failure = property.failure(checking: value) { throw failure }
        }
    }
}
