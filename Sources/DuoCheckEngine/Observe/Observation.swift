import Foundation
import OperatingSystemFiles

/// Where and how much a run writes of what it drew, in Hypothesis's observability format, so that Tyche and
/// any other reader of that format can show it: one JSON object per line in
/// `<directory>/<property-id>_testcases.jsonl`, a `test_case` record for each case and an `info` record with
/// the run's statistics.
///
/// A `test_case` record has the format's twelve fields: `type`, `status` (`passed`, `failed` or `gave_up` for
/// a case the generator discarded), `status_reason` (the failing check's location and message, or why the case
/// was discarded), `representation` (the value's JSON in one line), `arguments` (its top-level fields),
/// `how_generated` (`generated` while exploring, `minimal failing example` for the shrunk case), `features`
/// (the case's labels, each a key with an empty value, as Hypothesis writes its events), `coverage` (null, or
/// for a fuzz target's case the lines of the package's sources it reached),
/// `timing` (seconds: `generate:value` and `execute:test`), `metadata` (the case's index, its seed, how many
/// choices it drew, where its status reason is, and for a fuzz target's case whose lines cannot be told,
/// `coverage_unavailable`: why), `property` (the id) and `run_start` (Unix seconds).
@usableFromInline package struct Observation: Sendable, Equatable {
    /// The folder the files go to.
    package var directory: URL
    /// The most `test_case` records one run of a property writes (its `info` record is always written).
    package var limit: Int
    /// When the run started, in seconds since 1970: every record of the run carries it.
    package var runStart: Double

    /// The default ``limit``: enough for every case of a test run, a bound on a night's files.
    package static let defaultLimit = 100_000

    /// Observations written to `directory`, at most `limit` cases a run, for a run that started `runStart`.
    package init(directory: URL, limit: Int = Observation.defaultLimit, runStart: Double = Date().timeIntervalSince1970) {
        self.directory = directory
        self.limit = limit
        self.runStart = runStart
    }

    /// The file of the property `id`.
    package func file(forPropertyID id: String) -> URL {
        directory.appendingPathComponent("\(PropertyFileName.of(id))_testcases.jsonl")
    }
}

/// The records of one run, kept until the run ends and then appended to its file in one write (a fuzz target,
/// whose run has no end of its own, writes them in batches).
package struct ObservationRecords {
    let observation: Observation
    let propertyID: String
    let seed: UInt64
    package var lines: [String] = []
    var dropped = 0

    package init(observation: Observation, propertyID: String, seed: UInt64) {
        self.observation = observation
        self.propertyID = propertyID
        self.seed = seed
    }

    /// Adds a `test_case` record; `coverage` is the format's map of file names to the lines the case reached, or null, and
    /// `coverageUnavailable` why it is null where lines were asked for and cannot be told.
    package mutating func addCase(
        status: String, reason: String, reasonLocation: String?, value: JSONValue?, labels: [String], howGenerated: String,
        caseIndex: Int?, choiceCount: Int, generating: Duration, executing: Duration, coverage: JSONValue = .null,
        coverageUnavailable: String? = nil
    ) {
        guard lines.count < observation.limit else {
            dropped += 1
            return
        }
        var arguments: [String: JSONValue] = [:]
        if case .object(let fields)? = value { arguments = fields } else if let value { arguments = ["value": value] }
        var metadata: [String: JSONValue] = ["choice_count": .integer(Int64(choiceCount)), "seed": .unsigned(seed)]
        if let caseIndex { metadata["case_index"] = .integer(Int64(caseIndex)) }
        if let reasonLocation { metadata["status_reason_location"] = .string(reasonLocation) }
        if let coverageUnavailable { metadata["coverage_unavailable"] = .string(coverageUnavailable) }
        let record: [String: JSONValue] = [
            "type": .string("test_case"),
            "status": .string(status),
            "status_reason": .string(reason),
            "representation": .string(value.flatMap { try? JSONFormat.oneLine.text($0) } ?? ""),
            "arguments": .object(arguments),
            "how_generated": .string(howGenerated),
            "features": .object(Dictionary(labels.map { ($0, JSONValue.string("")) }, uniquingKeysWith: { first, _ in first })),
            "coverage": coverage,
            "timing": .object(["generate:value": .number(generating.seconds), "execute:test": .number(executing.seconds)]),
            "metadata": .object(metadata),
            "property": .string(propertyID),
            "run_start": .number(observation.runStart)
        ]
        add(record)
    }

    /// Adds the run's `info` record: its statistics.
    mutating func addStatistics(casesRun: Int, invalidCases: Int, labelCounts: [String: Int], failed: Bool, duration: Duration) {
        let content: [String: JSONValue] = [
            "cases_run": .integer(Int64(casesRun)),
            "cases_discarded": .integer(Int64(invalidCases)),
            "labels": .object(labelCounts.mapValues { .integer(Int64($0)) }),
            "failed": .bool(failed),
            "duration_seconds": .number(duration.seconds),
            "seed": .unsigned(seed),
            "test_cases_not_written": .integer(Int64(dropped))
        ]
        add([
            "type": .string("info"), "title": .string("DuoCheck statistics"), "content": .object(content),
            "property": .string(propertyID), "run_start": .number(observation.runStart)
        ])
    }

    mutating func add(_ record: [String: JSONValue]) {
        if let line = try? JSONFormat.oneLine.text(JSONValue.object(record)) { lines.append(line) }
    }

    /// Appends the records to the property's file (created if need be) in one write, so that processes that
    /// observe the same property at once add whole lines. The file is opened in the open folder without following
    /// a link: a link or a special file under the file's name is refused by name, never written through. A file
    /// that cannot be written throws, naming its path and the system's reason; the caller reports it, and the run's
    /// verdict stands, since observation is a view of the run.
    package func write() throws {
        guard !lines.isEmpty else { return }
        try FileManager.default.createDirectory(at: observation.directory, withIntermediateDirectories: true)
        let name = observation.file(forPropertyID: propertyID).lastPathComponent
        let folder = try Folder(path: observation.directory.path)
        let descriptor = try folder.openForAppending(name)
        defer { close(descriptor) }
        do {
            try FileDescriptor.writeAll(Data((lines.joined(separator: "\n") + "\n").utf8), to: descriptor)
        } catch let error as DurableFileError {
            throw FileSystemError(path: folder.path(of: name), reason: error.reason)
        }
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
