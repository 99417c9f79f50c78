import Foundation
import OperatingSystem
import OperatingSystemFiles
import DuoCheckEngine
import DuoFuzzSupport
import DuoSeedFiles

/// Runs `duo-fuzz run`: replays the stored seeds of its properties, then starts the
/// worker processes (``WorkerPool``) and follows their events, keeping every failure
/// as a seed file and a picture; decides what a worker's early end means
/// (``CrashPolicy``), keeps a crash only once it reproduces (``CrashKeeper``), and
/// stops cleanly on SIGINT or SIGTERM (``RunStop``). It shows and writes nothing itself: what it does is a stream of
/// events (``RunEvent``), and the console's text and each report file are recorders of that stream.
///
/// A stop lets each worker finish the case or shrink in hand. A worker still silent in a check
/// ``RunStop/grace`` after the stop was in a hang that the run will not wait out: its case is kept as an
/// unfinished hang candidate (a case batch's case is first named by running the case batch one case at a time,
/// ``CarefulRuns``), so that an interrupted hang is never lost or reported as passed.
///
/// It is one thread: `poll` over the workers' output pipes, with a short timeout for
/// the progress line and for stop requests.
package final class FuzzSupervisor {
    let options: RunOptions
    let properties: [AnyProperty]
    let includesDemos: Bool
    let console: Console
    let executable: String
    let recorder: CounterexampleRecorder
    let events: RunEventStream
    let budget: RunBudget
    let clock = ContinuousClock()
    let workDirectory: URL
    /// The worker processes, one slot per worker; none runs before ``run()`` starts them.
    var pool: WorkerPool
    var tallies = RunTallies()
    var stop = RunStop()
    var carefulRuns = CarefulRuns()
    var harness = HarnessLog()
    /// The schedule and the round in hand of a guided run (`--guided`); nil for a random run.
    var guided: GuidedRound?
    var startInstant: ContinuousClock.Instant
    var lastProgressDraw: ContinuousClock.Instant

    /// A supervisor for `properties` (already selected), starting workers from `executable`.
    package init(
        options: RunOptions, properties: [AnyProperty], includesDemos: Bool, console: Console,
        executable: String = ChildProcess.ownExecutable
    ) {
        self.options = options
        self.properties = properties
        self.includesDemos = includesDemos
        self.console = console
        self.executable = executable
        let workDirectory = WorkDirectory.make()
        self.workDirectory = workDirectory
        let events = RunEventStream(RunEventStream.recorders(for: options, console: console))
        self.events = events
        recorder = CounterexampleRecorder(
            seedsDirectory: options.seedsDirectory, outDirectory: options.outDirectory, workDirectory: workDirectory, events: events,
            drawingExecutable: executable)
        let budget = RunBudget(options: options, propertyCount: properties.count)
        self.budget = budget
        // Every observation record of the run carries its start, in seconds since 1970.
        let template = WorkerPlan.template(for: options, includesDemos: includesDemos, runStart: Date().timeIntervalSince1970)
        var slots = WorkerSlot.slots(for: options, properties: properties, perPropertySeconds: budget.perPropertySeconds)
        if options.guided {
            // A guided run's slots get their slices round by round.
            for number in slots.indices { slots[number].items = [] }
            guided = GuidedRound(
                propertyIDs: properties.map(\.id), workers: options.workers,
                seed: options.seed ^ UInt64(options.shard.index) &* 0x9E37_79B9_7F4A_7C15, sliceSeconds: budget.sliceSeconds,
                isGuided: ProcessInfo.processInfo.environment["DUOFUZZ_GUIDANCE"] != "off")
        }
        pool = WorkerPool(slots: slots, planTemplate: template, workDirectory: workDirectory, executable: executable)
        startInstant = clock.now
        lastProgressDraw = clock.now
    }

    /// Runs everything and returns the summary (whose exit code is the run's).
    package func run() -> RunSummary {
        startInstant = clock.now
        let startDate = Date()
        StopRequest.install(for: [SIGINT, SIGTERM, SIGHUP, SIGPIPE])
        WorkDirectory.removeAbandoned()
        for leftover in SeedLeftovers.removeAbandoned(under: options.seedsDirectory, olderThan: startDate) {
            events.emit(
                .notice("removed \(SeedCollection.displayPath(leftover)), the temporary file of a seed write cut short (its writer has ended)"))
        }
        do {
            try WorkDirectory.create(workDirectory)
        } catch {
            harness.problems.append("cannot make the work directory \(workDirectory.path): \(FileSystemError.reason(of: error))")
        }
        defer { try? FileManager.default.removeItem(at: workDirectory) }
        let stored =
            options.replaysSeeds
            ? StoredSeedsFirst(
                directory: options.seedsDirectory, propertyIDs: Set(properties.map(\.id)),
                knownPropertyIDs: FuzzCatalogue(includesDemos: includesDemos).ids)
            : nil
        events.emit(
            .started(
                RunStart(
                    properties: properties.count, budget: budget.text, workers: options.workers, shard: options.shard.description,
                    seed: options.seed, seedIsRandom: options.seedIsRandom, replaysSeeds: options.replaysSeeds,
                    storedSeeds: stored?.collection.seeds.count ?? 0)))
        if let stored { replay(stored) }
        if guided != nil {
            superviseGuided()
        } else {
            if harness.problems.isEmpty, !stop.isStopping {
                for number in pool.slots.indices { if let problem = pool.start(number) { harness.problems.append(problem) } }
            }
            superviseWorkers()
        }
        var summary = makeSummary()
        events.emit(.finished(summary))
        // A report that cannot be written is bad usage of its path, unless something was found: a find decides.
        if !events.unwritten.isEmpty, summary.exitCode != ExitCode.failure.rawValue {
            summary.exitCode = ExitCode.usage.rawValue
        }
        return summary
    }

    /// Replays the stored seeds before any worker starts; each that fails again is a find of the run.
    private func replay(_ stored: StoredSeedsFirst) {
        let replayer = SeedProcessReplayer(includesDemos: includesDemos, hangTimeout: options.hangTimeout, executable: executable)
        harness.replayedSeeds = stored.collection.seeds.count
        let outcome = stored.replay(with: replayer, events: events)
        for failing in outcome.failing {
            recorder.note(failing)
            tallies.noteFound(propertyID: failing.propertyID, seedFile: failing.seedFile, isCrash: failing.kind == SeedFile.Kind.crash.rawValue)
        }
        // A bad file is reported, by name, and the run explores as it would without it.
        harness.badSeedFiles = outcome.badFiles
        stop.passOn(to: pool, events: events, now: clock.now)
    }

    /// Follows the workers until none is running: their events and ends, stop requests, hangs, the progress line.
    func superviseWorkers() {
        while pool.isRunning {
            stop.passOn(to: pool, events: events, now: clock.now)
            for output in pool.read(waitingUpTo: 100) { handle(output) }
            pool.stopHung(after: options.hangTimeout)
            if let instant = stop.instant { pool.stopSilent(stoppedAt: instant, grace: RunStop.grace) }
            drawProgressIfDue()
        }
    }

    // MARK: Events and ends

    /// Handles one thing a worker did.
    private func handle(_ output: WorkerPool.Output) {
        switch output {
        case .event(let number, let event): handle(event, from: number)
        case .ended(let number, let life, let termination): handleEnd(of: number, life: life, termination)
        }
    }

    /// Counts a worker's event, and records a failure it reports.
    private func handle(_ event: WorkerEvent, from number: Int) {
        let now = clock.now
        switch event {
        case .started(let id, _):
            tallies.started(id, at: now)
        case .progress(let id, _, let casesRun, let invalidCases):
            tallies.counted(id, casesRun: casesRun, invalidCases: invalidCases)
        case .stored(let stored):
            carefulRuns.end(slot: number)
            if let entry = recorder.note(stored) {
                tallies.noteFound(propertyID: stored.propertyID, seedFile: entry.seedFile, isCrash: false)
            }
        case .finished(let id, let position):
            tallies.ended(id, at: now)
            if let problem = carefulRuns.problem(finishing: id, reached: position, slot: number, hangTimeout: options.hangTimeout) {
                harness.note(problem, to: events)
            }
        case .problem(let text) where !harness.problems.contains(text):  // each case batch may meet it: named once
            harness.note(text, to: events)
        case .sliceEnded(let report):
            tallies.sliceTook(report.propertyID, seconds: report.seconds)
            if let record = guided?.ended(report, slot: number, elapsed: (now - startInstant).seconds) { events.emit(.sliceEnded(record)) }
        case .done, .replayed, .drawn, .checked, .problem:
            break
        }
    }

    /// Acts on the crash policy's decision about a worker's end, and starts the slot again when it has work left.
    private func handleEnd(of number: Int, life: WorkerLife, _ termination: ProcessEnding) {
        let item = pool.slots[number].items.first
        let facts = CrashPolicy.Facts(slot: pool.slots[number], life: life, termination: termination, runIsStopping: stop.isStopping, now: clock.now)
        switch CrashPolicy.decide(facts) {
        case .finished, .stoppedByRun:
            return
        case .reproduce(let record, let cause):
            reproduce(record, cause: cause, slot: number, item: item, lastWords: life.files.lastWords(), facts: facts)
        case .rerunCarefully(let restart):
            let cause = CrashPolicy.Cause(termination, stoppedAsHung: life.stoppedAsHung || life.silentAtStop)
            guard rerunCarefully(restart, slot: number, cause: cause, silentAtStop: life.silentAtStop) else { return }
        case .keepUnfinished(let record):
            carefulRuns.end(slot: number)
            let keeper = CrashKeeper(for: options, executable: executable, includesDemos: includesDemos, workDirectory: workDirectory)
            if let entry = keeper.keepUnfinished(record, silence: clock.now - life.lastHeard, stop: stop.signal, recorder: recorder) {
                tallies.noteFound(propertyID: record.propertyID, seedFile: entry.seedFile, isCrash: true)
            }
            pool.dropFirstItem(of: number, reached: record.position + 1)
            if let id = item?.propertyID { tallies.ended(id, at: clock.now) }
            return
        case .resume(let restart, let event):
            harness.events.append(event)
            events.emit(.harnessEvent("\(event)"))
            pool.replaceFirstItem(of: number, with: restart)
        case .giveUp(let problem):
            harness.note(problem, to: events)
            pool.dropAll(of: number)
            return
        }
        guard !stop.isStopping, !pool.slots[number].items.isEmpty else { return }
        restart(number)
    }

    /// Keeps the crash of the single case `record` names, if it reproduces; else the slot goes on after the case.
    private func reproduce(
        _ record: CurrentWork, cause: CrashPolicy.Cause, slot number: Int, item: WorkItem?, lastWords: String?, facts: CrashPolicy.Facts
    ) {
        _ = pool.noteCrash(of: number)
        carefulRuns.end(slot: number)
        if keepCrash(record, cause: cause, lastWords: lastWords) {
            pool.dropFirstItem(of: number, reached: record.position + 1)
            if let id = item?.propertyID { tallies.ended(id, at: clock.now) }
        } else if let item {
            // Not a finding: the work goes on after the case.
            let careful = max(0, item.startPosition + item.carefulPositions - record.position - 1)
            pool.replaceFirstItem(of: number, with: CrashPolicy.restarted(item, at: record.position + 1, careful: careful, facts: facts))
        }
    }

    /// Sets slot `number` to run `restart`, its case batch one case at a time; whether the slot is to start again as
    /// usual. A stopping run still names the case: it starts the case batch alone here, with no budget, unless the
    /// stop was asked for twice.
    private func rerunCarefully(_ restart: WorkItem, slot number: Int, cause: CrashPolicy.Cause, silentAtStop: Bool) -> Bool {
        _ = pool.noteCrash(of: number)
        if restart.carefulPositions > 0 { carefulRuns.start(slot: number, item: restart, cause: cause, silentAtStop: silentAtStop) }
        guard stop.isStopping else {
            pool.replaceFirstItem(of: number, with: restart)
            return true
        }
        guard restart.carefulPositions > 0, stop.handled < 2 else { return false }
        var hunt = restart
        hunt.positionLimit = min(restart.positionLimit ?? .max, restart.startPosition + restart.carefulPositions)
        hunt.timeBudgetSeconds = nil
        pool.replaceFirstItem(of: number, with: hunt)
        self.restart(number, firstItemOnly: true)
        return false
    }

    /// Starts a new process for slot `number` (on its first item alone, with `firstItemOnly`).
    private func restart(_ number: Int, firstItemOnly: Bool = false) {
        harness.workerRestarts += 1
        if let problem = pool.start(number, firstItemOnly: firstItemOnly) { harness.problems.append(problem) }
    }
}
