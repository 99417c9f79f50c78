/// How the commands choose things by id (properties, mutants, snapshots): a pattern is an exact id, a glob with
/// `*` (`band-*`), or otherwise a part of an id (`island`).
package enum IDPattern {
    /// Whether `id` matches `pattern` (exact, glob with `*`, or substring).
    package static func matches(_ id: String, _ pattern: String) -> Bool {
        if id == pattern { return true }
        if pattern.contains("*") { return globMatches(Array(id), Array(pattern)) }
        return id.contains(pattern)
    }

    private static func globMatches(_ text: [Character], _ pattern: [Character]) -> Bool {
        // Iterative wildcard matching with backtracking to the last `*`.
        var textIndex = 0
        var patternIndex = 0
        var starIndex: Int?
        var resumeIndex = 0
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
