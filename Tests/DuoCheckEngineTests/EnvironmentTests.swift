import Testing
@testable import DuoCheckEngine

/// The profiles: environment variables choose cases, seeds and replays.
@Suite struct EnvironmentTests {
    @Test func casesAndSeedComeFromTheEnvironment() throws {
        let configuration = try RunConfiguration.fromEnvironment(
            environment: ["DUOCHECK_CASES": "250", "DUOCHECK_SEED": "0x1F"])
        #expect(configuration.cases == 250 && configuration.seed == 31)
        #expect(try RunConfiguration.fromEnvironment(environment: ["DUOCHECK_SEED": "12345"]).seed == 12345)
        #expect(try RunConfiguration.fromEnvironment(defaultCases: 7, environment: [:]).cases == 7)
    }

    @Test func continuousIntegrationUsesTheFixedSeedUnlessOneIsGiven() throws {
        #expect(try RunConfiguration.fromEnvironment(environment: ["CI": "true"]).seed == RunConfiguration.continuousIntegrationSeed)
        #expect(try RunConfiguration.fromEnvironment(environment: ["CI": "true", "DUOCHECK_SEED": "9"]).seed == 9)
    }

    @Test func badValuesNameTheirVariable() {
        #expect(throws: ConfigurationError(variable: "DUOCHECK_CASES", value: "abc", expected: "a positive whole number of cases, such as 1000")) {
            try RunConfiguration.fromEnvironment(environment: ["DUOCHECK_CASES": "abc"])
        }
        for (variable, value) in [("DUOCHECK_CASES", "0"), ("DUOCHECK_SEED", "-3"), ("DUOCHECK_SEED", "0xZZ"), ("DUOCHECK_REPLAY", "1,x")] {
            do {
                _ = try RunConfiguration.fromEnvironment(environment: [variable: value])
                _ = try ReplayRequest.fromEnvironment([variable: value])
                Issue.record("\(variable)=\(value) was accepted")
            } catch let error as ConfigurationError {
                #expect(error.variable == variable)
                #expect(error.description.hasPrefix("\(variable)=\"\(value)\" is not valid: expected "))
            } catch {
                Issue.record(error)
            }
        }
    }

    @Test func aReplayRequestReadsChoicesAndProperty() throws {
        let request = try #require(try ReplayRequest.fromEnvironment(["DUOCHECK_REPLAY": "0, 0,500", "DUOCHECK_PROPERTY": "a.b"]))
        #expect(request == ReplayRequest(propertyID: "a.b", choices: [0, 0, 500]))
        #expect(request.applies(to: "a.b") && !request.applies(to: "a.c"))
        #expect(try ReplayRequest.fromEnvironment(["DUOCHECK_REPLAY": ""]) == ReplayRequest(propertyID: nil, choices: []))
        #expect(try ReplayRequest.fromEnvironment([:]) == nil)
        #expect(ReplayRequest.parseChoices("[1,2]") == [1, 2])
        #expect(
            ReplayRequest.command(propertyID: "odd id", choices: [], environment: [:])
                == "DUOCHECK_PROPERTY='odd id' DUOCHECK_REPLAY= swift test --filter oddId")
    }

    @Test("under Xcode's test runner the replay line is an xcodebuild command whose variables carry the TEST_RUNNER_ prefix")
    func replayLineUnderXcodebuild() {
        let environment = ["XCTestConfigurationFilePath": "/tmp/UsesDuoCheck.xctestconfiguration"]
        #expect(
            ReplayRequest.command(propertyID: "odd id", choices: [0, 7], testFilter: "property", environment: environment)
                == "TEST_RUNNER_DUOCHECK_PROPERTY='odd id' TEST_RUNNER_DUOCHECK_REPLAY=0,7 xcodebuild test -scheme <scheme> -destination <destination>"
        )
        #expect(
            ReplayRequest.command(propertyID: "a", choices: [1], environment: [:]) == "DUOCHECK_PROPERTY=a DUOCHECK_REPLAY=1 swift test --filter a")
    }

    @Test func explainBudgetComesFromTheEnvironment() throws {
        #expect(try RunConfiguration.fromEnvironment(environment: [:]).explainBudget == 500)
        #expect(try RunConfiguration.fromEnvironment(environment: ["DUOCHECK_EXPLAIN_BUDGET": "0"]).explainBudget == 0)
        #expect(throws: ConfigurationError.self) { try RunConfiguration.fromEnvironment(environment: ["DUOCHECK_EXPLAIN_BUDGET": "many"]) }
    }
}
