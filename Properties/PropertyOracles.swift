import DuoCheckEngine

extension PropertyCatalogue {
    /// Where each property's expected values come from, by property id: the spec's numbers and tables, block
    /// frames and strips worked out from the posture table (`ExpectedLayout`), plain geometry (`Oracle`), or the
    /// legacy expression. Never the helper under test or the helpers it calls.
    package static let oracles: [String: String] = [
        "collapse": "the legacy expression, bit for bit",
        "collapse-at-boundaries": "the legacy expression, bit for bit",
        "legacy-expressions": "the app's expressions before the Duo, written out (safe insets, window-centred, `base + L`)",
        "posture-table": "the spec's posture table, copied (`SpecPosture`)",
        "reserved-corner-tables": "the list of blocks the table is made from",
        "ordinary-devices": "the spec's ordinary-device table, copied (`SpecDevice`), and its 690 rule",
        "band-containment": "block frames from the table; overlap and window bounds (`Oracle`)",
        "band-spans-strip": "strips and block rows from the spec (`ExpectedLayout.bandInsets`)",
        "centred-container-in-band": "the band from the spec; centring to the point; the 414/428 cap",
        "list-margins-keep-band": "each side's safe inset from the spec's table",
        "strip-derivation": "the spec's derived column; the strip definition on other layouts",
        "degenerate-tables": "the definitions of strip, reach and island, worked out on each table (`ExpectedLayout`)",
        "bottom-edge-spanning": "blocks reaching the bottom edge (`ExpectedLayout.bottomEdgeInsets`)",
        "bottom-exceptions-keep-band": "the safe band and the band of each row from the spec",
        "edit-toolbar": "the safe band, the bottom-edge band or the window, and the home indicator",
        "side-column": "the strip from the spec; 8-point spacing and 44-point circles stacked",
        "done-stays-in-row": "whether the spec's posture has a strip",
        "side-tab-bar": "the strip from the spec; `min(56, room / count)`, never under 24",
        "top-bar-clears-island": "the island from the table; 16, 134 and the window's centre",
        "riding-row-clears-island": "overlap of the control with the island (`Oracle.overlaps`)",
        "clock-line-and-pop-ups": "the clock line 47 and its mirror `H - 47` (904 in UP); the island's bottom",
        "full-screen-viewers": "the window, or the window below the safe top",
        "per-corner-radii": "the spec's radii (8 and 59, 55); `max(0, r - d)` per corner",
        "regular-width-phone": "the device type, not the width class; compact metrics for UL's modals",
        "story-card": "9:16 in the band; the spec's margins (16, island, home indicator) and 375",
        "screen-the-app-is-on": "the spec's windows and the cover screen",
        "status-bar-follows-corner": "overlap with block frames (`Oracle.overlaps`); the topmost card",
        "transition-pairing": "distance from the column's top or the row's edge",
        "camera-controls-above-indicator": "the 9:16 preview, the home indicator, 16 and the clock line's mirror",
        "editor-bar": "the 9:16 preview, the home indicator, 62 and 8 (FP: 596)",
        "clip-to-band": "the window less each strip side's column; intersection (`Oracle.intersection`)",
        "mirroring": "the layout mirrored field by field; results swapped side for side",
        "band-monotonicity": "a wider row's insets are no narrower",
        "environment-agreement": "the band and bottom-edge insets from the spec; the layout's own fields",
        "hosted-layout-lookup": "the spec's posture table by window and orientation",
        "robustness": "the documented answers for NaN, infinite and negative input",
    ]

    /// The properties as a Markdown table (id, rule, what holds, oracle), in catalogue order: what
    /// `duo-fuzz list --markdown` prints and `docs/properties.md` holds.
    package static func markdownTable(_ properties: [AnyProperty] = properties()) -> String {
        var lines = ["| property | rule | what holds | oracle |", "|---|---|---|---|"]
        for property in properties {
            lines.append("| `\(property.id)` | \(property.rule) | \(property.summary) | \(oracles[property.id] ?? "") |")
        }
        return lines.joined(separator: "\n")
    }
}
