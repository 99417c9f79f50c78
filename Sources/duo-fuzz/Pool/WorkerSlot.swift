import Foundation

/// One worker position of a run: its shard, the plan left to run, the process
/// running it now, and how far it got on each property. When its process
/// crashes, the slot starts a new one on what is left.
final class WorkerSlot {
    /// The slot's number, from 0.
    let number: Int
    /// The slot's slice of the case indices.
    let shard: Shard
    /// The properties left to run; the first is the one running now (or next).
    var items: [WorkItem]
    /// The process running the plan, if one is.
    var child: ChildProcess?
    /// How many processes this slot has started.
    var generation = 0
    /// The property the process reported starting and has not finished.
    var currentPropertyID: String?
    /// When the slot first started each property (a restart keeps the first time, for the time budget).
    var firstStart: [String: ContinuousClock.Instant] = [:]
    /// The next position to run of each property (so `positions[id]` positions ran).
    var positions: [String: Int] = [:]
    /// Whether the process said it was done.
    var sawDone = false
    /// How many events the current process has written.
    var eventCount = 0
    /// When the current process started or last reported.
    var lastHeard = ContinuousClock.now
    /// Whether the supervisor stopped the current process because it stopped reporting.
    var wasStoppedAsHung = false
    /// How many times a process of this slot crashed.
    var crashes = 0
    /// The files of the current process.
    var planPath = "", crashRecordPath = "", errorLogPath = ""

    init(number: Int, shard: Shard, items: [WorkItem]) {
        self.number = number
        self.shard = shard
        self.items = items
    }

    /// Whether a process is running.
    var isRunning: Bool { child != nil }

    /// The last informative line the current process wrote on standard error
    /// (a Swift runtime's `Fatal error: …` line if there is one), cut to 300 characters.
    func lastWords() -> String? {
        guard let data = FileManager.default.contents(atPath: errorLogPath) else { return nil }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard let chosen = lines.last(where: { $0.contains("Fatal error") || $0.contains("error:") }) ?? lines.last else { return nil }
        return chosen.count > 300 ? String(chosen.prefix(300)) + "…" : chosen
    }
}
