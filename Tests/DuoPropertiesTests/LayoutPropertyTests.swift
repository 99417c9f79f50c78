import Testing
import DuoCheckEngine
import DuoCheckTesting
import DuoProperties

/// Checks a layout property as `DuoCheckTesting.check(_:configuration:)` does, and attaches a failure's picture
/// (the window, its blocks, the row and the explained range) beside its JSON.
func check<Value>(_ property: Property<Value>) {
    DuoCheckTesting.check(AnyProperty(property), picture: CounterexamplePicture.svg(for:))
}

/// Every property of the suites as its own test, run against the geometry core. A failure is recorded at the
/// property's own declaration, with its shrunk counterexample attached. `DUOCHECK_CASES` raises the count.
/// Each function is named after its property's id in lower camel case, which is what a failure's replay line
/// filters on.
@Suite("Layout properties")
struct LayoutPropertyTests {
    typealias P = LayoutProperties

    @Test("collapse: every helper is bit-identical to its legacy expression on other devices (the collapse law)")
    func collapse() { check(P.collapse()) }
    @Test("collapse-at-boundaries: every helper is its legacy expression on windows at the helpers' edges (the collapse law)")
    func collapseAtBoundaries() { check(P.collapseAtBoundaries()) }
    @Test("legacy-expressions: each legacy expression is the app's expression before the Duo (the collapse law)")
    func legacyExpressions() { check(P.legacyExpressions()) }
    @Test("posture-table: each posture's layout is its row of the spec's table (the device)")
    func postureTable() { check(P.postureTable()) }
    @Test("reserved-corner-tables: a reserved-corner table is its list of up to four blocks (the device)")
    func reservedCornerTables() { check(P.reservedCornerTables()) }
    @Test("ordinary-devices: each ordinary device lays out as its row of the spec's table")
    func ordinaryDevices() { check(P.ordinaryDevices()) }
    @Test("band-containment: a row's band never overlaps a block (rule 2)")
    func bandContainment() { check(P.bandContainment()) }
    @Test("band-spans-strip: a strip side keeps its inset only where its block reaches the row (rule 2)")
    func bandSpansStrip() { check(P.bandSpansStripOnlyWhereNoBlockReaches()) }
    @Test("centred-container-in-band: a centred container stays in the band (rule 2)")
    func centredContainerInBand() { check(P.centredContainerSitsInBand()) }
    @Test("list-margins-keep-band: list margins keep each side's inset (rule 2)")
    func listMarginsKeepBand() { check(P.listMarginsKeepFullBand()) }
    @Test("strip-derivation: a strip is the inset column minus its blocks' rows")
    func stripDerivation() { check(P.stripDerivation()) }
    @Test("bottom-edge-spanning: bottom rows span the strip, clear of bottom blocks (rule 3)")
    func bottomEdgeSpanning() { check(P.bottomEdgeSpanning()) }
    @Test("bottom-exceptions-keep-band: rule 3's exceptions keep the band (rule 3)")
    func bottomExceptionsKeepBand() { check(P.bottomExceptionsKeepBand()) }
    @Test("edit-toolbar: the edit toolbar keeps the band beside a side tab bar, else spans the bottom-edge band (rule 3)")
    func editToolbar() { check(P.editToolbar()) }
    @Test("side-column: column shapes stack in the strip, clear of the block (rule 1)")
    func sideColumn() { check(P.sideColumn()) }
    @Test("done-stays-in-row: Edit/Done stays in one place (rule 9)")
    func doneStaysInRow() { check(P.doneStaysInRow()) }
    @Test("side-tab-bar: the side tab bar sits at the bottom of the strip (rule 3)")
    func sideTabBar() { check(P.sideTabBar()) }
    @Test("top-bar-clears-island: status height 16, trailing buttons clear, title centred (rule 4)")
    func topBarClearsIsland() { check(P.topBarClearsIsland()) }
    @Test("riding-row-clears-island: a control riding with a sheet never overlaps the island (rule 4)")
    func ridingRowClearsIsland() { check(P.ridingRowClearsIsland()) }
    @Test("clock-line-and-pop-ups: top row on the clock line, mirrored; cards below the island (rule 4)")
    func clockLineAndPopUps() { check(P.clockLineAndPopUps()) }
    @Test("full-screen-viewers: viewers fill the screen beside the island (rule 5)")
    func fullScreenViewers() { check(P.fullScreenViewers()) }
    @Test("viewer-controls-clear-island: a full-screen viewer's control rows keep clear of the island (rule 5)")
    func viewerControlsClearIsland() { check(P.viewerControlsClearIsland()) }
    @Test("per-corner-radii: radii follow each screen corner (rule 6)")
    func perCornerRadii() { check(P.perCornerRadii()) }
    @Test("regular-width-phone: iPad behaviour checks the device type (rule 7)")
    func regularWidthPhone() { check(P.regularWidthPhone()) }
    @Test("story-card: the story card is 9:16, centred in the band, clear of the island (rule 7)")
    func storyCard() { check(P.storyCard()) }
    @Test("screen-the-app-is-on: layout uses the screen the window is on (rule 7)")
    func screenTheAppIsOn() { check(P.screenTheAppIsOn()) }
    @Test("screens-in-every-orientation: the screen the app is on, and UIScreen.main, in every orientation")
    func screensInEveryOrientation() { check(P.screensInEveryOrientation()) }
    @Test("status-bar-follows-corner: the topmost card over the block decides (rule 8)")
    func statusBarFollowsCorner() { check(P.statusBarFollowsCorner()) }
    @Test("transition-pairing: column shapes pair from the top, platters from the edge (rule 10)")
    func transitionPairing() { check(P.transitionPairing()) }
    @Test("camera-controls-above-indicator: camera controls stay above the home indicator (bug shapes)")
    func cameraControlsAboveIndicator() { check(P.cameraControlsAboveHomeIndicator()) }
    @Test("editor-bar: the editor bar sits 62 above the home indicator (bug shapes)")
    func editorBar() { check(P.editorBar()) }
    @Test("clip-to-band: frames parked past the band's edge never show in a strip (bug shapes)")
    func clipToBand() { check(P.clipToBand()) }
    @Test("mirroring: mirroring a layout mirrors every result (metamorphic)")
    func mirroring() { check(P.mirroring()) }
    @Test("band-monotonicity: widening a band never narrows its insets (metamorphic)")
    func bandMonotonicity() { check(P.bandMonotonicity()) }
    @Test("environment-agreement: Environment(layout:) answers as the layout does (metamorphic)")
    func environmentAgreement() { check(P.environmentAgreement()) }
    @Test("hosted-layout-lookup: hosted lookup returns each posture's table row (metamorphic)")
    func hostedLayoutLookup() { check(P.hostedLayoutLookup()) }
    @Test("robustness: no helper traps; non-finite input gets its documented answer")
    func robustness() { check(P.robustness()) }
    @Test("whole-space-bands: the rules on rows hold over the whole input space")
    func wholeSpaceBands() { check(P.wholeSpaceBands()) }
    @Test("whole-space-containers: the rules on containers hold over the whole input space")
    func wholeSpaceContainers() { check(P.wholeSpaceContainers()) }
    @Test("whole-space-columns: the rules on the side column hold over the whole input space")
    func wholeSpaceColumns() { check(P.wholeSpaceColumns()) }
    @Test("whole-space-frames: the rules on frames and cards hold for frames of any size")
    func wholeSpaceFrames() { check(P.wholeSpaceFrames()) }
    @Test("whole-space-layouts: the rules on whole layouts hold over the whole input space")
    func wholeSpaceLayouts() { check(P.wholeSpaceLayouts()) }

    @Test("initialiser-defaults: a hand-built environment or layout defaults to 0, .none and nil (layout API)")
    func initialiserDefaults() { check(P.initialiserDefaults()) }

    @Test("degenerate-tables: strips, bottom edges and islands on tables at the definitions' edges (strips)")
    func degenerateTables() { check(P.degenerateTables()) }

    @Test("The catalogue holds every property above, each id once")
    func catalogueIsComplete() {
        let ids = PropertyCatalogue.properties().map(\.id)
        #expect(ids.count == 44)
        #expect(Set(ids).count == ids.count)
    }
}
