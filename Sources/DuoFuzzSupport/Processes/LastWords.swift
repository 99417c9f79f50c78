import Foundation

/// The last informative line of a process's standard error.
package enum LastWords {
    /// The last `Fatal error` (or `error:`) line of the file at `path`, else its last line, cut to 300 characters.
    package static func read(from path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
        guard let chosen = lines.last(where: { $0.contains("Fatal error") || $0.contains("error:") }) ?? lines.last else { return nil }
        return chosen.count > 300 ? String(chosen.prefix(300)) + "…" : chosen
    }
}
