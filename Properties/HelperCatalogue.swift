import Foundation
import DuoCheckEngine

/// Every helper's declaration (``HelperDeclaration``), read from the suite files' lists: what the robustness property
/// and the snapshot catalogue run, in their orders, and which members the collapse law compares. A new suite file of
/// helper declarations adds its list here.
package enum HelperCatalogue {
    /// The suite files' declarations.
    static let suites: [[HelperDeclaration]] = [bandHelpers, containerHelpers, topBarHelpers, columnHelpers, cardHelpers, deviceHelpers]

    /// Every declaration, in the order of the suite files' lists.
    package static let declarations: [HelperDeclaration] = Array(suites.joined())

    /// The members the collapse law compares (``HelperCollapse/compared``), in the declarations' order.
    package static var comparedMembers: [String] { declarations.filter(\.collapse.isCompared).map(\.member) }

    /// The robustness property's calls on a hostile case, in its order.
    static let hostileCalls: [AnsweredCall] = declarations.compactMap(\.hostileCall.call)

    /// The snapshots the declarations state, each through its members, in the declarations' order.
    package static let snapshots: [SnapshotDeclaration] = declarations.flatMap(\.snapshots)

    /// The answers that `kind`'s check runs, in their order.
    static func answers(of kind: HostileAnswer.Kind) -> [HostileAnswer] {
        declarations.flatMap(\.hostileAnswers).filter { $0.kind == kind }
    }

    /// The answers of the robustness property's main check: the rules read from no geometry.
    static let ruleAnswers = answers(of: .rule)

    /// The members whose answers the declarations check: each one's own, and those its answers are also for.
    package static func answeredMembers(_ declarations: [HelperDeclaration]) -> Set<String> {
        let own = declarations.filter { !$0.hostileAnswers.isEmpty }.map(\.member)
        return Set(own + declarations.flatMap(\.hostileAnswers).flatMap(\.alsoFor))
    }

    /// What is wrong with `declarations` as the declarations of a helper set whose members are `members`: a member
    /// without a declaration or with two, a declaration of no member, a reason left empty, a helper that neither
    /// answers hostile input nor says why, or a decision that no property
    /// order lists (`decisions`, the robustness property's order of its decision checks). Empty when all is well.
    package static func problems(in declarations: [HelperDeclaration], members: [String], decisions: [Decision]) -> [String] {
        var problems: [String] = []
        let declared = declarations.map(\.member)
        for member in members where !declared.contains(member) {
            problems.append(
                "`\(member)` has no helper declaration: declare whether the collapse law compares it, its hostile call and its snapshots, or why it has none"
            )
        }
        for member in Set(declared) where declared.filter({ $0 == member }).count > 1 { problems.append("`\(member)` is declared twice") }
        for member in declared where !members.contains(member) { problems.append("`\(member)` is declared, but the helper set has no such member") }
        let answered = answeredMembers(declarations)
        for declaration in declarations {
            problems += reasonProblems(of: declaration, answered: answered.contains(declaration.member), members: members)
        }
        problems += snapshotProblems(in: declarations, members: members)
        let answers = declarations.flatMap(\.hostileAnswers)
        for decision in decisions where !answers.contains(where: { $0.kind == .decided(decision) }) {
            problems.append("no helper declares an answer to the decision \"\(decision.statement)\"")
        }
        for case .decided(let decision) in Set(answers.map(\.kind)) where !decisions.contains(decision) {
            problems.append("the decision \"\(decision.statement)\" is answered, but the robustness property checks no such decision")
        }
        return problems
    }

    /// A member through which no declared snapshot goes and whose declaration does not say why, a snapshot through
    /// a member the helper set lacks or not through its own, and a snapshot's id taken twice.
    static func snapshotProblems(in declarations: [HelperDeclaration], members: [String]) -> [String] {
        var problems: [String] = []
        let snapshots = declarations.flatMap(\.snapshots)
        let through = Set(snapshots.flatMap { $0.members ?? [] })
        for declaration in declarations where !through.contains(declaration.member) && declaration.noSnapshot?.isEmpty ?? true {
            problems.append("`\(declaration.member)` has no snapshot through it and no reason for having none")
        }
        for declaration in declarations {
            for snapshot in declaration.snapshots where !(snapshot.members ?? []).contains(declaration.member) {
                problems.append("the snapshot \(snapshot.id) is declared with `\(declaration.member)` but does not go through it")
            }
        }
        for member in through where !members.contains(member) { problems.append("a snapshot goes through `\(member)`, which the helper set lacks") }
        for id in Set(snapshots.map(\.id)) where snapshots.filter({ $0.id == id }).count > 1 {
            problems.append("the snapshot \(id) is declared twice")
        }
        return problems
    }

    /// The empty reasons and missing answers of one declaration.
    static func reasonProblems(of declaration: HelperDeclaration, answered: Bool, members: [String]) -> [String] {
        var problems: [String] = []
        let member = declaration.member
        if !declaration.collapse.isCompared, declaration.collapse.reason?.isEmpty ?? true {
            problems.append("`\(member)` says nothing about the collapse law: compare it, or say why not")
        }
        if !declaration.hostileCall.isCalled, declaration.hostileCall.reason?.isEmpty ?? true {
            problems.append("`\(member)` says nothing about hostile input: call it, or say why not")
        }
        if !answered, declaration.hostileCall.isCalled, declaration.unanswered?.reason.isEmpty ?? true {
            problems.append("`\(member)` is called on hostile input, but has no answer there and no reason for having none")
        }
        for other in declaration.hostileAnswers.flatMap(\.alsoFor) where !members.contains(other) {
            problems.append("`\(member)`'s answer is also for `\(other)`, which the helper set lacks")
        }
        return problems
    }
}
