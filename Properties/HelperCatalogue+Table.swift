import DuoCheckEngine

extension HelperCatalogue {
    /// The helper set's members, in declaration order, read from a value of it (`Mirror` labels each stored
    /// property): a new member is here the moment it is declared, so nothing lists them by hand.
    package static var members: [String] { Mirror(reflecting: PlacementHelpers.core).children.compactMap(\.label) }

    /// The table of every helper's declaration that docs/properties.md holds: for each member of the helper set, in
    /// its declaration order (`members`), whether the collapse law compares it or why not, its turn in the
    /// robustness property's calls or why it has none, the answers to hostile input checked of it, or where none
    /// is stated and why, and the snapshots through it, or why there are none. Each reason is written once, under the
    /// table, and numbered in the order the rows first name it.
    package static func markdownTable(members: [String] = members) -> String {
        var notes = TableNotes()
        var lines = ["| member | collapse law | on hostile input | answers to hostile input | snapshots |", "|---|---|---|---|---|"]
        for member in members {
            guard let declaration = declarations.first(where: { $0.member == member }) else {
                lines.append("| `\(member)` | no declaration | no declaration | no declaration | no declaration |")
                continue
            }
            lines.append(row(of: declaration, notes: &notes))
        }
        lines.append("")
        lines += notes.reasons.enumerated().map { "\($0.offset + 1). \($0.element)" }
        return lines.joined(separator: "\n")
    }

    /// The table's row of `declaration`, numbering its reasons in `notes`.
    static func row(of declaration: HelperDeclaration, notes: inout TableNotes) -> String {
        let member = declaration.member
        let collapse = declaration.collapse.reason.map { "not compared " + notes.number(of: $0) } ?? "compared"
        var call = "not called " + notes.number(of: declaration.hostileCall.reason ?? "")
        if let turn = declarations.filter(\.hostileCall.isCalled).firstIndex(where: { $0.member == member }) { call = "call \(turn + 1)" }
        var answers = declaration.hostileAnswers.map { text(of: $0.kind) }
        for other in declarations where other.member != member {
            for answer in other.hostileAnswers where answer.alsoFor.contains(member) {
                answers.append(text(of: answer.kind) + " (declared with `\(other.member)`)")
            }
        }
        if declaration.collapse.isCompared { answers.append("the collapse law on hostile ordinary layouts") }
        if let unanswered = declaration.unanswered {
            let input = unanswered.input.map { " on \($0)" } ?? ""
            answers.append("none stated" + input + " " + notes.number(of: unanswered.reason))
        }
        var seen: Set<String> = []
        let cell = answers.filter { seen.insert($0).inserted }.joined(separator: "; ")
        let snapshots = HelperCatalogue.snapshots.filter { ($0.members ?? []).contains(member) }.map { "`\($0.id)`" }
        var snapshotCell = snapshots.joined(separator: ", ")
        if snapshots.isEmpty { snapshotCell = "none " + notes.number(of: declaration.noSnapshot ?? "") }
        return "| `\(member)` | \(collapse) | \(call) | \(cell.isEmpty ? "none" : cell) | \(snapshotCell) |"
    }

    /// An answer's kind as the table names it.
    static func text(of kind: HostileAnswer.Kind) -> String {
        switch kind {
        case .rule: return "the spec's rule, read from no geometry"
        case .decided(let decision): return "decision: \(decision.statement)"
        }
    }
}

/// The reasons a table names, each once, numbered in the order they are first named.
struct TableNotes {
    private(set) var reasons: [String] = []

    /// The number of `reason` in brackets, `[3]`, numbering it if it is new.
    mutating func number(of reason: String) -> String {
        if !reasons.contains(reason) { reasons.append(reason) }
        return "[\((reasons.firstIndex(of: reason) ?? 0) + 1)]"
    }
}
