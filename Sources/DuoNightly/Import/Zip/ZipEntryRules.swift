/// What `import` makes of each entry of a ZIP artifact, judged from the central directory before any byte of it
/// is read: its path as stored (before any normalisation) and the kind of file its archiver recorded, whatever
/// the archiver's system. A refused entry costs only itself: it is named, and the others are still read.
enum ZipEntryRules {
    /// What one entry is.
    enum Verdict: Equatable {
        /// A folder: nothing to read.
        case folder
        /// A file that is not a seed (a picture, a report): not read.
        case other
        /// A seed file (a `*.json` under a folder named `Seeds`, no hidden part): read it.
        case seed
        /// Named and not read, for this reason.
        case refused(String)
    }

    /// The verdict on `entry`, whose name is `name` (decoded as UTF-8), from the central directory. A seed's local
    /// header may carry extra fields of its own, which ``kindProblem(_:fields:)`` judges once it is read.
    static func judge(_ entry: ZipDirectory.Entry, name: String?) -> Verdict {
        guard let name else { return .refused("a name that is not UTF-8, not extracted") }
        if let problem = pathProblem(name) { return .refused("\(problem), not extracted") }
        if let kind = kindProblem(entry, fields: entry.extraFields) { return .refused("\(kind) in the ZIP, not extracted") }
        var parts = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let isFolder = name.hasSuffix("/") || entry.attributes & 0x10 != 0
        if name.hasSuffix("/") { parts.removeLast() }
        guard !parts.contains(where: { $0.hasPrefix(".") }), let seeds = parts.dropLast().firstIndex(of: "Seeds"), seeds < parts.count - 1,
            parts.last!.hasSuffix(".json")
        else { return isFolder ? .folder : .other }
        if isFolder { return .refused("a folder named like a seed file") }
        if entry.flags & 1 != 0 { return .refused("an encrypted entry, not read") }
        guard entry.method == 0 || entry.method == 8 else { return .refused("compressed with method \(entry.method), which import does not read") }
        return .seed
    }

    /// Why a path as stored is refused, or `nil`: an absolute path, a drive, a backslash, a `..`, `.` or empty part,
    /// a NUL. Each is refused as written, never normalised into a path that would be allowed.
    static func pathProblem(_ name: String) -> String? {
        if name.isEmpty { return "an entry without a name" }
        if name.contains("\u{0}") { return "a NUL in its name" }
        if name.hasPrefix("/") { return "an absolute path" }
        if name.contains("\\") { return "a backslash in its path (a Windows separator)" }
        if let drive = name.first, drive.isASCII, drive.isLetter, name.dropFirst().first == ":" { return "a path on a drive (\(name.prefix(2)))" }
        var parts = name.split(separator: "/", omittingEmptySubsequences: false)
        if name.hasSuffix("/") { parts.removeLast() }
        if parts.contains("..") { return "a path that climbs out of the archive (..)" }
        if parts.contains(where: { $0.isEmpty || $0 == "." }) { return "a path with an empty or . part" }
        return nil
    }

    /// Why an entry is not a plain file or folder, or `nil`. Each system's archivers record links their own way,
    /// and all are read whatever host the entry names:
    /// - a Unix mode in the external attributes' upper half (Info-ZIP, macOS, and 7-Zip on any system);
    /// - the reparse-point attribute (0x400) of Windows, which its links and junctions carry;
    /// - the Unix extra fields of ASi (0x756e, a mode) and PKWARE (0x000d, whose variable part holds a link's
    ///   target or a device's numbers).
    static func kindProblem(_ entry: ZipDirectory.Entry, fields: [(id: UInt16, data: [UInt8])]) -> String? {
        if let problem = modeProblem(entry.attributes >> 16) { return problem }
        if entry.attributes & 0x400 != 0 { return "a symbolic link (a Windows reparse point)" }
        for field in fields {
            if field.id == 0x756E, field.data.count >= 6, let problem = modeProblem(UInt32(field.data[4]) | UInt32(field.data[5]) << 8) {
                return "\(problem) (by its ASi Unix extra field)"
            }
            if field.id == 0x000D, field.data.count > 12 { return "a symbolic link or device (by its PKWARE Unix extra field)" }
        }
        return nil
    }

    /// Why a Unix mode is not a regular file's or a folder's, or `nil` (a mode of 0 says nothing).
    private static func modeProblem(_ mode: UInt32) -> String? {
        switch mode & 0o170000 {
        case 0, 0o100000, 0o040000: return nil
        case 0o120000: return "a symbolic link"
        default: return "a special file (a FIFO, device or socket)"
        }
    }
}
