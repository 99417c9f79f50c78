import Foundation

extension RunConfiguration {
    /// The configuration chosen by the environment (the test profiles):
    ///
    /// - `DUOCHECK_CASES`: the number of cases (a positive whole number);
    ///   `defaultCases` when absent;
    /// - `DUOCHECK_SEED`: the seed, in decimal or as `0x` hexadecimal;
    /// - `CI=true` (or `1`, `yes`): without `DUOCHECK_SEED`, the fixed
    ///   ``continuousIntegrationSeed``, so a pull request never fails by chance;
    /// - otherwise a fresh random seed, which every report prints;
    /// - `DUOCHECK_OBSERVE`: a folder to write what each run drew to, in Hypothesis's observability format
    ///   (``Observation``), at most `DUOCHECK_OBSERVE_LIMIT` cases a property (default 100,000);
    /// - `DUOCHECK_EXPLAIN_BUDGET`: the most evaluations the explain phase spends on a failure (0 skips it).
    ///
    /// Throws a ``ConfigurationError`` naming the variable with a bad value.
    package static func fromEnvironment(
        defaultCases: Int = 100,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> RunConfiguration {
        var cases = defaultCases
        if let text = environment["DUOCHECK_CASES"] {
            guard let parsed = Int(text.trimmingCharacters(in: .whitespaces)), parsed > 0 else {
                throw ConfigurationError(variable: "DUOCHECK_CASES", value: text, expected: "a positive whole number of cases, such as 1000")
            }
            cases = parsed
        }
        let seed: UInt64
        if let text = environment["DUOCHECK_SEED"] {
            guard let parsed = parseSeed(text) else {
                throw ConfigurationError(
                    variable: "DUOCHECK_SEED", value: text, expected: "a 64-bit unsigned number, in decimal or as 0x hexadecimal")
            }
            seed = parsed
        } else if isSet(environment["CI"]) {
            seed = continuousIntegrationSeed
        } else {
            var systemRandom = SystemRandomNumberGenerator()
            seed = systemRandom.next()
        }
        var configuration = RunConfiguration(cases: cases, seed: seed)
        if let text = environment["DUOCHECK_EXPLAIN_BUDGET"] {
            guard let budget = Int(text.trimmingCharacters(in: .whitespaces)), (0...1_000_000).contains(budget) else {
                throw ConfigurationError(
                    variable: "DUOCHECK_EXPLAIN_BUDGET", value: text, expected: "a whole number of evaluations from 0 to 1000000, such as 500")
            }
            configuration.explainBudget = budget
        }
        if let folder = environment["DUOCHECK_OBSERVE"], !folder.isEmpty {
            var limit = Observation.defaultLimit
            if let text = environment["DUOCHECK_OBSERVE_LIMIT"] {
                guard let parsed = Int(text.trimmingCharacters(in: .whitespaces)), parsed >= 0 else {
                    throw ConfigurationError(
                        variable: "DUOCHECK_OBSERVE_LIMIT", value: text, expected: "a whole number of records, 0 or more, such as 1000")
                }
                limit = parsed
            }
            configuration.observation = Observation(directory: URL(fileURLWithPath: folder), limit: limit)
        }
        return configuration
    }

    /// A seed written in decimal or as `0x` hexadecimal, or `nil`.
    package static func parseSeed(_ text: String) -> UInt64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased().hasPrefix("0x") {
            return UInt64(trimmed.dropFirst(2), radix: 16)
        }
        return UInt64(trimmed)
    }

    /// Whether an environment variable's value turns its switch on: `1`, `true` or `yes`, in any case.
    package static func isSet(_ flag: String?) -> Bool {
        guard let flag else { return false }
        return ["true", "1", "yes"].contains(flag.lowercased())
    }
}
