/// The one name a property id gives a file or a folder: the id itself, with any character other than a letter,
/// digit, `-`, `_` or `.` replaced by `_`, and `_` before a name that would be empty or hidden. A seed file's
/// folder (`Seeds/<name>/`) and an observation file (`<name>_testcases.jsonl`) are both named by it, so that one
/// property's files read alike wherever they are.
package enum PropertyFileName {
    /// The name for the property id `id`.
    package static func of(_ id: String) -> String {
        let name = String(id.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" })
        return name.isEmpty || name.hasPrefix(".") ? "_" + name : name
    }
}
