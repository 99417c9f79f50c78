/// A counterexample in one line, in its own words: the name of what it is (a field `name`, such as a layout's
/// posture), then each other top-level number, string and Boolean as `key value`, and those of nested objects
/// that have no name. `FP, anchoredAtBottom false, height 0, includesSafeInsets true, margin 0`.
package enum CaseSummary {
    /// The longest line, beyond which it ends in `…`.
    static let maximumLength = 160

    /// The one-line summary of a counterexample (its JSON in one line, shortened, if it has no fields).
    package static func line(of value: JSONValue) -> String {
        var names: [String] = []
        var parts: [String] = []
        func visit(_ fields: [String: JSONValue], depth: Int) {
            for key in fields.keys.sorted() {
                switch fields[key]! {
                case .string(let text) where key == "name": names.append(text)
                case .object(let nested) where depth < 2:
                    if case .string(let name)? = nested["name"] { names.append(name) } else { visit(nested, depth: depth + 1) }
                case .array, .object, .null: break
                case let scalar: parts.append("\(key) \(text(of: scalar))")
                }
            }
        }
        guard case .object(let fields) = value else { return shortened(text(of: value)) }
        visit(fields, depth: 0)
        return shortened((names + parts).joined(separator: ", "))
    }

    static func text(of value: JSONValue) -> String {
        switch value {
        case .bool(let flag): return flag ? "true" : "false"
        case .integer(let number): return String(number)
        case .unsignedInteger(let number): return String(number)
        case .number(let number): return number.description
        case .string(let text): return text
        case .null: return "null"
        case .array, .object: return (try? JSONFormat.oneLine.text(value)) ?? "?"
        }
    }

    static func shortened(_ line: String) -> String {
        line.count > maximumLength ? String(line.prefix(maximumLength - 1)) + "…" : line
    }
}
