// The reasons several helper declarations share, for what the collapse law or the robustness property does not ask of
// a helper (`HelperDeclaration`). docs/properties.md prints every helper's with its declaration.

/// Reasons shared by several helper declarations, each stated once.
enum HelperReason {
    /// Why a helper without a legacy twin has no collapse comparison.
    static let noLegacyExpression =
        "the core keeps no legacy expression beside it (the app had none before the Duo), so the collapse law has nothing to compare it with"

    /// Why a query of the device or its tables has no collapse comparison.
    static let deviceQuery =
        "a query of the device's kind, window or tables, not a placement: the law's legacy expressions place things on a layout, and the spec's tables are checked by their own properties"

    /// Why the robustness property states no answer for a helper that places something in a band or a strip, on a
    /// layout whose table is itself hostile.
    static let hostileTable =
        "on a hostile table no answer is stated, only that it never traps: its rule compares an inset with its block and places things between the band's edges; with a NaN inset or block the layout has no strip and no band by the spec's definitions, with an infinite or negative one the band is empty or turned inside out, and any answer written down would be one the app cannot meet on screen (the collapse law still holds on hostile ordinary layouts)"

    /// Why a helper read from a window's size and orientation, or a device's screens, is not called on hostile input.
    static let notOnAHostileLayout =
        "takes a window size and orientation, or a device's screens, which a hostile case does not carry: the hostile window reaches the device queries through `reservedCornersForHostedLayout` alone"

    /// Why the island's and the side column's queries are not called on hostile input on their own.
    static let besideTheIsland =
        "not called on hostile input on its own: the called helpers of the top bar, the island's rows and the side column place things beside the same island and column"

    /// Why rule 10's pairing has no collapse comparison.
    static let pairing = "rule 10's pairing by position reads no layout: it is the same on every device"

    /// Why the environment's band helpers are not among the calls on every hostile case.
    static let environmentForm =
        "not among the calls on every hostile case: it reads the `Environment` that `environment` builds, whose every field is digested and checked; the collapse law calls it on hostile ordinary layouts"

    /// Why the default anchor has no snapshot of its own.
    static let defaultAnchor =
        "the anchored form with `false`, whose snapshot records it; `centred-container-in-band` checks that the default is that form"

    /// Why a table's or a side's mirror has no snapshot of its own.
    static let mirrorData = "data the mirrored layout's snapshot already records; the properties check it"

    /// Why data the layout carries, or its mirror, is not called on hostile input.
    static let layoutData =
        "reads or mirrors the layout's own data (its blocks, sides and table), which a hostile case hands to every helper that is called; it places nothing"
}
