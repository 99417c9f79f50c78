/// A claim that `check` holds for every value of `generator`, with an id,
/// the source of its expectation (a rule of the spec, one of its bug shapes,
/// or a decision: ``CheckSource``), and the place it is declared (so that a
/// failure can point at it).
///
/// ```swift
/// let widthFits = Property("container.width-fits", source: .rule(3),
///                          generator: .int(in: 0...1000)) { width in
///     try require(min(width, 428) <= 428, "width \(width) overflows")
/// }
/// ```
///
/// A property of this package whose claim is the spec's may also pin decisions the project took where the spec
/// is silent: each is a ``DecisionCheck`` in `decisions`, marked with its ``Decision``, made after the main check
/// and only when the run's scope takes decisions in (``checking(_:)``; every check by default).
///
/// `Value` is a `SendableMetatype`: the property's run, replay and draw functions are `@Sendable` closures
/// (``AnyProperty`` stores them for any thread), and they use `Value`'s conformances, so its metatype crosses
/// isolation domains. Every concrete type conforms implicitly; only a type whose `Codable` conformance is
/// isolated to an actor does not, and it cannot be a property's value.
public struct Property<Value: Codable & SendableMetatype>: Sendable {
    /// A unique, stable id such as `band.side-insets`.
    public let id: String
    /// Where the main check's expectation comes from.
    @usableFromInline package let source: CheckSource
    /// The section of the spec the property checks: its source's (``CheckSource/section``).
    public var rule: String { source.section }
    /// One line saying what the property claims.
    public let summary: String
    /// The generator of the values to check.
    public let generator: Gen<Value>
    /// Throws a ``CheckFailure`` (see ``require(_:_:fileID:line:)``) when the
    /// claim does not hold; any other error counts as a failure at the property.
    public let check: @Sendable (Value) throws -> Void
    /// The decisions the property pins beside its main check, each made after it.
    @usableFromInline package let decisions: [DecisionCheck<Value>]
    /// The labels of a value, for statistics and coverage requirements.
    public let labels: (@Sendable (Value) -> [String])?
    /// The least fractions of cases that must carry certain labels.
    public let coverage: [CoverageRequirement]
    /// The file of the declaration, as `#fileID` gives it.
    @usableFromInline package let fileID: String
    /// The file of the declaration, as `#filePath` gives it.
    @usableFromInline package let filePath: String
    /// The line of the declaration.
    @usableFromInline package let line: Int
    /// The column of the declaration.
    @usableFromInline package let column: Int

    /// Creates a property whose expectation comes from `source`; the source location defaults to the call site.
    public init(
        _ id: String,
        source: CheckSource,
        summary: String = "",
        generator: Gen<Value>,
        labels: (@Sendable (Value) -> [String])? = nil,
        coverage: [CoverageRequirement] = [],
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        check: @escaping @Sendable (Value) throws -> Void
    ) {
        self.init(
            id, source: source, summary: summary, generator: generator, labels: labels, coverage: coverage, decisions: [],
            fileID: fileID, filePath: filePath, line: line, column: column, check: check)
    }

    /// Creates a property whose expectation comes from `source`, pinning `decisions` beside its main check;
    /// the source location defaults to the call site.
    package init(
        _ id: String,
        source: CheckSource,
        summary: String = "",
        generator: Gen<Value>,
        labels: (@Sendable (Value) -> [String])? = nil,
        coverage: [CoverageRequirement] = [],
        decisions: [DecisionCheck<Value>],
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        check: @escaping @Sendable (Value) throws -> Void
    ) {
        self.id = id
        self.source = source
        self.summary = summary
        self.generator = generator
        self.check = check
        self.decisions = decisions
        self.labels = labels
        self.coverage = coverage
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// Creates a property of a named rule (`rule: "sorting"` is `source: .section("sorting")`).
    public init(
        _ id: String,
        rule: String,
        summary: String = "",
        generator: Gen<Value>,
        labels: (@Sendable (Value) -> [String])? = nil,
        coverage: [CoverageRequirement] = [],
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        check: @escaping @Sendable (Value) throws -> Void
    ) {
        self.init(
            id, source: .section(rule), summary: summary, generator: generator, labels: labels, coverage: coverage,
            fileID: fileID, filePath: filePath, line: line, column: column, check: check)
    }

    /// The property with only the checks that a run of `scope` makes: under ``CheckScope/specification``, no
    /// decision is checked, neither a ``DecisionCheck`` nor a check marked inside the main one (``decided(_:_:)``),
    /// and a main check whose source is a decision holds for every value; under ``CheckScope/drawingOnly``, every
    /// value holds.
    @usableFromInline package func checking(_ scope: CheckScope) -> Property {
        guard scope != .specificationAndDecisions else { return self }
        let check = check
        var main: @Sendable (Value) throws -> Void = { @Sendable _ in }
        if source.isChecked(in: scope) {
            main = { @Sendable value in try CheckScope.$current.withValue(.specification) { try check(value) } }
        }
        return Property(
            id, source: source, summary: summary, generator: generator, labels: labels, coverage: coverage,
            decisions: decisions.filter { $0.source.isChecked(in: scope) },
            fileID: fileID, filePath: filePath, line: line, column: column, check: main)
    }

    /// Where the property is declared; errors other than ``CheckFailure`` are located here.
    @usableFromInline package var location: CheckLocation {
        CheckLocation(fileID: fileID, line: line)
    }

    /// Checks one value, the main check first and then each decision: `nil` if all hold, otherwise the first
    /// failure, marked with the source of the check that failed.
    ///
    /// A check that holds costs its call alone: what a thrown error becomes is worked out out of line.
    @inlinable
    public func failure(checking value: Value) -> CheckFailure? {
        do { try check(value) } catch { return failure(from: error, source: source) }
        for pinned in decisions {
            do { try pinned.check(value) } catch { return failure(from: error, source: pinned.source) }
        }
        return nil
    }

    /// What a check's thrown `error` is as a failure: marked with `source` unless the check marked it itself.
    @usableFromInline
    func failure(from error: any Error, source: CheckSource) -> CheckFailure {
        guard var failure = error as? CheckFailure else {
            return CheckFailure(message: "the check threw \(String(reflecting: error))", location: location, source: source)
        }
        if failure.source == nil { failure.source = source }
        return failure
    }
}
