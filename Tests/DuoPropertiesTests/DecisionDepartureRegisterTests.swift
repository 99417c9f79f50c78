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
        .layoutDefaults: "the initialisers' defaults are the core's API, which an app's helpers do not replace",
        .hingeSide: "the hinge side is data of the posture table, which the helper set does not carry"
    ]

    @Test("every decision is read otherwise by a departure, or listed here with why, and no listed one has a departure")
    func everyDecisionIsDepartedOrListed() {
        let departed = Set(Departure.all.flatMap(\.decisions))
        for decision in Decision.pinned {
            #expect(departed.contains(decision) != (Self.withoutDeparture[decision] != nil), "\(decision.statement)")
        }
        #expect(Set(Self.withoutDeparture.keys).isSubset(of: Set(Decision.pinned)))
    }
}
