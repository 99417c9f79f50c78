import Foundation
import Testing
import DuoCheckEngine
import DuoProperties
import DuoSnapshots
import DuoSeedFiles

/// The SVG picture of a counterexample, from a real geometry failure: the band
/// property run against a planted bug (band side insets always zero).
@Suite("Counterexample pictures")
struct PictureTests {
    /// The core's helpers with a planted bug: every band loses its side insets.
    static var plantedHelpers: PlacementHelpers {
        var helpers = PlacementHelpers.core
        helpers.bandSideInsets = { _, _, _ in .zero }
        return helpers
    }

    static func plantedSeed() throws -> SeedFile {
        let property = AnyProperty(LayoutProperties.bandContainment(plantedHelpers))
        let report = property.run(RunConfiguration(cases: 2000, seed: 1))
        let failure = try #require(report.failure, "the planted bug is found")
        return SeedFile(failure: failure)
    }

    @Test("the geometry is the value's own, as its case type states it: the layout of its sample, and the row")
    func geometryIsFound() throws {
        let seed = try Self.plantedSeed()
        let geometry = CounterexampleGeometry(ofValueIn: seed)
        let layout = try #require(geometry.layout)
        #expect(!layout.reservedCorners.blocks.isEmpty, "a Duo layout with blocks")
        #expect(geometry.band != nil)
        #expect(geometry.layoutName != nil)
    }

    /// The planted counterexample moved onto the FP posture (whose right strip is x 382..466, y 170..678),
    /// with a row that its block reaches.
    static func plantedSeedOnFP() throws -> SeedFile {
        var seed = try plantedSeed()
        let posture = Gen<LayoutSample>.duoPostures.run(ChoiceSource(replaying: [0]))
        #expect(posture.name == "FP")
        guard case .object(var members) = seed.value else { throw CocoaError(.coderInvalidValue) }
        members["sample"] = try JSONValue(parsing: ValueCoding.encode(posture))
        members["minY"] = .integer(100)
        members["maxY"] = .integer(200)
        seed.value = .object(members)
        return seed
    }

    @Test("the picture shows the window, its blocks, the strips, the band and the message")
    func pictureShowsTheGeometry() throws {
        let seed = try Self.plantedSeedOnFP()
        let svg = CounterexamplePicture.svg(for: seed)
        #expect(svg.hasPrefix("<?xml") && svg.hasSuffix("</svg>\n"))
        #expect(svg.contains("<title>window</title>"))
        #expect(svg.contains("<title>block "))
        #expect(svg.contains("url(#strip)"))
        #expect(svg.contains("<title>band: side insets"))
        #expect(svg.contains(SVGDocument.escaped(String(seed.message.replacingOccurrences(of: "Foundation.", with: "").prefix(30)))))
        #expect(svg.contains("right strip x 382 y 170 w 84 h 508"), "the legend gives the strip's numbers")
        if let directory = ProcessInfo.processInfo.environment["DUOFUZZ_PICTURE_DIR"] {
            try Data(svg.utf8).write(to: URL(fileURLWithPath: directory).appendingPathComponent("band-containment.svg"))
        }
    }

    @Test("the frame of a case type that has one is drawn; a value without a layout is drawn as text")
    func frameAndTextOnly() throws {
        // The simplest hostile case (`robustness`' value type states its frame), given a frame to draw.
        let robustness = LayoutProperties.robustness().id
        guard case .object(var members) = try #require(PropertyCatalogue.property(id: robustness)).value(forChoices: []) else {
            Issue.record("the value is an object")
            return
        }
        members["frame"] = .array([.array([.integer(10), .integer(20)]), .array([.integer(30), .integer(40)])])
        let seed = SeedFile(propertyID: robustness, runSeed: 1, choices: [], value: .object(members), message: "planted", kind: .failure)
        #expect(CounterexampleGeometry(ofValueIn: seed).frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(CounterexamplePicture.svg(for: seed).contains("<title>frame under test"))
        var planted = try Self.plantedSeed()
        planted.value = .object(members)
        #expect(CounterexampleGeometry(ofValueIn: planted).layout == nil, "a tree that is no value of its property states no geometry")
        let plain = SeedFile(
            propertyID: "demo-trap", runSeed: 1, choices: [950], value: .integer(950), message: "crashed <badly> & loudly", kind: .crash)
        let svg = CounterexamplePicture.svg(for: plain)
        #expect(svg.contains("no layout in this value"))
        #expect(svg.contains("crashed &lt;badly&gt; &amp; loudly"))
    }

    @Test("the picture marks the first rectangle the failure message names as what went wrong")
    func offendingRect() {
        let message = "the top bar's trailing button \(CGRect(x: 55, y: 16, width: 44, height: 44)) overlaps the block at \(CGRect.zero)"
        #expect(message == "the top bar's trailing button (x 55.0, y 16.0, w 44.0, h 44.0) overlaps the block at (x 0.0, y 0.0, w 0.0, h 0.0)")
        #expect(CounterexamplePicture.offendingRect(in: message) == CGRect(x: 55, y: 16, width: 44, height: 44))
        #expect(CounterexamplePicture.offendingRect(in: "no rectangle here") == nil)
        #expect(CounterexamplePicture.offendingRect(in: "\(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))") == nil)
        #expect(
            CounterexamplePicture.offendingRect(in: "\(CGRect(x: -1e-300, y: 2.5, width: 1e300, height: 1))")
                == CGRect(x: -1e-300, y: 2.5, width: 1e300, height: 1))
    }

    @Test("a seed stored before messages had the package's own geometry text still shows its rectangle")
    func offendingRectOfAnOlderSeed() {
        let message =
            "the top bar's trailing button CGRect(origin: Foundation.CGPoint(x: 55.0, y: 16.0), size: Foundation.CGSize(width: 44.0, height: 44.0)) overlaps the block"
        #expect(CounterexamplePicture.offendingRect(in: message) == CGRect(x: 55, y: 16, width: 44, height: 44))
    }

    /// The seed of a mutant's failure as a run stores it: shrunk and explained.
    static func explainedSeed(_ mutantID: String) throws -> SeedFile {
        let mutant = try #require(BugShape.all.first { $0.id == mutantID })
        let property = try #require(PropertyCatalogue.property(id: mutant.expectedKiller, using: mutant.helpers))
        let failure = try #require(property.run(RunConfiguration(cases: 100, seed: 1)).failure)
        return SeedFile(failure: failure)
    }

    @Test("the rows over which the explanation says the failure holds are shaded, and a row under 4 pt gets a zoomed inset")
    func explainedRegionAndZoom() throws {
        // The off-by-one block edge: a row 0 to 0.5 on a window whose block ends at 1; minY fails from 0 to 0.5.
        let seed = try Self.explainedSeed("block-edge-off-by-one")
        let explanation = try #require(seed.explanation)
        let minY = try #require(explanation.parts.first { $0.name == "minY" })
        guard case .range(let low, let high, _, _) = minY.finding else {
            Issue.record("minY is explained as a range")
            return
        }
        let svg = CounterexamplePicture.svg(for: seed)
        #expect(svg.contains("<title>minY from \(low) to \(high) fails the same way</title>"), "\(svg)")
        #expect(svg.contains("<title>zoomed inset</title>") && svg.contains("<title>the zoomed region</title>"))
        #expect(svg.contains(#"<clipPath id="zoom">"#))
        #expect(svg.contains(SVGDocument.escaped(String(explanation.lines[0]))), "the legend gives the explanation")
    }

    @Test("a picture whose details are all 4 pt or more has no zoomed inset, and a free row is not shaded")
    func noZoomForLargeDetails() throws {
        var seed = try Self.plantedSeedOnFP()
        seed.message = "the band's right inset is 0, not 84"
        #expect(!CounterexamplePicture.svg(for: seed).contains("zoomed"), "a row 100 tall, and no rectangle in the message")
        let free = try Self.explainedSeed("fix-never-applied")
        let svg = CounterexamplePicture.svg(for: free)
        #expect(svg.contains("<title>maxY from 0 to 384 fails the same way</title>"))
        #expect(!svg.contains("<title>minY from"), "minY is free, and its range would only cover the window")
    }
}
