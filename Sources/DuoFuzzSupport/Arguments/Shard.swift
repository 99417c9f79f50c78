/// A shard `index/count` of a run's case indices: the indices `i` with
/// `i % count == index`. Shards are disjoint and together cover every index,
/// so that a CI matrix splits a night's work across machines.
package struct Shard: Equatable, Codable, CustomStringConvertible {
    /// Which shard, from 0.
    package var index: Int
    /// How many shards.
    package var count: Int

    /// The shard `index` of `count`.
    package init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// The whole run.
    package static let whole = Shard(index: 0, count: 1)

    /// The most shards a run or a mutation run may be split into: far past any CI matrix, and small enough that
    /// a worker's shard (`count × workers`, 256 workers at most) and its case indices stay far from overflow.
    static let maximumCount = 65536

    /// How help and errors name a shard.
    package static let expected = "i/n with 0 <= i < n and n from 1 to \(maximumCount), such as 0/4"

    /// `i/n` with `0 <= i < n <= maximumCount`, or `nil`.
    package static func parse(_ text: String) -> Shard? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), (1...maximumCount).contains(count),
            (0..<count).contains(index)
        else { return nil }
        return Shard(index: index, count: count)
    }

    /// Worker `worker` of `workers` within this shard: shard `index + count × worker`
    /// of `count × workers`. Its indices are `≡ index (mod count)`, so the
    /// workers' shards are disjoint and together make up exactly this shard,
    /// whatever number of workers each machine of a CI matrix uses. (Numbering
    /// them `index × workers + worker` instead would also be disjoint, but only
    /// while every shard uses the same number of workers.)
    package func worker(_ worker: Int, of workers: Int) -> Shard {
        Shard(index: index + count * worker, count: count * workers)
    }

    /// How many of the indices below `cases` this shard has.
    package func positionCount(below cases: Int) -> Int {
        index < cases ? (cases - 1 - index) / count + 1 : 0
    }

    /// The case index of this shard's `position`-th index.
    package func caseIndex(atPosition position: Int) -> Int {
        index + count * position
    }

    package var description: String { "\(index)/\(count)" }
}
