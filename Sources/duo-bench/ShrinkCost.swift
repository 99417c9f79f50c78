import DuoCheckEngine
import DuoCheckKnownAnswers
import DuoProperties
import Foundation

/// What shrinking cost over a set of seeds: the evaluations and the shrinker's own wall time
/// (`FailureReport.shrinkEvaluations` and `.shrinkDuration`), and how many seeds reached the minimum.
struct ShrinkCost: Codable {
    var propertyID: String
    var seeds: Int
    /// Seeds whose run found a failure (each of those was shrunk).
    var failuresFound: Int
    /// Seeds whose shrunk counterexample is the known minimum.
    var reachedMinimum: Int
    var evaluations: [Int]
    var milliseconds: [Double]
    /// What the explain phase cost after each shrink: its evaluations and wall time.
    var explainEvaluations: [Int] = []
    var explainMilliseconds: [Double] = []

    var medianEvaluations: Double { median(evaluations.map(Double.init)) }
    var maximumEvaluations: Int { evaluations.max() ?? 0 }
    var medianMilliseconds: Double { median(milliseconds) }
    var maximumMilliseconds: Double { milliseconds.max() ?? 0 }
    var everySeedReachedMinimum: Bool { reachedMinimum == seeds }
}

/// Runs a property once per seed (through `run`, for example `property.run` or `AnyProperty.run`) and
/// collects what shrinking its first failure cost. `isMinimal` says whether a shrunk failure is the
/// known minimum; pass `nil` when there is none to compare with (then `reachedMinimum` counts nothing).
///
/// This is the hook for per-mutant shrink times: pass each mutant's property, for example
/// `shrinkCost(of: PropertyCatalogue.property(id: id, using: mutant.helpers)!, ...)`.
func shrinkCost(
    propertyID: String, seeds: [UInt64], cases: Int = 1000,
    isMinimal: ((FailureReport) -> Bool)? = nil, run: (RunConfiguration) -> RunReport
) -> ShrinkCost {
    var cost = ShrinkCost(propertyID: propertyID, seeds: seeds.count, failuresFound: 0, reachedMinimum: 0, evaluations: [], milliseconds: [])
    for seed in seeds {
        guard let failure = run(RunConfiguration(cases: cases, seed: seed)).failure else { continue }
        cost.failuresFound += 1
        cost.evaluations.append(failure.shrinkEvaluations)
        cost.milliseconds.append(failure.shrinkDuration.seconds * 1000)
        if let explanation = failure.explanation, let duration = failure.explainDuration {
            cost.explainEvaluations.append(explanation.evaluations)
            cost.explainMilliseconds.append(duration.seconds * 1000)
        }
        if isMinimal?(failure) == true { cost.reachedMinimum += 1 }
    }
    return cost
}

/// `shrinkCost` for a type-erased property (a catalogue entry, or a mutant's).
func shrinkCost(of property: AnyProperty, seeds: [UInt64], cases: Int = 1000, isMinimal: ((FailureReport) -> Bool)? = nil) -> ShrinkCost {
    shrinkCost(propertyID: property.id, seeds: seeds, cases: cases, isMinimal: isMinimal) { property.run($0) }
}

/// `shrinkCost` for a property whose minimal counterexample is known: a failure reached the minimum
/// when its shrunk value decodes to `minimum`.
func shrinkCost<Value: Equatable>(of property: Property<Value>, seeds: [UInt64], cases: Int = 1000, minimum: Value) -> ShrinkCost {
    shrinkCost(
        propertyID: property.id, seeds: seeds, cases: cases,
        isMinimal: { failure in
            (try? ValueCoding.decode(Value.self, from: failure.shrunk.value)) == minimum
        }
    ) { property.run($0) }
}

/// The false rectangle property's shrink cost over seeds 1...count, after one warm-up run.
func measureRectangleShrinkCost(seedCount: Int) -> ShrinkCost {
    _ = Rectangle.fitsOrIsNarrow().run(RunConfiguration(cases: 1000, seed: 0))
    return shrinkCost(of: Rectangle.fitsOrIsNarrow(), seeds: (1...UInt64(seedCount)).map { $0 }, minimum: Rectangle.minimum)
}

/// The shrink cost of each mutant's counterexample: its expected killer run against it from each of `seeds`
/// (up to 1,000 cases), and the failure shrunk as a run shrinks it.
func measureMutantShrinkCosts(seedCount: Int, log: (String) -> Void) -> [ShrinkCost] {
    let seeds = (1...UInt64(seedCount)).map { $0 }
    return BugShape.all.compactMap { mutant in
        guard let property = PropertyCatalogue.property(id: mutant.expectedKiller, using: mutant.helpers) else { return nil }
        var cost = shrinkCost(of: property, seeds: seeds)
        cost.propertyID = mutant.id
        log(
            "  \(mutant.id): \(cost.failuresFound) of \(seedCount) seeds failed, shrink median \(format(milliseconds: cost.medianMilliseconds)) ms, "
                + "maximum \(format(milliseconds: cost.maximumMilliseconds)) ms")
        return cost
    }
}
