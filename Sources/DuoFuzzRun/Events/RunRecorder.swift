import DuoCheckEngine
import DuoFuzzSupport
import Foundation

/// What records a run's events (``RunEvent``) into one output: the console, or a report file.
package protocol RunRecorder: AnyObject {
    /// Records `event`.
    func record(_ event: RunEvent)
    /// The option of a file this recorder could not write (`--summary`), or nil.
    var unwritten: String? { get }
}

/// The one stream of a run's events: each goes to every recorder, in order.
package final class RunEventStream {
    private let recorders: [any RunRecorder]

    /// A stream recorded by `recorders`.
    package init(_ recorders: [any RunRecorder]) {
        self.recorders = recorders
    }

    /// Sends `event` to every recorder.
    package func emit(_ event: RunEvent) {
        for recorder in recorders { recorder.record(event) }
    }

    /// The options of the report files that could not be written.
    package var unwritten: [String] { recorders.compactMap(\.unwritten) }

    /// The recorders of a run with `options`: the console, then each report file it asks for.
    static func recorders(for options: RunOptions, console: Console) -> [any RunRecorder] {
        var recorders: [any RunRecorder] = [ConsoleRunRecorder(console: console)]
        if let url = options.summaryPath {
            recorders.append(ReportFileRecorder(option: "--summary", url: url, console: console) { summary, _ in try summary.encoded() })
        }
        if let url = options.junitPath {
            recorders.append(
                ReportFileRecorder(option: "--junit", url: url, console: console) { summary, _ in Data(JUnitReport.xml(for: summary).utf8) })
        }
        if let url = options.eventsPath {
            recorders.append(
                ReportFileRecorder(option: "--events", url: url, console: console, keepsEvents: true) { _, events in
                    try ReportFile.eventLog(events.map(\.record))
                })
        }
        if let folder = options.dashboardDirectory { recorders.append(DashboardRecorder(folder: folder, console: console)) }
        return recorders
    }
}

/// A recorder that writes one report file when the run finishes: the JSON summary, the JUnit report or the event
/// log. A file that cannot be written is named on standard error, and its option is ``unwritten``; one failing never
/// stops another.
final class ReportFileRecorder: RunRecorder {
    let option: String
    let url: URL
    let console: Console
    let keepsEvents: Bool
    let content: (RunSummary, [RunEvent]) throws -> Data
    private var events: [RunEvent] = []
    private(set) var unwritten: String?

    init(
        option: String, url: URL, console: Console, keepsEvents: Bool = false, content: @escaping (RunSummary, [RunEvent]) throws -> Data
    ) {
        self.option = option
        self.url = url
        self.console = console
        self.keepsEvents = keepsEvents
        self.content = content
    }

    func record(_ event: RunEvent) {
        if keepsEvents, case .progress = event {} else if keepsEvents { events.append(event) }
        guard case .finished(let summary) = event else { return }
        do {
            try ReportFile.write(try content(summary, events), makingFolderOf: url)
        } catch {
            console.error("duo-fuzz: \(option): \(ReportFileError.describe(error, path: url.relativePath))")
            unwritten = option
        }
    }
}
