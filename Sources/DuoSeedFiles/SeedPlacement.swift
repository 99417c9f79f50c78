import Foundation
import DuoCheckEngine

/// Where a seed file belongs: `<property folder>/<short hash>.json`. A file elsewhere
/// still replays, but it is named with a warning, since a seed filed under another
/// property's folder, or under a name that is not its hash, misleads whoever reads
/// the folder and escapes the store's check for duplicates.
enum SeedPlacement {
    /// A warning for a loaded seed that is not where its content says it belongs, or `nil`.
    static func warning(for loaded: LoadedSeed, shownPath: String) -> String? {
        let folder = loaded.url.deletingLastPathComponent().lastPathComponent
        let name = loaded.url.lastPathComponent
        let expectedFolder = SeedFile.directoryName(forPropertyID: loaded.seed.propertyID)
        let expectedName = "\(loaded.seed.shortHash).json"
        var reasons: [String] = []
        if folder != expectedFolder { reasons.append("it is a seed of \(loaded.seed.propertyID), in the folder \(folder)") }
        if name != expectedName { reasons.append("its name is not its hash") }
        guard !reasons.isEmpty else { return nil }
        return "warning: \(shownPath): \(reasons.joined(separator: ", and ")); it belongs at \(loaded.seed.relativePath)"
    }
}
