import Foundation
import DuoCheckEngine
import DuoFuzzSupport

/// The `--json` report: one object per mutant run, in run order.
struct MutationJSONReport: Encodable {
    /// One mutant's record.
    struct MutantRecord: Encodable {
        var id: String
        var file: String
        var line: Int
        var column: Int
        var `operator`: String
        var original: String
        var replacement: String
        /// `killed`, `survived`, `stillborn` or `timed out`.
        var outcome: String
        /// Whether the reviewed list says the mutant is equivalent.
        var equivalent: Bool
        var killer: String?
        /// For a stillborn mutant, the build's first error line.
        var detail: String?
        var seconds: Double
        var buildSeconds: Double
        var verdictSeconds: Double

        enum CodingKeys: String, CodingKey {
            case id, file, line, column, `operator`, original, replacement, outcome, equivalent, killer, detail, seconds
            case buildSeconds = "build seconds", verdictSeconds = "verdict seconds"
        }

        /// Writes every field, `null` included, so that each entry has the same keys.
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(file, forKey: .file)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
            try container.encode(`operator`, forKey: .operator)
            try container.encode(original, forKey: .original)
            try container.encode(replacement, forKey: .replacement)
            try container.encode(outcome, forKey: .outcome)
            try container.encode(equivalent, forKey: .equivalent)
            try container.encode(killer, forKey: .killer)
            try container.encode(detail, forKey: .detail)
            try container.encode(seconds, forKey: .seconds)
            try container.encode(buildSeconds, forKey: .buildSeconds)
            try container.encode(verdictSeconds, forKey: .verdictSeconds)
        }
    }

    /// Whether the run was stopped before its end.
    var interrupted: Bool
    /// The mutants run.
    var mutants: [MutantRecord]

    /// The report of `results`.
    init(_ results: [MutantResult], interrupted: Bool) {
        self.interrupted = interrupted
        mutants = results.map { result in
            let site = result.site
            return MutantRecord(
                id: site.id, file: site.file, line: site.line, column: site.column, operator: site.mutationOperator.name,
                original: site.original, replacement: site.replacement, outcome: result.outcome.rawValue,
                equivalent: result.isListedEquivalent, killer: result.killer, detail: result.detail,
                seconds: (result.seconds * 10).rounded() / 10, buildSeconds: (result.buildSeconds * 10).rounded() / 10,
                verdictSeconds: (result.verdictSeconds * 10).rounded() / 10)
        }
    }

    /// Writes the report to `url`, creating its folder.
    func write(to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try ReportFile.write(try JSONFormat(escapesSlashes: false).data(self), to: url)
    }
}
