/// A command's arguments, split into options and positional words: the one parser of `duo-fuzz` and `duo-bench`.
///
/// Options are `--name value`, `--name=value`, or a bare `--name` for a flag.
/// `--` ends the options. An option the command does not declare, a value
/// missing after an option, a value given to a flag, or an option or flag
/// given twice (unless the command declares it repeatable) is a ``UsageError``
/// naming the option: the last of two values never wins in silence.
package struct ParsedArguments {
    /// The values of each option that takes one, in order (an option may repeat).
    package private(set) var values: [String: [String]] = [:]
    /// The flags given.
    package private(set) var flags: Set<String> = []
    /// The words that are not options.
    package private(set) var positionals: [String] = []

    /// Splits `arguments` for `command` of `tool` (such as `duo-fuzz` and `run`), which takes the options
    /// `valueOptions` (each followed by a value) and the flags `flagOptions`, all spelled with their leading `--`;
    /// only the options of `repeatable` may be given more than once.
    package init(
        _ arguments: [String], tool: String, command: String, valueOptions: Set<String> = [], flagOptions: Set<String> = [],
        repeatable: Set<String> = []
    ) throws {
        let command = command.isEmpty ? tool : "\(tool) \(command)"
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let name: String
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            } else {
                name = argument
            }
            if !repeatable.contains(name), values[name] != nil || flags.contains(name) {
                let earlier = values[name].map { " (\"\($0[0])\" first)" } ?? ""
                throw UsageError("\(name) is given twice\(earlier); give it once (see \(command) --help)")
            }
            if valueOptions.contains(name) {
                if let inlineValue {
                    values[name, default: []].append(inlineValue)
                } else if index < arguments.count {
                    values[name, default: []].append(arguments[index])
                    index += 1
                } else {
                    throw UsageError("\(name) needs a value (see \(command) --help)")
                }
            } else if flagOptions.contains(name) {
                if inlineValue != nil { throw UsageError("\(name) takes no value (see \(command) --help)") }
                flags.insert(name)
            } else {
                throw UsageError("unknown option \(name) for \(command) (see \(command) --help)")
            }
        }
    }

    /// The last value given for `option`, or `nil`.
    package func value(_ option: String) -> String? {
        values[option]?.last
    }

    /// The value of `option` converted by `parse`, or `nil` if absent. A value
    /// that `parse` rejects (returns `nil` for) is a ``UsageError`` saying what was `expected`.
    package func value<Value>(_ option: String, expected: String, _ parse: (String) -> Value?) throws -> Value? {
        guard let text = value(option) else { return nil }
        guard let parsed = parse(text) else { throw UsageError("\(option) \"\(text)\" is not valid: expected \(expected)") }
        return parsed
    }

    /// The whole number given for `option`, or `nil` if absent; a value that is not a whole number in `range`
    /// (a count of `what`, such as `cases`) is a ``UsageError`` naming the option and the range.
    package func integer(_ option: String, in range: ClosedRange<Int>, of what: String) throws -> Int? {
        try value(option, expected: "a whole number of \(what) from \(range.lowerBound) to \(range.upperBound)") { text in
            Int(text).flatMap { range.contains($0) ? $0 : nil }
        }
    }

    /// Whether `flag` was given.
    package func has(_ flag: String) -> Bool {
        flags.contains(flag)
    }
}
