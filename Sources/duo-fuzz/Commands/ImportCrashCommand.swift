import Foundation
import DuoCheckCommandLine
import DuoCheckEngine
import DuoFuzzSupport
import DuoFuzzRun
import DuoNightly
import DuoSeedFiles

/// `duo-fuzz import-crash`: turns libFuzzer's crash files into seeds.
enum ImportCrashCommand: Command {
    static let name = "import-crash"
    static let summary = "turn libFuzzer crash files of a property into seeds, replayed to confirm"
    static let help = """
        usage: duo-fuzz import-crash PROPERTY CRASH-FILE... [--seeds-dir DIR] [--mutant ID] [--hang-timeout D]

        Reads each crash file that the libFuzzer target of PROPERTY wrote (duo-libfuzzer,
        docs/libfuzzer.md) as that property's choices, as the target read them. A failure
        counts only when the value the engine rebuilds from the choices fails the same
        check; it is then shrunk and explained as a run's failure is, its seed is replayed
        to confirm it, and it is stored in the seeds directory, which every swift test
        replays. A file whose bytes build no case, hold, or fail only once is named and
        never stored. Each file's case runs first in a process of its own: one that
        traps or hangs there, and the same way in a second one, is stored as a crash
        seed, as a run keeps a crash: a trap shrunk in throw-away processes, its message
        the signal and the trap's own line; a hang as drawn. Once only, it is no
        finding. A crash file is read without following a link. Nothing but the crash
        files and the seeds directory is read or written.

        options:
          --seeds-dir DIR  the seeds directory (default Seeds)
          --mutant ID      the files were found with DUOCHECK_FUZZ_MUTANT=ID: run the property
                           on that mutant's helpers (duo-fuzz mutants lists them)
          --hang-timeout D how long one file's case may run, 1s to 100000h (default 60s)
          --probe          (internal) run one file's case and print probed

        exit codes: 0 every crash file judged (stored, known, or no finding), 1 a case
                    that crashed or hung (stored as a crash seed when it did so twice;
                    the others are still imported), 2 bad usage,
                    or a crash file that cannot be read or a seed that cannot be stored
                    (the others are still imported).
        """

    /// Imports the crash files the arguments name.
    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let parsed = try ParsedArguments(
            arguments, tool: "duo-fuzz", command: name, valueOptions: ["--seeds-dir", "--mutant", "--hang-timeout"], flagOptions: ["--probe"])
        guard parsed.positionals.count >= 2 else { throw UsageError("import-crash needs a property id and at least one crash file") }
        let catalogue = FuzzCatalogue.fromEnvironment()
        let property = try CrashImport.property(id: parsed.positionals[0], mutantID: parsed.value("--mutant"), catalogue: catalogue)
        let hangTimeout = try parsed.duration("--hang-timeout", in: .hangTimeout) ?? .seconds(60)
        let seedsDirectory = URL(fileURLWithPath: parsed.value("--seeds-dir") ?? "Seeds")
        // A seeds folder that cannot be written is bad usage before any file is probed, not a find lost after.
        if !parsed.has("--probe") { try RunOptions.prepareFolder(seedsDirectory, option: "--seeds-dir") }
        let crashImport = CrashImport(
            property: property, mutantID: parsed.value("--mutant"),
            store: SeedStore(directory: seedsDirectory),
            console: console, probeTimeout: parsed.has("--probe") ? nil : hangTimeout, includesDemos: catalogue.includesDemos)
        if parsed.has("--probe") { return parsed.positionals.count == 2 ? crashImport.probeCase(at: parsed.positionals[1]) : .usage }
        // A stop ends the import between files, with the probe in hand stopped too (it leads a group of its own).
        StopRequest.install(for: [SIGINT, SIGTERM, SIGHUP])
        return crashImport.run(Array(parsed.positionals.dropFirst()))
    }
}
