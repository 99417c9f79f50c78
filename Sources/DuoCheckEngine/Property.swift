/// A claim that `check` holds for every value of `generator`, with an id,
/// the spec rule it stands for, and the place it is declared (so that a
/// failure can point at it).
///
/// ```swift
/// let widthFits = Property("container.width-fits", rule: "rule 3",
///                          generator: .int(in: 0...1000)) { width in
///     try require(min(width, 428) <= 428, "width \(width) overflows")
/// }
/// ```
///
/// `Value` is a `SendableMetatype`: the property's run, replay and draw functions are `@Sendable` closures
/// (``AnyProperty`` stores them for any thread), and they use `Value`'s conformances, so its metatype crosses
/// isolation domains. Every concrete type conforms implicitly; only a type whose `Codable` conformance is
/// isolated to an actor does not, and it cannot be a property's value.
public struct Property<Value: Codable & SendableMetatype>: Sendable {
    /// A unique, stable id such as `band.side-insets`.
    public let id: String
    /// The spec rule the property checks.
    public let rule: String
    /// One line saying what the property claims.
    public let summary: String
    /// The generator of the values to check.
    public let generator: Gen<Value>
    /// Throws a ``CheckFailure`` (see ``require(_:_:fileID:line:)``) when the
    /// claim does not hold; any other error counts as a failure at the property.
    public let check: @Sendable (Value) throws -> Void
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

    /// Creates a property; the source location defaults to the call site.
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
        self.id = id
        self.rule = rule
        self.summary = summary
        self.generator = generator
        self.check = check
        self.labels = labels
        self.coverage = coverage
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// Where the property is declared; errors other than ``CheckFailure`` are located here.
    @usableFromInline package var location: CheckLocation {
        CheckLocation(fileID: fileID, line: line)
    }

    /// Checks one value: `nil` if it holds, otherwise the failure.
    @inlinable
    public func failure(checking value: Value) -> CheckFailure? {
        do {
            try check(value)
            return nil
        } catch let failure as CheckFailure {
            return failure
        } catch {
            return CheckFailure(message: "the check threw \(String(reflecting: error))", location: location)
        }
    }
}
