import Foundation
import DuoCheckEngine
import DuoProperties
import DuoCheckCommandLine

/// The properties duo-fuzz knows: the suites' catalogue, plus the demo
/// properties when asked for (`DUOFUZZ_DEMO=1`).
struct FuzzCatalogue {
    /// Whether the demo properties are included.
    let includesDemos: Bool
    /// Every property, the suites' first.
    let properties: [AnyProperty]

    /// The catalogue, with the demo properties if `includesDemos`.
    init(includesDemos: Bool) {
        self.includesDemos = includesDemos
        properties = PropertyCatalogue.properties() + (includesDemos ? DemoProperties.all : [])
    }

    /// The catalogue the environment asks for: demos with `DUOFUZZ_DEMO=1` (or `true`, `yes`).
    static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> FuzzCatalogue {
        let flag = environment["DUOFUZZ_DEMO"]?.lowercased()
        return FuzzCatalogue(includesDemos: flag == "1" || flag == "true" || flag == "yes")
    }

    /// The property with `id`, if any.
    func property(id: String) -> AnyProperty? {
        properties.first { $0.id == id }
    }

    /// Every property id.
    var ids: Set<String> { Set(properties.map(\.id)) }

    /// The properties that `patterns` select, in catalogue order (all of them
    /// for no pattern). A pattern is an exact id (which chooses that property
    /// alone, so `collapse` is not also `collapse-at-boundaries`), a glob with
    /// `*` (`band-*`), or otherwise a part of an id (`island`). A pattern that
    /// matches nothing is a ``UsageError`` naming it.
    func select(_ patterns: [String]) throws -> [AnyProperty] {
        guard !patterns.isEmpty else { return properties }
        var chosen = Set<String>()
        for pattern in patterns {
            let exact = properties.filter { $0.id == pattern }
            let matches = exact.isEmpty ? properties.filter { Self.matches($0.id, pattern) } : exact
            guard !matches.isEmpty else {
                throw UsageError("no property matches \"\(pattern)\" (see duo-fuzz list)")
            }
            chosen.formUnion(matches.map(\.id))
        }
        return properties.filter { chosen.contains($0.id) }
    }

    /// Whether `id` matches `pattern` (exact, glob with `*`, or substring).
    static func matches(_ id: String, _ pattern: String) -> Bool {
        if id == pattern { return true }
        if pattern.contains("*") { return globMatches(Array(id), Array(pattern)) }
        return id.contains(pattern)
    }

    private static func globMatches(_ text: [Character], _ pattern: [Character]) -> Bool {
        // Iterative wildcard matching with backtracking to the last `*`.
        var textIndex = 0, patternIndex = 0
        var starIndex: Int?, resumeIndex = 0
        while textIndex < text.count {
            if patternIndex < pattern.count, pattern[patternIndex] == "*" {
                starIndex = patternIndex
                resumeIndex = textIndex
                patternIndex += 1
            } else if patternIndex < pattern.count, pattern[patternIndex] == text[textIndex] {
                textIndex += 1
                patternIndex += 1
            } else if let star = starIndex {
                patternIndex = star + 1
                resumeIndex += 1
                textIndex = resumeIndex
            } else {
                return false
            }
        }
        while patternIndex < pattern.count, pattern[patternIndex] == "*" { patternIndex += 1 }
        return patternIndex == pattern.count
    }
}
