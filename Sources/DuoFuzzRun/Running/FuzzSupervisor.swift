import Foundation
import DuoCheckEngine
import DuoFuzzSupport
import DuoSeedFolder

/// Runs `duo-fuzz run`: replays the stored seeds of its properties, then starts the
/// worker processes (``WorkerPool``) and follows their events, keeping every failure
/// as a seed file and a picture; decides what a worker's early end means
/// (``CrashPolicy``), keeps a crash only once it reproduces (``CrashKeeper``), and
/// stops cleanly on SIGINT or SIGTERM. What it shows and writes is the ``RunReporter``'s.
///
/// A stop lets each worker finish the case or shrink in hand. A worker still silent in a check
/// ``stopGrace`` after the stop was in a hang that the run will not wait out: its case is kept as an
/// unfinished hang candidate (a piece's case is first named by running the piece one case at a time),
/// so that an interrupted hang is never lost or reported as passed.
///
/// It is one thread: `poll` over the workers' output pipes, with a short timeout for
/// the progress line and for stop requests.
package final class FuzzSupervisor {
    let options: RunOptions
    let properties: [AnyProperty]
    let includesDemos: Bool
    let console: Console
    let executable: String
    private let recorder: CounterexampleRecorder
    private let reporter: RunReporter
    private let clock = ContinuousClock()
    private let workDirectory = WorkDirectory.make()
    private var pool: WorkerPool!
    private var tallies = RunTallies()
    private var stopSignal: Int32 = 0
    private var stopsHandled: Int32 = 0
    /// When the first stop request arrived.
    private var stopInstant: ContinuousClock.Instant?

    /// How long a stopping run lets a silent check go on before it takes the check for an unfinished hang.
    static let stopGrace: Duration = .seconds(2)
    private var harnessEvents: [String] = []
    private var harnessProblems: [String] = []
    private var badSeedFiles: [String] = []
    private var workerRestarts = 0
    private var replayedSeeds = 0
    private var startInstant: ContinuousClock.Instant
    /// When the run started, in seconds since 1970: every observation record of the run carries it.
    private let runStart = Date().timeIntervalSince1970
    private var lastProgressDraw: ContinuousClock.Instant

    /// A supervisor for `properties` (already selected), starting workers from `executable`.
    package init(options: RunOptions, properties: [AnyProperty], includesDemos: Bool, console: Console,
         executable: String = ChildProcess.ownExecutable) {
        self.options = options
        self.properties = properties
        self.includesDemos = includesDemos
        self.console = console
        self.executable = executable
        recorder = CounterexampleRecorder(
            seedsDirectory: options.seedsDirectory, outDirectory: options.outDirectory, console: console, drawingExecutable: executable)
        reporter = RunReporter(options: options, propertyCount: properties.count, console: console)
        startInstant = clock.now
        lastProgressDraw = clock.now
    }

    /// Runs everything and returns the summary (whose exit code is the run's).
    package func run() -> RunSummary {
        startInstant = clock.now
        let startDate = Date()
        StopRequest.install(for: [SIGINT, SIGTERM])
        WorkDirectory.removeAbandoned()
        for leftover in SeedLeftovers.removeAbandoned(under: options.seedsDirectory, olderThan: startDate) {
            console.error("duo-fuzz: removed \(SeedCollection.displayPath(leftover)), the temporary file of a seed write cut short (its writer has ended)")
        }
        do {
            try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        } catch {
            harnessProblems.append("cannot make the work directory \(workDirectory.path): \(error)")
        }
        defer { try? FileManager.default.removeItem(at: workDirectory) }
        let stored = options.replaysSeeds
            ? StoredSeedReplay(directory: options.seedsDirectory, propertyIDs: Set(properties.map(\.id)),
                               knownPropertyIDs: FuzzCatalogue(includesDemos: includesDemos).ids)
            : nil
        reporter.printHeader(storedSeeds: stored?.collection.seeds.count ?? 0)
        if let stored { replay(stored) }
        pool = WorkerPool(slots: makeSlots(), planTemplate: planTemplate, workDirectory: workDirectory, executable: executable)
        if harnessProblems.isEmpty, stopSignal == 0 {
            for number in pool.slots.indices { if let problem = pool.start(number) { harnessProblems.append(problem) } }
        }
        while pool.isRunning {
            handleStopRequests()
            for output in pool.read(waitingUpTo: 100) { handle(output) }
            pool.stopHung(after: options.hangTimeout)
            if let stopInstant { pool.stopSilent(stoppedAt: stopInstant, grace: Self.stopGrace) }
            drawProgressIfDue()
        }
        var summary = makeSummary()
        reporter.printTotals(summary)
        // A report that cannot be written is bad usage of its path, unless something was found: a find decides.
        if !reporter.writeReports(summary).isEmpty, summary.exitCode != ExitCode.failure.rawValue {
            summary.exitCode = ExitCode.usage.rawValue
        }
        return summary
    }

    /// Replays the stored seeds before any worker starts; each that fails again is a find of the run.
    private func replay(_ stored: StoredSeedReplay) {
        let replayer = SeedReplayer(includesDemos: includesDemos, hangTimeout: options.hangTimeout, executable: executable)
        replayedSeeds = stored.collection.seeds.count
        let outcome = stored.replay(with: replayer, console: console)
        for failing in outcome.failing {
            recorder.note(failing)
            tallies.noteFound(propertyID: failing.propertyID, seedFile: failing.seedFile, isCrash: failing.kind == SeedKind.crash.rawValue)
        }
        // A bad file is reported, by name, and the run explores as it would without it.
        badSeedFiles = outcome.badFiles
        handleStopRequests()
    }

    /// One slot per worker, each with its slice of the shard and every chosen property to run.
    private func makeSlots() -> [WorkerSlot] {
        (0 ..< options.workers).map { number in
            let shard = options.shard.worker(number, of: options.workers)
            let items = properties.map { property in
                WorkItem(propertyID: property.id, startPosition: 0, positionLimit: options.cases.map { shard.positionCount(below: $0) },
                         timeBudgetSeconds: reporter.perPropertySeconds)
            }
            return WorkerSlot(number: number, shard: shard, items: items)
        }
    }

    /// What every worker plan shares; the pool fills in the slot's shard, items and crash file.
    private var planTemplate: WorkerPlan {
        WorkerPlan(seed: options.seed, shard: .whole, includesDemos: includesDemos, crashRecordPath: "",
                   memoryLimitBytes: options.workerMemoryLimit, items: [], observeDirectory: options.observeDirectory?.path,
                   observeLimit: options.observeLimit, runStart: runStart, explainBudget: options.explainBudget)
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
        case .failure(let report):
            carefulRuns[number] = nil
            recordFailure(report)
        case .finished(let id, let position):
            tallies.ended(id, at: now)
            noteUnfinishedCarefulRun(of: id, reached: position, slot: number)
        case .done, .replayed, .drawn, .checked:
            break
        }
    }

    /// A piece that crashed runs again one case at a time, to find the case. If that run finishes the property
    /// (the piece passed, or the time budget ended first) the crash was not found again: a harness problem.
    /// A worker stopped as hung in a piece whose cases then all returned had stalled (a stopped process, a
    /// busy machine): it says "stalled", not "crashed".
    private func noteUnfinishedCarefulRun(of id: String, reached position: Int, slot number: Int) {
        guard let careful = carefulRuns.removeValue(forKey: number), careful.item.propertyID == id else { return }
        let item = careful.item
        let end = item.startPosition + item.carefulPositions
        let place = "positions \(item.startPosition)..<\(end) of \(id)"
        let budgetEnded = position < min(end, item.positionLimit ?? .max)
        switch careful.cause {
        case .hang where careful.silentAtStop:
            noteProblem(
                "worker \(number) stalled: it was silent for \(DurationText.describe(Self.stopGrace)) after the run was stopped, somewhere in "
                    + "\(place); run again one case at a time, \(budgetEnded ? "the run ended at position \(position) first" : "none of them hung"), "
                    + "so it was a stall, not a finding")
        case .hang:
            noteProblem(
                "worker \(number) stalled: it reported nothing for \(DurationText.describe(options.hangTimeout)) somewhere in \(place) and was "
                    + "stopped; run again one case at a time, \(budgetEnded ? "the time budget ended at position \(position) first" : "none of them hung, so it was a stall (a stopped process or a busy machine), not a finding")")
        default:
            let found = budgetEnded ? "the time budget ended at position \(position) first" : "none of them crashed"
            noteProblem("worker \(number) crashed somewhere in \(place); run again one case at a time, \(found)")
        }
    }

    /// A piece being run again one case at a time, and why.
    private struct CarefulRun {
        /// The item the slot restarted with.
        var item: WorkItem
        /// How the piece's worker ended.
        var cause: CrashCause
        /// Whether it was stopped as silent after the run's stop.
        var silentAtStop: Bool
    }

    /// The careful runs in hand, by slot.
    private var carefulRuns: [Int: CarefulRun] = [:]

    /// Acts on the crash policy's decision about a worker's end, and starts the slot again when it has work left.
    private func handleEnd(of number: Int, life: WorkerLife, _ termination: ChildProcess.Termination) {
        let slot = pool.slots[number]
        let item = slot.items.first
        let facts = CrashFacts(
            slot: number, termination: termination, stoppedAsHung: life.stoppedAsHung, runIsStopping: stopSignal != 0,
            silentAtStop: life.silentAtStop,
            sawDone: life.sawDone, eventCount: life.eventCount, record: CurrentWork.read(from: life.files.crashRecordPath),
            currentItem: item, currentPropertyID: life.currentPropertyID, reachedPosition: item.flatMap { slot.positions[$0.propertyID] },
            crashes: slot.crashes + 1, secondsOnProperty: item.flatMap { slot.firstStart[$0.propertyID] }.map { (clock.now - $0).seconds },
            errorLogPath: life.files.errorLogPath)
        let decision = CrashPolicy.decide(facts)
        switch decision {
        case .finished, .stoppedByRun:
            return
        case .reproduce(let record, let cause):
            _ = pool.noteCrash(of: number)
            carefulRuns[number] = nil
            if keepCrash(record, cause: cause, lastWords: life.files.lastWords()) {
                pool.dropFirstItem(of: number, reached: record.position + 1)
                if let id = item?.propertyID { tallies.ended(id, at: clock.now) }
            } else if let item {
                // Not a finding: the work goes on after the case.
                let careful = max(0, item.startPosition + item.carefulPositions - record.position - 1)
                pool.replaceFirstItem(of: number, with: CrashPolicy.restarted(item, at: record.position + 1, careful: careful, facts: facts))
            }
        case .rerunCarefully(let restart):
            _ = pool.noteCrash(of: number)
            let cause = CrashCause(termination, stoppedAsHung: life.stoppedAsHung || life.silentAtStop)
            if restart.carefulPositions > 0 { carefulRuns[number] = CarefulRun(item: restart, cause: cause, silentAtStop: life.silentAtStop) }
            if stopSignal != 0 {
                // A stopping run still names the case: the piece alone, one case at a time, with no budget.
                guard restart.carefulPositions > 0, stopsHandled < 2 else { return }
                var hunt = restart
                hunt.positionLimit = min(restart.positionLimit ?? .max, restart.startPosition + restart.carefulPositions)
                hunt.timeBudgetSeconds = nil
                pool.replaceFirstItem(of: number, with: hunt)
                workerRestarts += 1
                if let problem = pool.start(number, firstItemOnly: true) { harnessProblems.append(problem) }
                return
            }
            pool.replaceFirstItem(of: number, with: restart)
        case .keepUnfinished(let record):
            carefulRuns[number] = nil
            let keeper = makeKeeper()
            if let entry = keeper.keepUnfinished(record, silence: clock.now - life.lastHeard, stop: stopSignal, recorder: recorder) {
                tallies.noteFound(propertyID: record.propertyID, seedFile: entry.seedFile, isCrash: true)
            }
            pool.dropFirstItem(of: number, reached: record.position + 1)
            if let id = item?.propertyID { tallies.ended(id, at: clock.now) }
            return
        case .resume(let restart, let event):
            harnessEvents.append(event)
            console.error("duo-fuzz: harness event: \(event)")
            pool.replaceFirstItem(of: number, with: restart)
        case .giveUp(let problem):
            noteProblem(problem)
            pool.dropAll(of: number)
            return
        }
        guard stopSignal == 0, !pool.slots[number].items.isEmpty else { return }
        workerRestarts += 1
        if let problem = pool.start(number) { harnessProblems.append(problem) }
    }

    // MARK: Counterexamples

    /// Stores a failure a worker found and shrank.
    private func recordFailure(_ report: FailureReport) {
        let note = "found by duo-fuzz run --seed \(options.seed) (shard \(options.shard)), case \(report.caseIndex)"
        let seed: SeedFile
        do {
            seed = try SeedFile(failure: report, note: note)
        } catch {
            console.output(report.description)
            harnessProblems.append("the failure of \(report.propertyID) could not be stored: its value is not JSON (\(error)); it is printed above")
            return
        }
        if let entry = recorder.record(seed, report: "FAILED\n" + report.description) {
            tallies.noteFound(propertyID: seed.propertyID, seedFile: entry.seedFile, isCrash: false)
        }
    }

    /// Keeps a crash that a worker recorded on a single case; whether it reproduced (and so was stored).
    private func keepCrash(_ record: CurrentWork, cause: CrashCause, lastWords: String?) -> Bool {
        defer { pool.forgiveSilence() }
        switch makeKeeper().keep(record, cause: cause, lastWords: lastWords, recorder: recorder) {
        case .stored(let entry?):
            tallies.noteFound(propertyID: record.propertyID, seedFile: entry.seedFile, isCrash: true)
            return true
        case .stored(nil):
            return true
        case .notReproduced(let problem):
            noteProblem(problem)
            return false
        }
    }

    /// A crash keeper for this run.
    private func makeKeeper() -> CrashKeeper {
        let probe = CandidateProbe(executable: executable, includesDemos: includesDemos, workDirectory: workDirectory, hangTimeout: options.hangTimeout)
        return CrashKeeper(
            probe: probe, shrinker: CrashShrinker(probe: probe, evaluationBudget: 500, timeBudget: options.crashShrinkTime),
            runSeed: options.seed, shard: options.shard)
    }

    /// Notes a harness problem, and shows it at once (it is listed again at the end).
    private func noteProblem(_ problem: String) {
        harnessProblems.append(problem)
        console.error("duo-fuzz: \(problem)")
    }

    // MARK: Stopping and progress

    /// Passes a stop request on to the workers: SIGTERM the first time, SIGKILL the second.
    private func handleStopRequests() {
        guard StopRequest.count > stopsHandled else { return }
        stopsHandled = StopRequest.count
        if stopSignal == 0 {
            stopSignal = StopRequest.signal
            stopInstant = clock.now
            console.error("duo-fuzz: \(SignalName.name(stopSignal)): stopping; workers finish the case (or shrink) in hand, and every failure found is kept; a check that has not returned \(DurationText.describe(Self.stopGrace)) from now is kept as an unfinished hang candidate. Press Ctrl-C again to stop at once.")
            pool?.signalAll(SIGTERM)
        } else {
            console.error("duo-fuzz: stopping at once; a failure being shrunk now is lost.")
            pool?.signalAll(SIGKILL)
        }
    }

    /// Redraws the progress line on a terminal, at most five times a second.
    private func drawProgressIfDue() {
        guard console.showsProgress, clock.now - lastProgressDraw >= .milliseconds(200) else { return }
        lastProgressDraw = clock.now
        var fraction: Double?
        if let cases = options.cases {
            let planned = Double(properties.count) * Double(pool.slots.reduce(0) { $0 + $1.shard.positionCount(below: cases) })
            fraction = planned > 0 ? Double(pool.slots.reduce(0) { $0 + $1.positions.values.reduce(0, +) }) / planned : nil
        }
        reporter.drawProgress(
            elapsed: (clock.now - startInstant).seconds, cases: tallies.casesRun, found: tallies.found, remainingFraction: fraction,
            current: pool.slots.compactMap { $0.life?.currentPropertyID }.first ?? "")
    }

    /// The run's summary, whose exit code is the run's.
    private func makeSummary() -> RunSummary {
        let foundAny = tallies.found > 0 || !recorder.recorded.isEmpty
        let exitCode: ExitCode
        if foundAny || !harnessProblems.isEmpty {
            exitCode = .failure
        } else if !badSeedFiles.isEmpty {
            exitCode = .usage
        } else {
            exitCode = stopSignal == SIGINT ? .interrupted : stopSignal != 0 ? .terminated : .success
        }
        let now = clock.now
        var summary = RunSummary(
            seed: options.seed, shard: options.shard.description, workers: options.workers,
            status: stopSignal == 0 ? "completed" : "interrupted by \(SignalName.name(stopSignal))",
            exitCode: exitCode.rawValue, seconds: (now - startInstant).seconds,
            properties: properties.map { tallies.summary(of: $0.id, slots: pool.slots, now: now) },
            counterexamples: tallies.sorted(recorder.recorded, order: properties.map(\.id)))
        summary.budget = reporter.budget
        summary.replayedSeeds = replayedSeeds
        summary.workerRestarts = workerRestarts
        summary.harnessEvents = harnessEvents
        summary.harnessProblems = harnessProblems
        summary.badSeedFiles = badSeedFiles
        if options.summaryPath != nil {
            summary.commit = BuildInfo.commit()
            summary.toolchain = BuildInfo.toolchain()
        }
        return summary
    }
}
