import Foundation
import DuoCheckEngine

/// Records a seed's choices again when they no longer build its value: a seed of an older format, whose choices
/// were drawn by an older encoding, or a seed whose generator has changed since (drift). The choice source knows
/// only the current encoding; an old seed's value is what carries over. Its stored value, read as the property's
/// type reads it now, is the target: if the stored choices build it as they are, they stay; otherwise
/// ``ChoiceSearch`` looks for choices that build it. The seed keeps its value, message, note and origin, in the
/// current format; one whose value no choices are found for is kept as it is, and its stored value is still
/// checked on every run.
package enum SeedMigration {
    /// What migrating one seed found.
    package enum Outcome: Equatable, Sendable {
        /// The seed is in the current format and its choices build its value.
        case current
        /// The seed in the current format, with choices that build its value.
        case migrated(SeedFile)
        /// No choices were found that build its value (why); the seed stays as it is, and its stored value is
        /// still checked on every run.
        case kept(String)
    }

    /// Migrates `seed` against `property` (which must have the seed's property id).
    package static func migrate(_ seed: SeedFile, against property: AnyProperty) -> Outcome {
        let isOlderFormat = seed.formatVersion < SeedFile.currentFormatVersion
        // A crash seed of the current format is left alone: checking it here could trap this process (a run
        // replays it in a process of its own).
        guard isOlderFormat || (seed.kind == .failure && SeedReplay.replay(seed, against: property).drift != nil) else { return .current }
        guard let target = try? property.checkStoredValue(seed.value).value else {
            return .kept("its stored value no longer decodes as the property's value")
        }
        let direct = property.replay(choices: seed.choices)
        var choices: [UInt64]
        if !direct.isInvalid, direct.value == target {
            choices = direct.choices
        } else if let found = ChoiceSearch.choices(building: target, with: property, from: seed.choices) {
            choices = found
        } else {
            return .kept("no choices were found that build its stored value with the generator as it is now")
        }
        choices = ShortlexOrder.trimmingTrailingZeros(choices)
        var migrated = seed
        migrated.formatVersion = SeedFile.currentFormatVersion
        migrated.choices = choices
        migrated.value = target
        return .migrated(migrated)
    }
}
