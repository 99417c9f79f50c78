import Foundation
import DuoCheckEngine
import OperatingSystem
import DuoFuzzSupport

/// The worker processes of a run: starts one per slot on the slot's plan, reads
/// their events, stops one that stops reporting, and starts a slot again on what it
/// has left. What a process's end means is decided elsewhere (``CrashPolicy``). A value that its supervisor owns:
/// every change to a slot goes through the supervisor's own copy.
struct WorkerPool {
    /// The slots, by number.
    private(set) var slots: [WorkerSlot]
    /// What every plan shares.
    let planTemplate: WorkerPlan
    /// The folder of plans, crash files and logs.
    let workDirectory: URL
    /// The duo-fuzz binary.
    let executable: String
    private let clock = ContinuousClock()

    /// Something a worker did, as ``read(waitingUpTo:)`` returns it.
    enum Output {
        /// Slot `slot`'s process wrote an event (already applied to the slot's bookkeeping).
        case event(slot: Int, WorkerEvent)
        /// Slot `slot`'s process ended; `life` is how it was when it ended.
        case ended(slot: Int, life: WorkerLife, ProcessEnding)
    }

    /// A pool of `slots` (not yet started), each process running `planTemplate` with the slot's shard and items.
    init(slots: [WorkerSlot], planTemplate: WorkerPlan, workDirectory: URL, executable: String) {
        self.slots = slots
        self.planTemplate = planTemplate
        self.workDirectory = workDirectory
        self.executable = executable
    }

    /// Whether any process is running.
    var isRunning: Bool { slots.contains(where: \.isRunning) }

    /// The share of the positions below `cases` of `propertyCount` properties that the slots have run, or `nil`
    /// when there are none to run.
    func fractionRun(ofCases cases: Int, propertyCount: Int) -> Double? {
        let planned = Double(propertyCount) * Double(slots.reduce(0) { $0 + $1.shard.positionCount(below: cases) })
        return planned > 0 ? Double(slots.reduce(0) { $0 + $1.positions.values.reduce(0, +) }) / planned : nil
    }

    /// The property that the first slot with a process on one is running, or "" when none is.
    var currentPropertyID: String {
        slots.compactMap { $0.life?.currentPropertyID }.first ?? ""
    }

    /// Starts a process for slot `number` on what it has left (with `firstItemOnly`, on its first item alone);
    /// returns a problem if it could not start (the slot's cases are then dropped).
    mutating func start(_ number: Int, firstItemOnly: Bool = false) -> String? {
        guard !slots[number].items.isEmpty else { return nil }
        slots[number].generations += 1
        let generation = slots[number].generations
        let files = WorkerFiles(directory: workDirectory, slot: number, generation: generation)
        var plan = planTemplate
        plan.shard = slots[number].shard
        plan.crashRecordPath = files.crashRecordPath
        plan.items = firstItemOnly ? Array(slots[number].items.prefix(1)) : slots[number].items
        do {
            try JSONFormat().data(plan).write(to: URL(fileURLWithPath: files.planPath))
            let child = try ChildProcess(
                executable: executable, arguments: ["worker", "--plan", files.planPath], errorPath: files.errorLogPath, watchesParent: true)
            slots[number].life = WorkerLife(generation: generation, child: child, files: files, now: clock.now)
            return nil
        } catch {
            slots[number].items = []
            return "worker \(number) could not start: \(error); its cases were not run"
        }
    }

    /// Waits up to `milliseconds` for output, and returns what the processes did. A process has ended once it is
    /// done with (``ChildProcess/isDone()``): reaped, and its output read to the end or for
    /// ``ChildProcess/outputGrace`` after it ended, whoever else holds its pipe (a grandchild a check left running);
    /// never when its pipe closes while it still runs.
    mutating func read(waitingUpTo milliseconds: Int32) -> [Output] {
        let live = slots.indices.filter { slots[$0].life != nil }
        var descriptors = live.map { number in
            let child = slots[number].life!.child
            return pollfd(fd: child.isReading ? child.outputDescriptor : -1, events: Int16(POLLIN), revents: 0)
        }
        // A process whose output is at its end is ending: look for its end every 5 ms.
        let wait = descriptors.contains { $0.fd < 0 } ? min(milliseconds, 5) : milliseconds
        if poll(&descriptors, nfds_t(descriptors.count), wait) < 0 { return [] }
        var outputs: [Output] = []
        for (number, descriptor) in zip(live, descriptors) {
            guard let life = slots[number].life else { continue }
            if descriptor.revents != 0 {
                for event in life.child.readLines().lines.compactMap(WorkerEvent.parse) {
                    apply(event, to: number)
                    outputs.append(.event(slot: number, event))
                }
            }
            if life.child.isDone(), let life = slots[number].life {
                slots[number].life = nil
                outputs.append(.ended(slot: number, life: life, life.child.pollEnding() ?? .exited(-1)))
            }
        }
        return outputs
    }

    /// Keeps the slot's bookkeeping: where each property got to, which it is on, which are done.
    private mutating func apply(_ event: WorkerEvent, to number: Int) {
        let now = clock.now
        slots[number].life?.eventCount += 1
        slots[number].life?.lastHeard = now
        switch event {
        case .started(let id, _):
            slots[number].life?.currentPropertyID = id
            if slots[number].firstStart[id] == nil { slots[number].firstStart[id] = now }
        case .progress(let id, let position, _, _):
            slots[number].positions[id] = position
        case .finished(let id, let position):
            slots[number].positions[id] = position
            slots[number].items.removeAll { $0.propertyID == id }
            slots[number].life?.currentPropertyID = nil
        case .done:
            slots[number].life?.sawDone = true
        case .stored, .replayed, .drawn, .checked, .problem, .sliceEnded:
            break
        }
    }

    /// Stops (SIGKILL) every process that has reported nothing for `timeout`; its end comes through ``read(waitingUpTo:)``.
    mutating func stopHung(after timeout: Duration) {
        let now = clock.now
        for number in slots.indices {
            guard let life = slots[number].life, !life.stoppedAsHung, now - life.lastHeard > timeout else { continue }
            slots[number].life?.stoppedAsHung = true
            life.child.send(SIGKILL)
        }
    }

    /// Stops (SIGKILL) every process of a stopping run that is still silent `grace` after the stop at `stop`
    /// and since it last reported, unless its crash file says it is shrinking a failure (its shrink has a
    /// budget of its own, and the hang timeout still holds for it); its end comes through
    /// ``read(waitingUpTo:)`` with ``WorkerLife/silentAtStop`` set.
    mutating func stopSilent(stoppedAt stop: ContinuousClock.Instant, grace: Duration) {
        let now = clock.now
        guard now - stop >= grace else { return }
        for number in slots.indices {
            guard let life = slots[number].life, !life.stoppedAsHung, !life.silentAtStop, now - life.lastHeard >= grace,
                CurrentWork.read(from: life.files.crashRecordPath)?.isShrinking != true
            else { continue }
            slots[number].life?.silentAtStop = true
            life.child.send(SIGKILL)
        }
    }

    /// Counts every running process as heard from now: after the supervisor did other work (a crash being
    /// reproduced or shrunk), during which the processes' output waited unread.
    mutating func forgiveSilence() {
        let now = clock.now
        for number in slots.indices { slots[number].life?.lastHeard = now }
    }

    /// Sends `signal` to every running process.
    func signalAll(_ signal: Int32) {
        for slot in slots { slot.life?.child.send(signal) }
    }

    /// Counts one more crash of slot `number`, and returns the count.
    mutating func noteCrash(of number: Int) -> Int {
        slots[number].crashes += 1
        return slots[number].crashes
    }

    /// Replaces slot `number`'s first item (a restart plan) and its reached position.
    mutating func replaceFirstItem(of number: Int, with item: WorkItem) {
        guard !slots[number].items.isEmpty else { return }
        slots[number].items[0] = item
        slots[number].positions[item.propertyID] = item.startPosition
    }

    /// Drops slot `number`'s first item (its property is done for this slot), noting how far it got.
    mutating func dropFirstItem(of number: Int, reached position: Int) {
        guard let first = slots[number].items.first else { return }
        slots[number].positions[first.propertyID] = position
        slots[number].items.removeFirst()
    }

    /// Gives slot `number` `item` alone to run (a guided slice).
    mutating func assign(_ item: WorkItem, to number: Int) {
        slots[number].items = [item]
        slots[number].positions[item.propertyID] = item.startPosition
    }

    /// Drops everything slot `number` has left.
    mutating func dropAll(of number: Int) {
        slots[number].items = []
    }
}
