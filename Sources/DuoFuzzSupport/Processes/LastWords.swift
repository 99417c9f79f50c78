import Foundation

/// The last informative line of a process's standard error.
package enum LastWords {
    /// The most bytes of a child's standard error kept in memory to find its last words: its last ones, where a
    /// trap's message is (a worker's crash handler ends it before the runtime's backtracer writes more).
    package static let keptBytes = 64 * 1024

    /// The last `Fatal error` (or `error:`) line of the file at `path`, else its last line, cut to 300 characters.
    package static func read(from path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return pick(from: [UInt8](data))
    }

    /// The last `Fatal error` (or `error:`) line of `bytes` (standard error, or its last part), else its last
    /// line, cut to 300 characters.
    package static func pick(from bytes: [UInt8]) -> String? {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
        guard let chosen = lines.last(where: { $0.contains("Fatal error") || $0.contains("error:") }) ?? lines.last else { return nil }
        return chosen.count > 300 ? String(chosen.prefix(300)) + "…" : chosen
    }
}
