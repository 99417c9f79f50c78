import Foundation
import DuoCheckEngine

/// `duo-fuzz replay`: replays stored seeds against the current code.
enum ReplayCommand: Command {
    static let name = "replay"
    static let summary = "replay stored seeds (all of Seeds/, or the given files and folders)"
    static let help = """
        usage: duo-fuzz replay [PATH...] [--seeds-dir DIR] [--hang-timeout D]

        Replays every seed file in the seeds directory, or the given files and folders
        (searched for *.json at any depth), and prints each result. A failure seed
        replays its choices; if the generator has drifted so that they no longer rebuild
        the stored value, the stored value is checked directly and the drift is shown.
        A crash seed replays in a process of its own, so that a trap cannot stop the others,
        and one that runs past the hang timeout is stopped and counts as failing.
        A seed whose property now holds is fine: the bug was fixed, and the seed guards it.

        options:
          --seeds-dir DIR  the seeds directory used when no PATH is given (default Seeds)
          --hang-timeout D how long a crash seed may run in its own process (default 60s)

        examples:
          duo-fuzz replay
          duo-fuzz replay Seeds/band-containment/0123456789ab.json

        exit codes: 0 every seed holds, 1 a seed fails (or crashes) again,
                    2 a file is bad (not JSON, missing field, unknown version or property)
                    or a path does not exist; the other files are still replayed.
        """

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let parsed = try ParsedArguments(arguments, command: name, valueOptions: ["--seeds-dir", "--hang-timeout"])
        let hangTimeout = try parsed.value("--hang-timeout", expected: "a positive duration such as 60s", DurationText.parse) ?? .seconds(60)
        let paths = parsed.positionals.isEmpty ? [parsed.value("--seeds-dir") ?? "Seeds"] : parsed.positionals
        var files: [URL] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw UsageError("no such file or directory: \(path)")
            }
            let url = URL(fileURLWithPath: path)
            files += isDirectory.boolValue ? SeedStore.seedFileURLs(under: url) : [url]
        }
        let catalogue = FuzzCatalogue.fromEnvironment()
        var holding = 0, failing = 0, bad = 0
        for file in files {
            let shownPath = displayPath(file)
            switch SeedStore.load(contentsOf: file, knownPropertyIDs: catalogue.ids) {
            case .failed(let error):
                bad += 1
                console.output("BAD    \(shownPath): \(error.problem)")
            case .loaded(let loaded):
                let outcome = replay(loaded, catalogue: catalogue, hangTimeout: hangTimeout)
                if outcome.holds { holding += 1 } else { failing += 1 }
                console.output("\(outcome.holds ? "ok    " : "FAILS ") \(shownPath) (\(loaded.seed.kind.rawValue) of \(loaded.seed.propertyID)): \(outcome.summary)")
                if let drift = outcome.drift {
                    console.output(drift.split(separator: "\n").map { "       " + $0 }.joined(separator: "\n"))
                }
            }
        }
        console.output("replayed \(files.count) seed file\(files.count == 1 ? "" : "s"): \(holding) hold, \(failing) fail, \(bad) bad")
        if bad > 0 { return .usage }
        return failing > 0 ? .failure : .success
    }

    /// A file's path relative to the current directory when it is inside it.
    static func displayPath(_ file: URL) -> String {
        let current = FileManager.default.currentDirectoryPath + "/"
        let path = file.standardizedFileURL.path
        return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
    }

    /// The outcome of replaying one seed.
    struct Outcome {
        var holds: Bool
        var summary: String
        var drift: String?
    }

    /// Replays a failure seed here, and a crash seed in a worker process of its own.
    static func replay(_ loaded: LoadedSeed, catalogue: FuzzCatalogue, hangTimeout: Duration) -> Outcome {
        if loaded.seed.kind == .failure, let property = catalogue.property(id: loaded.seed.propertyID) {
            let result = SeedReplay.replay(loaded.seed, against: property)
            return Outcome(holds: result.holds, summary: result.summary, drift: result.drift?.brief)
        }
        var arguments = ["worker", "--replay-seed", loaded.url.path]
        if catalogue.includesDemos { arguments.append("--demo") }
        let child: ChildProcess
        do {
            child = try ChildProcess(executable: ChildProcess.ownExecutable, arguments: arguments, errorPath: "/dev/null")
        } catch {
            return Outcome(holds: false, summary: "could not replay in a process of its own: \(error)")
        }
        let (lines, termination, timedOut) = child.runToCompletion(timeout: hangTimeout)
        if timedOut {
            return Outcome(holds: false, summary: "HANGS AGAIN: still running after \(DurationText.describe(hangTimeout)), stopped")
        }
        if let event = lines.compactMap(WorkerEvent.parse).first(where: { $0.event == .replayed }) {
            return Outcome(holds: event.holds ?? false, summary: event.summary ?? "", drift: event.drift)
        }
        if case .signalled(let signal) = termination {
            return Outcome(holds: false, summary: "CRASHES AGAIN: the check crashed with \(SignalName.describe(signal))")
        }
        return Outcome(holds: false, summary: "the replay process \(termination) without a result")
    }
}
