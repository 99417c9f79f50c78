/// What replaying one seed file found.
package struct SeedVerdict: Codable, Equatable {
    /// Holds, fails again, or cannot be used.
    package enum Outcome: String, Codable {
        /// The property holds on the seed: the bug stays fixed.
        case holds
        /// The property fails (or crashes, or hangs) on it again.
        case fails
        /// The file is not a usable seed: unreadable, or its value is not of the property's type.
        case bad
    }

    package var outcome: Outcome
    /// One line saying what happened.
    package var summary: String
    /// The generator drift, when the choices no longer rebuild the stored value.
    package var drift: String?
}
