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

        /// The record of `result`.
        init(_ result: MutantResult) {
            let site = result.site
            self.init(
                id: site.id, file: site.file, line: site.line, column: site.column, operator: site.mutationOperator.name,
                original: site.original, replacement: site.replacement, outcome: result.outcome.rawValue,
                equivalent: result.isListedEquivalent, killer: result.killer, detail: result.detail,
                seconds: (result.seconds * 10).rounded() / 10, buildSeconds: (result.buildSeconds * 10).rounded() / 10,
                verdictSeconds: (result.verdictSeconds * 10).rounded() / 10)
        }

        init(
            id: String, file: String, line: Int, column: Int, operator: String, original: String, replacement: String, outcome: String,
            equivalent: Bool, killer: String?, detail: String?, seconds: Double, buildSeconds: Double, verdictSeconds: Double
        ) {
            self.id = id
            self.file = file
            self.line = line
            self.column = column
            self.operator = `operator`
            self.original = original
            self.replacement = replacement
            self.outcome = outcome
            self.equivalent = equivalent
            self.killer = killer
            self.detail = detail
            self.seconds = seconds
            self.buildSeconds = buildSeconds
            self.verdictSeconds = verdictSeconds
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
        mutants = results.map(MutantRecord.init)
    }

    /// The report as the `--json` file holds it.
    func data() throws -> Data {
        try JSONFormat(escapesSlashes: false).data(self)
    }
}
