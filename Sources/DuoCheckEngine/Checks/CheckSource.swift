/// Where a check's expectation comes from: a rule of the specification the property checks, one of its named
/// bug shapes, or a decision the project took where the specification is silent.
///
/// A property states its source once, in its declaration (`Property(_:source:…)`); a property of this package
/// that also pins decisions adds each as a ``DecisionCheck`` beside its main check, marked there. A failure carries the source
/// of the check that failed, and the report prints it: `rule 2`, `bug shape: …`, `decision: …`.
///
/// The specification's rules and bug shapes are what every implementation of it must pass; a decision is one
/// reading among several that the specification allows, so a run can leave decisions out (``CheckScope``).
public enum CheckSource: Hashable, Sendable, Codable {
    /// A numbered rule of the specification: `rule 2`.
    case rule(Int)
    /// A section of the specification without a number, by its name (`Strips`, `Collapse law`), or any other
    /// named rule a property states (`sorting`).
    case section(String)
    /// One of the specification's named bug shapes, in its words.
    case bugShape(String)
    /// A decision the project took where the specification is silent, in its words (``Decision/statement``).
    case decision(String)

    /// Whether the source is a decision, not the specification's.
    package var isDecision: Bool {
        if case .decision = self { return true }
        return false
    }

    /// What a failure report prints: `rule 2`, `rule: Strips`, `bug shape: …`, `decision: …`.
    package var description: String {
        switch self {
        case .rule(let number): "rule \(number)"
        case .section(let name): "rule: \(name)"
        case .bugShape(let shape): "bug shape: \(shape)"
        case .decision(let statement): "decision: \(statement)"
        }
    }

    /// The specification's section the source belongs to (`Rule 2`, `Strips`, `Bug shapes`), or `Decisions`.
    package var section: String {
        switch self {
        case .rule(let number): "Rule \(number)"
        case .section(let name): name
        case .bugShape: "Bug shapes"
        case .decision: "Decisions"
        }
    }

    /// Whether a run of `scope` makes the checks of this source.
    package func isChecked(in scope: CheckScope) -> Bool {
        scope == .specificationAndDecisions || (scope == .specification && !isDecision)
    }
}

/// A decision the project took where the specification is silent: what it says, and why it is the answer
/// chosen, so that another implementation can adopt it on purpose or knowingly differ.
@usableFromInline package struct Decision: Hashable, Sendable {
    /// The decision, as a failure report prints it: `a non-finite frame covers nothing`.
    package let statement: String
    /// Why the project answers so.
    package let reason: String

    /// Creates a decision.
    package init(_ statement: String, because reason: String) {
        self.statement = statement
        self.reason = reason
    }

    /// The decision as a check's source.
    package var source: CheckSource { .decision(statement) }
}

/// Which checks a run makes.
@usableFromInline package enum CheckScope: Hashable, Sendable {
    /// The checks of the specification's rules and bug shapes only: what any implementation of the
    /// specification must pass.
    case specification
    /// Every check, the project's decisions included: what the project's own suites run.
    case specificationAndDecisions
    /// No check at all: the cases drawn and nothing else, so that duo-bench can tell what a property's checks
    /// cost from what drawing its cases costs.
    case drawingOnly
}

extension CheckScope {
    /// The scope of the checks the current task makes: every check, unless a property narrowed by
    /// ``Property/checking(_:)`` is running one of its checks.
    @TaskLocal package static var current: CheckScope = .specificationAndDecisions
}

/// Makes `body`, a check of `decision` written inside a property's main check (where it cannot stand apart as a
/// ``DecisionCheck`` without reordering the checks), unless the running scope leaves decisions out; its failure
/// carries the decision's source. With `applies` false the decision does not bear on this value, and `body` is a
/// check of the property's own source, made in every scope (one check, one line, whichever it is).
///
/// ```swift
/// try decided(.cameraControlsLift) { try requireClose(controls.maxY, H - indicator - 16, "…") }
/// try decided(.tallMirrorRises, when: h > 54) { try requireEqual(bottom, expected, "…") }
/// ```
package func decided(_ decision: Decision, when applies: Bool = true, _ body: () throws -> Void) throws {
    guard applies else { return try body() }
    guard CheckScope.current == .specificationAndDecisions else { return }
    do {
        try body()
    } catch var failure as CheckFailure {
        if failure.source == nil { failure.source = decision.source }
        throw failure
    }
}

/// Makes `body`, a check whose expected value may rest on a decision that only `decision` can tell (a reading
/// that costs work to find, so it is asked for only when needed), as that decision's check. In a run of every
/// check `body` runs as it is and `decision` is asked only when it fails, to name the failure's source; in the
/// specification's scope `decision` is asked first, and when it names one the check is left out.
///
/// ```swift
/// try decided(by: raster.decision(rowFrom: minY, to: maxY)) { try requireEqual(insets.left, expected.left, "…") }
/// ```
package func decided(by decision: @autoclosure () -> Decision?, _ body: () throws -> Void) throws {
    guard CheckScope.current == .specificationAndDecisions else {
        if decision() != nil { return }
        return try body()
    }
    do {
        try body()
    } catch var failure as CheckFailure {
        if failure.source == nil, let decision = decision() { failure.source = decision.source }
        throw failure
    }
}

/// A check of one decision that a property pins beside its main check, made only in a run whose scope takes
/// decisions in (``CheckScope/specificationAndDecisions``).
///
/// ```swift
/// Property("example.robustness", source: .section("Robustness"), generator: hostile,
///          decisions: [DecisionCheck(.nonFiniteFrameCoversNothing) { item in try require(…) }]) { item in … }
/// ```
@usableFromInline package struct DecisionCheck<Value>: Sendable {
    /// The decision it pins.
    @usableFromInline package let decision: Decision
    /// The decision as the source its failures carry.
    @usableFromInline package let source: CheckSource
    /// Throws a ``CheckFailure`` when the value's answer is not the decided one.
    @usableFromInline package let check: @Sendable (Value) throws -> Void

    /// Creates the check of `decision`.
    package init(_ decision: Decision, check: @escaping @Sendable (Value) throws -> Void) {
        self.decision = decision
        self.source = decision.source
        self.check = check
    }
}
