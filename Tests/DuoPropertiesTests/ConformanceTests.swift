import DuoCheckConformance
import DuoCheckEngine
import DuoProperties
import DuoSnapshots
import DuoGeometry
import Foundation
import DuoCheckTesting
import Testing

/// The conformance kit's entry, run here on the reference and on a mutant: the reference passes, a helper set
/// with a spec bug shape fails at the right property and the right snapshot, and the kit's public surface is
/// the short list in docs/conformance.md.
@Suite("Conformance kit")
struct ConformanceTests {
    static let symmetricLeftInset = BugShape.all.first { $0.id == "symmetric-left-inset" }!

    @Test("the kit runs every catalogue property and every snapshot that goes through the helper set")
    func kitListsTheCatalogue() {
        #expect(PlacementConformance.propertyIDs == PropertyCatalogue.properties().map(\.id))
        #expect(
            PlacementConformance.propertyIDs.first == LayoutProperties.collapse().id
                && PlacementConformance.propertyIDs.contains("list-margins-keep-band"))
        // The snapshots of the helper set, and none of the legacy expressions, which no helper set replaces; by
        // default only those that rest on no decision.
        let every = PlacementConformance.snapshotIDs(checking: .specAndDecisions)
        #expect(every == SnapshotCatalogue.all.filter { !$0.members.isEmpty }.map(\.id))
        #expect(PlacementConformance.snapshotIDs == every.filter { SnapshotDecisions.decisions(of: $0).isEmpty })
        #expect(every.contains("list-side-margins") && every.contains("environment-side-insets"))
        #expect(
            PlacementConformance.snapshotIDs.contains("environment-side-insets") && !PlacementConformance.snapshotIDs.contains("story-card-layout"))
        #expect(!every.contains("legacy-list-side-margins") && !every.contains("legacy-side-insets-for-band"))
        #expect(Set(SnapshotDecisions.byID.keys).isSubset(of: every), "a snapshot listed with decisions is no snapshot of the helper set")
        #expect(
            SnapshotCatalogue.all.filter(\.decidesCases).map(\.id).contains("side-insets-for-band"), "the band's snapshot tells its decided cases")
        #expect(FileManager.default.fileExists(atPath: PlacementConformance.recordedSnapshots.appendingPathComponent("list-side-margins.jsonl").path))
    }

    @Test("every member of the helper set is compared by some snapshot, but the three whose declarations say why not")
    func snapshotsCoverTheHelperSet() {
        let members = Set(Mirror(reflecting: PlacementHelpers.core).children.compactMap(\.label))
        let compared = Set(SnapshotCatalogue.all.flatMap(\.members))
        #expect(compared.isSubset(of: members), "a snapshot names a member the helper set lacks: \(compared.subtracting(members).sorted())")
        // The members without a snapshot are those whose declaration says why (`HelperDeclaration.noSnapshot`).
        let unsnapshotted = Set(HelperCatalogue.declarations.filter { $0.noSnapshot != nil }.map(\.member))
        #expect(members.subtracting(compared) == unsnapshotted && unsnapshotted.count == 3)
    }

    @Test("a helper set with the symmetric left inset fails list-margins-keep-band with its counterexample and a replay line for the calling test")
    func mutantFailsAtTheProperty() {
        let planted = PlantedFailures.expecting {
            withKnownIssue {
                PlacementConformance.checkProperty("list-margins-keep-band", of: Self.symmetricLeftInset.helpers)
            } matching: { issue in
                issue.comments.map(\.rawValue) == ["Property \"list-margins-keep-band\" failed (rule 2)"]
            }
        }
        let text = planted.text
        #expect(
            text.contains("Property \"list-margins-keep-band\" failed") && text.contains("  case: FP") && text.contains("explained (")
                && text.contains("swift test --filter mutantFailsAtTheProperty"), "\(text)")
    }

    /// The reference, but an infinite frame covers the status corner wherever the layout has one: a reading the
    /// spec allows, which differs from the project's decision only.
    static let infiniteFrameCovers: PlacementHelpers = {
        var helpers = PlacementHelpers.core
        helpers.coversStatusCorner = { layout, frame in
            frame.size.width.isInfinite || frame.size.height.isInfinite ? !layout.reservedCorners.isEmpty : layout.coversStatusCorner(frame: frame)
        }
        return helpers
    }()

    @Test("a helper set that decides a non-finite frame otherwise passes the spec's checks, and fails the decision only when asked, named")
    func decisionsAreASecondSet() throws {
        PlacementConformance.checkProperty("robustness", of: Self.infiniteFrameCovers)
        PlacementConformance.checkProperty("robustness", of: Self.infiniteFrameCovers, checking: .spec)
        let planted = PlantedFailures.expecting {
            withKnownIssue {
                PlacementConformance.checkProperty("robustness", of: Self.infiniteFrameCovers, checking: .specAndDecisions)
            }
        }
        #expect(
            planted.text.contains("Property \"robustness\" failed (decision: a non-finite frame covers nothing)")
                && planted.text.contains("covers the status corner"), "\(planted.text)")
        // DuoCheck's own suites make every check.
        let own = AnyProperty(LayoutProperties.robustness(Self.infiniteFrameCovers)).run(RunConfiguration(cases: 100, seed: 1))
        #expect(own.failure?.source == Decision.nonFiniteFrameCoversNothing.source)
    }

    @Test("a story input row of another height than the decided 52 passes the spec's checks of rule 7 and fails the decision marked inside them")
    func markedDecisionsAreLeftOut() {
        var helpers = PlacementHelpers.core
        helpers.storyCardLayout = { layout in
            guard var card = layout.storyCardLayout else { return nil }
            card.inputRowFrame = CGRect(x: card.inputRowFrame.minX, y: card.inputRowFrame.maxY - 44, width: card.inputRowFrame.width, height: 44)
            return card
        }
        PlacementConformance.checkProperty("story-card", of: helpers)
        PlantedFailures.expecting {
            withKnownIssue {
                PlacementConformance.checkProperty("story-card", of: helpers, checking: .specAndDecisions)
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("Property \"story-card\" failed (decision: the story card's input row is 52 tall)") }
            }
        }
    }

    @Test("a spec bug fails with and without the decisions, as its rule")
    func specBugFailsBothSets() {
        for checks in [PlacementConformance.Checks.spec, .specAndDecisions] {
            PlantedFailures.expecting {
                withKnownIssue {
                    PlacementConformance.checkProperty("list-margins-keep-band", of: Self.symmetricLeftInset.helpers, checking: checks)
                } matching: { issue in
                    issue.comments.contains { $0.rawValue.contains("Property \"list-margins-keep-band\" failed (rule 2)") }
                }
            }
        }
    }

    @Test("the reference holds a property run through the kit")
    func referenceHoldsAProperty() {
        PlacementConformance.checkProperty("list-margins-keep-band", of: .core)
    }

    @Test("the mutant's snapshot comparison names the member and the simplest differing case")
    func mutantDiffersInItsSnapshot() {
        let planted = PlantedFailures.expecting {
            withKnownIssue {
                PlacementConformance.checkSnapshot("list-side-margins", of: Self.symmetricLeftInset.helpers)
            }
        }
        let text = planted.text
        #expect(
            text.contains("snapshot list-side-margins (PlacementHelpers.listSideMargins") && text.contains("simplest differing case")
                && text.contains("reference: ") && text.contains("this set: "), "\(text)")
        PlacementConformance.checkSnapshot("list-side-margins", of: .core)
        PlacementConformance.checkSnapshot("side-insets-for-band", of: Self.symmetricLeftInset.helpers, checking: .specAndDecisions)
    }

    @Test("an unknown property or snapshot id is an issue naming it")
    func unknownIDsAreNamed() {
        withKnownIssue {
            PlacementConformance.checkProperty("no-such-property", of: .core)
        } matching: {
            $0.comments.contains { $0.rawValue.contains("\"no-such-property\"") }
        }
        withKnownIssue {
            PlacementConformance.checkSnapshot("legacy-list-side-margins", of: .core)
        } matching: {
            $0.comments.contains { $0.rawValue.contains("\"legacy-list-side-margins\"") }
        }
    }

    @Test(
        "a snapshot folder out of reach (a test on an iOS device) is an issue naming the file and where it was looked for, not a comparison")
    func missingFolderIsNamed() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("duocheck-no-snapshots-\(UUID().uuidString)")
        withKnownIssue {
            PlacementConformance.checkSnapshot("list-side-margins", of: .core, in: folder)
        } matching: {
            $0.comments.contains { $0.rawValue.contains("list-side-margins.jsonl is read from \(folder.path), which this process cannot reach") }
        }
    }
}

/// docs/conformance.md shows the example's adapter and tests as they are, holds the table of the helper set's
/// members and the table of decisions that `duo-fuzz list --members` and `--decisions` print, and lists every public
/// declaration of the kit, which stays short.
@Suite("Conformance kit's document")
struct ConformanceDocumentTests {
    static let root = DocumentationTests.root

    static func text(_ path: String) throws -> String { try DocumentationTests.text(path) }

    static func generatedPart(of document: String, name: String) -> String? { DocumentationTests.generatedPart(of: document, name: name) }

    @Test("the decisions table (docs/conformance.md) lists every decision the properties pin, each once")
    func decisionsTableIsWhole() throws {
        let pinned = PropertyCatalogue.properties().flatMap(\.decisions)
        #expect(Set(pinned).isSubset(of: Decision.pinned) && Set(Decision.pinned).count == Decision.pinned.count, "Decision.pinned lacks one")
        #expect(Set(Decision.pinned.map(\.statement)).count == Decision.pinned.count, "two decisions read the same")
    }

    @Test("docs/conformance.md shows the example's adapter and tests as they are")
    func exampleIsCurrent() throws {
        let document = try Self.text("docs/conformance.md")
        for file in [
            "Tests/ExternalPackage/Sources/AppLayoutAdapter/AppPlacementHelpers.swift",
            "Tests/ExternalPackage/Tests/AppLayoutConformanceTests/AppConformanceTests.swift"
        ] {
            #expect(document.contains("```swift\n" + (try Self.text(file)) + "```"), "docs/conformance.md does not show \(file) as it is")
        }
    }

    @Test(
        "docs/conformance.md lists every public declaration of the kit: at most 9 in DuoCheckConformance, and the helper set alone in DuoProperties")
    func publicSurfaceIsListed() throws {
        let document = try Self.text("docs/conformance.md")
        let list = try #require(Self.generatedPart(of: document, name: "public API"), "docs/conformance.md has no API list")
        let declaration = try Regex(#"^\s*public\s+(?:static\s+)?(?:(struct|enum|func|var|let|typealias)\s+(\w+))"#)
        func names(in folder: String) throws -> [String] {
            let files = try FileManager.default.subpathsOfDirectory(atPath: Self.root.appendingPathComponent(folder).path).filter {
                $0.hasSuffix(".swift")
            }
            return try files.flatMap { file in
                try Self.text(folder + "/" + file).split(separator: "\n").compactMap { line in
                    try declaration.firstMatch(in: String(line)).flatMap { $0.output[2].substring.map(String.init) }
                }
            }
        }
        let kit = try names(in: "Sources/DuoCheckConformance")
        #expect(kit.count <= 9, "\(kit.count) public declarations in DuoCheckConformance")
        for name in kit { #expect(list.contains("`\(name)`"), "the public \(name) is not in docs/conformance.md's list") }
        let members = Set(Mirror(reflecting: PlacementHelpers.core).children.compactMap(\.label))
        let properties = try names(in: "Properties")
        #expect(Set(properties) == members.union(["PlacementHelpers", "core"]), "DuoProperties' public declarations are the helper set's")
        #expect(list.contains("`PlacementHelpers`") && list.contains("`core`"))
    }
}
