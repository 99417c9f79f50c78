import Foundation
import Testing
import DuoCheckEngine
import DuoGeometry
import DuoProperties

/// A sample's family and posture are worked out once, when it is made (a generator names its own family to
/// save comparing names every case); they must be what the name says, and survive a seed file's round trip.
@Suite("Layout samples")
struct LayoutSampleTests {
    static let families: [(String, Gen<LayoutSample>)] = [
        ("any layout", .anyLayout), ("island layouts", .islandLayouts), ("collapsing layouts", .collapsingLayouts),
        ("foldable layouts", .foldableLayouts)
    ]

    @Test("family, posture and labels follow from the name", arguments: 0..<families.count)
    func familyFollowsFromTheName(family: Int) throws {
        let generator = Self.families[family].1
        for caseSeed in 0..<500 as Range<UInt64> {
            let sample = generator.run(ChoiceSource(seed: caseSeed))
            let renamed = LayoutSample(name: sample.name, layout: sample.layout)
            #expect(sample.family == renamed.family && sample.posture == renamed.posture, "\(sample.name)")
            let expectedLabels =
                [sample.family.rawValue] + (sample.posture.map { ["posture \($0.rawValue)"] } ?? [])
                + sample.layout.reservedCorners.blocks.map { "block \($0.corner.rawValue)" }
            #expect(sample.labels == expectedLabels)
            for kind in ["anywhere", "bottom edge", "parked past an edge", "a kind no generator draws"] {
                #expect(sample.labels(adding: kind) == expectedLabels + [kind])
            }
            let decoded = try JSONDecoder().decode(LayoutSample.self, from: JSONEncoder().encode(sample))
            #expect(decoded == sample)
        }
    }

    @Test("a seed file stores a sample as its name and layout only")
    func encodingIsNameAndLayout() throws {
        let sample = LayoutSample(name: "FP", layout: .iPhoneDuo(.FP))
        let object = try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(sample)) as? [String: Any])
        #expect(Set(object.keys) == ["name", "layout"])
        #expect(sample.family == .duo && sample.posture == .FP)
        #expect(LayoutSample(name: "inconsistent FP", layout: .iPhoneDuo(.FP)).family == .inconsistent)
        #expect(LayoutSample(name: "iPhone 6/7/8/SE portrait", layout: .iPhoneDuo(.UL)).family == .ordinary)
    }
}
