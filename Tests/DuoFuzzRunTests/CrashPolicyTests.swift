import DuoCheckEngine
import Foundation
import OperatingSystem
import Testing
@testable import DuoFuzzRun
import DuoFuzzSupport

/// Every branch of the crash policy, without launching anything.
@Suite("Crash policy")
struct CrashPolicyTests {
    static let item = WorkItem(propertyID: "p", startPosition: 10, positionLimit: nil, timeBudgetSeconds: 30)

    static func facts(_ termination: ProcessEnding, _ change: (inout CrashPolicy.Facts) -> Void = { _ in }) -> CrashPolicy.Facts {
        var facts = CrashPolicy.Facts(
            slot: 0, termination: termination, eventCount: 3, currentItem: item, currentPropertyID: "p", reachedPosition: 40)
        change(&facts)
        return facts
    }

    @Test("a worker that said it was done and exited 0 finished; one with nothing left finished too")
    func finished() {
        #expect(CrashPolicy.decide(Self.facts(.exited(0)) { $0.sawDone = true }) == .finished)
        #expect(CrashPolicy.decide(Self.facts(.signalled(SIGILL)) { $0.currentItem = nil }) == .finished)
    }

    @Test("on a stop, the run's own SIGTERM or SIGKILL, or a done exit, is no crash; the hang watchdog's kill still is")
    func stoppedByRun() {
        #expect(CrashPolicy.decide(Self.facts(.signalled(SIGTERM)) { $0.runIsStopping = true }) == .stoppedByRun)
        #expect(CrashPolicy.decide(Self.facts(.signalled(SIGKILL)) { $0.runIsStopping = true }) == .stoppedByRun)
        #expect(
            CrashPolicy.decide(
                Self.facts(.exited(1)) {
                    $0.runIsStopping = true
                    $0.sawDone = true
                }) == .stoppedByRun)
        let hung = CrashPolicy.decide(
            Self.facts(.signalled(SIGKILL)) {
                $0.runIsStopping = true
                $0.stoppedAsHung = true
            })
        #expect(hung != .stoppedByRun)
        #expect(CrashPolicy.decide(Self.facts(.signalled(SIGILL)) { $0.runIsStopping = true }) != .stoppedByRun)
        #expect(
            CrashPolicy.decide(
                Self.facts(.signalled(SIGKILL)) {
                    $0.runIsStopping = true
                    $0.silentAtStop = true
                }) != .stoppedByRun)
    }

    @Test("past the crash limit the slot is given up")
    func crashLimit() {
        let decision = CrashPolicy.decide(Self.facts(.signalled(SIGILL)) { $0.crashes = CrashPolicy.crashLimitPerSlot + 1 })
        guard case .giveUp(let problem) = decision else {
            Issue.record("\(decision)")
            return
        }
        #expect(problem.contains("crashed \(CrashPolicy.crashLimitPerSlot + 1) times"))
    }

    @Test("SIGKILL that the run did not send is a harness event: the work resumes where it was, at the normal pace, with the time left")
    func outsideKill() {
        let piece = CurrentWork(propertyID: "p", position: 33, count: 64)
        let decision = CrashPolicy.decide(
            Self.facts(.signalled(SIGKILL)) {
                $0.record = piece
                $0.secondsOnProperty = 12
            })
        guard case .resume(let item, let event) = decision else {
            Issue.record("\(decision)")
            return
        }
        #expect(item.startPosition == 33 && item.carefulPositions == 0 && item.timeBudgetSeconds == 18)
        #expect(event.contains("SIGKILL, which the run did not send"))
        // Killed during a careful run: the careful positions left carry over.
        var careful = Self.item
        careful.carefulPositions = 100
        let single = CurrentWork(propertyID: "p", position: 50, count: 1, caseIndex: 50, drawn: CaseRecord(choices: [1], value: .integer(1)))
        let again = CrashPolicy.decide(
            Self.facts(.signalled(SIGKILL)) {
                $0.currentItem = careful
                $0.record = single
            })
        guard case .resume(let resumed, _) = again else {
            Issue.record("\(again)")
            return
        }
        #expect(resumed.startPosition == 50 && resumed.carefulPositions == 60)
        // Without a record, from the position reached.
        guard case .resume(let fromReached, _) = CrashPolicy.decide(Self.facts(.signalled(SIGKILL))) else {
            Issue.record("no resume")
            return
        }
        #expect(fromReached.startPosition == 40)
    }

    @Test("a crash or hang on a recorded single case is reproduced, with its cause")
    func singleCase() {
        let record = CurrentWork(propertyID: "p", position: 12, count: 1, caseIndex: 12, drawn: CaseRecord(choices: [950], value: .integer(950)))
        #expect(CrashPolicy.decide(Self.facts(.signalled(SIGILL)) { $0.record = record }) == .reproduce(record, cause: .signal(SIGILL)))
        #expect(
            CrashPolicy.decide(
                Self.facts(.signalled(SIGKILL)) {
                    $0.record = record
                    $0.stoppedAsHung = true
                }) == .reproduce(record, cause: .hang))
        #expect(CrashPolicy.decide(Self.facts(.exited(3)) { $0.record = record }) == .reproduce(record, cause: .exit(3)))
    }

    @Test(
        "a stopping run keeps a single case that is still silent after the grace, or that the watchdog stopped, as an unfinished hang; a piece reruns to name the case"
    )
    func silentAtStop() {
        let record = CurrentWork(propertyID: "p", position: 12, count: 1, caseIndex: 12, drawn: CaseRecord(choices: [951], value: .integer(951)))
        let silent = CrashPolicy.decide(
            Self.facts(.signalled(SIGKILL)) {
                $0.record = record
                $0.runIsStopping = true
                $0.silentAtStop = true
            })
        #expect(silent == .keepUnfinished(record))
        let watched = CrashPolicy.decide(
            Self.facts(.signalled(SIGKILL)) {
                $0.record = record
                $0.runIsStopping = true
                $0.stoppedAsHung = true
            })
        #expect(watched == .keepUnfinished(record))
        let piece = CurrentWork(propertyID: "p", position: 20, count: 64)
        let inPiece = CrashPolicy.decide(
            Self.facts(.signalled(SIGKILL)) {
                $0.record = piece
                $0.runIsStopping = true
                $0.silentAtStop = true
            })
        guard case .rerunCarefully(let item) = inPiece else {
            Issue.record("\(inPiece)")
            return
        }
        #expect(item.startPosition == 20 && item.carefulPositions == 64)
        // Not stopping: the watchdog's hang is reproduced, as ever.
        #expect(
            CrashPolicy.decide(
                Self.facts(.signalled(SIGKILL)) {
                    $0.record = record
                    $0.stoppedAsHung = true
                }) == .reproduce(record, cause: .hang))
    }

    @Test("a crash in a recorded piece reruns that piece one case at a time")
    func piece() {
        let record = CurrentWork(propertyID: "p", position: 20, count: 128)
        guard case .rerunCarefully(let item) = CrashPolicy.decide(Self.facts(.signalled(SIGSEGV)) { $0.record = record }) else {
            Issue.record("no careful rerun")
            return
        }
        #expect(item.startPosition == 20 && item.carefulPositions == 128)
    }

    @Test("a record of another property is ignored: the property in hand reruns from where it got, carefully")
    func otherPropertysRecord() {
        let record = CurrentWork(propertyID: "q", position: 5, count: 1, caseIndex: 5, drawn: nil)
        guard case .rerunCarefully(let item) = CrashPolicy.decide(Self.facts(.signalled(SIGILL)) { $0.record = record }) else {
            Issue.record("no careful rerun")
            return
        }
        #expect(item.startPosition == 40 && item.carefulPositions == FuzzWorker.largestPiece)
    }

    @Test("a worker that died before starting anything is given up; one between properties starts again")
    func beforeStarting() {
        let silent = CrashPolicy.decide(
            Self.facts(.signalled(SIGSEGV)) {
                $0.currentPropertyID = nil
                $0.eventCount = 0
                $0.errorLogPath = "w.log"
            })
        guard case .giveUp(let problem) = silent else {
            Issue.record("\(silent)")
            return
        }
        #expect(problem.contains("before running anything") && problem.contains("w.log"))
        let between = CrashPolicy.decide(Self.facts(.signalled(SIGSEGV)) { $0.currentPropertyID = nil })
        guard case .rerunCarefully(let item) = between else {
            Issue.record("\(between)")
            return
        }
        #expect(item.startPosition == 10 && item.carefulPositions == 0)
    }

    @Test("a restart keeps what is left of the time budget, and never less than nothing")
    func budgetLeft() {
        var facts = Self.facts(.signalled(SIGILL))
        facts.secondsOnProperty = 45
        #expect(CrashPolicy.restarted(Self.item, at: 1, careful: 0, facts: facts).timeBudgetSeconds == 0)
        facts.secondsOnProperty = nil
        #expect(CrashPolicy.restarted(Self.item, at: 1, careful: 0, facts: facts).timeBudgetSeconds == 30)
    }

    @Test("a crash signature compares the signal and the trap, with the trap's numbers masked")
    func signatures() {
        let first = CrashSignature(cause: .signal(SIGILL), lastWords: "x/Demo.swift:43: Fatal error: demo-trap: 951 is over 900")
        let second = CrashSignature(cause: .signal(SIGILL), lastWords: "x/Demo.swift:43: Fatal error: demo-trap: 1000 is over 900")
        #expect(first == second)
        #expect(first != CrashSignature(cause: .signal(SIGILL), lastWords: "x/Demo.swift:44: Fatal error: demo-trap: 951 is over 900"))
        #expect(first != CrashSignature(cause: .signal(SIGSEGV), lastWords: "x/Demo.swift:43: Fatal error: demo-trap: 951 is over 900"))
        #expect(CrashSignature(cause: .hang, lastWords: "anything") == CrashSignature(cause: .hang, lastWords: nil))
    }
}
