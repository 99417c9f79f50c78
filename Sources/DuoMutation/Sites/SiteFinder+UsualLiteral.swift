/// The sites of `usual-literal`: a parameter's uses replaced by its usual literal.
extension SiteFinder {
    /// The types whose parameters `usual-literal` replaces: a literal of the others would rarely build.
    static let literalTypes: Set<String> = ["CGFloat", "Double", "Int", "Bool"]

    /// For a function or initialiser declared at token `index` (`func name(` or `init(`), every use in its body of a
    /// parameter of a literal type that has a usual literal (its own literal default, else the one its label is
    /// usually given, ``UsualLiterals``), each replaced by that literal. A use is the parameter's name read as a
    /// value: not after a `.`, not a label, not declared, and not inside a function nested in the body (whose own
    /// declaration finds its sites). A parameter whose name the body declares again (`let base = base * 3`, a
    /// closure's or a loop's own name) has no sites: which uses read it is past what a token scan can tell.
    func usualLiteralSites(at index: Int) -> [MutationSite] {
        let token = tokens[index]
        let open: Int
        if token.is(.identifier, "func"), index + 2 < tokens.count, tokens[index + 1].kind == .identifier {
            open = index + 2
        } else if token.is(.identifier, "init"), !follows(index, "."), index + 1 < tokens.count {
            open = index + 1
        } else {
            return []
        }
        guard let close = closingParenthesis(of: open), let body = bodyBraces(after: close) else { return [] }
        var ownTokens: [Int] = []
        var next = body.open + 1
        while next < body.close {
            if tokens[next].is(.identifier, "func"), let nested = nestedBody(at: next, before: body.close) {
                next = nested + 1
                continue
            }
            ownTokens.append(next)
            next += 1
        }
        var sites: [MutationSite] = []
        for parameter in literalParameters(from: open, to: close) {
            let named = ownTokens.filter { tokens[$0].is(.identifier, parameter.name) && !follows($0, ".") }
            let isRebound = named.contains { declared.contains($0) && !(($0 + 1) < tokens.count && tokens[$0 + 1].is(.punctuation, ":")) }
            guard !isRebound else { continue }
            for use in named where !declared.contains(use) {
                sites.append(site(.usualLiteral, tokens: use...use, replacement: parameter.literal))
            }
        }
        return sites
    }

    /// The index of the `}` that closes the body of the function declared at token `index`, if it closes before `end`.
    private func nestedBody(at index: Int, before end: Int) -> Int? {
        guard index + 2 < end, let close = closingParenthesis(of: index + 2), let body = bodyBraces(after: close), body.close < end
        else { return nil }
        return body.close
    }

    /// The parameters between the `(` at `open` and the `)` at `close` whose type is one of ``literalTypes`` and
    /// that have a usual literal: their names inside the body, and the literal.
    private func literalParameters(from open: Int, to close: Int) -> [(name: String, literal: String)] {
        var parameters: [(name: String, literal: String)] = []
        var start = open + 1
        var depth = 0
        for index in (open + 1)...close {
            let text = tokens[index].text
            if tokens[index].kind == .punctuation, ["(", "["].contains(text) { depth += 1 }
            if tokens[index].kind == .punctuation, [")", "]"].contains(text), index < close { depth -= 1 }
            guard index == close || (depth == 0 && tokens[index].is(.punctuation, ",")) else { continue }
            if let parameter = literalParameter(start..<index) { parameters.append(parameter) }
            start = index + 1
        }
        return parameters
    }

    /// One parameter's tokens, `label name: Type = default` (label and default optional), as a name and its usual
    /// literal, or nil.
    private func literalParameter(_ range: Range<Int>) -> (name: String, literal: String)? {
        guard let colon = range.first(where: { tokens[$0].is(.punctuation, ":") }), colon > range.lowerBound,
            colon + 1 < range.upperBound, Self.literalTypes.contains(tokens[colon + 1].text)
        else { return nil }
        let label = tokens[range.lowerBound].text
        let name = tokens[colon - 1].text
        if colon + 3 < range.upperBound, tokens[colon + 2].is(.operator, "="),
            let (literal, end) = UsualLiterals.literal(in: tokens, at: colon + 3), end + 1 == range.upperBound
        {
            return (name, literal)
        }
        guard label != "_", let literal = usualLiterals.byLabel[label] else { return nil }
        return (name, literal)
    }

    /// The `{` and `}` of the body that follows a parameter list closed at `close`: the first `{` outside any
    /// bracket before a `;` or another declaration, and its match.
    private func bodyBraces(after close: Int) -> (open: Int, close: Int)? {
        var index = close + 1
        var depth = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.is(.punctuation, "{"), depth == 0 { break }
            if token.is(.punctuation, "(") || token.is(.punctuation, "[") { depth += 1 }
            if token.is(.punctuation, ")") || token.is(.punctuation, "]") { depth -= 1 }
            if token.is(.punctuation, ";") || token.is(.punctuation, "}") || token.is(.identifier, "func") { return nil }
            index += 1
        }
        guard index < tokens.count else { return nil }
        var braces = 0
        for end in index..<tokens.count where tokens[end].kind == .punctuation {
            if tokens[end].text == "{" { braces += 1 }
            if tokens[end].text == "}" { braces -= 1 }
            if braces == 0 { return (index, end) }
        }
        return nil
    }
}
