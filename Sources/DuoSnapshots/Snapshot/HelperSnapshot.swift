import Foundation
import DuoCheckEngine
import DuoGeometry
import DuoProperties

/// The behaviour snapshot of one placement helper: a corpus of inputs drawn by the domain generators, and the
/// helper's exact output for each, one JSON line per case in `Tests/Snapshots/<id>.jsonl`.
///
/// A line holds where the case came from (the choices of one of the simplest cases, or the index of a draw from
/// the corpus's seed), its input and its output: `{"case":3,"choices":[0,1],"input":{...},"output":{...}}` or
/// `{"case":90,"draw":17,"input":{...},"output":{...}}`. Inputs are stored as data, so a line is checked against
/// its stored input even after the generators change how choices encode values; drawing the case again only
/// tells whether the corpus has drifted. Numbers are written by the package's own JSON writer (``JSONFormat``),
/// the shortest decimal that reads back as the same bits, the same on every platform, so a change of one ulp,
/// or of `0.0` to `-0.0`, is a change; NaN and the infinities are written as the strings `"nan"`, `"inf"` and
/// `"-inf"`.
package struct HelperSnapshot: Sendable {
    /// The id, which names the file (`band-side-insets`) and, in lower camel case, its test (`bandSideInsets`).
    package let id: String
    /// The helper as the code spells it, such as `layout.sideInsets(forBandFrom:to:)`.
    package let helper: String
    /// Whether the declaration names, case by case, the decision a case's output rests on.
    package let decidesCases: Bool
    /// The members of ``PlacementHelpers`` the output goes through (empty for a helper that has none, such as a
    /// legacy expression): the snapshots a conformance run compares another helper set against.
    package let members: [String]
    /// The labels of every case (the sample's family, posture and block corners, and the kind of row or frame).
    let labelsOfCase: @Sendable (ChoiceSource) -> [String]?
    /// Draws a case from `origin` and writes its line, with the core's output (nil for an invalid draw).
    let lineForCase: @Sendable (_ index: Int, _ origin: SnapshotCaseOrigin) throws -> SnapshotLineText?
    /// Draws a case from `origin` and writes its input alone (nil for an invalid draw).
    let inputTextForCase: @Sendable (_ origin: SnapshotCaseOrigin) throws -> String?
    /// Checks one stored line against the helper set's output.
    let checkLine: @Sendable (_ text: Substring, _ helpers: PlacementHelpers) throws -> SnapshotLineCheck

    /// A snapshot of `helper` over inputs drawn by `inputs`, whose output reads the geometry core directly.
    package init<Input: Codable & SendableMetatype, Output: Codable & SendableMetatype>(
        _ id: String, helper: String, inputs: Gen<Input>, labels: (@Sendable (Input) -> [String])? = nil,
        output: @escaping @Sendable (Input) -> Output
    ) {
        self.init(id, helper: helper, members: [], inputs: inputs, labels: labels) { _, input in output(input) }
    }

    /// A snapshot of `helper` over inputs drawn by `inputs`, whose output goes through the helper set's `members`:
    /// recorded with ``PlacementHelpers/core``, and compared with any helper set. `Input` and `Output` are
    /// `SendableMetatype`s: the stored `@Sendable` closures use their `Codable` conformances, so their metatypes
    /// cross isolation domains (every concrete type conforms implicitly).
    /// `decidedBy` names the decision a case's output rests on, if any (``SnapshotLineCheck/decision``).
    package init<Input: Codable & SendableMetatype, Output: Codable & SendableMetatype>(
        _ id: String, helper: String, members: [String], inputs: Gen<Input>, labels: (@Sendable (Input) -> [String])? = nil,
        decidedBy: (@Sendable (Input) -> Decision?)? = nil, output: @escaping @Sendable (PlacementHelpers, Input) -> Output
    ) {
        self.id = id
        self.helper = helper
        self.members = members
        decidesCases = decidedBy != nil
        labelsOfCase = { source in
            let input = inputs.run(source)
            return source.isInvalid ? nil : labels?(input) ?? []
        }
        lineForCase = { index, origin in
            let source = origin.source
            let input = inputs.run(source)
            guard !source.isInvalid else { return nil }
            let line = SnapshotLine(index: index, origin: origin, input: input, output: output(.core, input))
            return SnapshotLineText(index: index, origin: origin, inputText: try SnapshotCoding.text(input), text: try SnapshotCoding.text(line))
        }
        inputTextForCase = { origin in
            let source = origin.source
            let input = inputs.run(source)
            return source.isInvalid ? nil : try SnapshotCoding.text(input)
        }
        checkLine = { text, helpers in
            let line = try ValueCoding.decode(SnapshotLine<Input, Output>.self, from: Data(text.utf8))
            let current = try SnapshotCoding.text(output(helpers, line.input))
            let source = line.origin.source
            let redrawn = inputs.run(source)
            let redrawnText = source.isInvalid ? nil : try SnapshotCoding.text(redrawn)
            // Most lines are exactly what the generator and the helper give now: the line as it would be written
            // again. Only another line needs its stored input and output written out to be told apart.
            if let redrawnText, text == SnapshotCoding.lineText(index: line.index, origin: line.origin, input: redrawnText, output: current) {
                return SnapshotLineCheck(
                    index: line.index, origin: line.origin, inputText: redrawnText, recordedOutput: current, currentOutput: current, drifted: false)
            }
            let inputText = try SnapshotCoding.text(line.input)
            return SnapshotLineCheck(
                index: line.index, origin: line.origin, inputText: inputText, recordedOutput: try SnapshotCoding.text(line.output),
                currentOutput: current, drifted: redrawnText != inputText, decision: decidedBy?(line.input))
        }
    }

    /// The name of the test that checks this snapshot: the id in lower camel case (`bandSideInsets`).
    package var testName: String {
        let words = id.split(separator: "-")
        return words.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
    }
}

/// Where a corpus case comes from: the choices of one of the simplest cases, or the index of a draw from the
/// corpus's seed (``SnapshotCorpus/seed``).
package enum SnapshotCaseOrigin: Hashable, Sendable, CustomStringConvertible {
    /// A replay of these choices.
    case choices([UInt64])
    /// The draw with this index from the corpus's seed.
    case draw(UInt64)

    /// A source that draws the case.
    var source: ChoiceSource {
        switch self {
        case .choices(let choices): return ChoiceSource(replaying: choices)
        case .draw(let index): return ChoiceSource(seed: SplitMix64.value(at: index, seed: SnapshotCorpus.seed))
        }
    }

    package var description: String {
        switch self {
        case .choices(let choices): return "choices \(choices)"
        case .draw(let index): return "draw \(index) from the corpus seed"
        }
    }
}

/// One case as it is stored: its index in the corpus, where it came from, the input and the output.
struct SnapshotLine<Input: Codable, Output: Codable>: Codable {
    var index: Int
    var origin: SnapshotCaseOrigin
    var input: Input
    var output: Output

    init(index: Int, origin: SnapshotCaseOrigin, input: Input, output: Output) {
        self.index = index
        self.origin = origin
        self.input = input
        self.output = output
    }

    private enum CodingKeys: String, CodingKey {
        case index = "case", choices, draw, input, output
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        index = try container.decode(Int.self, forKey: .index)
        if let draw = try container.decodeIfPresent(UInt64.self, forKey: .draw) {
            origin = .draw(draw)
        } else {
            origin = .choices(try container.decode([UInt64].self, forKey: .choices))
        }
        input = try container.decode(Input.self, forKey: .input)
        output = try container.decode(Output.self, forKey: .output)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(index, forKey: .index)
        switch origin {
        case .choices(let choices): try container.encode(choices, forKey: .choices)
        case .draw(let draw): try container.encode(draw, forKey: .draw)
        }
        try container.encode(input, forKey: .input)
        try container.encode(output, forKey: .output)
    }
}

/// A case's line as written, with its input's text (what tells two cases apart).
struct SnapshotLineText {
    let index: Int
    let origin: SnapshotCaseOrigin
    let inputText: String
    let text: String
}

/// What checking one stored line found.
package struct SnapshotLineCheck: Sendable {
    /// The case's index in the corpus (lower is simpler).
    package let index: Int
    /// Where it came from.
    package let origin: SnapshotCaseOrigin
    /// The stored input, as JSON.
    package let inputText: String
    /// The recorded output, as JSON.
    package let recordedOutput: String
    /// The helper's output now, as JSON.
    package let currentOutput: String
    /// Whether replaying the choices no longer draws the stored input (the corpus's generator changed).
    package let drifted: Bool
    /// The decision the case's output rests on, if any, for a changed case of a snapshot that names one per case
    /// (``HelperSnapshot/decidesCases``); nil for an unchanged case, which needs none.
    package var decision: Decision? = nil

    /// Whether the helper's output changed.
    package var changed: Bool { recordedOutput != currentOutput }
}

/// The JSON of snapshot lines: sorted keys, no spaces, the shortest exact decimals, and non-finite numbers as
/// strings.
enum SnapshotCoding {
    static let format = JSONFormat(pretty: false, escapesSlashes: false, nonFiniteAsStrings: true, userInfo: [LayoutSample.compactCoding: true])

    /// `value` as one line of JSON.
    static func text<Value: Encodable>(_ value: Value) throws -> String {
        try format.text(value)
    }

    /// The line of case `index` from `origin`, whose input and output are written already: what ``text(_:)``
    /// writes for the ``SnapshotLine``, its keys in byte order.
    static func lineText(index: Int, origin: SnapshotCaseOrigin, input: String, output: String) -> String {
        let from: String
        switch origin {
        case .choices(let choices): from = "\"choices\":[" + choices.map(String.init).joined(separator: ",") + "]"
        case .draw(let draw): from = "\"draw\":\(draw)"
        }
        return "{\"case\":\(index),\(from),\"input\":\(input),\"output\":\(output)}"
    }
}
