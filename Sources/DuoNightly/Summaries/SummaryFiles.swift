import DuoCheckEngine
import Foundation
import OperatingSystemFiles
import DuoFuzzRun
import DuoFuzzSupport

/// The JSON summaries that `duo-fuzz run --summary` wrote (one per shard), read for `duo-fuzz summarize`: a file
/// that is missing or is not a summary is named, on standard error and in the Markdown, and the others are read.
package enum SummaryFiles {
    /// The summaries at `paths` that read, and a line per one that does not (`path: not a run summary (why)`).
    package static func read(_ paths: [String], console: Console) -> (summaries: [RunSummary], unreadable: [String]) {
        var summaries: [RunSummary] = []
        var unreadable: [String] = []
        for path in paths {
            do {
                summaries.append(try ValueCoding.decode(RunSummary.self, from: Folder.readFile(atPath: path)))
            } catch {
                unreadable.append("\(path): not a run summary (\(Self.reason(error)))")
                console.error("duo-fuzz summarize: \(path) is not a run summary: \(Self.reason(error))")
            }
        }
        return (summaries, unreadable)
    }

    /// A decoding or reading error in a few words.
    package static func reason(_ error: Error) -> String {
        switch error {
        case let problem as JSONParser.Problem: return "not JSON: \(problem)"
        case let problem as ImportRecordError: return problem.description
        case DecodingError.dataCorrupted(let context):
            return context.underlyingError.map { FileSystemError.reason(of: $0) } ?? context.debugDescription
        case DecodingError.keyNotFound(let key, _): return "no \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "\(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
        default: return FileSystemError.reason(of: error)
        }
    }
}
