import DuoCheckEngine
import DuoProperties
import Foundation

/// The property a libFuzzer target runs, and the helpers it runs against.
///
/// One executable serves every property: `DUOCHECK_FUZZ_PROPERTY` names the property, or else the
/// executable's own name does (ClusterFuzzLite and OSS-Fuzz run each fuzz target by its file name, without
/// an environment of its own, so `.clusterfuzzlite/build.sh` copies the one build under each property's id).
/// One build instead of thirty-seven keeps the build to minutes on two cores, and the targets still keep
/// separate corpora, crashes and statistics, since the fuzzing infrastructure keys them by target name.
///
/// `DUOCHECK_FUZZ_MUTANT` plants one of the hand-written bug shapes of `Properties/BugShapes` in the core's
/// helpers, so that a run measures how soon guidance finds it; it is refused for an app's own helpers.
struct FuzzTargetChoice {
    /// The property, built on the chosen helpers.
    let property: AnyProperty
    /// The mutant planted, or nil for the helpers as given.
    let mutantID: String?
    /// Whether the helpers are an app's own (a conformance target), not DuoCheck's core.
    var runsAppHelpers = false

    /// The choice that `arguments` (the executable's path first) and `environment` make, with `helpers` the
    /// app's own (nil for the core's); an error says what is wrong and what would be right.
    static func choose(
        arguments: [String], environment: [String: String], helpers: PlacementHelpers?
    ) -> Result<FuzzTargetChoice, FuzzTargetError> {
        let ids = PropertyCatalogue.properties().map(\.id)
        let named = environment["DUOCHECK_FUZZ_PROPERTY"].flatMap { $0.isEmpty ? nil : $0 }
        let executable = arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent }
        guard let id = named ?? executable.flatMap({ ids.contains($0) ? $0 : nil }) else {
            return .failure(FuzzTargetError("no property is named: set DUOCHECK_FUZZ_PROPERTY, or name the executable after a property", ids: ids))
        }
        guard ids.contains(id) else { return .failure(FuzzTargetError("no property has the id \"\(id)\"", ids: ids)) }
        var chosenHelpers = helpers ?? .core
        let mutantID = environment["DUOCHECK_FUZZ_MUTANT"].flatMap { $0.isEmpty ? nil : $0 }
        if let mutantID {
            guard helpers == nil else {
                return .failure(FuzzTargetError("DUOCHECK_FUZZ_MUTANT plants a bug in the core's helpers, and this target runs an app's own"))
            }
            guard let mutant = BugShape.all.first(where: { $0.id == mutantID }) else {
                return .failure(FuzzTargetError("no mutant has the id \"\(mutantID)\"", ids: BugShape.all.map(\.id)))
            }
            chosenHelpers = mutant.helpers
        }
        guard let property = PropertyCatalogue.property(id: id, using: chosenHelpers) else {
            return .failure(FuzzTargetError("no property has the id \"\(id)\"", ids: ids))
        }
        return .success(FuzzTargetChoice(property: property, mutantID: mutantID, runsAppHelpers: helpers != nil))
    }

    /// The property's id, with the mutant when one is planted.
    var name: String {
        mutantID.map { "\(property.id) against the mutant \($0)" } ?? property.id
    }
}

/// Why no target could be chosen.
struct FuzzTargetError: Error, CustomStringConvertible {
    let description: String

    init(_ problem: String, ids: [String] = []) {
        description = ids.isEmpty ? problem : "\(problem); one of: \(ids.joined(separator: ", "))"
    }
}
