import DuoCheckEngine
import DuoProperties
import Testing

/// Coverage judged over long runs. A 100-case run reports a coverage problem only when the shortfall is
/// beyond chance (see `CaseTally.coverageDeviations`), which a 1% requirement never is at 100 cases; so
/// here every property runs 3,000 cases from the CI seed, where a generator that stopped reaching a
/// posture or a block corner would be reported.
@Suite("Coverage over long runs")
struct CoverageTests {
    @Test("every property reaches its coverage requirements over 3,000 cases", arguments: PropertyCatalogue.properties().map(\.id))
    func reachesCoverage(id: String) throws {
        let property = try #require(PropertyCatalogue.property(id: id))
        let report = property.run(RunConfiguration(cases: 3_000, seed: RunConfiguration.continuousIntegrationSeed))
        #expect(report.failure == nil, "\(report.failure?.message ?? "")")
        #expect(report.problems.isEmpty, "\(report.problems)")
    }
}
