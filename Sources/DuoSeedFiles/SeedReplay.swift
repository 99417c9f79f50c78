import Foundation
import DuoCheckEngine

/// Replays stored seeds against their properties: what `swift test` and
/// `duo-fuzz replay` do with every seed file.
///
/// The choices are replayed first. If they no longer rebuild the stored value
/// (the generator has changed: *drift*), the stored value is also decoded and
/// checked directly, and the drift is reported. A seed whose property now
/// holds is the normal state: the bug was fixed, and the seed guards the fix.
package enum SeedReplay {
    /// Replays `seed` against `property` (which must have the seed's property id).
    /// A trap in the property ends the process: replay crash seeds in a process of their own.
    package static func replay(_ seed: SeedFile, against property: AnyProperty) -> SeedReplayResult {
        // An older format's choices are read as the current encoding's: when they build another value, that is
        // drift, and the stored value is checked directly (duo-fuzz migrate-seeds records them again).
        let rebuilt = property.replay(choices: seed.choices)
        guard rebuilt.value != seed.value || rebuilt.isInvalid else {
            return SeedReplayResult(rebuilt: rebuilt, drift: nil, storedValueCheck: nil)
        }
        // A value stored before its type gained a field with a default reads back as the value the choices
        // build now: that is the same value written in an older shape, not drift.
        if !rebuilt.isInvalid, let stored = try? property.checkStoredValue(seed.value), stored.value == rebuilt.value {
            return SeedReplayResult(rebuilt: rebuilt, drift: nil, storedValueCheck: nil)
        }
        var drift = SeedDrift(
            storedValueJSON: seed.value.text, rebuiltValueJSON: rebuilt.valueText, rebuiltIsInvalid: rebuilt.isInvalid,
            differences: seed.value.differences(to: rebuilt.value))
        if seed.formatVersion < SeedFile.currentFormatVersion { drift.olderFormat = seed.formatVersion }
        let storedValueCheck: StoredValueCheck
        do {
            storedValueCheck = .checked(try property.checkStoredValue(seed.value))
        } catch {
            storedValueCheck = .undecodable(String(describing: error))
        }
        return SeedReplayResult(rebuilt: rebuilt, drift: drift, storedValueCheck: storedValueCheck)
    }
}

/// The generator has changed: the stored choices now build a different value.
package struct SeedDrift: Equatable, Sendable, CustomStringConvertible {
    /// The value the seed file stores.
    package var storedValueJSON: String
    /// The value the stored choices build now.
    package var rebuiltValueJSON: String
    /// Whether the generator now discards the value the choices build.
    package var rebuiltIsInvalid: Bool
    /// Where the two values differ, one line each (stored → rebuilt; the first few only).
    package var differences: [String]
    /// The seed file's format, when it is older than the current one: its choices were drawn by an older encoding.
    package var olderFormat: Int?

    /// Why the choices build another value.
    var cause: String {
        olderFormat.map { "the seed's choices are of format \($0), an older encoding, and no longer rebuild the stored value" }
            ?? "generator drift: the stored choices no longer rebuild the stored value"
    }

    /// The drift in a few lines: what differs, not both values in full.
    package var brief: String {
        (["\(cause)\(rebuiltIsInvalid ? " (they now build a discarded value)" : ""); stored → rebuilt:"]
            + differences.map { "  " + $0 }).joined(separator: "\n")
    }

    package var description: String {
        """
        \(cause)\(rebuiltIsInvalid ? " (they now build a discarded value)" : "")
        stored value:
        \(storedValueJSON)
        value the choices build now:
        \(rebuiltValueJSON)
        """
    }
}

/// The direct check of a stored value, done when the generator has drifted.
package enum StoredValueCheck: Equatable, Sendable {
    /// The stored value decoded and was checked.
    case checked(CaseRecord)
    /// The stored value no longer decodes as the property's value type; the decoder's complaint.
    case undecodable(String)
}

/// What replaying one seed gave.
package struct SeedReplayResult: Equatable, Sendable {
    /// The value the stored choices rebuild, and its check.
    package var rebuilt: CaseRecord
    /// The drift, if the choices no longer rebuild the stored value.
    package var drift: SeedDrift?
    /// The direct check of the stored value; `nil` when there is no drift
    /// (the rebuilt value is the stored value).
    package var storedValueCheck: StoredValueCheck?

    /// Creates a result.
    package init(rebuilt: CaseRecord, drift: SeedDrift?, storedValueCheck: StoredValueCheck?) {
        self.rebuilt = rebuilt
        self.drift = drift
        self.storedValueCheck = storedValueCheck
    }

    /// The failure, if the property fails on the stored value or on the value
    /// the choices rebuild (either is a counterexample).
    package var failure: CheckFailure? {
        if case .checked(let outcome)? = storedValueCheck, let failure = outcome.failure { return failure }
        return rebuilt.failure
    }

    /// Why the seed cannot guard anything any more, if it cannot: the generator
    /// drifted and the stored value no longer decodes, so the seed must be
    /// migrated or deleted.
    package var unusableReason: String? {
        guard case .undecodable(let reason)? = storedValueCheck else { return nil }
        return "the stored choices no longer rebuild the stored value, and the stored value no longer decodes: \(reason)"
    }

    /// Whether the property holds on the seed (the normal state: the bug stays fixed).
    package var holds: Bool { failure == nil && unusableReason == nil }

    /// One line: "holds", "holds (generator drift)", "FAILS AGAIN: …" or "UNUSABLE: …".
    package var summary: String {
        if let failure { return "FAILS AGAIN: \(failure)" }
        if let unusableReason { return "UNUSABLE: \(unusableReason)" }
        return drift == nil ? "holds" : "holds (generator drift: the stored value was checked directly)"
    }
}
