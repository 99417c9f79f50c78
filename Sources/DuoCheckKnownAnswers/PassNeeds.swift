import DuoCheckEngine

/// What each shrink pass is for, measured: the standard problems that miss their minimum without it.
///
/// Each pass of ``Shrinker``'s default set is left out in turn, and every problem is measured again over the same
/// seeds. A problem *needs* the pass when, without it, it reaches its minimum from fewer than 95% of the seeds where
/// it reached it from 95% or more with every pass. A pass that no problem needs is kept for what the domain
/// properties' shrinks ask of it, which `duo-bench --only shrink` measures, or for its cost.
package struct PassNeed: Codable, Equatable, Sendable {
    /// The pass's name.
    package var pass: String
    /// Whether it runs every round or only in a round where the others found nothing.
    package var isStructural: Bool
    /// The problems that miss their minimum without it, with the seeds at the minimum without it.
    package var problems: [String]

    /// The row as one line of the table.
    package var markdownLine: String {
        "| \(pass) | \(isStructural ? "stalled rounds" : "every round") | \(problems.isEmpty ? "–" : problems.joined(separator: "; ")) |"
    }

    /// The table's two header lines.
    package static let markdownHeader = ["| pass | runs in | problems that miss their minimum without it |", "|---|---|---|"]
}

/// Leaves out each pass in turn and measures every standard problem over seeds `1...seedCount` (see ``PassNeed``).
package func measurePassNeeds(seedCount: Int, log: (String) -> Void = { _ in }) -> [PassNeed] {
    let seeds = (1...UInt64(seedCount)).map { $0 }
    let full = Shrinker()
    let meeting = StandardProblems.all.filter { $0.measure(seeds: seeds, shrinker: full).fractionAtMinimum >= 0.95 }
    let passes = full.passes.map { ($0, false) } + full.structuralPasses.map { ($0, true) }
    return passes.map { pass, isStructural in
        log("  without \(pass.name)...")
        var shrinker = full
        if isStructural {
            shrinker.structuralPasses.removeAll { $0.name == pass.name }
        } else {
            shrinker.passes.removeAll { $0.name == pass.name }
        }
        let problems = meeting.compactMap { problem -> String? in
            let quality = problem.measure(seeds: seeds, shrinker: shrinker)
            guard quality.fractionAtMinimum < 0.95 else { return nil }
            return "\(problem.name) (\(quality.attempts.filter(\.reachedMinimum).count) of \(seedCount))"
        }
        return PassNeed(pass: pass.name, isStructural: isStructural, problems: problems)
    }
}

/// The table of ``measurePassNeeds(seedCount:log:)``'s rows: what `duo-bench --only passes` prints (over 20 seeds)
/// and `docs/engine.md` holds.
package func passNeedsMarkdown(_ rows: [PassNeed]) -> [String] {
    PassNeed.markdownHeader + rows.map(\.markdownLine)
}
