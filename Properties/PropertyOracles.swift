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

    /// The properties as a Markdown table (id, rule, what holds, oracle), in catalogue order: what
    /// `duo-fuzz list --markdown` prints and `docs/properties.md` holds.
    package static func markdownTable(_ properties: [AnyProperty] = properties()) -> String {
        let oracles = oracles
        var lines = ["| property | rule | what holds | oracle |", "|---|---|---|---|"]
        for property in properties {
            lines.append("| `\(property.id)` | \(property.rule) | \(property.summary) | \(oracles[property.id]?.cell ?? "") |")
        }
        return lines.joined(separator: "\n")
    }
}
