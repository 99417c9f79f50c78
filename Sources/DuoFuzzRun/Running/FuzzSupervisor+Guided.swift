import DuoFuzzSupport

extension FuzzSupervisor {
    /// Runs a guided run's rounds until its time is up or it is stopped: each round starts one slice a worker, as the
    /// schedule chooses (``GuidedRound``), and follows the workers, crashes and stops included, as a random run does,
    /// until every slice has ended.
    func superviseGuided() {
        let end = startInstant + (options.duration ?? RunOptions.defaultDuration)
        var started = harness.problems.isEmpty
        while started, !stop.isStopping, var round = guided {
            let left = (end - clock.now).seconds
            // A slice shorter than this would spend its time replaying the kept cases.
            guard left >= 0.05 else { break }
            let items = round.start(elapsed: (clock.now - startInstant).seconds, left: left)
            guided = round
            guard !items.isEmpty else { break }
            for (slot, item) in items {
                pool.assign(item, to: slot)
                if let problem = pool.start(slot) {
                    harness.problems.append(problem)
                    started = false
                }
            }
            superviseWorkers()
            guided?.finish { [tallies] in tallies.hasFound($0) }
        }
        let reached = Set((guided?.blocks.values).map { Array($0.joined()) } ?? [])
        events.emit(.coreBranches(CoreBranches.measure(reached: reached)))
    }
}
