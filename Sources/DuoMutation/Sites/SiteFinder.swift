/// Finds every mutation site of one source file: walks its tokens (comments and strings are never tokens)
/// and asks each operator whether a token starts one of its sites.
struct SiteFinder {
    /// The file, relative to the package root.
    let file: String
    /// The file's lines (and bytes).
    let lines: SourceLines
    /// The file's tokens.
    let tokens: [SwiftToken]
    /// The indices of the tokens that are declared names or labels (see ``DeclaredNames``).
    let declared: Set<Int>
    /// The literal each argument label is usually given, for `usual-literal`.
    let usualLiterals: UsualLiterals

    /// Reads `source`, the contents of `file`; `usual-literal` replaces a parameter by `usualLiterals`' literal for
    /// its label, or by its own literal default.
    init(file: String, source: [UInt8], usualLiterals: UsualLiterals = .none) {
        self.file = file
        lines = SourceLines(source)
        tokens = SwiftTokenizer(bytes: source).tokens()
        declared = DeclaredNames.indices(in: tokens, lines: lines)
        self.usualLiterals = usualLiterals
    }

    /// Every site of `operators` in the file, in source order, with its stable id.
    func sites(of operators: [MutationOperator] = MutationOperator.allCases) -> [MutationSite] {
        var sites: [MutationSite] = []
        for index in tokens.indices {
            for mutationOperator in operators {
                if mutationOperator == .dropArgument {
                    sites += argumentSites(at: index)
                } else if mutationOperator == .usualLiteral {
                    sites += usualLiteralSites(at: index)
                } else if let site = site(of: mutationOperator, at: index) {
                    sites.append(site)
                }
            }
        }
        // The sites of a call's arguments and a function's body start after the token that finds them.
        sites.sort(by: MutationSite.precedes)
        MutantID.assign(to: &sites, in: lines)
        return sites
    }

    /// The site of `mutationOperator` that starts at token `index`, if there is one.
    func site(of mutationOperator: MutationOperator, at index: Int) -> MutationSite? {
        let token = tokens[index]
        switch mutationOperator {
        case .leftRight, .topBottom, .minXMaxX, .minYMaxY, .widthHeight:
            guard let replacement = swapped(token, mutationOperator), !declared.contains(index) else { return nil }
            return site(mutationOperator, tokens: index...index, replacement: replacement)
        case .minMax:
            guard let replacement = swapped(token, mutationOperator), isFreeCall(at: index, qualifier: "Swift") else { return nil }
            return site(mutationOperator, tokens: index...index, replacement: replacement)
        case .trueFalse:
            guard let replacement = swapped(token, mutationOperator), !follows(index, ".") else { return nil }
            return site(mutationOperator, tokens: index...index, replacement: replacement)
        case .relational, .plusMinus, .compoundAssign, .andOr:
            guard token.isSpacedOperator, let replacement = mutationOperator.swappedOperators[token.text] else { return nil }
            return site(mutationOperator, tokens: index...index, replacement: replacement)
        case .halveThird:
            guard token.isSpacedOperator, token.text == "/", index + 1 < tokens.count else { return nil }
            let divisor = tokens[index + 1]
            guard divisor.kind == .number, divisor.text == "2" || divisor.text == "2.0" else { return nil }
            let original = text(index...index + 1)
            return site(
                mutationOperator, tokens: index...index + 1,
                replacement: String(original.dropLast(divisor.text.count)) + (divisor.text == "2" ? "3" : "3.0"))
        case .dropRounding:
            return roundingSite(at: index)
        case .breakContinue:
            guard let replacement = swapped(token, mutationOperator), !follows(index, ".") else { return nil }
            return site(mutationOperator, tokens: index...index, replacement: replacement)
        case .insetStatus, .dropClamp, .finiteNotNaN, .positiveNonzero, .dropArgument, .usualLiteral:
            return refactoringSite(of: mutationOperator, at: index)
        }
    }

    /// The rounding call at token `index`, dropped: a free `floor(`, `ceil(` or `round(` call (`Foundation.`
    /// qualifier and all) keeps its parenthesised argument; a `.rounded(…)` call goes whole.
    private func roundingSite(at index: Int) -> MutationSite? {
        let token = tokens[index]
        if token.kind == .identifier, ["floor", "ceil", "round"].contains(token.text), isFreeCall(at: index, qualifier: "Foundation"),
            let close = closingParenthesis(of: index + 1)
        {
            let start = follows(index, ".") ? index - 2 : index
            return site(.dropRounding, tokens: start...close, replacement: text(index + 1...close))
        }
        if token.is(.punctuation, "."), index + 2 < tokens.count, tokens[index + 1].is(.identifier, "rounded"),
            tokens[index + 2].is(.punctuation, "("), tokens[index + 2].range.lowerBound == tokens[index + 1].range.upperBound,
            let close = closingParenthesis(of: index + 2)
        {
            return site(.dropRounding, tokens: index...close, replacement: "")
        }
        return nil
    }

    /// What `token` becomes under a name-swapping operator, or `nil` when it is not one of the pair.
    private func swapped(_ token: SwiftToken, _ mutationOperator: MutationOperator) -> String? {
        guard token.kind == .identifier, let (first, second) = mutationOperator.swappedNames else { return nil }
        return token.text == first ? second : token.text == second ? first : nil
    }

    /// Whether token `index` is a name called as a free function: a `(` follows it directly, and it follows no
    /// `.` unless that dot qualifies it by module (`Swift.min(`), nor `func`.
    func isFreeCall(at index: Int, qualifier: String) -> Bool {
        guard index + 1 < tokens.count, tokens[index + 1].is(.punctuation, "("),
            tokens[index + 1].range.lowerBound == tokens[index].range.upperBound, !follows(index, "func")
        else { return false }
        guard follows(index, ".") else { return true }
        return index >= 2 && tokens[index - 2].is(.identifier, qualifier)
    }

    /// Whether the token before `index` has the text `text`.
    func follows(_ index: Int, _ text: String) -> Bool {
        index > 0 && tokens[index - 1].text == text
    }

    /// The index of the `)` that closes the `(` at token `open`, or `nil` when it is not a `(` or never closes.
    func closingParenthesis(of open: Int) -> Int? {
        guard open < tokens.count, tokens[open].is(.punctuation, "(") else { return nil }
        var depth = 0
        for index in open..<tokens.count where tokens[index].kind == .punctuation {
            if tokens[index].text == "(" { depth += 1 }
            if tokens[index].text == ")" { depth -= 1 }
            if depth == 0 { return index }
        }
        return nil
    }

    /// The source text from the start of token `range.lowerBound` to the end of token `range.upperBound`.
    func text(_ range: ClosedRange<Int>) -> String {
        String(decoding: lines.bytes[tokens[range.lowerBound].range.lowerBound..<tokens[range.upperBound].range.upperBound], as: UTF8.self)
    }

    /// A site over the tokens `range`, replaced by `replacement` (its id assigned later).
    func site(_ mutationOperator: MutationOperator, tokens range: ClosedRange<Int>, replacement: String) -> MutationSite {
        let bytes = tokens[range.lowerBound].range.lowerBound..<tokens[range.upperBound].range.upperBound
        let (line, column) = lines.location(of: bytes.lowerBound)
        return MutationSite(
            file: file, line: line, column: column, mutationOperator: mutationOperator,
            original: text(range), replacement: replacement, range: bytes)
    }
}
