/// A generator of values: one function that builds a value from the choices
/// of a ``ChoiceSource``.
///
/// Because a generator reads all its randomness from the source, replaying
/// the recorded choices rebuilds the same value, and a simpler (shortlex
/// smaller) choice sequence builds a simpler value. Generators compose with
/// ``map(_:)``, ``flatMap(_:)``, ``zip(_:_:)`` and the other combinators.
public struct Gen<Value>: Sendable {
    /// Builds one value, drawing its choices from the source.
    public let run: @Sendable (ChoiceSource) -> Value

    /// Creates a generator from a function that draws from a source.
    ///
    /// Each run's choices form a span labelled by where the generator was made (`file`, `line`, `column`, which
    /// the caller leaves to their defaults), as with ``flatMap(_:file:line:column:)``. So a generator written as
    /// one closure that runs other generators, itself among them, shrinks by its parts as a combinator's value
    /// does: a span in the place of another that the same closure drew.
    @inlinable
    public init(
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column, run: @escaping @Sendable (ChoiceSource) -> Value
    ) {
        let label = GeneratorLabel(file: file, line: line, column: column)
        self.run = { source in
            let call = source.beginCall(label)
            let value = run(source)
            source.endCall(call)
            return value
        }
    }

    /// A generator made by one of this module's combinators, which marks its own spans where it has any: `run`
    /// as it is, with no span of its own, so that a `map` or a `zip` costs nothing more than its function.
    @inlinable
    package static func drawing(_ run: @escaping @Sendable (ChoiceSource) -> Value) -> Gen {
        Gen(run, unlabelled: ())
    }

    // The second argument has no default, so that `Gen { … }` never means this initialiser, even where a testable
    // import makes it visible.
    @inlinable
    init(_ run: @escaping @Sendable (ChoiceSource) -> Value, unlabelled: Void) {
        self.run = run
    }
}

extension Gen {
    /// A generator that transforms every value of this one.
    @inlinable
    public func map<NewValue>(_ transform: @escaping @Sendable (Value) -> NewValue) -> Gen<NewValue> {
        let run = self.run
        return Gen<NewValue>.drawing { source in transform(run(source)) }
    }

    /// A generator whose second stage depends on the value of the first, for
    /// example a window size and then a frame inside that window.
    ///
    /// The choices of both stages follow each other in one sequence, so
    /// shrinking the first stage reshapes the second, and replay clamps the
    /// second stage's choices to the bounds that the first stage allows.
    ///
    /// Each run's choices form a span labelled by where `flatMap` was called
    /// (`file`, `line`, `column`, which the caller leaves to their defaults),
    /// so a generator that calls itself through `flatMap` shrinks by its parts
    /// (see `GeneratorLabel`).
    @inlinable
    public func flatMap<NewValue>(
        _ transform: @escaping @Sendable (Value) -> Gen<NewValue>, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Gen<NewValue> {
        let run = self.run
        let label = GeneratorLabel(file: file, line: line, column: column)
        return Gen<NewValue>.drawing { source in
            let call = source.beginCall(label)
            let value = transform(run(source)).run(source)
            source.endCall(call)
            return value
        }
    }

    /// A generator whose second stage depends on the value of the first, drawn
    /// by a function of that value and the source rather than by a generator.
    ///
    /// It draws what the equivalent ``flatMap(_:)`` draws when `draw` calls the
    /// source's own draws (``ChoiceSource/double(in:resolution:favoring:)``,
    /// ``ChoiceSource/element(of:)``, …) or runs generators built once outside
    /// it, in the same order. The difference is cost: `flatMap` builds its
    /// second stage's generators anew for every case, which is an allocation or
    /// several per case on the hot path, while `then` builds nothing.
    ///
    /// `draw` consumes the first stage's value, so that it can keep it in what
    /// it builds without copying it (a copy of a reference is an atomic retain,
    /// and the first stage's own release after).
    ///
    /// Each run's choices form a span labelled by where `then` was called, as
    /// with ``flatMap(_:file:line:column:)``.
    @inlinable
    public func then<NewValue>(
        _ draw: @escaping @Sendable (consuming Value, ChoiceSource) -> NewValue, file: StaticString = #fileID, line: UInt = #line,
        column: UInt = #column
    ) -> Gen<NewValue> {
        let run = self.run
        let label = GeneratorLabel(file: file, line: line, column: column)
        return Gen<NewValue>.drawing { source in
            let call = source.beginCall(label)
            let value = draw(run(source), source)
            source.endCall(call)
            return value
        }
    }

    /// A generator that always builds `value` and draws no choices.
    @inlinable
    public static func always(_ value: Value) -> Gen where Value: Sendable {
        Gen.drawing { _ in value }
    }
}
