import DuoCheckEngine
import Foundation

/// What one `duo-fuzz import` did, as `--json FILE` writes it: the counts its closing line states, each new seed
/// with its picture, and each bad file. The nightly workflow reads it (through `duo-fuzz summarize --import`) for
/// the job's summary and for the new seeds to bring home, instead of reading the console.
package struct ImportRecord: Codable, Equatable {
    /// The version of the record's format: a reader that meets another refuses the file.
    package static let formatVersion = 1

    package var formatVersion = ImportRecord.formatVersion
    /// How many artifacts were given, and how many seed files they held.
    package var artifacts: Int
    package var seedFiles: Int
    /// The seeds copied into the seeds folder, one per new group.
    package var new: [ImportFinding]
    /// Seed files already stored, that no longer fail, that repeat another, and that are the same crash as another.
    package var known: Int
    package var stale: Int
    package var duplicates: Int
    package var sameCrash: Int
    /// Each artifact, link, entry or seed file that could not be read or stored: `path: reason`.
    package var bad: [String]

    /// The closing line of the import's console output.
    package var line: String {
        "import: \(artifacts) artifact\(artifacts == 1 ? "" : "s"), \(seedFiles) seed files: "
            + "\(new.count) new, \(known) known, \(stale) stale, \(duplicates) duplicates, \(sameCrash) same crash, \(bad.count) bad"
    }

    /// The import as the job's summary shows it: its line, its bad files, and the table of its new seeds.
    package var markdown: String {
        var lines = ["### Import", "", line]
        if !bad.isEmpty {
            lines += ["", "**Bad files** (not imported; everything else was):", ""]
            lines += bad.map { "- `\(PullRequestBody.cell($0).replacingOccurrences(of: "`", with: "'"))`" }
        }
        if !new.isEmpty { lines += [""] + PullRequestBody.table(new) }
        return lines.joined(separator: "\n")
    }

    /// The record in `data`; throws a message naming what is wrong. Its version is read first, and every seed
    /// file it names must be a relative path to a `.json` file that stays below the folder it is read from (no `..`,
    /// no control character): the nightly script copies each one, so a record never leads it outside the checkout.
    package static func read(_ data: Data) throws -> ImportRecord {
        let tree = try JSONParser.parse(data)
        guard tree["formatVersion"]?.integerValue == formatVersion else {
            let found = tree["formatVersion"]?.briefDescription ?? "none"
            throw ImportRecordError(description: "an import record of format \(found); this duo-fuzz reads \(formatVersion)")
        }
        let record = try ValueCoding.decode(ImportRecord.self, from: tree)
        if let count = [record.artifacts, record.seedFiles, record.known, record.stale, record.duplicates, record.sameCrash].first(where: { $0 < 0 })
        {
            throw ImportRecordError(description: "a negative count (\(count))")
        }
        for finding in record.new where !isSafeSeedPath(finding.seedFile) {
            throw ImportRecordError(
                description:
                    "the seed file \(JSONValue.string(finding.seedFile).briefDescription) is not a relative path to a .json file below the checkout")
        }
        return record
    }

    /// Whether `path` is relative, names a `.json` file, and has no empty, `.` or `..` component or control character.
    static func isSafeSeedPath(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        return !path.hasPrefix("/") && path.hasSuffix(".json") && !path.unicodeScalars.contains { $0.properties.generalCategory == .control }
            && components.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }
}

/// Why an import record cannot be read.
package struct ImportRecordError: Error, CustomStringConvertible {
    package let description: String
}
