import Foundation
import Testing
import DuoCheckEngine
import DuoCheckTesting
import DuoProperties
import DuoSeedFiles
import DuoSnapshots

/// Every property of the catalogue as one argument of one test, run against the geometry core. A failure is recorded
/// at the property's own declaration, with its shrunk counterexample attached; its replay line names the property
/// (`DUOCHECK_PROPERTY`), which this test then runs alone, and filters on this test. `DUOCHECK_CASES` raises the count.
@Suite("Layout properties")
struct LayoutPropertyTests {
    /// What a replay line's `--filter` takes to run this test: its suite and function, as Swift Testing names them.
    static let testFilter = "LayoutPropertyTests/propertyHolds"

    /// The ids the test runs: the property `DUOCHECK_PROPERTY` names (a replay line's selection), or every property of
    /// the catalogue. A name no property has stays in the list, so that the test says so rather than run nothing.
    static func selectedIDs(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        let ids = PropertyCatalogue.properties().map(\.id)
        guard let named = environment["DUOCHECK_PROPERTY"], !named.isEmpty else { return ids }
        return [named]
    }

    /// The checkout's `Seeds/`: each property's stored failure seeds replay before it draws, and a new failure's
    /// shrunk seed is saved there only when `DUOCHECK_SAVE_SEEDS=1` asks (``SeedDatabase/fromEnvironment(directory:finder:environment:)``),
    /// so that an ordinary `swift test` never writes into the checkout.
    static let seeds = SeedDatabase.fromEnvironment(directory: SeedReplayTests.seedsDirectory)

    @Test("the property holds on the geometry core", arguments: selectedIDs())
    func propertyHolds(id: String) throws {
        let property = try #require(PropertyCatalogue.property(id: id), "no property has the id \"\(id)\" (DUOCHECK_PROPERTY)")
        check(property, database: Self.seeds, testFilter: Self.testFilter, picture: CounterexamplePicture.svg(for:))
    }

}
