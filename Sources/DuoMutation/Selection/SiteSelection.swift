import DuoFuzzSupport

/// Which sites of the full list a run takes: its `--shard`, `--operator`, `--file` and `--sample`.
struct SiteSelection: Equatable {
    /// The shard: the sites whose index in the full sorted list is `index mod count`.
    var shard = Shard.whole
    /// The operators to keep (all when empty).
    var operators: [MutationOperator] = []
    /// The files to keep, relative to the package root (all when empty).
    var files: [String] = []
    /// How many sites to sample, and from which seed (all the selected sites when `nil`).
    var sample: (count: Int, seed: UInt64)?

    /// The sites `all` (the full sorted list) that this selection takes, in list order: the shard is taken
    /// first, by index in the full list, so that the shards of a night are disjoint and cover the list
    /// whatever the other options; then the operators and files; then the sample.
    func apply(to all: [MutationSite]) -> [MutationSite] {
        var chosen = all.enumerated().filter { $0.offset % shard.count == shard.index }.map(\.element)
        if !operators.isEmpty { chosen = chosen.filter { operators.contains($0.mutationOperator) } }
        if !files.isEmpty { chosen = chosen.filter { files.contains($0.file) } }
        if let sample {
            chosen = SeededSample.indices(count: sample.count, of: chosen.count, seed: sample.seed).map { chosen[$0] }
        }
        return chosen
    }

    static func == (a: SiteSelection, b: SiteSelection) -> Bool {
        a.shard == b.shard && a.operators == b.operators && a.files == b.files
            && a.sample?.count == b.sample?.count && a.sample?.seed == b.sample?.seed
    }
}
