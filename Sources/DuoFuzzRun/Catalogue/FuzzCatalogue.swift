import Foundation
import DuoCheckEngine
import DuoProperties
import DuoCheckCommandLine
import DuoFuzzSupport

/// The properties duo-fuzz knows: the suites' catalogue, plus the demo
/// properties when asked for (`DUOFUZZ_DEMO=1`).
package struct FuzzCatalogue {
    /// Whether the demo properties are included.
    package let includesDemos: Bool
    /// Every property, the suites' first.
    package let properties: [AnyProperty]

    /// The catalogue, with the demo properties if `includesDemos`.
    init(includesDemos: Bool) {
        self.includesDemos = includesDemos
        properties = PropertyCatalogue.properties() + (includesDemos ? DemoProperties.all : [])
    }

    /// The catalogue the environment asks for: demos with `DUOFUZZ_DEMO=1` (or `true`, `yes`).
    package static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> FuzzCatalogue {
        FuzzCatalogue(includesDemos: RunConfiguration.isSet(environment["DUOFUZZ_DEMO"]))
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
