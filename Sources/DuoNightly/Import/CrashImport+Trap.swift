import Foundation
import DuoCheckEngine
import DuoFuzzRun
import DuoSeedFiles

extension CrashImport {
    /// Stores the case of a crash file that crashed or hung the probe (`what`) as a crash seed, as a run keeps
    /// a crash: only when a second fresh process crashes or hangs the same way on it (else it is no finding),
    /// with the choices the probe drew and the value they build, as drawn (a crash is not shrunk here; a run
    /// of the seed's property shrinks it in throw-away processes). Says what became of it.
    func storeCrash(_ what: String, choices: [UInt64]?, from path: String) -> String {
        guard let choices else {
            return "crash  \(path): \(what) before its case was drawn; not stored (run the target on the file to see it)"
        }
        guard let again = probe?.verdict(on: path), case .crashed(let againWhat, let againChoices) = again, againWhat == what,
            againChoices == choices
        else {
            return "flaky  \(path): \(what) once, and not the same way in a second process; not a finding"
        }
        let drawn = property.drawCase(replaying: choices)
        let found = "found by libFuzzer in \(URL(fileURLWithPath: path).lastPathComponent)" + (mutantID.map { " on the mutant \($0)" } ?? "")
        let seed = SeedFile(
            propertyID: property.id, runSeed: 0, choices: drawn.choices, value: drawn.value,
            message: what.replacingOccurrences(of: "its case", with: "the check"),
            note: "\(found); the value is the case as drawn, not shrunk", kind: .crash)
        do {
            let saved = try store.save(seed)
            return """
                crash  \(path): \(what), twice: stored as a crash seed (\(saved.isNew ? "new" : "known")) \(SeedCollection.displayPath(saved.url))
                         replay: duo-fuzz replay \(SeedCollection.displayPath(saved.url))
                """
        } catch {
            return "crash  \(path): \(what), twice; its crash seed could not be stored: \(error)"
        }
    }
}
