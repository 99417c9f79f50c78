import Foundation
import DuoCheckEngine

/// One stored counterexample: the content of a seed file,
/// `Seeds/<property-id>/<short-hash>.json`.
///
/// The file is JSON with sorted keys, pretty printed (see ``ValueCoding``):
///
/// ```json
/// {
///   "caseIndex" : 17,
///   "choices" : [ 0, 0, 500 ],
///   "foundAt" : "2026-11-29T16:21:58Z",
///   "formatVersion" : 3,
///   "kind" : "failure",
///   "message" : "a rectangle 500.0 wide at x 0.0 overflows a window 300.0 wide",
///   "note" : "found by duo-fuzz run --seed 42",
///   "propertyID" : "demo-rectangle",
///   "seed" : 42,
///   "value" : { "height" : 0, "width" : 500, "window" : 300, "x" : 0, "y" : 0 }
/// }
/// ```
///
/// `note`, `caseIndex` and `explanation` (what the explain phase found, for a failure: ``Explanation``) are
/// optional; every other field is required. Fields
/// this version does not know are ignored, so that a newer writer's extras do
/// not break an older reader.
package struct SeedFile: Equatable, Sendable {
    /// The most bytes a seed file may hold: 64 MiB. A seed is a few kilobytes; a larger file is named as a bad file,
    /// never read whole into memory (a 10 GiB one would take the process down), and so is a ZIP entry stating more.
    package static let largestFile = 64 << 20

    /// The format version this build writes. Format 3 counts an integer's or a double's choices from the
    /// value nearest 0, gives a draw of bound 0 its place, and reads a fraction choice's bits in reverse (1 is
    /// 1/2, 2 is 1/4, …); format 2 read a fraction choice as a count of 2⁻⁵² units; format 1 also counted steps
    /// from the range's lower bound and left draws of bound 0 out. This build reads files of all three: an older
    /// file's choices replay as the current encoding's, and where they build another value its stored value is
    /// checked directly; `duo-fuzz migrate-seeds` records their choices again (``SeedMigration``).
    package static let currentFormatVersion = 3

    /// The format versions this build reads.
    package static let readableFormatVersions = 1...3

    /// The format version of the file: ``currentFormatVersion`` for a new seed, the file's own for a loaded one.
    package var formatVersion: Int
    /// The id of the property the counterexample breaks.
    package var propertyID: String
    /// The run seed of the run that found it (the file's field `seed`).
    package var runSeed: UInt64
    /// The index of the case that failed first in that run, if known.
    package var caseIndex: Int?
    /// The choice sequence that rebuilds the value (the shrunk one for a failure).
    package var choices: [UInt64]
    /// The counterexample itself, as a JSON tree: the shrunk value for a failure,
    /// the case as drawn for a crash.
    package var value: JSONValue
    /// What went wrong: the failing check's message, or the crash's signal.
    package var message: String
    /// When it was found (stored to the second, in UTC).
    package var foundAt: Date
    /// A free note for people (how it was found, which bug it guards).
    package var note: String?
    /// A failure or a crash.
    package var kind: SeedFile.Kind
    /// What the explain phase found about the counterexample (nil for a crash, or a seed written before the
    /// phase).
    package var explanation: Explanation?

    /// Creates a seed; `foundAt` is rounded down to the second, as the file stores it.
    package init(
        propertyID: String, runSeed: UInt64, caseIndex: Int? = nil, choices: [UInt64], value: JSONValue, message: String,
        foundAt: Date = Date(), note: String? = nil, kind: SeedFile.Kind = .failure
    ) {
        formatVersion = Self.currentFormatVersion
        self.propertyID = propertyID
        self.runSeed = runSeed
        self.caseIndex = caseIndex
        self.choices = choices
        self.value = value
        self.message = message
        self.foundAt = Date(timeIntervalSince1970: foundAt.timeIntervalSince1970.rounded(.down))
        self.note = note
        self.kind = kind
    }

    /// The seed of a failure report: its shrunk choices, value and message.
    package init(failure report: FailureReport, foundAt: Date = Date(), note: String? = nil) {
        self.init(
            propertyID: report.propertyID, runSeed: report.seed, caseIndex: report.caseIndex, choices: report.shrunk.choices,
            value: report.shrunk.value, message: report.message, foundAt: foundAt, note: note, kind: .failure)
        explanation = report.explanation
    }

    /// The short hash that names the file (see ``SeedHash``).
    package var shortHash: String {
        SeedHash.shortHash(propertyID: propertyID, choices: choices)
    }

    /// The file's path inside a seeds directory: `<property-id>/<short-hash>.json`.
    package var relativePath: String {
        "\(Self.directoryName(forPropertyID: propertyID))/\(shortHash).json"
    }

    /// The folder name for a property id (``PropertyFileName``): the id itself, with any character
    /// other than a letter, digit, `-`, `_` or `.` replaced by `_`.
    package static func directoryName(forPropertyID id: String) -> String {
        PropertyFileName.of(id)
    }

    /// The file's content: JSON with sorted keys, pretty printed (``ValueCoding``'s
    /// conventions, and slashes left unescaped so paths in messages read as written),
    /// ending in a newline.
    package func encoded() throws -> Data {
        var members: [String: JSONValue] = [
            "formatVersion": .integer(Int64(formatVersion)),
            "propertyID": .string(propertyID),
            "seed": .unsigned(runSeed),
            "choices": .array(choices.map(JSONValue.unsigned)),
            "value": value,
            "message": .string(message),
            "foundAt": .string(Self.dateText(foundAt)),
            "kind": .string(kind.rawValue)
        ]
        if let caseIndex { members["caseIndex"] = .integer(Int64(caseIndex)) }
        if let note { members["note"] = .string(note) }
        if let explanation { members["explanation"] = try JSONValue(encoding: explanation) }
        var format = ValueCoding.format
        format.escapesSlashes = false
        return Data((try format.text(JSONValue.object(members)) + "\n").utf8)
    }

    /// The value as JSON data, to decode it as a type.
    package func encodedValue() throws -> Data {
        try value.encoded()
    }

    /// A date as the file stores it: ISO 8601 in UTC, to the second (`2026-11-29T17:43:50Z`), written by the
    /// package's own arithmetic on the proleptic Gregorian calendar, the same on every platform.
    package static func dateText(_ date: Date) -> String {
        let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
        let (days, secondOfDay) = (seconds.quotientAndRemainder(dividingBy: 86_400))
        let (dayNumber, second) = secondOfDay < 0 ? (days - 1, secondOfDay + 86_400) : (days, secondOfDay)
        // Days since 1970-01-01 to a civil date: eras of 400 years (146097 days) counted from 0000-03-01.
        let shifted = dayNumber + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ number: Int64) -> String { number < 10 ? "0\(number)" : "\(number)" }
        let yearText = String(year)
        return String(repeating: "0", count: max(0, 4 - yearText.count)) + yearText + "-\(two(month))-\(two(day))T"
            + "\(two(second / 3600)):\(two(second / 60 % 60)):\(two(second % 60))Z"
    }
}
