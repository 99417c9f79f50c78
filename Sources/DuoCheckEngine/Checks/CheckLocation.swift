/// Where a check is written in the source: the file (as `#fileID`) and line.
///
/// Two failures with the same location failed the same check, which is how
/// the shrinker tells "fails the same way" from "fails some other way".
@usableFromInline package struct CheckLocation: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The file, as `#fileID` gives it (`Module/File.swift`).
    package var fileID: String
    /// The line in that file.
    package var line: Int

    /// Creates a location from a file ID and a line.
    package init(fileID: String, line: Int) {
        self.fileID = fileID
        self.line = line
    }

    /// `Module/File.swift:42`.
    @usableFromInline package var description: String { "\(fileID):\(line)" }
}
