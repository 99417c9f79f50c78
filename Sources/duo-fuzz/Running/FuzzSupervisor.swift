import Foundation
import DuoCheckEngine

/// Runs `duo-fuzz run`: starts the worker processes, follows their events,
/// keeps every failure as a seed file and a picture, restarts a worker that
/// crashed (after storing the case that crashed it), shows progress on a
/// terminal, and stops cleanly on SIGINT or SIGTERM.
///
/// It is one thread: `poll` over the workers' output pipes, with a short
/// timeout for the progress line and for stop requests.
final class FuzzSupervisor {
    /// How many times one slot may crash before it is given up.
    static let crashLimitPerSlot = 1000

    let options: RunOptions
    let properties: [AnyProperty]
    let includesDemos: Bool
    let console: Console
    let executable: String
    private let recorder: CounterexampleRecorder
    private let clock = ContinuousClock()
    private var slots: [WorkerSlot] = []
    private var tallies: [String: PropertyTally] = [:]
    private var seedFilesFound: [String: Set<String>] = [:]
    private var stopSignal: Int32 = 0
    private var stopsHandled: Int32 = 0
    private var harnessProblems: [String] = []
    private var workDirectory: URL
    private var startInstant: ContinuousClock.Instant
    private var lastProgressDraw: ContinuousClock.Instant

    /// A supervisor for `properties` (already selected), starting workers from `executable`.
    init(options: RunOptions, properties: [AnyProperty], includesDemos: Bool, console: Console,
         executable: String = ChildProcess.ownExecutable) {
        self.options = options
        self.properties = properties
        self.includesDemos = includesDemos
        self.console = console
        self.executable = executable
        recorder = CounterexampleRecorder(
            seedsDirectory: options.seedsDirectory, outDirectory: options.outDirectory, console: console,
            drawingExecutable: executable)
        workDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("duo-fuzz-\(getpid())-\(UUID().uuidString.prefix(8))")
        startInstant = clock.now
        lastProgressDraw = clock.now
    }

    /// The time budget of each property, if the run has one: the duration split evenly.
    var perPropertySeconds: Double? {
        options.duration.map { $0.seconds / Double(max(properties.count, 1)) }
    }

    /// Runs everything and returns the summary (whose exit code is the run's).
    func run() -> RunSummary {
        startInstant = clock.now
        StopRequest.install(for: [SIGINT, SIGTERM])
        do {
            try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        } catch {
            harnessProblems.append("cannot make the work directory \(workDirectory.path): \(error)")
        }
        defer { try? FileManager.default.removeItem(at: workDirectory) }
        printHeader()
        slots = (0 ..< options.workers).map { number in
            let shard = options.shard.worker(number, of: options.workers)
            let items = properties.map { property in
                WorkItem(propertyID: property.id, startPosition: 0, positionLimit: options.cases.map { shard.positionCount(below: $0) },
                         timeBudgetSeconds: perPropertySeconds)
            }
            return WorkerSlot(number: number, shard: shard, items: items)
        }
        if harnessProblems.isEmpty { slots.forEach(start) }
        while slots.contains(where: \.isRunning) {
            handleStopRequests()
            waitForOutput()
            stopHungWorkers()
            drawProgressIfDue()
        }
        console.clearProgress()
        let summary = makeSummary()
        printTotals(summary)
        writeReports(summary)
        return summary
    }

    // MARK: Workers

    private func start(_ slot: WorkerSlot) {
        guard !slot.items.isEmpty, stopSignal == 0 else { return }
        slot.generation += 1
        let stem = workDirectory.appendingPathComponent("worker-\(slot.number)-\(slot.generation)").path
        slot.planPath = stem + ".plan.json"
        slot.crashRecordPath = stem + ".crash.json"
        slot.errorLogPath = stem + ".log"
        slot.sawDone = false
        slot.eventCount = 0
        slot.currentPropertyID = nil
        slot.lastHeard = clock.now
        slot.wasStoppedAsHung = false
        let plan = WorkerPlan(
            seed: options.seed, shard: slot.shard, includesDemos: includesDemos, crashRecordPath: slot.crashRecordPath,
            memoryLimitBytes: options.workerMemoryLimit, items: slot.items)
        do {
            try JSONEncoder().encode(plan).write(to: URL(fileURLWithPath: slot.planPath))
            slot.child = try ChildProcess(executable: executable, arguments: ["worker", "--plan", slot.planPath], errorPath: slot.errorLogPath)
        } catch {
            harnessProblems.append("worker \(slot.number) could not start: \(error); its cases were not run")
            slot.items = []
        }
    }

    private func waitForOutput() {
        let reading = slots.filter { $0.child?.isReading ?? false }
        var descriptors = reading.map { pollfd(fd: $0.child!.outputDescriptor, events: Int16(POLLIN), revents: 0) }
        let ready = poll(&descriptors, nfds_t(descriptors.count), 100)
        guard ready > 0 else { return }
        for (slot, descriptor) in zip(reading, descriptors) where descriptor.revents != 0 {
            guard let child = slot.child else { continue }
            let (lines, ended) = child.readLines()
            for line in lines {
                if let event = WorkerEvent.parse(line) { handle(event, from: slot) }
            }
            if ended {
                let termination = child.pollTermination(blocking: true) ?? .exited(-1)
                slot.child = nil
                handleExit(of: slot, termination)
            }
        }
    }

    /// Stops (SIGKILL) a worker that has not reported for the hang timeout: a check
    /// that never returns. Its exit is then handled like a crash.
    private func stopHungWorkers() {
        let now = clock.now
        for slot in slots where slot.isRunning && !slot.wasStoppedAsHung && now - slot.lastHeard > options.hangTimeout {
            slot.wasStoppedAsHung = true
            slot.child?.send(SIGKILL)
        }
    }

    private func handle(_ event: WorkerEvent, from slot: WorkerSlot) {
        slot.eventCount += 1
        slot.lastHeard = clock.now
        let now = clock.now
        switch event.event {
        case .started:
            guard let id = event.propertyID else { return }
            slot.currentPropertyID = id
            if slot.firstStart[id] == nil { slot.firstStart[id] = now }
            tallies[id, default: PropertyTally()].started(at: now)
        case .progress:
            guard let id = event.propertyID else { return }
            if let position = event.position { slot.positions[id] = position }
            tallies[id, default: PropertyTally()].casesRun += event.casesRun ?? 0
            tallies[id, default: PropertyTally()].invalidCases += event.invalidCases ?? 0
        case .failure:
            guard let report = event.report else { return }
            recordFailure(report, slot: slot)
        case .finished:
            guard let id = event.propertyID else { return }
            if let position = event.position { slot.positions[id] = position }
            tallies[id, default: PropertyTally()].ended(at: now)
            if let index = slot.items.firstIndex(where: { $0.propertyID == id }) { slot.items.remove(at: index) }
            slot.currentPropertyID = nil
        case .done:
            slot.sawDone = true
        case .replayed:
            break
        }
    }

    private func handleExit(of slot: WorkerSlot, _ termination: ChildProcess.Termination) {
        if slot.sawDone, termination == .exited(0) { return }
        let stoppedByUs: Bool
        switch termination {
        case .signalled(let signal): stoppedByUs = stopSignal != 0 && (signal == SIGTERM || signal == SIGKILL) && !slot.wasStoppedAsHung
        case .exited: stoppedByUs = stopSignal != 0 && slot.sawDone
        }
        if stoppedByUs { return }
        handleCrash(of: slot, termination)
        if stopSignal == 0 { start(slot) }
    }

    /// A worker ended without finishing its plan: store the case that crashed
    /// it if the crash file names one, else plan to rerun the piece it was in
    /// one case at a time, so that the next crash names the case.
    private func handleCrash(of slot: WorkerSlot, _ termination: ChildProcess.Termination) {
        slot.crashes += 1
        let record = CurrentWork.read(from: slot.crashRecordPath)
        guard let current = slot.items.first else { return }
        let id = current.propertyID
        if slot.crashes > Self.crashLimitPerSlot {
            harnessProblems.append("worker \(slot.number) crashed \(slot.crashes) times; gave up on the rest of its cases")
            slot.items = []
            return
        }
        if let record, record.propertyID == id, record.isSingleCase {
            recordCrash(record, termination: termination, slot: slot)
            slot.positions[id] = record.position + 1
            tallies[id, default: PropertyTally()].ended(at: clock.now)
            slot.items.removeFirst()
            return
        }
        let restartPosition: Int
        let carefulCount: Int
        if let record, record.propertyID == id {
            restartPosition = record.position
            carefulCount = record.count
        } else if slot.currentPropertyID == id {
            restartPosition = slot.positions[id] ?? current.startPosition
            carefulCount = FuzzWorker.largestPiece
        } else {
            // It died before starting the property: nothing to rerun carefully, but a worker
            // that cannot even start would crash forever.
            if slot.eventCount == 0 {
                harnessProblems.append("worker \(slot.number) \(termination) before running anything (see \(slot.errorLogPath)); its cases were not run")
                slot.items = []
                return
            }
            restartPosition = current.startPosition
            carefulCount = 0
        }
        var item = current
        item.startPosition = restartPosition
        item.carefulPositions = carefulCount
        if let budget = current.timeBudgetSeconds, let first = slot.firstStart[id] {
            item.timeBudgetSeconds = max(0, budget - (clock.now - first).seconds)
        }
        slot.items[0] = item
        slot.positions[id] = restartPosition
    }

    // MARK: Counterexamples

    private func recordFailure(_ report: FailureReport, slot: WorkerSlot) {
        let note = "found by duo-fuzz run --seed \(options.seed) (shard \(options.shard)), case \(report.caseIndex)"
        let seed: SeedFile
        do {
            seed = try SeedFile(failure: report, note: note)
        } catch {
            console.output(report.description)
            harnessProblems.append("the failure of \(report.propertyID) could not be stored: its value is not JSON (\(error)); it is printed above")
            return
        }
        recorder.record(seed, report: "FAILED\n" + report.description)
        noteFound(seed)
    }

    private func recordCrash(_ record: CurrentWork, termination: ChildProcess.Termination, slot: WorkerSlot) {
        let cause: String
        switch termination {
        case _ where slot.wasStoppedAsHung:
            cause = "the check hung: it ran for more than \(DurationText.describe(options.hangTimeout)) without returning, and the worker was stopped"
        case .signalled(let signal): cause = "the check crashed the worker with \(SignalName.describe(signal))"
        case .exited(let status): cause = "the check ended the worker with exit status \(status)"
        }
        let lastWords = slot.wasStoppedAsHung ? nil : slot.lastWords()
        let message = cause + (lastWords.map { ": \($0)" } ?? "")
        let value = record.valueJSON.flatMap { try? JSONValue(parsing: $0) } ?? .null
        let seed = SeedFile(
            propertyID: record.propertyID, seed: options.seed, caseIndex: record.caseIndex, choices: record.choices ?? [], value: value,
            message: message,
            note: "found by duo-fuzz run --seed \(options.seed) (shard \(options.shard)), case \(record.caseIndex ?? -1); the value is the case as drawn, not shrunk",
            kind: .crash)
        let report = """
            CRASHED
            Property "\(record.propertyID)" crashed at case \(record.caseIndex ?? -1) (seed \(options.seed))
              \(message)
              counterexample (as drawn, \(seed.choices.count) choices):
            \(value.text.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
            """
        recorder.record(seed, report: report)
        noteFound(seed)
    }

    private func noteFound(_ seed: SeedFile) {
        let isNewInThisRun = seedFilesFound[seed.propertyID, default: []].insert(seed.relativePath).inserted
        guard isNewInThisRun else { return }
        if seed.kind == .crash {
            tallies[seed.propertyID, default: PropertyTally()].crashes += 1
        } else {
            tallies[seed.propertyID, default: PropertyTally()].failures += 1
        }
    }

    // MARK: Stopping

    private func handleStopRequests() {
        guard StopRequest.count > stopsHandled else { return }
        stopsHandled = StopRequest.count
        if stopSignal == 0 {
            stopSignal = StopRequest.signal
            console.error("duo-fuzz: \(SignalName.name(stopSignal)): stopping; workers finish the case (or shrink) in hand, and every failure found is kept. Press Ctrl-C again to stop at once.")
            slots.forEach { $0.child?.send(SIGTERM) }
        } else {
            console.error("duo-fuzz: stopping at once; a failure being shrunk now is lost.")
            slots.forEach { $0.child?.send(SIGKILL) }
        }
    }

    // MARK: Reporting

    private func printHeader() {
        let budget: String
        switch (options.duration, options.cases) {
        case (let duration?, let cases?):
            budget = "up to \(cases) cases per property within \(DurationText.describe(duration)) (\(DurationText.describe(.milliseconds(Int64(perPropertySeconds! * 1000)))) per property)"
        case (let duration?, nil):
            budget = "\(DurationText.describe(duration)) (\(DurationText.describe(.milliseconds(Int64(perPropertySeconds! * 1000)))) per property)"
        case (nil, let cases?):
            budget = "\(cases) cases per property"
        case (nil, nil):
            budget = "no budget"
        }
        console.output("""
            duo-fuzz run: \(properties.count) properties, \(budget), \(options.workers) worker\(options.workers == 1 ? "" : "s"), shard \(options.shard)
            seed \(options.seed)\(options.seedIsRandom ? " (random)" : ""); rerun with --seed \(options.seed)
            """)
    }

    private func drawProgressIfDue() {
        guard console.showsProgress else { return }
        let now = clock.now
        guard now - lastProgressDraw >= .milliseconds(200) else { return }
        lastProgressDraw = now
        let elapsed = (now - startInstant).seconds
        let cases = tallies.values.reduce(0) { $0 + $1.casesRun }
        let found = tallies.values.reduce(0) { $0 + $1.failures + $1.crashes }
        var remaining = "?"
        if let duration = options.duration {
            remaining = DurationText.describe(.milliseconds(Int64(max(0, duration.seconds - elapsed) * 1000)))
        } else if let cases = options.cases {
            let planned = Double(properties.count) * Double(slots.reduce(0) { $0 + $1.shard.positionCount(below: cases) })
            let done = Double(slots.reduce(0) { $0 + $1.positions.values.reduce(0, +) })
            if done > 0, planned > 0 { remaining = DurationText.describe(.milliseconds(Int64(max(0, elapsed * (planned - done) / done) * 1000))) }
        }
        let current = slots.compactMap(\.currentPropertyID).first ?? ""
        let rate = elapsed > 0 ? Int(Double(cases) / elapsed) : 0
        console.progress(
            "\(DurationText.describe(.milliseconds(Int64(elapsed * 1000)))) elapsed, \(remaining) left · \(cases) cases · \(rate) cases/s · "
                + "\(found) failure\(found == 1 ? "" : "s") · \(current)")
    }

    private func makeSummary() -> RunSummary {
        let now = clock.now
        let propertySummaries = properties.map { property -> PropertySummary in
            let tally = tallies[property.id] ?? PropertyTally()
            let seconds = tally.seconds(now: now)
            return PropertySummary(
                propertyID: property.id, casesRun: tally.casesRun, invalidCases: tally.invalidCases,
                casesPerSecond: seconds > 0 ? (Double(tally.casesRun) / seconds).rounded() : 0, seconds: seconds,
                failures: tally.failures, crashes: tally.crashes,
                slices: slots.map { SliceSummary(shard: $0.shard.description, positions: $0.positions[property.id] ?? 0) })
        }
        let foundAny = tallies.values.contains { $0.failures + $0.crashes > 0 } || !recorder.recorded.isEmpty
        let exitCode: ExitCode
        if foundAny || !harnessProblems.isEmpty {
            exitCode = .failure
        } else if stopSignal == SIGINT {
            exitCode = .interrupted
        } else if stopSignal != 0 {
            exitCode = .terminated
        } else {
            exitCode = .success
        }
        return RunSummary(
            seed: options.seed, shard: options.shard.description, workers: options.workers,
            status: stopSignal == 0 ? "completed" : "interrupted by \(SignalName.name(stopSignal))",
            exitCode: exitCode.rawValue, seconds: (now - startInstant).seconds, properties: propertySummaries,
            counterexamples: sortedCounterexamples())
    }

    /// The counterexamples in catalogue order, then by seed file, so that the
    /// summary does not depend on which worker reported first.
    private func sortedCounterexamples() -> [RecordedCounterexample] {
        let order = Dictionary(properties.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        return recorder.recorded.sorted {
            (order[$0.propertyID] ?? .max, $0.seedFile) < (order[$1.propertyID] ?? .max, $1.seedFile)
        }
    }

    private func printTotals(_ summary: RunSummary) {
        let width = max(28, summary.properties.map(\.propertyID.count).max() ?? 0)
        var lines = ["", "property".padding(toLength: width, withPad: " ", startingAt: 0) + "       cases     cases/s  failures"]
        for property in summary.properties {
            let found = property.failures + property.crashes
            lines.append(
                property.propertyID.padding(toLength: width, withPad: " ", startingAt: 0)
                    + Self.rightAligned(property.casesRun, 12) + Self.rightAligned(Int(property.casesPerSecond), 12)
                    + Self.rightAligned(found, 10) + (property.crashes > 0 ? " (\(property.crashes) crash\(property.crashes == 1 ? "" : "es"))" : ""))
        }
        let cases = summary.properties.reduce(0) { $0 + $1.casesRun }
        let failures = summary.properties.reduce(0) { $0 + $1.failures }
        let crashes = summary.properties.reduce(0) { $0 + $1.crashes }
        let rate = summary.seconds > 0 ? Int(Double(cases) / summary.seconds) : 0
        lines.append("")
        lines.append(
            "\(summary.status): \(cases) cases in \(DurationText.describe(.milliseconds(Int64(summary.seconds * 1000)))) (\(rate) cases/s), "
                + "\(failures) failure\(failures == 1 ? "" : "s"), \(crashes) crash\(crashes == 1 ? "" : "es"); seed \(summary.seed)")
        for counterexample in summary.counterexamples {
            lines.append("  \(counterexample.kind) of \(counterexample.propertyID): duo-fuzz replay \(counterexample.seedFile)")
        }
        console.output(lines.joined(separator: "\n"))
        for problem in harnessProblems { console.error("duo-fuzz: \(problem)") }
    }

    private func writeReports(_ summary: RunSummary) {
        if let path = options.summaryPath {
            write(path) { try summary.encoded() }
        }
        if let path = options.junitPath {
            write(path) { Data(JUnitReport.xml(for: summary).utf8) }
        }
    }

    private func write(_ url: URL, _ content: () throws -> Data) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try content().write(to: url, options: .atomic)
        } catch {
            console.error("duo-fuzz: cannot write \(url.relativePath): \(error)")
        }
    }

    private static func rightAligned(_ number: Int, _ width: Int) -> String {
        let text = String(number)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
