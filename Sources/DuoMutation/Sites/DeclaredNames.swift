/// Finds the names in a token list that are declared or are labels, not used: renaming one of those makes a
/// mutant that either does not build or renames a thing rather than changing what the code reads.
///
/// A name right after a `.` is always a use (`insets.left`, `.left`, `case .left:`), so it is never listed.
/// Any other name is listed when:
/// - a `:` follows it directly, without a space: an argument label, a parameter name, a tuple element's
///   label (`left: 0`, `from minY: CGFloat`, `(minY: CGFloat, …)`); a ternary's `:` has a space before it;
/// - another name that is not a keyword follows it on the same line: an external parameter label
///   (`func f(left right: CGFloat)`);
/// - a declaring keyword comes right before it: `let`, `var`, `case`, `func`, `for`, and the type keywords;
/// - it follows a `,` in the list of a `let`, `var` or `case` at the same bracket depth and a `=`, `:` or `,`
///   (or the end of the line) comes after it: `let minX = …, maxX = …`, `case left, right`;
/// - it is inside the tuple pattern of a `let (left, right) = …`;
/// - it is a closure parameter: `{ left, right in`.
enum DeclaredNames {
    /// The keywords after which a name is being declared.
    static let declaringKeywords: Set<String> = [
        "let", "var", "case", "func", "for", "typealias", "associatedtype", "enum", "struct", "class", "actor",
        "protocol", "extension", "import", "operator", "precedencegroup"
    ]

    /// Words that may follow a used name on its line (so the name is no label).
    static let keywords: Set<String> = [
        "as", "is", "in", "where", "else", "return", "throws", "rethrows", "async", "await", "try", "let", "var",
        "case", "if", "guard", "switch", "for", "while", "repeat", "do", "catch", "break", "continue", "default",
        "func", "init", "static", "public", "private", "fileprivate", "internal", "open", "final", "mutating",
        "some", "any", "self", "Self", "super", "true", "false", "nil", "throw", "defer", "get", "set"
    ]

    /// The indices of the tokens in `tokens` that are declared names or labels.
    static func indices(in tokens: [SwiftToken], lines: SourceLines) -> Set<Int> {
        var found = Set<Int>()
        var depth = 0
        var bindingDepth: Int?
        var patternDepth: Int?
        for (index, token) in tokens.enumerated() {
            let previous = index > 0 ? tokens[index - 1] : nil
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            if let previous, lines.location(of: token.range.lowerBound).line > lines.location(of: previous.range.lowerBound).line,
                previous.text != ",", depth == bindingDepth
            {
                bindingDepth = nil
            }
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[":
                    depth += 1
                    if let previous, previous.text == "let" || previous.text == "var" { patternDepth = depth }
                case ")", "]":
                    if depth == patternDepth { patternDepth = nil }
                    depth -= 1
                case "{":
                    depth += 1
                    bindingDepth = nil
                    found.formUnion(closureParameters(in: tokens, after: index))
                case "}":
                    depth -= 1
                    bindingDepth = nil
                case ";":
                    bindingDepth = nil
                default: break
                }
                continue
            }
            guard token.kind == .identifier else { continue }
            if ["let", "var", "case"].contains(token.text) { bindingDepth = depth }
            if previous?.is(.punctuation, ".") == true { continue }
            if isDeclared(
                token, previous: previous, next: next, lines: lines, depth: depth,
                bindingDepth: bindingDepth, patternDepth: patternDepth)
            {
                found.insert(index)
            }
        }
        return found
    }

    /// Whether the name `token` is declared or a label, by the rules above.
    private static func isDeclared(
        _ token: SwiftToken, previous: SwiftToken?, next: SwiftToken?, lines: SourceLines, depth: Int,
        bindingDepth: Int?, patternDepth: Int?
    ) -> Bool {
        if let next, next.is(.punctuation, ":"), next.range.lowerBound == token.range.upperBound { return true }
        if let next, next.kind == .identifier, !keywords.contains(next.text), !next.text.hasPrefix("#"),
            lines.location(of: next.range.lowerBound).line == lines.location(of: token.range.lowerBound).line
        {
            return true
        }
        if let previous, previous.kind == .identifier, declaringKeywords.contains(previous.text) { return true }
        guard let previous, previous.text == "(" || previous.text == "," else { return false }
        if depth == patternDepth, let next, next.text == "," || next.text == ")" { return true }
        guard previous.text == ",", depth == bindingDepth else { return false }
        guard let next else { return true }
        return ["=", ":", ",", "}", ";"].contains(next.text)
            || lines.location(of: next.range.lowerBound).line > lines.location(of: token.range.lowerBound).line
    }

    /// The closure parameters right after the `{` at `open`: the names of a list such as `{ a, b in` or
    /// `{ (a, b) in`, which holds nothing but names, commas and parentheses before its `in`.
    private static func closureParameters(in tokens: [SwiftToken], after open: Int) -> [Int] {
        var names: [Int] = []
        var index = open + 1
        while index < tokens.count, index - open <= 24 {
            let token = tokens[index]
            if token.is(.identifier, "in") { return names }
            if token.kind == .identifier, !keywords.contains(token.text) {
                names.append(index)
            } else if !(token.kind == .punctuation && ["(", ")", ","].contains(token.text)) {
                return []
            }
            index += 1
        }
        return []
    }
}
