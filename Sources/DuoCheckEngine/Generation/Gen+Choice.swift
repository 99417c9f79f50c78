extension Gen {
    /// A generator that picks one of `generators` uniformly and runs it.
    ///
    /// The choice 0 is the first generator, so shrinking prefers it: list the
    /// simplest alternative first. Each run's choices form a span labelled by
    /// where `oneOf` was called, as with ``flatMap(_:file:line:column:)``.
    @inlinable
    public static func oneOf(_ generators: [Gen], file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Gen {
        precondition(!generators.isEmpty, "Gen.oneOf needs at least one generator")
        // The generators themselves are captured (no array of their functions
        // is built), since generators made inside `flatMap` are made every case.
        let last = UInt64(generators.count - 1)
        let label = GeneratorLabel(file: file, line: line, column: column)
        return Gen.drawing { source in
            let call = source.beginCall(label)
            let value = generators[Int(source.draw(upTo: last))].run(source)
            source.endCall(call)
            return value
        }
    }

    /// A generator that picks one of `generators` with probability
    /// proportional to its weight (weights of 0 are never picked at random).
    ///
    /// The choice 0 is the first generator with a positive weight, so
    /// shrinking prefers the earliest alternatives. Each run's choices form a
    /// span labelled by where `frequency` was called, as with
    /// ``flatMap(_:file:line:column:)``.
    @inlinable
    public static func frequency(
        _ weightedGenerators: [(Int, Gen)], file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Gen {
        // One array of (cumulative weight, generator), built in one pass: a
        // generator made inside `flatMap` is made every case, so this is on the
        // hot path of dependent generators.
        var alternatives: [(cumulativeWeight: UInt64, run: @Sendable (ChoiceSource) -> Value)] = []
        alternatives.reserveCapacity(weightedGenerators.count)
        var total: UInt64 = 0
        for (weight, generator) in weightedGenerators where weight > 0 {
            total += UInt64(weight)
            alternatives.append((total, generator.run))
        }
        precondition(!alternatives.isEmpty, "Gen.frequency needs a positive weight")
        let bound = total - 1
        let alternativesTaken = alternatives
        let label = GeneratorLabel(file: file, line: line, column: column)
        return Gen.drawing { source in
            let call = source.beginCall(label)
            let ticket = source.draw(upTo: bound)
            var index = 0
            while alternativesTaken[index].cumulativeWeight <= ticket { index += 1 }
            let value = alternativesTaken[index].run(source)
            source.endCall(call)
            return value
        }
    }

    /// A generator that picks one of `elements` uniformly; the choice 0 is the first.
    @inlinable
    public static func element(of elements: [Value]) -> Gen where Value: Sendable {
        precondition(!elements.isEmpty, "Gen.element(of:) needs at least one element")
        return Gen.drawing { source in source.element(of: elements) }
    }
}
