import DuoCheckCommandLine
import DuoFuzzSupport
import Foundation

/// One thing `duo-fuzz import` did with a seed file of the night, in order, and its end: the one stream the import's
/// outputs are recorded from (``ImportRecorder``). The console's lines, the pull request's body (`--pr-body`) and the
/// import's record (`--json`) are its recorders; the importer itself prints and writes no report.
package enum ImportEvent {
    /// A seed that the seeds folder holds already (`label` says what it is: `crash of demo-trap`).
    case known(label: String, seedFile: String, folder: String)
    /// A seed that repeats another of the night.
    case duplicate(label: String, path: String, first: String)
    /// A crash that is the same (signal and message) as another, which stands for it.
    case sameCrash(label: String, path: String, leader: String)
    /// A seed that holds in this checkout: left out.
    case stale(label: String, path: String, summary: String)
    /// A stored crash seed that no longer fails, and so stands for no new crash.
    case fixed(label: String, path: String, summary: String)
    /// A seed copied into the seeds folder, beside a file in its way when `beside` says so.
    case new(label: String, finding: ImportFinding, beside: String?)
    /// A line for standard error: a picture that could not be drawn.
    case notice(String)
    /// The import ended: its record.
    case finished(ImportRecord)
}

/// What records an import's events into one output.
package protocol ImportRecorder: AnyObject {
    /// Records `event`.
    func record(_ event: ImportEvent)
    /// Why this recorder's file could not be written, or nil.
    var problem: UsageError? { get }
}

/// The console's lines of an import: one (or a few) per seed file, the bad files, and the closing line.
final class ImportConsoleRecorder: ImportRecorder {
    let console: Console
    var problem: UsageError? { nil }

    init(console: Console) {
        self.console = console
    }

    func record(_ event: ImportEvent) {
        switch event {
        case .known(let label, let seedFile, let folder): console.output("known  \(label): \(seedFile) is in \(folder) already")
        case .duplicate(let label, let path, let first): console.output("same   \(label): \(path) holds the same counterexample as \(first)")
        case .sameCrash(let label, let path, let leader):
            console.output("group  \(label): \(path) is the same crash (signal and message) as \(leader)")
        case .stale(let label, let path, let summary): console.output("stale  \(label): \(path) holds in this checkout (\(summary)); not copied")
        case .fixed(let label, let path, let summary):
            console.output("fixed  \(label): \(path) no longer fails (\(summary)), so it stands for no new crash")
        case .new(let label, let finding, let beside):
            var lines = ["new    \(label): \(finding.seedFile)"]
            if let beside { lines.append("         stored beside \(beside)") }
            lines.append("         replay:  \(finding.replayCommand)")
            lines.append("         picture: \(finding.picture ?? "(none could be drawn)")")
            console.output(lines.joined(separator: "\n"))
        case .notice(let text): console.error("duo-fuzz: \(text)")
        case .finished(let record):
            for problem in record.bad { console.output("BAD    \(problem)") }
            console.output(record.line)
        }
    }
}

/// A recorder that writes one file of the import when it finishes: the pull request's body, or the import's record.
final class ImportFileRecorder: ImportRecorder {
    let option: String
    let url: URL
    let content: (ImportRecord) throws -> Data
    private(set) var problem: UsageError?

    init(option: String, url: URL, content: @escaping (ImportRecord) throws -> Data) {
        self.option = option
        self.url = url
        self.content = content
    }

    func record(_ event: ImportEvent) {
        guard case .finished(let record) = event else { return }
        do {
            try ReportFile.write(try content(record), makingFolderOf: url)
        } catch {
            problem = UsageError("\(option): \(ReportFileError.describe(error, path: url.relativePath))")
        }
    }
}

/// The one stream of an import's events: each goes to every recorder, in order.
final class ImportEventStream {
    private let recorders: [any ImportRecorder]

    init(_ recorders: [any ImportRecorder]) {
        self.recorders = recorders
    }

    func emit(_ event: ImportEvent) {
        for recorder in recorders { recorder.record(event) }
    }

    /// The first file that could not be written.
    var problem: UsageError? { recorders.lazy.compactMap(\.problem).first }
}
