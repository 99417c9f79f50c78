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
    /// The app's legacy expression, itself pinned by `legacy-expressions`.
    case legacy
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
    private static func oracle(_ sources: OracleSource..., says text: String) -> PropertyOracle { PropertyOracle(sources: sources, text: text) }

    /// Where each property's expected values come from, by property id. Never the helper under test, the helpers it
    /// calls, or the core's constants: a test (`OracleIndependenceTests`) checks the oracles' and the properties'
    /// code for them.
    package static let oracles: [String: PropertyOracle] = [
        "collapse": oracle(.legacy, says: "the legacy expression, bit for bit"),
        "collapse-at-boundaries": oracle(.legacy, says: "the legacy expression, bit for bit"),
        "legacy-expressions": oracle(
            .spec, .geometry, .decision,
            says:
                "the app's rules before the Duo: safe insets, `base + L`, centred on the window to the point, the 414/428 cap, lifts of 62 (spec) and 16 (decision) from the screen's edge"
        ),
        "posture-table": oracle(.table, says: "the spec's posture table, copied (`SpecPosture`)"),
        "reserved-corner-tables": oracle(.geometry, says: "the list of blocks the table is made from; the corner across"),
        "ordinary-devices": oracle(.table, .spec, says: "the spec's ordinary-device table, copied (`SpecDevice`), and its 690 rule"),
        "band-containment": oracle(
            .table, .geometry, says: "block frames from the table; overlap, window bounds and the strip definition (`Oracle`)"),
        "band-spans-strip": oracle(
            .geometry, .decision, .table,
            says:
                "the raster oracle (`RowRaster`) reading the boundary decisions (`ReachDecisions`), also a hair off each block edge; each posture's hand-worked rows (`PostureRowTable`)"
        ),
        "centred-container-in-band": oracle(
            .spec, .geometry,
            says: "the band (the raster oracle's at the bottom edge); x the floor of the band's centre less half the width, exactly; "
                + "the 414/428 cap"),
        "list-margins-keep-band": oracle(.table, says: "each side's safe inset from the spec's table"),
        "strip-derivation": oracle(.table, .geometry, says: "the spec's derived column; the strip definition on other layouts"),
        "degenerate-tables": oracle(
            .geometry, .decision, says: "the strip and island definitions and the raster oracle (`RowRaster`, `ReachDecisions`) on each table"),
        "bottom-edge-spanning": oracle(
            .geometry, .decision, .table,
            says: "the raster oracle's bottom edge (`RowRaster`); each posture's hand-worked bottom edge (`PostureRowTable`)"),
        "bottom-exceptions-keep-band": oracle(
            .geometry, .decision,
            says: "the safe band; the raster oracle's band of each row; how far a band's edge lies inside a sheet, also a hair off it"),
        "edit-toolbar": oracle(
            .geometry, .decision, says: "the safe band, the raster oracle's bottom-edge band or the window, and the home indicator"),
        "side-column": oracle(
            .table, .decision,
            says: "the strip from the spec; 44-point circles 8 apart (`DecidedNumbers`); each posture's back button and stack (`PostureFrames`)"),
        "done-stays-in-row": oracle(.table, says: "whether the spec's posture has a strip"),
        "side-tab-bar": oracle(
            .table, .decision,
            says:
                "the strip from the spec; `min(56, room / count)`, never under 24, at most 8 (`DecidedNumbers`); each posture's bars of 1, 4 and 8 items (`PostureFrames`)"
        ),
        "top-bar-clears-island": oracle(
            .spec, .table, says: "the island from the table; 16, 134 and the window's centre; each posture's trailing edge (`PostureFrames`)"),
        "riding-row-clears-island": oracle(
            .geometry, says: "overlap of the control with the island (`Oracle.overlaps`), also a hair inside and outside its rows"),
        "clock-line-and-pop-ups": oracle(
            .spec, .decision, .geometry,
            says:
                "the clock line 47 and its mirror `H - 47` (904 in UP), raised to the home indicator past 54 (a decision); the raster band; the island's bottom"
        ),
        "full-screen-viewers": oracle(.geometry, says: "the window, or the window below the safe top"),
        "per-corner-radii": oracle(
            .spec, .decision, .geometry,
            says: "the spec's 8, 59 and 55 on the hinge reading (`HingeReading`); `max(0, r - d)` per corner, also a hair either side of each radius"),
        "regular-width-phone": oracle(.spec, says: "the device type, not the width class; compact metrics for UL's modals"),
        "story-card": oracle(
            .spec, .decision, .geometry, .table,
            says:
                "9:16, fitting and filling the room's limiting side; the spec's 16, island and 375; the 52-point row (a decision); UP's and UL's cards (`PostureFrames`)"
        ),
        "screen-the-app-is-on": oracle(.table, says: "the spec's windows and the cover screen"),
        "status-bar-follows-corner": oracle(
            .geometry, .decision, says: "overlap with block frames (`Oracle.overlaps`); the topmost card; a dismiss offset below 0 or NaN counts as 0"
        ),
        "transition-pairing": oracle(.geometry, says: "distance from the column's top or the row's edge"),
        "camera-controls-above-indicator": oracle(
            .spec, .decision, .table,
            says: "the 9:16 preview; 16 above the home indicator (a decision); the clock line's mirror; each posture's controls (`PostureFrames`)"),
        "editor-bar": oracle(
            .spec, .decision, .table,
            says: "the 9:16 preview; 62 above the home indicator; 8 below the preview (a decision); each posture's bar (FP: 596)"),
        "clip-to-band": oracle(
            .geometry, .table, says: "the window less each strip side's column; intersection (`Oracle.intersection`); each posture's clip"),
        "mirroring": oracle(
            .geometry, .decision, says: "the layout mirrored field by field (`Oracle.mirrored`); the original's raster insets and strips, swapped"),
        "band-monotonicity": oracle(
            .geometry, .decision,
            says:
                "the raster oracle's insets of the row and of the row widened by 40; the union law: the widened row's insets "
                + "are the largest of its parts'"
        ),
        "environment-agreement": oracle(
            .geometry, .decision, .table, .spec, says: "the raster oracle's band and bottom edge; each posture's hand-worked rows; 16 and 134"),
        "hosted-layout-lookup": oracle(
            .table,
            says: "the spec's posture table by window and orientation, upside-down portrait and windows sharing one dimension "
                + "among them; 134 for UP's"
        ),
        "robustness": oracle(.decision, says: "the documented answers for NaN, infinite and negative input (`HostileInputAnswers`)"),
        "initialiser-defaults": oracle(.spec, .decision, says: "\"the defaults are 0 / .none\"; a layout's defaults (`InitialiserDefaults`)"),
        "viewer-controls-clear-island": oracle(
            .geometry, .decision,
            says: "the raster oracle's band of the row (`RowRaster`); overlap with the island (`Oracle.overlaps`); the viewer's width"),
        "screens-in-every-orientation": oracle(
            .table, .spec, says: "the spec's cover and inner screens and the ordinary devices' sizes, turned only in the two landscapes"),
        "whole-space-bands": oracle(.geometry, .decision, .table, .spec, says: "the checks of the properties on rows, each with its own oracle"),
        "whole-space-containers": oracle(
            .geometry, .decision, .table, .spec, says: "the checks of the properties on containers, each with its own oracle"),
        "whole-space-columns": oracle(.table, .decision, .geometry, says: "the checks of the side column's properties, each with its own oracle"),
        "whole-space-frames": oracle(
            .geometry, .decision, says: "the checks of `clip-to-band` and `status-bar-follows-corner` on standardised frames"),
        "whole-space-layouts": oracle(
            .geometry, .decision, .spec, .table, says: "the checks of the properties on whole layouts, each with its own oracle")
    ]

    /// The properties as a Markdown table (id, rule, what holds, oracle), in catalogue order: what
    /// `duo-fuzz list --markdown` prints and `docs/properties.md` holds.
    package static func markdownTable(_ properties: [AnyProperty] = properties()) -> String {
        var lines = ["| property | rule | what holds | oracle |", "|---|---|---|---|"]
        for property in properties {
            lines.append("| `\(property.id)` | \(property.rule) | \(property.summary) | \(oracles[property.id]?.cell ?? "") |")
        }
        return lines.joined(separator: "\n")
    }
}
