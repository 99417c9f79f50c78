import Foundation
import DuoCheckEngine
import DuoCheckKnownAnswers
import OperatingSystem

/// Properties with known answers, for `selfcheck` and the command's own tests:
/// a planted false property, a property whose check traps, one that traps and
/// leaves a process holding its output open, one whose check hangs, and one that
/// always holds. They join the catalogue only with `DUOFUZZ_DEMO=1` (or inside
/// `selfcheck`), never in a real run.
enum DemoProperties {
    /// False: a rectangle 500 or wider overflows a window narrower than its right edge. Every run finds it
    /// quickly and shrinks it to `Rectangle.minimum` (choices `[0, 0, 500]`): the known answer of
    /// `DuoCheckKnownAnswers`, under the demo's id.
    static let rectangle = Rectangle.fitsOrIsNarrow(id: "demo-rectangle", rule: "demo: a planted false property")

    /// Traps (a Swift runtime trap: SIGILL on x86-64, SIGTRAP on arm64) for any number over 900.
    static let trap = Property(
        "demo-trap", rule: "demo: a check that crashes",
        summary: "traps for a number over 900, to show that a crash is captured as a seed",
        generator: Gen.int(in: 0...1000)
    ) { number in
        if number > 900 { fatalError("demo-trap: \(number) is over 900") }
    }

    /// Traps for any number over 900, as `demo-trap` does, after starting a process that holds the check's standard
    /// output and error open for a minute and outlives it, as the runtime's backtracer or a process a check started
    /// can: no command may wait for that process, only for the one that crashed.
    static let grandchild = Property(
        "demo-grandchild", rule: "demo: a check that crashes and leaves its output held open",
        summary: "traps for a number over 900 after starting a process that keeps its output open, to show that no command waits for it",
        generator: Gen.int(in: 0...1000)
    ) { number in
        guard number > 900 else { return }
        _ = try? Spawn.start(
            "/bin/sh", arguments: ["sh", "-c", "exec sleep 60"], environment: [:], standardInput: .null, standardOutput: .inherited,
            standardError: .inherited, newProcessGroup: false)
        fatalError("demo-grandchild: \(number) is over 900")
    }

    /// Never returns for any number over 950, to show that a hung check is stopped and stored.
    static let hang = Property(
        "demo-hang", rule: "demo: a check that never returns",
        summary: "hangs for a number over 950, to show that a hung check is stopped and stored as a seed",
        generator: Gen.int(in: 0...1000)
    ) { number in
        while number > 950 { usleep(100_000) }
    }

    /// Always holds; cheap, for long runs and for counting cases.
    static let holds = Property(
        "demo-holds", rule: "demo: a true property",
        summary: "every number is a number (always holds)",
        generator: Gen.int(in: 0...1_000_000)
    ) { _ in }

    /// Traps behind a planted chain of four exact values, each compared on a branch of its own: four numbers of
    /// 0...255 that are 173, 42, 7 and 250 in order. Random search draws the chain once in about 4 billion cases
    /// (each number 1 in 256, edge cases aside); a search that keeps each case passing one more comparison climbs it
    /// a step at a time. `duo-bench guided` measures guided runs against random ones on it, and a trap, not a failed
    /// check, makes the guided run name its case by running a batch again from the kept cases it started from.
    static let chain = Property(
        "demo-chain", rule: "demo: a crash behind a chain of branches",
        summary: "traps only on the numbers 173, 42, 7 and 250, each checked on a branch of its own",
        generator: Gen<[Int]>.array(of: Gen.int(in: 0...255), count: 4...4)
    ) { numbers in
        guard numbers[0] == 173 else { return }
        guard numbers[1] == 42 else { return }
        guard numbers[2] == 7 else { return }
        if numbers[3] == 250 { fatalError("demo-chain: the planted chain 173, 42, 7, 250 was reached") }
    }

    /// The demo properties, in catalogue order.
    static var all: [AnyProperty] {
        [AnyProperty(rectangle), AnyProperty(trap), AnyProperty(grandchild), AnyProperty(hang), AnyProperty(holds), AnyProperty(chain)]
    }
}
