import Foundation
import DuoCheckEngine
import OperatingSystemFiles
import DuoProperties

/// The folder of recorded snapshots, `Tests/Snapshots/`, one `<id>.jsonl` file per helper.
package struct SnapshotStore: Sendable {
    /// The folder.
    package let directory: URL

    /// The store in `directory`.
    package init(directory: URL) {
        self.directory = directory
    }

    /// The store of the package whose root is `packageRoot`: `Tests/Snapshots/` under it.
    package init(packageRoot: URL) {
        self.init(directory: packageRoot.appendingPathComponent("Tests").appendingPathComponent("Snapshots"))
    }

    /// The file of `snapshot`.
    package func url(of snapshot: HelperSnapshot) -> URL {
        directory.appendingPathComponent("\(snapshot.id).jsonl")
    }

    /// The entries of the folder that are no snapshot of `snapshots` (the catalogue's, by default): a `*.jsonl` file
    /// of no helper (a snapshot renamed or removed, whose file no test reads any more), a folder or a link named
    /// `*.jsonl`; each as `name: what it is`. `swift test` and `duo-fuzz snapshot diff` both name them. A folder that
    /// cannot be listed is named too.
    package func unknownEntries(knownIDs: Set<String> = Set(SnapshotCatalogue.all.map(\.id))) -> [String] {
        let names: [String]
        do {
            names = try Folder(path: directory.path).names().sorted()
        } catch {
            return ["\(directory.path): a folder that cannot be listed (\(FileSystemError.reason(of: error)))"]
        }
        return names.filter { $0.hasSuffix(".jsonl") }.compactMap { name in
            let kind = FileKind(atPath: directory.appendingPathComponent(name).path)
            guard kind == .file else { return "\(name): \(kind), not a snapshot file" }
            let id = String(name.dropLast(".jsonl".count))
            return knownIDs.contains(id) ? nil : "\(name): no helper's snapshot has the id \(id) (renamed or removed? delete the file or record it)"
        }
    }

    /// Records `snapshot`'s corpus and the helper's outputs now, replacing its file (written whole to a temporary
    /// file, synced, then renamed, by ``DurableFile``). Returns whether the file changed.
    @discardableResult
    package func record(_ snapshot: HelperSnapshot) throws -> Bool {
        let text = try SnapshotCorpus.lines(of: snapshot).map(\.text).joined(separator: "\n") + "\n"
        let url = url(of: snapshot)
        if let old = try? String(contentsOf: url, encoding: .utf8), old == text { return false }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try DurableFile.write(Data(text.utf8), to: url, mode: .replace)
        return true
    }

    /// Checks every recorded case of `snapshot` against the helper as it is now, in `helpers` (the core's own
    /// by default, or another implementation's; a snapshot with no ``HelperSnapshot/members`` reads the core).
    package func compare(_ snapshot: HelperSnapshot, helpers: PlacementHelpers = .core) -> SnapshotComparison {
        let url = url(of: snapshot)
        guard FileManager.default.fileExists(atPath: url.path) else {
            return SnapshotComparison(snapshot: snapshot, file: url, problem: .missing)
        }
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            return SnapshotComparison(snapshot: snapshot, file: url, problem: .unreadable("\(error)"))
        }
        var checks: [SnapshotLineCheck] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: true).enumerated() {
            do {
                checks.append(try snapshot.checkLine(line, helpers))
            } catch {
                return SnapshotComparison(snapshot: snapshot, file: url, problem: .badLine(number + 1, Self.describe(error)))
            }
        }
        guard !checks.isEmpty else { return SnapshotComparison(snapshot: snapshot, file: url, problem: .badLine(1, "the file holds no case")) }
        // The corpus must be whole: the cases the generators give, in order, once each. A drifted corpus is no
        // longer what they give, so only its numbering is checked; the drift itself fails the comparison.
        let expected: [SnapshotCaseOrigin]?
        do {
            let recordedInputs = Dictionary(checks.map { ($0.origin, $0.inputText) }, uniquingKeysWith: { first, _ in first })
            expected = checks.contains(where: \.drifted) ? nil : try SnapshotCorpus.origins(of: snapshot, knownInputs: recordedInputs)
        } catch {
            return SnapshotComparison(snapshot: snapshot, file: url, problem: .unreadable("its corpus cannot be drawn: \(error)"))
        }
        if let difference = SnapshotCorpus.firstDifference(recorded: checks.map { ($0.index, $0.origin) }, expected: expected) {
            return SnapshotComparison(snapshot: snapshot, file: url, checks: checks, problem: .incomplete(difference))
        }
        return SnapshotComparison(snapshot: snapshot, file: url, checks: checks)
    }

    /// A decoding error in a few words.
    static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): return "no \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context), DecodingError.dataCorrupted(let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
        default: return "\(error)"
        }
    }
}
