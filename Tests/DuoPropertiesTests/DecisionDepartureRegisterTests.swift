import DuoCheckEngine
import DuoProperties
import Testing

/// Which decisions no departure reads otherwise yet, each with why: a register of the departures still to write.
/// A departure is the evidence that the kit's default set does not fail an app for reading that decision its own
/// way; a decision without one may still fail an app as a rule where a check that rests on it is not marked.
@Suite("Decisions without a departure")
struct DecisionDepartureRegisterTests {
    /// The decisions no departure reads, with why.
    static let withoutDeparture: [Decision: String] = [
        .endlessWindowShowsNothing: "stated of the core's legacy clip, which is no member of the helper set an app replaces",
        .rulesHoldOnEveryValue: Self.hostile,
        .finiteInputFiniteAnswer: Self.hostile,
        .layoutDefaults: "the initialisers' defaults are the core's API, which an app's helpers do not replace",
        .hingeSide: "the hinge side is data of the posture table, which the helper set does not carry",
        .sideTabBarCounts:
            "a bar of more than 8 items would need items under 24 points, which no helper of the core places; cutting it to 8 breaks the rule that a bar holds the items asked for"
    ]
    static let hostile =
        "a statement about every helper's answers to hostile input at once; each answer it covers that has another reading has a departure of its own"

    @Test("every decision is read otherwise by a departure, or listed here with why, and no listed one has a departure")
    func everyDecisionIsDepartedOrListed() {
        let departed = Set(Departure.all.flatMap(\.decisions))
        for decision in Decision.pinned {
            #expect(departed.contains(decision) != (Self.withoutDeparture[decision] != nil), "\(decision.statement)")
        }
        #expect(Set(Self.withoutDeparture.keys).isSubset(of: Set(Decision.pinned)))
    }
}
