import DuoFuzzSupport
import DuoMutation

/// `duo-fuzz mutate`: a source-level mutation run of the geometry core. Each mutant is one small wrong
/// edit of `Sources/DuoGeometry`, built and judged by the property suites in a scratch copy of the package;
/// the run tells how many of them the suites notice.
enum MutateCommand: Command {
    static let name = "mutate"
    static let summary = "make small wrong edits of the geometry core and count those the properties notice"
    static let help = """
        usage: duo-fuzz mutate [--list] [--operator NAME]... [--file PATH]... [--shard i/n]
                               [--sample N [--seed S]] [--timeout D] [--json FILE] [--events FILE] [--package DIR]

        Finds the mutation sites of Sources/DuoGeometry (comments and string literals are
        never sites), and for each selected one writes the mutated file into a scratch copy
        of the package at .build/mutate-scratch/, rebuilds it, and runs every property as
        CI=true swift test does (duo-fuzz mutation-verdict). The real tree is never written
        to: the scratch copy is synced from it at the start of every run, and each mutated
        file is restored before the next build; each file written has its object deleted, so
        that the build compiles it whatever its timestamps say. The unmutated copy is built and
        judged first; if it does not build or a property fails, the run stops (exit 2).

        A mutant is killed when a property fails (or the verdict dies of a signal), killed by
        snapshots when every property holds but a behaviour snapshot's output changed
        (Tests/Snapshots), survived when both hold, stillborn when it does not build, and timed
        out when the verdict outlives --timeout. The run prints a line per mutant, then a
        Markdown table per operator with two scores, the properties alone (killed / judged) and
        with the snapshots ((killed + killed by snapshots) / judged), where judged = killed +
        killed by snapshots + survived + timed out; then every survivor as a diff, and every
        mutant that only the snapshots caught. Mutants listed in Tests/Mutation/equivalent-mutants.json (each with the
        reason it cannot change behaviour) count as equivalent, outside the score; a listed
        mutant that is killed is wrongly listed.

        operators: left-right, top-bottom, minX-maxX, minY-maxY (swap the names; labels and
        declarations are not sites), relational (< <=, > >=), plus-minus, compound-assign
        (+= -=), min-max, and-or, true-false, drop-rounding (floor(x), ceil(x), round(x)
        -> (x); .rounded(...) removed), halve-third (/ 2 -> / 3); and a refactoring's mistakes:
        width-height, inset-status (safeInsets.top <-> statusBarHeight), drop-clamp (max(0, x),
        min(0, x) -> (x)), finite-not-nan (.isFinite -> .isNaN == false), positive-nonzero (> 0,
        0 < -> !=), break-continue, drop-argument (one labelled argument of an initialiser's call
        removed), usual-literal (a parameter's use -> its literal default, or the literal its
        label is given most often in Sources/DuoGeometry and Properties).

        options:
          --list           print the selected sites (id, file:line:column, operator, edit); build nothing
          --operator NAME  only this operator's sites (repeatable)
          --file PATH      only this file's sites, relative to the package root (repeatable)
          --shard i/n      only the sites whose index in the full sorted list is i mod n
                           (n from 1 to 65536)
          --sample N       a deterministic sample of N (1 to 1000000) of the selected sites
          --seed S         the sample's seed (default 0)
          --timeout D      how long one verdict may run, 1s to 100000h (default 120s)
          --json FILE      write every mutant's id, file, line, operator, edit, outcome, killer, seconds
          --events FILE    write the run's events, one JSON record a line (docs/mutation.md)
          --package DIR    the package root (default: the current directory)

        A mutant costs about two seconds on two cores (an incremental build and a verdict), one
        that hangs costs --timeout, and the first build of the scratch copy a full debug build:
        the whole site list takes a quarter of an hour or more; a shard or a sample takes less.
        SIGINT or SIGTERM stops the run: the running build or verdict is killed, the scratch
        file restored, and the partial table printed.

        examples:
          duo-fuzz mutate --list
          duo-fuzz mutate --sample 30 --seed 1
          duo-fuzz mutate --operator relational --file Sources/DuoGeometry/BandSideInsets.swift
          duo-fuzz mutate --shard 3/7 --json fuzz-out/mutate.json

        exit codes: 0 every mutant not listed as equivalent was killed (or timed out) and no listed
                    one was killed, 1 a survivor or a wrongly listed mutant, 2 bad usage, a bad
                    equivalent list, a baseline that does not build or fails, or a build that
                    did not compile a mutant,
                    130/143 stopped (SIGINT/SIGTERM) before any survivor was found.
        """

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        try MutationRun.start(try MutateOptions.parse(arguments), console: console)
    }
}
