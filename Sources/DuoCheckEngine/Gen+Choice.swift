extension Gen {
    /// A generator that picks one of `generators` uniformly and runs it.
    ///
    /// The choice 0 is the first generator, so shrinking prefers it: list the
    /// simplest alternative first.
    @inlinable
    public static func oneOf(_ generators: [Gen]) -> Gen {
        precondition(!generators.isEmpty, "Gen.oneOf needs at least one generator")
        let runs = generators.map(\.run)
        let last = UInt64(runs.count - 1)
        return Gen { source in runs[Int(source.draw(upTo: last))](source) }
    }

    /// A generator that picks one of `generators` with probability
    /// proportional to its weight (weights of 0 are never picked at random).
    ///
    /// The choice 0 is the first generator with a positive weight, so
    /// shrinking prefers the earliest alternatives.
    @inlinable
    public static func frequency(_ weightedGenerators: [(Int, Gen)]) -> Gen {
        let weighted = weightedGenerators.filter { $0.0 > 0 }
        precondition(!weighted.isEmpty, "Gen.frequency needs a positive weight")
        var cumulativeWeights: [UInt64] = []
        var total: UInt64 = 0
        for (weight, _) in weighted {
            total += UInt64(weight)
            cumulativeWeights.append(total)
        }
        let runs = weighted.map { $0.1.run }
        let bound = total - 1
        return Gen { source in
            let ticket = source.draw(upTo: bound)
            var index = 0
            while cumulativeWeights[index] <= ticket { index += 1 }
            return runs[index](source)
        }
    }

    /// A generator that picks one of `elements` uniformly; the choice 0 is the first.
    @inlinable
    public static func element(of elements: [Value]) -> Gen {
        precondition(!elements.isEmpty, "Gen.element(of:) needs at least one element")
        let last = UInt64(elements.count - 1)
        return Gen { source in elements[Int(source.draw(upTo: last))] }
    }
}
