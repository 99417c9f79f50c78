/// The fields and types that Hypothesis's observability format requires of a record (its documentation's
/// schema, `schema_observations.json`): what a reader such as Tyche can rely on. The tests check every record
/// DuoCheck writes against it.
package enum ObservationFormat {
    /// The twelve fields of a `test_case` record; it has no others.
    package static let testCaseFields = [
        "type", "status", "status_reason", "representation", "arguments", "how_generated", "features",
        "coverage", "timing", "metadata", "property", "run_start"
    ]
    /// The five fields of an `info`, `alert` or `error` record; it has no others.
    package static let messageFields = ["type", "title", "content", "property", "run_start"]

    /// What is wrong with one line of a record file, in words; empty when it is a valid record.
    package static func problems(inLine line: String) -> [String] {
        guard let value = try? JSONValue(parsing: line), case .object(let record) = value else { return ["not a JSON object"] }
        switch record["type"] {
        case .string("test_case")?: return problems(testCase: record)
        case .string("info")?, .string("alert")?, .string("error")?: return problems(message: record)
        default: return ["\"type\" is not test_case, info, alert or error"]
        }
    }

    static func problems(testCase record: [String: JSONValue]) -> [String] {
        var problems = fieldProblems(record, required: testCaseFields)
        func expect(_ field: String, _ what: String, _ isValid: (JSONValue) -> Bool) {
            if let value = record[field], !isValid(value) { problems.append("\"\(field)\" is not \(what)") }
        }
        expect("status", "passed, failed or gave_up") { [.string("passed"), .string("failed"), .string("gave_up")].contains($0) }
        expect("status_reason", "a string", isString)
        expect("representation", "a string", isString)
        expect("arguments", "an object", isObject)
        expect("how_generated", "a string or null") { isString($0) || $0 == .null }
        expect("features", "an object", isObject)
        expect("coverage", "null or an object of unique line numbers of at least 1") { value in
            guard case .object(let files) = value else { return value == .null }
            return files.values.allSatisfy { lines in
                guard case .array(let items) = lines else { return false }
                let numbers = items.compactMap { item -> Int64? in if case .integer(let line) = item, line >= 1 { return line } else { return nil } }
                return numbers.count == items.count && Set(numbers).count == numbers.count
            }
        }
        expect("timing", "an object of numbers of at least 0") { value in
            guard case .object(let parts) = value else { return false }
            return parts.values.allSatisfy { ($0.doubleValue ?? -1) >= 0 }
        }
        expect("metadata", "an object", isObject)
        expect("property", "a string", isString)
        expect("run_start", "a number") { $0.doubleValue != nil }
        return problems
    }

    static func problems(message record: [String: JSONValue]) -> [String] {
        var problems = fieldProblems(record, required: messageFields)
        if let title = record["title"], !isString(title) { problems.append("\"title\" is not a string") }
        if let content = record["content"], !isString(content), !isObject(content) { problems.append("\"content\" is not a string or an object") }
        if let property = record["property"], !isString(property) { problems.append("\"property\" is not a string") }
        if let start = record["run_start"], start.doubleValue == nil { problems.append("\"run_start\" is not a number") }
        return problems
    }

    /// The required fields that are missing, and the fields the format does not allow.
    static func fieldProblems(_ record: [String: JSONValue], required: [String]) -> [String] {
        required.filter { record[$0] == nil }.map { "no \"\($0)\"" }
            + record.keys.filter { !required.contains($0) }.sorted().map { "\"\($0)\" is not a field of the format" }
    }

    static func isString(_ value: JSONValue) -> Bool { if case .string = value { true } else { false } }
    static func isObject(_ value: JSONValue) -> Bool { if case .object = value { true } else { false } }
}
