import Foundation
import DuoCheckEngine
import DuoFuzzSupport
import DuoSeedFiles

/// Runs one guided slice inside a worker (``FuzzWorker``): loads the property's kept cases, replays them to learn
/// what they reach, then tries mutations of them (``GuidedMutation``) until the slice's time is up, keeping each
/// case that reaches a feature none reached before.
///
/// Loading replays the kept cases shortest first, and removes one whose features the cases before it all reach
/// (a corpus merged this way keeps few cases for what it reaches); the first 64 kept are then replayed twice more,
/// and the share that reach the same features both times is the property's stability. A kept case that now fails is
/// a failure found, shrunk and stored as any other.
///
/// Positions are recorded by case batch with the crash recorder, as a random slice's are, with the names of the
/// kept cases the batch's mutations start from: a case found in a batch joins them when the batch ends, so the case
/// at a position depends only on the slice's seed, the position and those names. A crash is then named by running
/// its batch one case at a time in a fresh worker given the same names (``GuidedSlice/parents``), each case drawn
/// and recorded before it is checked.
struct GuidedSliceRunner {
    let plan: WorkerPlan
    let item: WorkItem
    let slice: GuidedSlice
    let property: AnyProperty
    let emit: (WorkerEvent) -> Void

    /// The kept cases replayed twice to measure stability.
    static let stabilitySample = 64
    /// The longest the worker stays silent while it replays the kept cases.
    static let heartbeat = Duration.milliseconds(200)

    private struct Loaded {
        var kept: [[UInt64]] = []
        /// The kept cases' entry names, in the order of ``kept``.
        var names: [String] = []
        var known = GuidedFeatures()
        var stable = 0
        var checked = 0
        var pruned = 0
        var failure: CaseRecord?
    }

    /// Runs the slice; the position it reached.
    func run(corpus: GuidedCorpus) throws -> Int {
        let clock = ContinuousClock()
        let started = clock.now
        var loaded = try load(corpus)
        if let failure = loaded.failure {
            store(failure, drawnIn: "a kept case replayed by guided slice \(slice.number)")
            return item.startPosition
        }
        let before = loaded.known.count
        var report = GuidedSliceReport(
            propertyID: property.id, slice: slice.number, cases: 0, invalidCases: 0, seconds: 0, featuresBefore: before, newFeatures: 0,
            blocks: [], corpusSize: loaded.kept.count, stableEntries: loaded.stable, checkedEntries: loaded.checked,
            prunedEntries: loaded.pruned)
        let deadline = started + .milliseconds(Int64(slice.seconds * 1000))
        var position = item.startPosition
        let carefulEnd = item.startPosition + item.carefulPositions
        var batch = 64
        var buffer: [Int32] = []
        // The positions run one at a time were one batch: they all start from the kept cases that batch started from.
        let carefulParents = (kept: loaded.kept, names: loaded.names)
        while !StopRequest.isRequested, position < carefulEnd || clock.now < deadline || position == 0 {
            let careful = position < carefulEnd
            let count = careful ? 1 : batch
            let (kept, names) = careful ? carefulParents : (loaded.kept, loaded.names)
            let parents = slice.freshOnly ? [] : kept
            record(position: position, count: count, parents: slice.freshOnly ? [] : names, drawn: careful ? drawn(at: position, parents) : nil)
            let batchStarted = clock.now
            let casesBefore = report.cases
            let invalidBefore = report.invalidCases
            let (used, failed) = runBatch(
                from: position, count: count, parents: parents, loaded: &loaded, report: &report, corpus: corpus, buffer: &buffer)
            position += used
            emit(
                .progress(
                    propertyID: property.id, position: position, casesRun: report.cases - casesBefore,
                    invalidCases: report.invalidCases - invalidBefore))
            if failed { break }
            // Batches grow while they are short, as a random slice's do, so the deadline is checked often enough.
            if !careful, clock.now - batchStarted < .milliseconds(25) { batch = min(batch * 2, 1 << 14) }
        }
        report.seconds = (clock.now - started).seconds
        report.blocks = loaded.known.blocks
        report.corpusSize = loaded.kept.count
        emit(.sliceEnded(report))
        return position
    }

    /// Checks the cases at `count` positions from `position`, mutations of `parents`, keeping each that reaches a new
    /// feature; the positions used, up to the first that failed (its failure is stored), and whether one did.
    private func runBatch(
        from position: Int, count: Int, parents: [[UInt64]], loaded: inout Loaded, report: inout GuidedSliceReport, corpus: GuidedCorpus,
        buffer: inout [Int32]
    ) -> (positions: Int, failed: Bool) {
        for offset in 0..<count {
            let mutation = GuidedMutation(position: position + offset, seed: slice.seed, kept: parents)
            CodeCoverage.clear()
            let outcome = property.guidedCase(prefix: mutation.prefix, thenDrawingFrom: mutation.tailSeed)
            let blocks = CodeCoverage.reached(in: &buffer)
            switch outcome {
            case .invalid: report.invalidCases += 1
            case .passed(let choices, let labels):
                report.cases += 1
                guard loaded.known.lacksAny(blocks: blocks, labels: labels) else { continue }
                report.newFeatures += loaded.known.add(blocks: blocks, labels: labels)
                if let name = keep(choices, in: corpus) {
                    loaded.kept.append(choices)
                    loaded.names.append(name)
                }
            case .failed(let failing):
                report.cases += 1
                store(failing, drawnIn: "guided slice \(slice.number), position \(position + offset)")
                return (offset + 1, true)
            case .unreproduced(let message):
                report.cases += 1
                emit(.problem("\(property.id) failed once and held when its case was rebuilt (not a finding): \(message)"))
            }
        }
        return (count, false)
    }

    /// Replays the kept cases: what they reach, which add nothing (removed), and which reach the same twice. A slice
    /// run again after a crash loads the parents it is given instead, in their order, and removes none; so does a
    /// build without coverage counters, whose labels alone cannot tell what a kept case adds. Each replay is recorded
    /// with the crash recorder as the case it is, a stop ends the loading at the next case, and the supervisor hears
    /// from the worker at least every ``heartbeat``, so that a long load is never taken for a hang.
    private func load(_ corpus: GuidedCorpus) throws -> Loaded {
        var entries: [(name: String, choices: [UInt64])] = []
        for name in try slice.parents ?? corpus.names() {
            // An entry another run removed since the listing is no longer kept: it is left out.
            if let choices = try corpus.choicesIfPresent(of: name) { entries.append((name, choices)) }
        }
        if slice.parents == nil { entries.sort { ($0.choices.count, $0.name) < ($1.choices.count, $1.name) } }
        let prunes = slice.parents == nil && CodeCoverage.blockCount > 0
        var loaded = Loaded()
        var buffer: [Int32] = []
        var heard = ContinuousClock.now
        for entry in entries {
            if StopRequest.isRequested { return loaded }
            if ContinuousClock.now - heard > Self.heartbeat {
                heard = ContinuousClock.now
                emit(.progress(propertyID: property.id, position: item.startPosition, casesRun: 0, invalidCases: 0))
            }
            let (outcome, blocks) = replayKept(entry.choices, buffer: &buffer)
            guard case .passed(_, let labels) = outcome, !prunes || loaded.known.lacksAny(blocks: blocks[...], labels: labels) else {
                if case .failed(let failing) = outcome {
                    loaded.failure = failing
                    return loaded
                }
                if prunes || outcome == .invalid {
                    corpus.remove(entry.name)
                    loaded.pruned += 1
                }
                continue
            }
            loaded.known.add(blocks: blocks[...], labels: labels)
            // The entry's own choices, as a fresh worker given its name reads them, whatever the replay consumed.
            loaded.kept.append(entry.choices)
            loaded.names.append(entry.name)
        }
        // The first kept cases run twice more once every kept case has run, so that code a process runs only once (a
        // global's first use) is not read as a case that reaches other code each time.
        for choices in loaded.kept.prefix(Self.stabilitySample) where !StopRequest.isRequested {
            loaded.checked += 1
            if replayKept(choices, buffer: &buffer) == replayKept(choices, buffer: &buffer) { loaded.stable += 1 }
        }
        return loaded
    }

    /// Replays a kept case, recorded first with the crash recorder as the case it is: one that crashes or hangs the
    /// check is named and kept as a crash seed.
    private func replayKept(_ choices: [UInt64], buffer: inout [Int32]) -> (GuidedOutcome, [Int32]) {
        record(position: item.startPosition, count: 1, drawn: property.drawCase(replaying: choices))
        return run(choices, buffer: &buffer)
    }

    /// Runs `choices` as they are (no fresh draws: a kept case holds all its choices): the outcome and the blocks.
    private func run(_ choices: [UInt64], buffer: inout [Int32]) -> (GuidedOutcome, [Int32]) {
        CodeCoverage.clear()
        let outcome = property.guidedCase(prefix: choices, thenDrawingFrom: 0)
        return (outcome, Array(CodeCoverage.reached(in: &buffer)))
    }

    /// Keeps `choices` in the corpus; its entry's name, or nil (and a problem named) when it could not be written,
    /// so that every parent a batch records is a file a fresh worker can read.
    private func keep(_ choices: [UInt64], in corpus: GuidedCorpus) -> String? {
        do {
            return try corpus.add(choices, propertyID: property.id)
        } catch {
            emit(.problem("\(error)"))
            return nil
        }
    }

    /// The case at `position`, drawn but not checked, for the crash record of a case run on its own.
    private func drawn(at position: Int, _ parents: [[UInt64]]) -> CaseRecord {
        let mutation = GuidedMutation(position: position, seed: slice.seed, kept: parents)
        return property.drawCase(prefix: mutation.prefix, thenDrawingFrom: mutation.tailSeed)
    }

    private func record(position: Int, count: Int, parents: [String]? = nil, drawn: CaseRecord?) {
        var work = CurrentWork(propertyID: property.id, position: position, count: count)
        work.parents = parents
        if let drawn {
            work.caseIndex = position
            work.drawn = drawn
        }
        work.record()
    }

    /// Shrinks, explains and stores a failure, as a random run's worker does; its report says where it was drawn.
    private func store(_ failing: CaseRecord, drawnIn origin: String) {
        var shrinking = CurrentWork(propertyID: property.id, position: item.startPosition, count: 1)
        shrinking.isShrinking = true
        shrinking.record()
        var configuration = RunConfiguration(seed: plan.seed)
        configuration.explainBudget = plan.explainBudget
        guard var report = property.failureReport(shrinking: failing, configuration: configuration) else { return }
        report.drawnIn = origin
        let store = SeedStore(directory: URL(fileURLWithPath: plan.seedsDirectory))
        emit(.stored(StoredFailure.store(report, note: "\(plan.seedNote), guided slice \(slice.number)", in: store)))
    }
}
