import Foundation
import Testing
import DuoCheckEngine
import DuoCheckTesting
import DuoProperties

/// A property of the catalogue that fails, run through the Swift Testing bridge as `LayoutPropertyTests` runs it: the
/// issue is recorded at the property's declaration in its suite file, and the replay line it prints selects that
/// property alone and rebuilds the same failure.
@Suite("Replay lines of the catalogue's properties")
struct ReplayLineTests {
    /// The issues a piece of code records, kept for inspection after `withKnownIssue`.
    final class RecordedIssues: @unchecked Sendable {
        private let lock = NSLock()
        private var issues: [Issue] = []
        func append(_ issue: Issue) { lock.withLock { issues.append(issue) } }
        var all: [Issue] { lock.withLock { issues } }
    }

    /// The `KEY=value` words of `line`, the replay line of a report.
    static func environment(of line: String) -> [String: String] {
        var words: [String: String] = [:]
        for word in line.split(separator: " ") where word.hasPrefix("DUOCHECK_") {
            let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            words[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
        }
        return words
    }

    @Test("a mutant's failure is recorded at its killer's declaration, and its replay line selects that property alone and fails again")
    func failureIsRecordedAtTheDeclaration() throws {
        for mutant in BugShape.all.prefix(3) {
            let property = try #require(PropertyCatalogue.property(id: mutant.expectedKiller, using: mutant.helpers))
            let recorded = RecordedIssues()
            let planted = PlantedFailures.expecting {
                withKnownIssue {
                    check(
                        property, configuration: RunConfiguration(cases: 100, seed: RunConfiguration.continuousIntegrationSeed),
                        testFilter: LayoutPropertyTests.testFilter)
                } matching: { issue in
                    recorded.append(issue)
                    return true
                }
            }
            let issue = try #require(recorded.all.first, "\(mutant.id) is not killed by \(property.id)")
            let location = try #require(issue.sourceLocation)
            #expect(location.fileID == property.fileID && location.line == property.line)
            let declaration = try String(contentsOfFile: property.filePath, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(declaration[location.line - 1].contains("Property("), "line \(location.line) of \(location.fileID) declares no property")
            let id = try #require(PropertyID(rawValue: property.id))
            #expect(
                declaration[(location.line - 1)...].prefix(3).joined().contains("PropertyID.\(id).rawValue"),
                "the declaration is not \(property.id)'s")

            let text = try #require(planted.all.first)
            let line = try #require(text.split(separator: "\n").first { $0.contains("replay: ") }.map(String.init))
            #expect(line.hasSuffix("swift test --filter \(LayoutPropertyTests.testFilter)"))
            let environment = Self.environment(of: line)
            #expect(LayoutPropertyTests.selectedIDs(environment: environment) == [property.id])
            let request = try #require(try ReplayRequest.fromEnvironment(environment))
            #expect(request.applies(to: property.id))
            let replayed = property.replay(choices: request.choices)
            let failure = try #require(replayed.failure, "the replay line's choices do not fail \(property.id) again")
            #expect(text.contains("check: \(failure.location): "), "the replay fails another check than the report's")
        }
    }

    @Test("without DUOCHECK_PROPERTY every property runs; with it, only the one named, even a name no property has")
    func selection() {
        let ids = PropertyCatalogue.properties().map(\.id)
        #expect(LayoutPropertyTests.selectedIDs(environment: [:]) == ids)
        #expect(LayoutPropertyTests.selectedIDs(environment: ["DUOCHECK_PROPERTY": ""]) == ids)
        #expect(LayoutPropertyTests.selectedIDs(environment: ["DUOCHECK_PROPERTY": ids[1]]) == [ids[1]])
        #expect(LayoutPropertyTests.selectedIDs(environment: ["DUOCHECK_PROPERTY": "no-such-property"]) == ["no-such-property"])
    }
}
