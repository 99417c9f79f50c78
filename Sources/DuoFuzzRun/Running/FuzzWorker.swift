import Foundation
import DuoCheckEngine
import DuoFuzzSupport
import DuoSeedFiles

/// Runs a ``WorkerPlan`` inside a worker process, reporting on standard output
/// as ``WorkerEvent`` lines.
///
/// Cases run in case batches that start at one case and double up to 65536 while a
/// case batch takes under 25 ms (so a slow property still meets its time budget,
/// which is only checked between case batches), each recorded with the ``CrashRecorder`` before it runs, so a
/// crash names the case batch it happened in. The supervisor then starts a new
/// worker that runs that case batch one case at a time (``WorkItem/carefulPositions``),
/// each case recorded with its choices before it is checked, which names the
/// exact case. Between case batches the worker checks for a stop request (SIGTERM), and
/// for the property's time budget, which holds for careful cases too. A property's
/// first case batch in a worker runs whatever the budget, so that no budget, however
/// short, runs a property for no case at all. When a case batch finds a failure, the
/// record says so before the shrink starts, so that the supervisor of a stopping
/// run tells a long shrink from a hang.
struct FuzzWorker {
    let plan: WorkerPlan
    let catalogue: FuzzCatalogue
    let emit: (WorkerEvent) -> Void

    /// The smallest and largest number of positions in one case batch.
    static let smallestPiece = 1
    static let largestPiece = 1 << 16
    /// The time a case batch should take.
    static let targetPieceSeconds = 0.05

    func run() {
        for item in plan.items {
            if StopRequest.isRequested { break }
            guard let property = catalogue.property(id: item.propertyID) else {
                FileHandle.standardError.write(Data("duo-fuzz worker: unknown property \(item.propertyID)\n".utf8))
                continue
            }
            run(item, of: property)
        }
        // A stopped worker has not run its plan: it ends without saying it is done (see ``WorkerProcess``).
        if !StopRequest.isRequested { emit(.done) }
    }

    private func run(_ item: WorkItem, of property: AnyProperty) {
        emit(.started(propertyID: item.propertyID, position: item.startPosition))
        if let slice = item.guided {
            return runGuided(item, slice, of: property)
        }
        let clock = ContinuousClock()
        let deadline = item.timeBudgetSeconds.map { clock.now + .milliseconds(Int64($0 * 1000)) }
        var position = item.startPosition
        let carefulEnd = item.startPosition + item.carefulPositions
        var pieceSize = Self.smallestPiece
        var isFirstPiece = item.startPosition == 0
        var observationsLeft = plan.observeLimit
        while !StopRequest.isRequested {
            let careful = position < carefulEnd
            if let limit = item.positionLimit, position >= limit { break }
            if let deadline, clock.now >= deadline, !isFirstPiece { break }
            var count = careful ? 1 : pieceSize
            if let limit = item.positionLimit { count = min(count, limit - position) }
            let batch = CaseBatch(seed: plan.seed, shard: plan.shard, position: position, count: count)
            var shrinking = record(batch, of: property, singleCase: careful)
            shrinking.isShrinking = true
            let started = clock.now
            var configuration = batch.configuration(timeBudget: careful || isFirstPiece ? nil : deadline.map { $0 - clock.now })
            isFirstPiece = false
            configuration.willShrink = { [shrinking] in shrinking.record() }
            configuration.explainBudget = plan.explainBudget
            if let folder = plan.observeDirectory {
                configuration.observation = Observation(directory: URL(fileURLWithPath: folder), limit: observationsLeft, runStart: plan.runStart)
            }
            let report = property.run(configuration)
            observationsLeft = max(0, observationsLeft - (report.observedCases ?? 0))
            if let problem = report.observationProblem { emit(.problem(problem)) }
            let attempted = report.casesRun + report.invalidCases
            position += attempted
            emit(.progress(propertyID: property.id, position: position, casesRun: report.casesRun, invalidCases: report.invalidCases))
            if let failure = report.failure {
                let store = SeedStore(directory: URL(fileURLWithPath: plan.seedsDirectory))
                emit(.stored(StoredFailure.store(failure, note: "\(plan.seedNote), case \(failure.caseIndex)", in: store)))
                break
            }
            if attempted < count { break }  // the time budget ran out inside the case batch
            if !careful { pieceSize = nextPieceSize(pieceSize, took: (clock.now - started).seconds) }
        }
        // A property cut by a stop is not finished: its next position is in the last progress event.
        if !StopRequest.isRequested { emit(.finished(propertyID: property.id, position: position)) }
    }

    /// Puts the case batch about to run where the crash handler finds it, and returns it; a single
    /// case is drawn first (unchecked), so that its choices and value are kept.
    private func record(_ batch: CaseBatch, of property: AnyProperty, singleCase: Bool) -> CurrentWork {
        var work = CurrentWork(propertyID: property.id, position: batch.position, count: batch.count)
        if singleCase {
            let caseIndex = plan.shard.caseIndex(atPosition: batch.position)
            work.caseIndex = caseIndex
            // Record the index first: if drawing the case crashes, the index is still known.
            work.record()
            work.drawn = property.drawCase(caseSeed: RunConfiguration(seed: plan.seed).seed(forCase: caseIndex))
        }
        work.record()
        return work
    }

    private func nextPieceSize(_ size: Int, took seconds: Double) -> Int {
        if seconds < Self.targetPieceSeconds / 2 { return min(size * 2, Self.largestPiece) }
        if seconds > Self.targetPieceSeconds * 4 { return max(size / 2, Self.smallestPiece) }
        return size
    }

    /// Runs a guided slice (``GuidedSliceRunner``); a corpus that cannot be read is the run's problem, named.
    private func runGuided(_ item: WorkItem, _ slice: GuidedSlice, of property: AnyProperty) {
        var position = item.startPosition
        do {
            let corpus = try GuidedCorpus(root: plan.corpusDirectory ?? "", propertyID: property.id)
            position = try GuidedSliceRunner(plan: plan, item: item, slice: slice, property: property, emit: emit).run(corpus: corpus)
        } catch {
            emit(.problem("\(error)"))
        }
        if !StopRequest.isRequested { emit(.finished(propertyID: property.id, position: position)) }
    }
}
