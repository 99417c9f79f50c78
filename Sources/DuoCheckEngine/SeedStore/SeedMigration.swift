import Foundation

/// Rewrites a seed of an older format in the current one (see ``SeedFile/currentFormatVersion``): its choices
/// read as the old format, and recorded as the current format gives the same draws.
@usableFromInline package enum SeedMigration {
    /// What migrating one seed found.
    @usableFromInline package enum Outcome: Equatable, Sendable {
        /// The seed is already in the current format.
        case current
        /// The seed in the current format: its choices rebuild the same value.
        case migrated(SeedFile)
        /// The old choices cannot be carried over exactly (why); the seed stays as it is, and its stored value is
        /// still checked on every run.
        case kept(String)
    }

    /// Migrates `seed` against `property` (which must have the seed's property id).
    @usableFromInline package static func migrate(_ seed: SeedFile, against property: AnyProperty) -> Outcome {
        guard seed.formatVersion < SeedFile.currentFormatVersion else { return .current }
        // A seed whose choices no longer rebuild its value records how the value was once drawn, and nothing
        // else does: rewriting them would record how some other value is drawn now.
        guard SeedReplay.replay(seed, against: property).drift == nil else {
            return .kept("its choices no longer rebuild its stored value (the generator changed since), so they stay as they were drawn")
        }
        let translated = property.replay(choices: seed.choices, formatVersion: seed.formatVersion)
        guard let choices = translated.choices else { return .kept("its choices build no value") }
        let rebuilt = property.replay(choices: choices)
        guard !rebuilt.isInvalid, rebuilt.valueJSON == translated.valueJSON else {
            return .kept("the old choices build a value that the current encoding cannot give exactly")
        }
        var migrated = seed
        migrated.formatVersion = SeedFile.currentFormatVersion
        migrated.choices = ShortlexOrder.trimmingTrailingZeros(choices)
        return .migrated(migrated)
    }
}
