import DuoCheckEngine

extension HelperCatalogue {
    /// The helper set's members, in declaration order, read from a value of it (`Mirror` labels each stored
    /// property): a new member is here the moment it is declared, so nothing lists them by hand.
    package static var members: [String] { Mirror(reflecting: PlacementHelpers.core).children.compactMap(\.label) }

    /// The table of every helper's declaration that docs/properties.md holds: for each member of the helper set, in
    /// its declaration order (`members`), its place in the collapse law's checks or why it has none, its place in the
    /// robustness property's calls or why it has none, the answers to hostile input checked of it, or where none
    /// is stated and why, and the snapshots through it, or why there are none. Each reason is written once, under the table, and numbered in the order the rows first name it.
    package static func markdownTable(members: [String] = members) -> String {
        var notes: [String] = []
        func note(_ reason: String) -> String {
            if !notes.contains(reason) { notes.append(reason) }
            return "[\(notes.firstIndex(of: reason)! + 1)]"
        }
        var lines = ["| member | collapse law | on hostile input | answers to hostile input | snapshots |", "|---|---|---|---|---|"]
        for member in members {
            guard let declaration = declarations.first(where: { $0.member == member }) else {
                lines.append("| `\(member)` | no declaration | no declaration | no declaration | no declaration |")
                continue
            }
            let collapse = declaration.collapse.position.map { "check \($0)" } ?? "not compared \(note(declaration.collapse.reason ?? ""))"
            let call = declaration.hostileCall.position.map { "call \($0)" } ?? "not called \(note(declaration.hostileCall.reason ?? ""))"
            var answers = declaration.hostileAnswers.map(\.kind).map(text(of:))
            for other in declarations where other.member != member {
                for answer in other.hostileAnswers where answer.alsoFor.contains(member) {
                    answers.append(text(of: answer.kind) + " (declared with `\(other.member)`)")
                }
            }
            if declaration.collapse.position != nil {
                answers.append("the collapse law on hostile ordinary layouts")
            }
            if let unanswered = declaration.unanswered {
                answers.append("none stated" + (unanswered.input.map { " on \($0)" } ?? "") + " \(note(unanswered.reason))")
            }
            var seen: Set<String> = []
            let cell = answers.filter { seen.insert($0).inserted }.joined(separator: "; ")
            let snapshots = HelperCatalogue.snapshots.filter { ($0.members ?? []).contains(member) }.map { "`\($0.id)`" }
            let snapshotCell = snapshots.isEmpty ? "none \(note(declaration.noSnapshot ?? ""))" : snapshots.joined(separator: ", ")
            lines.append("| `\(member)` | \(collapse) | \(call) | \(cell.isEmpty ? "none" : cell) | \(snapshotCell) |")
        }
        lines.append("")
        lines += notes.enumerated().map { "\($0.offset + 1). \($0.element)" }
        return lines.joined(separator: "\n")
    }

    /// An answer's kind as the table names it.
    static func text(of kind: HostileAnswer.Kind) -> String {
        switch kind {
        case .rule: return "the spec's rule, read from no geometry"
        case .decided(let decision): return "decision: \(decision.statement)"
        }
    }
}
