import Foundation

/// A request to replay one choice sequence instead of running cases, read
/// from `DUOCHECK_REPLAY` (the choices) and `DUOCHECK_PROPERTY` (which property).
package struct ReplayRequest: Equatable, Sendable {
    /// The property to replay, or `nil` for every property that runs.
    package var propertyID: String?
    /// The choices to replay.
    package var choices: [UInt64]

    /// Creates a request to replay `choices` for `propertyID` (or for all).
    package init(propertyID: String?, choices: [UInt64]) {
        self.propertyID = propertyID
        self.choices = choices
    }

    /// The request in the environment, `nil` if `DUOCHECK_REPLAY` is not set.
    /// Throws a ``ConfigurationError`` if it is not a list of numbers.
    package static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> ReplayRequest? {
        guard let text = environment["DUOCHECK_REPLAY"] else { return nil }
        guard let choices = parseChoices(text) else {
            throw ConfigurationError(variable: "DUOCHECK_REPLAY", value: text, expected: "comma separated whole numbers, such as 0,0,500")
        }
        let propertyID = environment["DUOCHECK_PROPERTY"].flatMap { $0.isEmpty ? nil : $0 }
        return ReplayRequest(propertyID: propertyID, choices: choices)
    }

    /// Whether this request is for the property with `id`.
    package func applies(to id: String) -> Bool {
        propertyID == nil || propertyID == id
    }

    /// Choices written as `1,2,3` (spaces and surrounding brackets allowed;
    /// empty for no choices), or `nil` if any item is not a number.
    package static func parseChoices(_ text: String) -> [UInt64]? {
        let inner = text.trimmingCharacters(in: CharacterSet(charactersIn: "[] \t\n"))
        if inner.isEmpty { return [] }
        var choices: [UInt64] = []
        for item in inner.split(separator: ",", omittingEmptySubsequences: false) {
            guard let choice = UInt64(item.trimmingCharacters(in: .whitespaces)) else { return nil }
            choices.append(choice)
        }
        return choices
    }

    /// The one-line shell command that replays `choices` for the property `id`, in the test that `testFilter`
    /// selects (by default the project's own test of the property, ``testFunctionName(forPropertyID:)``).
    ///
    /// Where Xcode's test runner started the tests (`xcodebuild test`, or Xcode itself, which set
    /// `XCTestConfigurationFilePath`; an iOS Simulator always runs them so), the line is an `xcodebuild` command:
    /// `xcodebuild` hands a test only the variables of its own environment that carry the `TEST_RUNNER_` prefix,
    /// without it, so the request is spelled `TEST_RUNNER_DUOCHECK_PROPERTY` and `TEST_RUNNER_DUOCHECK_REPLAY`. The
    /// scheme and the destination are the run's own, which the test cannot know. The request itself replays only
    /// its property, whichever tests run.
    package static func command(
        propertyID id: String, choices: [UInt64], testFilter: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        let property = "DUOCHECK_PROPERTY=\(shellQuoted(id))"
        let replay = "DUOCHECK_REPLAY=\(choices.map(String.init).joined(separator: ","))"
        if environment["XCTestConfigurationFilePath"] != nil {
            return "TEST_RUNNER_\(property) TEST_RUNNER_\(replay) xcodebuild test -scheme <scheme> -destination <destination>"
        }
        return "\(property) \(replay) swift test --filter \(shellQuoted(testFilter ?? testFunctionName(forPropertyID: id)))"
    }

    /// The name of the `@Test` function that checks the property `id`, by the project's convention: the id in
    /// lower camel case (`band-containment` is `bandContainment`), so `--filter` finds it.
    package static func testFunctionName(forPropertyID id: String) -> String {
        let words = id.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        guard let first = words.first else { return id }
        return first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func shellQuoted(_ word: String) -> String {
        let safe = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_./:=@%+"))
        if !word.isEmpty, word.unicodeScalars.allSatisfy(safe.contains) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
