/// The literal each argument label is usually given: for every `label: literal` argument of a call in the package's
/// core and properties (a number, a negated number, `true` or `false`), the literal given most often, the one first in
/// text order among equals. `usual-literal` replaces a parameter's uses by it, as a refactoring does that writes the
/// common value where the function should read what it was given (`headerHeight` read as `56`).
struct UsualLiterals: Equatable, Sendable {
    /// The usual literal of each label.
    let byLabel: [String: String]

    /// No call sites: a parameter's usual literal is then only its own literal default.
    static let none = UsualLiterals(byLabel: [:])

    init(byLabel: [String: String]) {
        self.byLabel = byLabel
    }

    /// Counts the labelled literal arguments of every file in `files` (each a file's tokens).
    init(files: [[SwiftToken]]) {
        var counts: [String: [String: Int]] = [:]
        for tokens in files {
            for index in tokens.indices.dropFirst().dropLast(2) where tokens[index].is(.punctuation, ":") {
                let label = tokens[index - 1]
                guard label.kind == .identifier, index >= 2, tokens[index - 2].is(.punctuation, "(") || tokens[index - 2].is(.punctuation, ","),
                    let (literal, end) = Self.literal(in: tokens, at: index + 1), end + 1 < tokens.count,
                    tokens[end + 1].is(.punctuation, ",") || tokens[end + 1].is(.punctuation, ")")
                else { continue }
                counts[label.text, default: [:]][literal, default: 0] += 1
            }
        }
        byLabel = counts.mapValues { literals in
            literals.min { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }!.key
        }
    }

    /// The literal that starts at token `index`, and the index of its last token: a number (after a `-` that no space
    /// follows), `true` or `false`.
    static func literal(in tokens: [SwiftToken], at index: Int) -> (text: String, end: Int)? {
        guard index < tokens.count else { return nil }
        let token = tokens[index]
        if token.kind == .number || token.is(.identifier, "true") || token.is(.identifier, "false") { return (token.text, index) }
        guard token.is(.operator, "-"), !token.spaceAfter, index + 1 < tokens.count, tokens[index + 1].kind == .number else { return nil }
        return ("-" + tokens[index + 1].text, index + 1)
    }
}
