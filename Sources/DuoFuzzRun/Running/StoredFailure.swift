import DuoCheckEngine
import DuoSeedFiles
import Foundation

/// A failure a worker found, shrank and stored through the seed store itself: what it tells its supervisor
/// (``WorkerEvent/stored(_:)``). The seed goes to disk once, from the process that found it, and the supervisor
/// records the path and the verdict; no report crosses the pipe to be turned into a seed again.
struct StoredFailure: Codable, Equatable {
    var propertyID: String
    /// The failure as a person reads it: `FAILED` and the shrunk report.
    var report: String
    /// What went wrong, in a line (the seed's message).
    var message: String
    /// The run's case index where it was found.
    var caseIndex: Int
    /// The seed file's path, as the store shows it (where it would have gone, when it was not written).
    var seedFile: String
    /// Where the seed went: a new file, one already stored, beside a file in its way, or nowhere (with the seed's
    /// JSON, so that it is not lost).
    var storage: Finding.Storage

    /// Stores `failure`'s seed, noted with `note`, in `store`, and says where it went.
    static func store(_ failure: FailureReport, note: String, in store: SeedStore) -> StoredFailure {
        let seed = SeedFile(failure: failure, note: note)
        var stored = StoredFailure(
            propertyID: seed.propertyID, report: "FAILED\n" + failure.description, message: seed.message, caseIndex: failure.caseIndex,
            seedFile: store.url(for: seed).relativePath, storage: .new)
        do {
            let outcome = try store.save(seed)
            stored.seedFile = outcome.url.relativePath
            switch outcome {
            case .stored: stored.storage = .new
            case .alreadyStored: stored.storage = .alreadyStored
            case .storedBeside(_, let occupant, let reason): stored.storage = .storedBeside(occupant: occupant.relativePath, reason: reason)
            }
        } catch {
            stored.storage = .notWritten(reason: "\(error)", seed: (try? seed.encoded()).map { String(decoding: $0, as: UTF8.self) } ?? "\(seed)")
        }
        return stored
    }
}
