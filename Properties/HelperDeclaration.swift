import Foundation
import DuoCheckEngine
import DuoGeometry

/// One member of ``PlacementHelpers`` as its suite file declares it: whether the collapse law compares it, how the
/// robustness property calls it on hostile input and which answers it checks there, its behaviour snapshots, or, for
/// each of these the helper lacks, why. `robustness`, `whole-space-robustness` and the snapshot catalogue run what the
/// declarations state (``HelperCatalogue``); the collapse law's body is held to them by a test (``HelperCollapse``).
///
/// The order of the declarations is the order of everything they state: the robustness property's calls and the
/// answers each of its checks runs, and the snapshots through the helper set. The order decides which check fails
/// first on a wrong helper, so the check that a shrunk counterexample must keep failing, and therefore the bug
/// shapes' shrunk cases in docs/mutation.md: a new helper's declaration goes at the end of its suite file's list,
/// and a new suite file's list at the end of ``HelperCatalogue/suites``, so the existing checks keep their order among
/// themselves (a call's number in docs/properties.md may move; which of two checks runs first never does).
package struct HelperDeclaration: Sendable {
    /// The member's name, as `Mirror` labels the stored property of ``PlacementHelpers``.
    package let member: String
    /// Whether the collapse law holds the helper to the app's rule before the Duo, or why it does not.
    package let collapse: HelperCollapse
    /// The helper's call on every hostile case, or why it is not called.
    package let hostileCall: HostileCall
    /// The answers to hostile input checked of the helper (its own; another declaration's answer may be for it too
    /// too, ``HostileAnswer/alsoFor``).
    package let hostileAnswers: [HostileAnswer]
    /// What the robustness property leaves unanswered for a helper it calls, and why (nil when its answers say it all).
    package let unanswered: HostileUnanswered?
    /// Its behaviour snapshots through the helper set (another declaration's snapshot may go through it too,
    /// ``SnapshotDeclaration/members``).
    package let snapshots: [SnapshotDeclaration]
    /// Why no snapshot goes through it (nil when one does).
    package let noSnapshot: String?

    /// Declares `member`: whether the collapse law compares it, its hostile call, its answers to hostile input and what is left
    /// unanswered there, and its snapshots or why it has none.
    package init(
        _ member: String, collapse: HelperCollapse, hostile call: HostileCall, answers: [HostileAnswer] = [], unanswered: HostileUnanswered? = nil,
        snapshots: [SnapshotDeclaration] = [], noSnapshot: String? = nil
    ) {
        self.member = member
        self.collapse = collapse
        self.hostileCall = call.of(member)
        self.hostileAnswers = answers
        self.unanswered = unanswered
        self.snapshots = snapshots.map { $0.through(member) }
        self.noSnapshot = noSnapshot
    }
}

/// A helper's part in the collapse law: held to the app's rule before the Duo, or why it is not.
///
/// The comparison itself is a line of the law's one body (`LayoutProperties.requireCollapse` in
/// CollapseProperty.swift), not a closure kept here: called through a list of closures, the law's 28 comparisons
/// cost 1,800 instructions a case more (callgrind, `duo-bench profile collapse`), and its pair fell below the
/// benchmark's 1 M cases/s (docs/performance.md). A test holds the two to each other: the members the law's body
/// calls are exactly those declared compared.
package struct HelperCollapse: Sendable {
    /// Why the helper is not compared (nil when it is).
    package let reason: String?
    /// Whether the law compares the helper.
    package var isCompared: Bool { reason == nil }

    /// The helper compared by the collapse law, bit for bit with the app's rule before the Duo (``LegacyRules``, or a
    /// relation such as centring on the window to the point) or the layout's plain data.
    package static let compared = HelperCollapse(reason: nil)

    /// The helper not compared, because of `reason`.
    package static func notCompared(because reason: String) -> HelperCollapse {
        HelperCollapse(reason: reason)
    }
}

/// A helper's call on every hostile case, or why it is not called. The robustness property calls it twice and checks
/// its answer's digest (``AnswerDigest``): the same both times, and only finite numbers on finite input. A trap in
/// it is a finding too.
package struct HostileCall: Sendable {
    /// The call (nil when the helper is not called).
    let call: AnsweredCall?
    /// Why the helper is not called (nil when it is).
    package let reason: String?
    /// Whether the helper is called.
    package var isCalled: Bool { call != nil }

    /// The helper called by `answer`, which adds what it returns to the digest.
    package static func called(_ answer: @escaping @Sendable (inout AnswerDigest, HostileCase, PlacementHelpers) -> Void) -> HostileCall {
        HostileCall(call: AnsweredCall(member: "", answer: answer), reason: nil)
    }

    /// The helper not called on hostile input, because of `reason`.
    package static func notCalled(because reason: String) -> HostileCall {
        HostileCall(call: nil, reason: reason)
    }

    /// The call, naming `member` in its messages.
    func of(_ member: String) -> HostileCall {
        HostileCall(call: call.map { AnsweredCall(member: member, answer: $0.answer) }, reason: reason)
    }
}

/// One call on a hostile case.
///
/// The call is a stored property of a concrete type: a closure kept in a generic container (an array of closures, a
/// tuple, an optional) is called through a thunk that copies its arguments, and the helper set it is handed is some
/// sixty closures.
struct AnsweredCall: Sendable {
    /// The member called, for messages.
    let member: String
    /// Calls the helper on the case's values and adds what it returns to the digest.
    let answer: @Sendable (inout AnswerDigest, HostileCase, PlacementHelpers) -> Void

    /// The digest of the helper's answer on `item`.
    func digest(_ item: HostileCase, _ helpers: PlacementHelpers) -> AnswerDigest {
        var digest = AnswerDigest()
        answer(&digest, item, helpers)
        return digest
    }
}

/// One answer to hostile input that the robustness property checks: a rule the spec states without reading any
/// geometry (checked by the property's main check), or a decision (``Decision``) pinned by a decision check of its own.
package struct HostileAnswer: Sendable {
    /// Which check of the robustness property runs the answer.
    package enum Kind: Hashable, Sendable {
        /// A rule read from no geometry: the main check.
        case rule
        /// A decision: that decision's check.
        case decided(Decision)
    }

    /// The check that runs it.
    package let kind: Kind
    /// The other members whose answer this one checks as well, in one loop with the declared one's (an answer
    /// stated once for several helpers, such as a non-finite row's in the band helpers and the input panel alike).
    package let alsoFor: [String]
    /// Throws when the answer does not hold on the case.
    let check: @Sendable (HostileCase, PlacementHelpers) throws -> Void

    /// The spec's rule, read from no geometry, checked by the main check.
    package static func rule(_ check: @escaping @Sendable (HostileCase, PlacementHelpers) throws -> Void) -> HostileAnswer {
        HostileAnswer(kind: .rule, alsoFor: [], check: check)
    }

    /// The answer `decision` pins, checked by that decision's check, for the declared member and the members of
    /// `alsoFor`.
    package static func decided(
        _ decision: Decision, alsoFor: [String] = [], _ check: @escaping @Sendable (HostileCase, PlacementHelpers) throws -> Void
    ) -> HostileAnswer {
        HostileAnswer(kind: .decided(decision), alsoFor: alsoFor, check: check)
    }
}

/// What the robustness property leaves unanswered for a helper it calls: on which input (nil for all of it), and why.
package struct HostileUnanswered: Sendable {
    /// The input no answer is stated on, such as "a finite row" (nil: any hostile input).
    package let input: String?
    /// Why none is stated.
    package let reason: String

    /// No answer stated on `input` (any hostile input when nil), because of `reason`.
    package static func because(_ reason: String, on input: String? = nil) -> HostileUnanswered {
        HostileUnanswered(input: input, reason: reason)
    }
}
