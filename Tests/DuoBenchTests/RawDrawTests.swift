import Foundation
import Testing
import DuoCheckEngine
import DuoGeometry
import DuoProperties
@testable import duo_bench

/// The benchmark's raw loops must draw what the properties' generators draw, or their ratios compare different
/// work. Drawing through a choice source (`SourcedDraws`), each loop's case must be the generator's case, value
/// for value, for the same seed and index; the raw side (`RawRandom`) runs the same loop code with the PRNG's
/// values in place of the choice source's.
@Suite("Raw loops draw the generators' cases")
struct RawDrawTests {
    static let configuration = RunConfiguration(cases: 400, seed: 0x5EED)
    static let tables = RawTables()

    /// The generator's value for case `index`, drawn as the runner draws it.
    static func generated<Value>(_ generator: Gen<Value>, case index: Int) -> Value {
        generator.run(ChoiceSource(seed: configuration.seed(forCase: index)))
    }

    @Test("band-containment: the layout and the row")
    func bands() {
        var draws = SourcedDraws()
        var edges: [CGFloat] = []
        for index in 0..<Self.configuration.cases! {
            draws.startCase(index, of: Self.configuration)
            let raw = rawBandCase(&draws, tables: Self.tables, edges: &edges)
            let band = Self.generated(Gen<BandCase>.bands(in: .anyLayout), case: index)
            #expect(
                raw.layout == band.layout && Oracle.identical(raw.band.minY, band.minY) && Oracle.identical(raw.band.maxY, band.maxY),
                "case \(index): the raw loop drew \(raw.layout) \(raw.band), the generator \(band)")
        }
    }

    @Test("bottom-edge-spanning: the layout, margin, height and flags")
    func containers() {
        var draws = SourcedDraws()
        for index in 0..<Self.configuration.cases! {
            draws.startCase(index, of: Self.configuration)
            let raw = rawContainerCase(&draws, tables: Self.tables)
            let item = Self.generated(Gen<ContainerCase>.containers(in: .anyLayout), case: index)
            #expect(
                raw.layout == item.layout && Oracle.identical(raw.margin, item.margin) && Oracle.identical(raw.height, item.height)
                    && raw.includesSafeInsets == item.includesSafeInsets && raw.anchoredAtBottom == item.anchoredAtBottom,
                "case \(index): the raw loop drew \(raw), the generator \(item)")
        }
    }

    @Test("collapse: the layout, row, margin, height, style behind and cards")
    func collapseCases() {
        var draws = SourcedDraws()
        var edges: [CGFloat] = []
        var cards: [PresentedCard] = []
        for index in 0..<Self.configuration.cases! {
            draws.startCase(index, of: Self.configuration)
            let raw = rawCollapseCase(&draws, tables: Self.tables, edges: &edges, cards: &cards)
            let item = Self.generated(Gen<CollapseCase>.collapseCases, case: index)
            #expect(
                raw.layout == item.layout && Oracle.identical(raw.band.minY, item.band.minY) && Oracle.identical(raw.band.maxY, item.band.maxY)
                    && Oracle.identical(raw.margin, item.margin) && Oracle.identical(raw.height, item.height)
                    && raw.behind == item.behind && cards == item.cards,
                "case \(index): the raw loop drew \(raw) \(cards), the generator \(item)")
        }
    }
}
