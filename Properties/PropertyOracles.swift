import DuoCheckEngine

/// Where a property's expected values come from.
package enum OracleSource: String, Sendable {
    /// Numbers and rules quoted from the spec (``SpecNumbers``).
    case spec
    /// A table copied from the spec or worked out from it by hand (``SpecPosture``, ``SpecDevice``, ``PostureRowTable``,
    /// ``PostureFrames``).
    case table
    /// Plain geometry: overlap, containment, intersection, centring, mirroring (``Oracle``, ``RowRaster``).
    case geometry
    /// A decision written down once where the spec is silent (``ReachDecisions``, ``DecidedNumbers``,
    /// ``HingeReading``, ``InitialiserDefaults``, ``HostileInputAnswers``).
    case decision
}

/// One property's oracle: the kinds of source its expected values come from, and which.
package struct PropertyOracle: Sendable {
    /// The kinds of source, in the order the text names them.
    package let sources: [OracleSource]
    /// Which values, from where.
    package let text: String

    /// The oracle column's cell: the kinds, then the values.
    package var cell: String { "*\(sources.map(\.rawValue).joined(separator: ", "))*: \(text)" }
}

extension PropertyCatalogue {
    /// Where each property's expected values come from, by property id, as its declaration says. Never the helper
    /// under test, the helpers it calls, or the core's constants: a test (`OracleIndependenceTests`) checks the
    /// oracles' and the properties' code for them.
    package static var oracles: [String: PropertyOracle] {
        Dictionary(uniqueKeysWithValues: declarations.map { ($0.property().id, $0.oracle) })
    }

    /// What a property draws, as its generator's cases say: the labels of ``drawsSample`` cases at seed 1, sorted. The
    /// labels name the regions a case lands in (a posture, a block's corner, a whole-space region), so the column is
    /// measured from the draws rather than written beside them, and the same on every machine.
    package static func drawnLabels(of property: AnyProperty) -> [String] {
        property.run(RunConfiguration(cases: drawsSample, seed: 1)).labelCounts.keys.sorted()
    }

    /// How many cases the draws column reads.
    package static let drawsSample = 200

    /// The properties as a Markdown table (id, rule, what holds, oracle), in catalogue order: what
    /// `duo-fuzz list --markdown` prints and `docs/properties.md` holds.
    package static func markdownTable(_ properties: [AnyProperty] = properties()) -> String {
        let oracles = oracles
        var lines = ["| property | rule | what holds | oracle | draws |", "|---|---|---|---|---|"]
        for property in properties {
            let draws = drawnLabels(of: property).joined(separator: "; ")
            lines.append("| `\(property.id)` | \(property.rule) | \(property.summary) | \(oracles[property.id]?.cell ?? "") | \(draws) |")
        }
        return lines.joined(separator: "\n")
    }
}
