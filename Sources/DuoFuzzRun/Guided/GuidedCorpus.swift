import Foundation
import DuoCheckEngine
import DuoCheckCommandLine
import DuoSeedFiles
import OperatingSystem
import OperatingSystemFiles

/// One property's kept cases in a guided run: the choice sequences that reached a feature (``GuidedFeatures``) no
/// case before them had, from which the run's mutations start (``GuidedMutation``).
///
/// They live in `<corpus>/<property>/<hash>.json` (the folder named by ``PropertyFileName``, the file by the
/// 16 hexadecimal digits of ``SeedHash``), each `{"choices":[…]}`, so that a nightly keeps them between nights as
/// a folder of its cache, and two workers keeping the same case write one file. An entry is written under a
/// temporary name and renamed, so a reader never sees half of one; it is not flushed to storage as a seed is: a
/// lost entry costs the next night a little guidance, never a finding.
package struct GuidedCorpus {
    /// One kept case.
    struct Entry: Codable, Equatable {
        /// The choices that build it.
        var choices: [UInt64]
    }

    /// The largest entry file read: millions of choices' worth of text, far past the draw limit.
    static let largestEntry = 32 << 20

    /// The property's folder.
    let folder: Folder

    /// The corpus of property `propertyID` under `root` (made when missing); a link where a folder should be, or a
    /// folder that cannot be made, throws a message naming it.
    init(root: String, propertyID: String) throws {
        do {
            let rootFolder = try Folder(path: root)
            folder = try rootFolder.folder(PropertyFileName.of(propertyID), creating: true)
        } catch {
            throw GuidedCorpusError("the corpus folder of \(propertyID) under \(root): \(FileSystemError.describe(error))")
        }
    }

    /// The entries' names, in order; a name of another kind (not `<hash>.json`, or a link, a folder, a device) throws,
    /// naming it. Temporary files of writes cut short are left out.
    func names() throws -> [String] {
        let all: [String]
        do {
            all = try folder.names()
        } catch {
            throw GuidedCorpusError("cannot list \(folder.path): \(FileSystemError.describe(error))")
        }
        return try all.filter { !isLeftover($0) }.sorted().compactMap { name in
            // Gone since the listing: another run sharing the folder removed it.
            if case .missing = folder.kind(of: name) { return nil }
            guard Self.isEntryName(name) else {
                throw GuidedCorpusError("\(folder.path(of: name)) is not a corpus entry (its name is not 16 hexadecimal digits and .json)")
            }
            guard folder.kind(of: name) == .file else {
                throw GuidedCorpusError("\(folder.path(of: name)) is \(folder.kind(of: name).description), not a corpus entry")
            }
            return name
        }
    }

    /// Whether `name` is the temporary file of a write (left out); one whose writer has ended is removed.
    private func isLeftover(_ name: String) -> Bool {
        guard DurableFile.isTemporaryName(name) else { return false }
        if let owner = DurableFile.ownerProcessID(ofTemporaryName: name), !ProcessTable.isRunning(owner) { folder.remove(name) }
        return true
    }

    /// The choices of entry `name`; a file that is no entry throws, naming it and why.
    func choices(of name: String) throws -> [UInt64] {
        do {
            let data = try folder.read(name, atMost: Self.largestEntry)
            return try ValueCoding.decode(Entry.self, from: data).choices
        } catch let error as FileSystemError {
            throw GuidedCorpusError("cannot read \(folder.path(of: name)): \(error.reason)")
        } catch {
            throw GuidedCorpusError("\(folder.path(of: name)) is not a corpus entry: \(error)")
        }
    }

    /// The choices of entry `name`, or nil when it is gone (another run sharing the folder removed it after the
    /// listing); a file that is no entry throws, as ``choices(of:)`` does.
    func choicesIfPresent(of name: String) throws -> [UInt64]? {
        if case .missing = folder.kind(of: name) { return nil }
        do {
            return try choices(of: name)
        } catch {
            if case .missing = folder.kind(of: name) { return nil }
            throw error
        }
    }

    /// Keeps `choices` as an entry; its name, which an identical entry may have had already.
    @discardableResult
    func add(_ choices: [UInt64], propertyID: String) throws -> String {
        let name = Self.name(of: choices, propertyID: propertyID)
        guard folder.kind(of: name) != .file else { return name }
        let temporary = DurableFile.temporaryName(for: name)
        do {
            let descriptor = try folder.createFile(temporary)
            defer { close(descriptor) }
            try FileDescriptor.writeAll(try JSONFormat.oneLine.data(Entry(choices: choices)) + Data("\n".utf8), to: descriptor)
            try folder.rename(temporary, to: name)
        } catch {
            folder.remove(temporary)
            throw GuidedCorpusError("cannot keep a case in \(folder.path): \(FileSystemError.describe(error))")
        }
        return name
    }

    /// Removes entry `name` (one that adds nothing the others reach).
    func remove(_ name: String) {
        folder.remove(name)
    }

    /// The name of the entry `choices` of property `propertyID`.
    static func name(of choices: [UInt64], propertyID: String) -> String {
        let hex = String(SeedHash.hash(propertyID: propertyID, choices: choices), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex + ".json"
    }

    static func isEntryName(_ name: String) -> Bool {
        name.count == 21 && name.hasSuffix(".json") && name.prefix(16).allSatisfy(\.isHexDigit)
    }

    /// Reads every entry of `propertyIDs` under `root`, so that a bad one is bad usage before any work: the
    /// number of entries.
    static func check(root: String, propertyIDs: [String]) throws -> Int {
        var count = 0
        for id in propertyIDs {
            let corpus = try GuidedCorpus(root: root, propertyID: id)
            for name in try corpus.names() {
                _ = try corpus.choices(of: name)
                count += 1
            }
        }
        return count
    }
}

extension GuidedCorpus {
    /// Reads the kept cases of a guided run's properties (nothing for a random run) before any work (``check(root:propertyIDs:)``): a corrupt
    /// entry, a link or a stray file is bad usage, named.
    package static func checkForRun(_ options: RunOptions, propertyIDs: [String]) throws {
        guard options.guided else { return }
        do {
            _ = try check(root: options.corpusDirectory.path, propertyIDs: propertyIDs)
        } catch {
            throw UsageError("--corpus: \(error); move it away, or give another --corpus")
        }
    }
}

/// A corpus that cannot be read or written, with the path and the reason.
struct GuidedCorpusError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
