import Foundation
import DuoCheckEngine
import DuoProperties
import DuoCheckCommandLine
import DuoFuzzSupport

/// The properties duo-fuzz knows: the suites' catalogue, plus the demo
/// properties when asked for (`DUOFUZZ_DEMO=1`).
///
/// `DUOFUZZ_MUTANT=<id>` runs the suites on one of the spec's bug shapes (``BugShape``, `duo-fuzz mutants`)
/// instead of the core's helpers, in every process of the run: what `duo-bench guided` measures the time to a
/// failure with. A name that is no bug shape is ignored by the catalogue and refused by `duo-fuzz run`.
package struct FuzzCatalogue {
    /// Whether the demo properties are included.
    package let includesDemos: Bool
    /// The bug shape whose helpers the suites run on, or nil for the core's.
    package let mutant: BugShape?
    /// Every property, the suites' first.
    package let properties: [AnyProperty]

    /// The catalogue, with the demo properties if `includesDemos`, on `mutant`'s helpers when one is given.
    init(includesDemos: Bool, mutant: BugShape? = nil) {
        self.includesDemos = includesDemos
        self.mutant = mutant
        properties = PropertyCatalogue.properties(using: mutant?.helpers ?? .core) + (includesDemos ? DemoProperties.all : [])
    }

    /// The catalogue the environment asks for: demos with `DUOFUZZ_DEMO=1` (or `true`, `yes`), a bug shape's
    /// helpers with `DUOFUZZ_MUTANT`.
    package static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> FuzzCatalogue {
        FuzzCatalogue(includesDemos: RunConfiguration.isSet(environment["DUOFUZZ_DEMO"]), mutant: mutant(in: environment))
    }

    /// The bug shape `DUOFUZZ_MUTANT` names, if it names one: a worker's catalogue is its run's.
    static func mutant(in environment: [String: String] = ProcessInfo.processInfo.environment) -> BugShape? {
        environment["DUOFUZZ_MUTANT"].flatMap { id in BugShape.all.first { $0.id == id } }
    }

    /// The property with `id`, if any.
    func property(id: String) -> AnyProperty? {
        properties.first { $0.id == id }
    }

    /// Every property id.
    package var ids: Set<String> { Set(properties.map(\.id)) }

    /// The properties that `patterns` select, in catalogue order (all of them
    /// for no pattern). A pattern is an exact id (which chooses that property
    /// alone, so `collapse` is not also `collapse-at-boundaries`), a glob with
    /// `*` (`band-*`), or otherwise a part of an id (`island`). A pattern that
    /// matches nothing is a ``UsageError`` naming it.
    package func select(_ patterns: [String]) throws -> [AnyProperty] {
        guard !patterns.isEmpty else { return properties }
        var chosen = Set<String>()
        for pattern in patterns {
            let exact = properties.filter { $0.id == pattern }
            let matches = exact.isEmpty ? properties.filter { IDPattern.matches($0.id, pattern) } : exact
            guard !matches.isEmpty else {
                throw UsageError("no property matches \"\(pattern)\" (see duo-fuzz list)")
            }
            chosen.formUnion(matches.map(\.id))
        }
        return properties.filter { chosen.contains($0.id) }
    }
}
