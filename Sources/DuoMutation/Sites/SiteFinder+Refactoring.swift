/// The sites of the operators that make a refactoring's mistakes: a sibling height, a relaxed guard, a clamp or an
/// initialiser's field dropped.
extension SiteFinder {
    /// The site of `mutationOperator`, one of the refactoring operators, that starts at token `index`, if any.
    func refactoringSite(of mutationOperator: MutationOperator, at index: Int) -> MutationSite? {
        let token = tokens[index]
        switch mutationOperator {
        case .insetStatus:
            if token.is(.identifier, "safeInsets"), index + 2 < tokens.count, tokens[index + 1].is(.punctuation, "."),
                tokens[index + 2].is(.identifier, "top"), !declared.contains(index)
            {
                return site(mutationOperator, tokens: index...index + 2, replacement: "statusBarHeight")
            }
            guard token.is(.identifier, "statusBarHeight"), !declared.contains(index) else { return nil }
            return site(mutationOperator, tokens: index...index, replacement: "safeInsets.top")
        case .finiteNotNaN:
            // Not before `??`, `==` or `!=`, which would bind to the `false` the edit writes and change more than the guard.
            guard token.is(.identifier, "isFinite"), follows(index, "."),
                index + 1 >= tokens.count || !["??", "==", "!="].contains(tokens[index + 1].text)
            else { return nil }
            return site(mutationOperator, tokens: index...index, replacement: "isNaN == false")
        case .positiveNonzero:
            // `x > 0` (or `0.0`, `.zero`) and its mirror `0 < x`.
            guard token.isSpacedOperator,
                token.text == ">" && isZero(startingAt: index + 1) || token.text == "<" && isZero(endingAt: index - 1)
            else { return nil }
            return site(mutationOperator, tokens: index...index, replacement: "!=")
        case .dropClamp:
            return clampSite(at: index)
        default:
            return nil
        }
    }

    /// Whether a whole operand that is zero (`0`, `0.0` or `.zero`, with nothing read from it) starts at token `index`.
    private func isZero(startingAt index: Int) -> Bool {
        guard index < tokens.count else { return false }
        let end: Int
        if tokens[index].kind == .number, ["0", "0.0"].contains(tokens[index].text) {
            end = index
        } else if tokens[index].is(.punctuation, "."), index + 1 < tokens.count, tokens[index + 1].is(.identifier, "zero") {
            end = index + 1
        } else {
            return false
        }
        return end + 1 >= tokens.count || !tokens[end + 1].is(.punctuation, ".")
    }

    /// Whether a whole operand that is zero (`0`, `0.0` or `.zero`, not a tuple's element `pair.0`, a member `x.zero`
    /// or the end of `x - 0`) ends at token `index`.
    private func isZero(endingAt index: Int) -> Bool {
        guard index >= 0 else { return false }
        let start: Int
        if tokens[index].kind == .number, ["0", "0.0"].contains(tokens[index].text) {
            start = index
        } else if tokens[index].is(.identifier, "zero"), index >= 1, tokens[index - 1].is(.punctuation, ".") {
            start = index - 1
        } else {
            return false
        }
        guard start >= 1 else { return true }
        // Not the end of an expression: after an operator or a dot, or right after a name or a closing bracket.
        let before = tokens[start - 1]
        if before.kind == .operator || before.text == "." { return false }
        let isAdjacent = before.range.upperBound == tokens[start].range.lowerBound
        return !isAdjacent || ["(", "[", ","].contains(before.text)
    }

    /// A free `max(` or `min(` call at token `index` (or `Swift.max(`) with two arguments, one of them the literal 0:
    /// the call becomes the other argument in parentheses.
    private func clampSite(at index: Int) -> MutationSite? {
        guard tokens[index].is(.identifier, "max") || tokens[index].is(.identifier, "min"), isFreeCall(at: index, qualifier: "Swift"),
            let close = closingParenthesis(of: index + 1)
        else { return nil }
        let arguments = topLevelArguments(from: index + 1, to: close)
        guard arguments.count == 2 else { return nil }
        let isZero = { (range: ClosedRange<Int>) in range.count == 1 && ["0", "0.0"].contains(self.tokens[range.lowerBound].text) }
        guard let kept = isZero(arguments[0]) ? arguments[1] : isZero(arguments[1]) ? arguments[0] : nil else { return nil }
        let start = follows(index, ".") ? index - 2 : index
        return site(.dropClamp, tokens: start...close, replacement: "(" + text(kept) + ")")
    }

    /// The labelled arguments of a call of an initialiser whose `(` follows token `index` (a type's name, which begins
    /// with a capital, or `init` after a dot: `self.init(`, `.init(`), each as a site that removes it with its comma
    /// (a lone argument alone).
    func argumentSites(at index: Int) -> [MutationSite] {
        let token = tokens[index]
        guard token.kind == .identifier, token.text.first?.isUppercase == true || token.text == "init" && follows(index, "."),
            index + 1 < tokens.count, tokens[index + 1].is(.punctuation, "("),
            tokens[index + 1].range.lowerBound == token.range.upperBound, !follows(index, "func"), !follows(index, "case"),
            let close = closingParenthesis(of: index + 1)
        else { return [] }
        let arguments = topLevelArguments(from: index + 1, to: close)
        var sites: [MutationSite] = []
        for (position, argument) in arguments.enumerated() {
            // Not a function's name (`Foo.init(x:y:)`), whose argument ends in its colon.
            guard argument.count >= 3, tokens[argument.lowerBound].kind == .identifier,
                tokens[argument.lowerBound + 1].is(.punctuation, ":"), !tokens[argument.upperBound].is(.punctuation, ":")
            else { continue }
            // The argument with the comma after it, or, for the last, with the comma before it; a lone one alone.
            let range =
                arguments.count == 1
                ? argument
                : position + 1 < arguments.count ? argument.lowerBound...(argument.upperBound + 1) : (argument.lowerBound - 1)...argument.upperBound
            sites.append(site(.dropArgument, tokens: range, replacement: ""))
        }
        return sites
    }

    /// The token ranges of the arguments between the `(` at `open` and the `)` at `close`, split at the commas that
    /// no nested bracket holds.
    private func topLevelArguments(from open: Int, to close: Int) -> [ClosedRange<Int>] {
        guard close > open + 1 else { return [] }
        var arguments: [ClosedRange<Int>] = []
        var depth = 0
        var start = open + 1
        for index in (open + 1)..<close {
            let token = tokens[index]
            guard token.kind == .punctuation else { continue }
            if ["(", "[", "{"].contains(token.text) { depth += 1 }
            if [")", "]", "}"].contains(token.text) { depth -= 1 }
            if token.text == ",", depth == 0 {
                if index > start { arguments.append(start...(index - 1)) }
                start = index + 1
            }
        }
        if close > start { arguments.append(start...(close - 1)) }
        return arguments
    }
}
