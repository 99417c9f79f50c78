import Foundation
import Testing
import OperatingSystem
@testable import DuoFuzzRun

/// A guided run's kept cases: files named by their choices, read back as written, and every file that is not one
/// refused by name; and the mutations that start from them.
@Suite("Guided corpus and mutations")
struct GuidedCorpusTests {
    /// A fresh corpus folder.
    static func root() throws -> URL {
        let url = TemporaryFolder.url.appendingPathComponent("guided-corpus-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("a kept case is one file named by its choices, read back as written; keeping it again writes nothing new")
    func roundTrip() throws {
        let root = try Self.root()
        defer { try? FileManager.default.removeItem(at: root) }
        let corpus = try GuidedCorpus(root: root.path, propertyID: "band-containment")
        let name = try corpus.add([3, 0, 18_446_744_073_709_551_615], propertyID: "band-containment")
        #expect(try corpus.add([3, 0, 18_446_744_073_709_551_615], propertyID: "band-containment") == name)
        try corpus.add([], propertyID: "band-containment")
        #expect(try corpus.names().count == 2)
        #expect(try corpus.choices(of: name) == [3, 0, 18_446_744_073_709_551_615])
        #expect(GuidedCorpus.isEntryName(name) && name.count == 21)
        #expect(try GuidedCorpus.check(root: root.path, propertyIDs: ["band-containment", "collapse"]) == 2)
    }

    @Test("a corrupt entry, a link and a stray file are each refused, by path")
    func badEntries() throws {
        let root = try Self.root()
        defer { try? FileManager.default.removeItem(at: root) }
        let corpus = try GuidedCorpus(root: root.path, propertyID: "collapse")
        let folder = root.appendingPathComponent("collapse")
        let corrupt = folder.appendingPathComponent("00000000000000aa.json")
        try Data(#"{"choices":[1,"#.utf8).write(to: corrupt)
        #expect(throws: GuidedCorpusError.self) { try GuidedCorpus.check(root: root.path, propertyIDs: ["collapse"]) }
        do {
            _ = try GuidedCorpus.check(root: root.path, propertyIDs: ["collapse"])
        } catch {
            #expect("\(error)".contains("collapse/00000000000000aa.json is not a corpus entry"), "\(error)")
        }
        try FileManager.default.removeItem(at: corrupt)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("00000000000000bb.json").path, withDestinationPath: "/etc/passwd")
        #expect(throws: GuidedCorpusError.self) { try corpus.names() }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("00000000000000bb.json"))
        try Data().write(to: folder.appendingPathComponent("notes.txt"))
        do {
            _ = try corpus.names()
            Issue.record("a stray file was read as an entry")
        } catch {
            #expect("\(error)".contains("notes.txt is not a corpus entry"), "\(error)")
        }
    }

    @Test("a mutation depends only on the slice's seed, the position and the kept cases")
    func mutationsAreDeterministic() {
        let kept: [[UInt64]] = [[1, 2, 3, 4], [9, 9], [0, 5, 7, 100, 3, 3]]
        for position in 0..<200 {
            #expect(GuidedMutation(position: position, seed: 11, kept: kept) == GuidedMutation(position: position, seed: 11, kept: kept))
        }
        let differing = (0..<200).filter { GuidedMutation(position: $0, seed: 11, kept: kept) != GuidedMutation(position: $0, seed: 12, kept: kept) }
        #expect(differing.count > 190)
    }

    @Test("about one case in eight is drawn fresh; the others start from a kept case")
    func freshShare() {
        let kept: [[UInt64]] = [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]]
        let mutations = (0..<4000).map { GuidedMutation(position: $0, seed: 5, kept: kept) }
        let fresh = mutations.filter(\.prefix.isEmpty).count
        #expect((350...650).contains(fresh), "\(fresh) of 4000 fresh")
        #expect(GuidedMutation(position: 3, seed: 5, kept: []).prefix.isEmpty, "with nothing kept every case is fresh")
        let kinds = Set(mutations.map { $0.prefix.count })
        #expect(kinds.count > 10, "the mutations shorten, keep and lengthen cases: \(kinds.sorted())")
    }
}
