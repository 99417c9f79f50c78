import Foundation
import DuoCheckEngine
import DuoFuzzRun
import DuoSeedFiles
import OperatingSystemFiles

extension CrashImport {
    /// Stores the case of a crash file that crashed or hung the probe (`first`) as a crash seed, as a run keeps
    /// a crash: only when a second fresh process crashes or hangs the same way on it (the same signal and trap,
    /// or a hang; else it is no finding), with the choices the probe drew. A case that crashed with a signal is
    /// then shrunk in throw-away processes (``CrashShrinker``, as `duo-fuzz run` shrinks a crash) to the
    /// simplest choices that crash the same way; a hang is kept as drawn, since each candidate could take the
    /// whole hang timeout. The seed's message names the signal and, after it, the trap's own line
    /// (`…: Fatal error: …`) of the stored case. Says what became of it.
    func storeCrash(_ first: CrashProbe.Crash, from path: String) -> String {
        guard let choices = first.choices else {
            return "crash  \(path): \(first.what) before its case was drawn; not stored (run the target on the file to see it)"
        }
        guard let again = probe?.verdict(on: path), case .crashed(let second) = again, second.isSame(as: first) else {
            return "flaky  \(path): \(first.what) once, and not the same way in a second process; not a finding"
        }
        let drawn = property.drawCase(replaying: choices)
        let shrunk = shrink(first, drawn: drawn)
        let keptChoices = shrunk?.choices ?? drawn.choices
        let lastWords = shrunk?.lastWords ?? first.lastWords
        let found = "found by libFuzzer in \(URL(fileURLWithPath: path).lastPathComponent)" + (mutantID.map { " on the mutant \($0)" } ?? "")
        let shape =
            shrunk == nil
            ? "the value is the case as drawn, not shrunk" : "shrunk in throw-away processes from the choices \(drawn.choices) to \(keptChoices)"
        let message = first.what.replacingOccurrences(of: "its case", with: "the check") + (lastWords.map { ": \($0)" } ?? "")
        let seed = SeedFile(
            propertyID: property.id, runSeed: 0, choices: keptChoices, value: shrunk?.value ?? drawn.value, message: message, foundAt: foundAt(path),
            note: "\(found); \(shape)", kind: .crash)
        do {
            let saved = try store.save(seed)
            let shrinkLine = shrunk.map { "shrunk in \($0.evaluations) throw-away runs (the note gives the choices before and after); " } ?? ""
            return """
                crash  \(path): \(first.what), twice: stored as a crash seed (\(saved.isNew ? "new" : "known")) \(SeedCollection.displayPath(saved.url))
                         \(message)
                         \(shrinkLine)replay: duo-fuzz replay \(SeedCollection.displayPath(saved.url))
                """
        } catch {
            return "crash  \(path): \(first.what), twice; its crash seed could not be stored: \(FileSystemError.describe(error))"
        }
    }

    /// The shrink of a case that crashed with a signal the same way twice, or nil: for a hang, for a case
    /// without choices, and when no simpler choices crash the same way.
    private func shrink(_ crash: CrashProbe.Crash, drawn: CaseRecord) -> CrashShrinker.ShrunkCrash? {
        guard let probe, let signature = crash.signature, !drawn.choices.isEmpty else { return nil }
        let shrinker = CrashShrinker.writingNothing(
            executable: probe.executable, includesDemos: includesDemos, mutantID: mutantID, hangTimeout: probe.timeout)
        let shrunk = shrinker.shrink(propertyID: property.id, choices: drawn.choices, value: drawn.value, signature: signature)
        return shrunk.choices == ShortlexOrder.trimmingTrailingZeros(drawn.choices) ? nil : shrunk
    }
}
