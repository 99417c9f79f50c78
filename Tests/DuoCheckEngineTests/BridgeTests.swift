import DuoCheckEngine
import DuoCheckTesting
import Testing

/// The Swift Testing bridge records an issue for a failure and for a problem.
@Suite struct BridgeTests {
    @Test func aFailingPropertyRecordsAnIssue() {
        let property = Property("engine.bridge.failing", rule: "test", generator: Gen.int(in: 0...100)) { value in
            try require(value < 50, "\(value) is not below 50")
        }
        // Planted: the recorded Issue is the report's first line, and the whole report is kept for the test.
        let planted = PlantedFailures.expecting {
            withKnownIssue {
                check(property, configuration: RunConfiguration(cases: 100, seed: 1))
            } matching: { issue in
                issue.comments.count == 1 && issue.comments[0].rawValue.hasPrefix("Property \"engine.bridge.failing\" failed")
                    && !issue.comments[0].rawValue.contains("\n") && issue.sourceLocation?.line == property.line
            }
        }
        #expect(planted.all.count == 1 && planted.text.hasPrefix("Property \"engine.bridge.failing\" failed"), "\(planted.text)")
        #expect(planted.text.contains("replay: "), "the kept report is the whole one")
    }

    @Test func aCoverageProblemRecordsAnIssue() {
        let property = Property(
            "engine.bridge.coverage", rule: "test", generator: Gen.int(in: 0...100),
            labels: { _ in [] }, coverage: [CoverageRequirement(label: "never", minimumFraction: 0.5)]
        ) { _ in }
        withKnownIssue {
            check(AnyProperty(property), configuration: RunConfiguration(cases: 100, seed: 1))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("label \"never\"") }
        }
    }

    @Test func aHoldingPropertyRecordsNothing() {
        check(
            Property("engine.bridge.holds", rule: "test", generator: Gen<Bool>.bool) { _ in },
            configuration: RunConfiguration(cases: 100, seed: 1))
    }
}
