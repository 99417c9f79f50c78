import Foundation

/// A survivor shown as a small unified diff: the site's original lines with `-`, the mutated lines with `+`,
/// under the mutant's id and its file and line.
enum SurvivorDiff {
    /// The diff of `site`'s mutant, given its file's unmutated bytes.
    static func markdown(_ site: MutationSite, original: [UInt8]) -> String {
        let mutated = site.mutate(original)
        let before = SourceLines.lines(of: original, touching: site.range)
        let after = SourceLines.lines(of: mutated, touching: site.range.lowerBound..<site.range.lowerBound + site.replacement.utf8.count)
        return
            (["#### \(site.id)", "\(site.file):\(site.line)", "```diff"]
            + before.map { "-\($0)" } + after.map { "+\($0)" } + ["```"]).joined(separator: "\n")
    }

    /// The section of every result among `results` that `only` chooses (the survivors by default), reading each
    /// file from `root`, under `title`; empty when there is none.
    static func section(
        _ results: [MutantResult], root: URL, only chosen: (MutantResult) -> Bool = \.isSurvivor,
        title: String = "Survivors"
    ) -> String {
        let survivors = results.filter(chosen)
        guard !survivors.isEmpty else { return "" }
        var parts = ["### \(title) (\(survivors.count))"]
        for result in survivors {
            let data = FileManager.default.contents(atPath: root.appendingPathComponent(result.site.file).path) ?? Data()
            parts.append(markdown(result.site, original: Array(data)))
        }
        return parts.joined(separator: "\n\n")
    }
}
