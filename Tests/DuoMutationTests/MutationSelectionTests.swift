import Foundation
import Testing
@testable import DuoMutation
import DuoFuzzSupport
import DuoFuzzTestSupport

/// Mutant ids that survive unrelated edits, and the deterministic selections: samples and shards.
@Suite("Mutation ids and selection")
struct MutationSelectionTests {
    static let source = """
        func f(a: CGFloat, b: CGFloat) -> CGFloat {
            let x = a < b ? a - b : b - a
            return x - 1
        }
        """

    /// The ids of `source`'s sites, in order.
    func ids(_ source: String, file: String = "Sources/DuoGeometry/Sample.swift") -> [String] {
        SiteFinder(file: file, source: Array(source.utf8)).sites().map(\.id)
    }

    @Test("FNV-1a 64 has its published values")
    func fnv() {
        #expect(MutantID.fnv1a64([]) == 0xCBF2_9CE4_8422_2325)
        #expect(MutantID.fnv1a64(Array("a".utf8)) == 0xAF63_DC4C_8601_EC8C)
        #expect(MutantID.fnv1a64(Array("foobar".utf8)) == 0x8594_4171_F739_67E8)
    }

    @Test("ids read <file stem>:<operator>:<8 hex digits> and are distinct, even for the same edit twice on a line")
    func idForm() {
        let all = ids(Self.source)
        #expect(Set(all).count == all.count)
        for id in all {
            let parts = id.split(separator: ":")
            #expect(parts.count == 3 && parts[0] == "Sample" && parts[2].count == 8 && parts[2].allSatisfy(\.isHexDigit), "\(id)")
        }
    }

    @Test("ids stay when lines are inserted above or other lines change, and change with their own line")
    func stability() {
        let before = ids(Self.source)
        let inserted = ids("// a new comment\nimport Foundation\n\n" + Self.source)
        #expect(inserted == before)
        let otherLineEdited = ids(Self.source.replacingOccurrences(of: "return x - 1", with: "return x - 2"))
        #expect(Array(otherLineEdited.prefix(3)) == Array(before.prefix(3)))
        let ownLineEdited = ids(Self.source.replacingOccurrences(of: "a < b ?", with: "a < b  ?"))
        #expect(ownLineEdited.first != before.first)
        #expect(ids(Self.source, file: "Sources/DuoGeometry/Other.swift").first != before.first)
    }

    @Test("identical lines give their sites distinct ids")
    func identicalLines() {
        let all = ids("let a = b + c\nlet a = b + c\n")
        #expect(all.count == 2 && all[0] != all[1])
    }

    @Test("the real geometry core's ids are all distinct")
    func realCoreIDsAreDistinct() throws {
        let sites = try PackageSites(root: TestPackage.root).sites
        #expect(sites.count > 100)
        #expect(Set(sites.map(\.id)).count == sites.count)
    }

    @Test("a sample is deterministic, its size as asked, and depends on the seed")
    func sample() {
        let first = SeededSample.indices(count: 30, of: 400, seed: 1)
        #expect(first == SeededSample.indices(count: 30, of: 400, seed: 1))
        #expect(first.count == 30 && Set(first).count == 30 && first == first.sorted() && first.allSatisfy { $0 < 400 })
        #expect(first != SeededSample.indices(count: 30, of: 400, seed: 2))
        #expect(SeededSample.indices(count: 50, of: 10, seed: 3) == Array(0..<10))
        // Known answers, worked out by hand from SplitMix64: a change to the draw would change every recorded sample.
        #expect(SeededSample.indices(count: 3, of: 10, seed: 0) == [1, 5, 9])
        #expect(SeededSample.indices(count: 5, of: 466, seed: 1) == [121, 128, 143, 172, 365])
    }

    @Test("shards of the full list are disjoint and cover it, whatever the count")
    func shards() throws {
        let all = try PackageSites(root: TestPackage.root).sites
        for count in [1, 2, 7] {
            var seen: [String] = []
            for index in 0..<count {
                let shard = SiteSelection(shard: Shard(index: index, count: count)).apply(to: all)
                #expect(shard == SiteSelection(shard: Shard(index: index, count: count)).apply(to: all))
                seen += shard.map(\.id)
            }
            #expect(seen.sorted() == all.map(\.id).sorted(), "count \(count)")
        }
    }

    @Test("operators, files, shards and samples combine in that order")
    func combined() throws {
        let all = try PackageSites(root: TestPackage.root).sites
        let selection = SiteSelection(shard: Shard(index: 1, count: 2), operators: [.relational], files: [], sample: (5, 9))
        let chosen = selection.apply(to: all)
        #expect(chosen.count == 5)
        #expect(chosen.allSatisfy { $0.mutationOperator == .relational })
        let indices = chosen.map { site in all.firstIndex(of: site)! }
        #expect(indices.allSatisfy { $0 % 2 == 1 } && indices == indices.sorted())
        #expect(chosen == selection.apply(to: all))
    }
}
