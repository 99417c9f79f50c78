import DuoCheckEngine
import DuoFuzzSupport
import Foundation

/// One thing `duo-fuzz mutate` did, in order: the stream its outputs are recorded from. The console's lines and
/// table (``MutationConsoleRecorder``), the JSON report (`--json`) and the event log (`--events`) are its recorders;
/// the run itself prints and writes no report.
enum MutationEvent {
    /// The version of the event log's records.
    static let formatVersion = 1

    /// The scratch copy was brought up to date.
    case scratchSynced(written: Int, deleted: Int)
    /// The unmutated scratch copy is being built.
    case baselineStarted
    /// The unmutated copy built and every property held: the mutants to run follow.
    case baselineHeld(buildSeconds: Double, verdictSeconds: Double, mutants: Int)
    /// The unmutated copy cannot serve as a baseline: why.
    case baselineFailed(String)
    /// A mutant judged: the `position`th of `count`.
    case judged(MutantResult, position: Int, count: Int)
    /// The run ended, stopped by `stoppedBy` (a signal's name) when it was cut short: every mutant judged.
    case finished([MutantResult], stoppedBy: String?, of: Int)

    /// The event as one record of the event log: its type, the format's version, and its fields.
    var record: JSONValue {
        var fields: [String: JSONValue] = [:]
        let type: String
        switch self {
        case .scratchSynced(let written, let deleted):
            type = "scratch-synced"
            fields = ["written": .integer(Int64(written)), "deleted": .integer(Int64(deleted))]
        case .baselineStarted: type = "baseline-started"
        case .baselineHeld(let build, let verdict, let mutants):
            type = "baseline-held"
            fields = ["buildSeconds": .number(build), "verdictSeconds": .number(verdict), "mutants": .integer(Int64(mutants))]
        case .baselineFailed(let reason):
            type = "baseline-failed"
            fields = ["reason": .string(reason)]
        case .judged(let result, let position, let count):
            type = "judged"
            fields = ["position": .integer(Int64(position)), "count": .integer(Int64(count))]
            fields["mutant"] = .object(ReportFile.fields(of: MutationJSONReport.MutantRecord(result)))
        case .finished(let results, let stoppedBy, let count):
            type = "finished"
            fields = [
                "judged": .integer(Int64(results.count)), "count": .integer(Int64(count)), "stoppedBy": stoppedBy.map(JSONValue.string) ?? .null
            ]
        }
        return ReportFile.eventRecord(type: type, version: Self.formatVersion, fields)
    }
}

/// What records a mutation run's events into one output.
protocol MutationRecorder: AnyObject {
    func record(_ event: MutationEvent)
    /// The option of a file this recorder could not write, or nil.
    var unwritten: String? { get }
}

/// The console's lines of a mutation run: the scratch copy, the baseline, a line per mutant, and at the end the table,
/// the survivors and the mutants only the snapshots caught.
final class MutationConsoleRecorder: MutationRecorder {
    let console: Console
    let root: URL
    var unwritten: String? { nil }

    init(console: Console, root: URL) {
        self.console = console
        self.root = root
    }

    func record(_ event: MutationEvent) {
        switch event {
        case .scratchSynced(let written, let deleted):
            console.output("scratch copy \(ScratchPackage.folder): \(written) file(s) written, \(deleted) deleted")
        case .baselineStarted: console.output("baseline: building the unmutated scratch copy (swift build --product duo-fuzz)")
        case .baselineHeld(let build, let verdict, let mutants):
            console.output(
                "baseline: built in \(DecimalText.fixed(build, places: 1)) s; every property held in \(DecimalText.fixed(verdict, places: 1)) s. \(mutants) mutant(s) to run."
            )
        case .baselineFailed(let reason): console.error("duo-fuzz mutate: \(reason)")
        case .judged(let result, let position, let count): console.output(Self.progressLine(result, position: position, count: count))
        case .finished(let results, let stoppedBy, let count):
            if let stoppedBy {
                console.output("\nstopped by \(stoppedBy) after \(results.count) of \(count) mutant(s); the partial results:")
            }
            console.output("\n" + MutationTable.markdown(results))
            let survivors = SurvivorDiff.section(results, root: root)
            if !survivors.isEmpty { console.output("\n" + survivors) }
            let missed = SurvivorDiff.section(
                results, root: root, only: \.isCaughtOnlyBySnapshots, title: "Caught only by the snapshots: the properties let these through")
            if !missed.isEmpty { console.output("\n" + missed) }
        }
    }

    /// `[12/340] killed     BandSideInsets:relational:1a2b3c4d  BandSideInsets.swift:17  < -> <=  (band-spans-strip, 2.1 s)`.
    static func progressLine(_ result: MutantResult, position: Int, count: Int) -> String {
        let site = result.site
        let label = result.label.padding(toLength: max(10, result.label.count), withPad: " ", startingAt: 0)
        var detail = [DecimalText.fixed(result.seconds, places: 1) + " s"]
        if let killer = result.killer { detail.insert(killer, at: 0) }
        if result.outcome == .stillborn { detail.insert("does not build", at: 0) }
        return "[\(position)/\(count)] \(label) \(site.id)  \(site.fileName):\(site.line)  \(site.edit)  (\(detail.joined(separator: ", ")))"
    }
}

/// A recorder that writes one file when the run finishes: the JSON report, or the event log.
final class MutationFileRecorder: MutationRecorder {
    let option: String
    let url: URL
    let console: Console
    let content: ([MutantResult], Bool, [MutationEvent]) throws -> Data
    private var events: [MutationEvent] = []
    private(set) var unwritten: String?

    init(option: String, url: URL, console: Console, content: @escaping ([MutantResult], Bool, [MutationEvent]) throws -> Data) {
        self.option = option
        self.url = url
        self.console = console
        self.content = content
    }

    func record(_ event: MutationEvent) {
        events.append(event)
        guard case .finished(let results, let stoppedBy, _) = event else { return }
        do {
            try ReportFile.write(try content(results, stoppedBy != nil, events), makingFolderOf: url)
        } catch {
            console.error("duo-fuzz mutate: \(option): \(ReportFileError.describe(error, path: url.relativePath))")
            unwritten = option
        }
    }
}
