import Testing
@testable import DuoMutation

/// The tokenizer behind `duo-fuzz mutate`: what is a token, and what (comments, string literals) never is.
@Suite("Mutation tokenizer")
struct MutationTokenizerTests {
    /// The texts of the tokens of `source`.
    func texts(_ source: String) -> [String] {
        SwiftTokenizer.tokens(in: source).map(\.text)
    }

    @Test("line, doc and nested block comments are no tokens")
    func comments() {
        #expect(texts("a // left\nb") == ["a", "b"])
        #expect(texts("/// top\n/// bottom\nc") == ["c"])
        #expect(texts("a /* left /* nested right */ still comment */ b") == ["a", "b"])
        #expect(texts("a /* never closed") == ["a"])
    }

    @Test("a string literal is one token, whatever it holds")
    func strings() {
        #expect(texts(#"let s = "left + right""#) == ["let", "s", "=", #""left + right""#])
        #expect(texts(#"f("a \"quoted\" left", b)"#) == ["f", "(", #""a \"quoted\" left""#, ",", "b", ")"])
        let multiline = "let s = \"\"\"\n    left < right\n    \"quoted\" top\n    \"\"\"\nlet t = 1"
        #expect(texts(multiline) == ["let", "s", "=", "\"\"\"\n    left < right\n    \"quoted\" top\n    \"\"\"", "let", "t", "=", "1"])
        #expect(texts(##"x = #"raw "left" \(no interpolation)"# + 1"##) == ["x", "=", ##"#"raw "left" \(no interpolation)"#"##, "+", "1"])
    }

    @Test("an interpolation is part of its string, with nested parentheses, strings and comments")
    func interpolation() {
        let source = #"let d = "(t \(top), l \(f(left, "x)" + g(right))) /* \(min(a, b)) */ done" + bottom"#
        let tokens = texts(source)
        #expect(tokens.count == 6)
        #expect(tokens.last == "bottom")
        #expect(tokens[4] == "+")
        #expect(texts(##"s = #"a \#(left) b"# - c"##) == ["s", "=", ##"#"a \#(left) b"#"##, "-", "c"])
    }

    @Test("operators are whole runs: ->, ..<, ..., <=, <<, &&, +=, and a dot only leads")
    func operators() {
        #expect(texts("func f() -> Int") == ["func", "f", "(", ")", "->", "Int"])
        #expect(texts("0..<n") == ["0", "..<", "n"])
        #expect(texts("0...n") == ["0", "...", "n"])
        #expect(texts("a <= b << 2 && c += d") == ["a", "<=", "b", "<<", "2", "&&", "c", "+=", "d"])
        #expect(texts("x?.maxY ?? 0") == ["x", "?", ".", "maxY", "??", "0"])
        #expect(texts("a+/* c */b") == ["a", "+", "b"])
    }

    @Test("numbers: decimals, exponents with signs, hexadecimal, and no dot before a range")
    func numbers() {
        #expect(texts("1.5 + 2e-3 - 0x1Fp+2 * 1_000") == ["1.5", "+", "2e-3", "-", "0x1Fp+2", "*", "1_000"])
        #expect(texts("x / 2.0") == ["x", "/", "2.0"])
    }

    @Test("names: backquoted, $0, # directives, and spacing is recorded")
    func names() {
        let tokens = SwiftTokenizer.tokens(in: "`left` $0 #if a < b")
        #expect(tokens.map(\.text) == ["`left`", "$0", "#if", "a", "<", "b"])
        #expect(tokens.map(\.kind) == [.identifier, .identifier, .identifier, .identifier, .operator, .identifier])
        #expect(tokens[4].isSpacedOperator)
        #expect(!SwiftTokenizer.tokens(in: "a<b")[1].isSpacedOperator)
    }

    @Test("lines and columns (1-based, in bytes)")
    func locations() {
        let lines = SourceLines(Array("ab\ncd\n".utf8))
        #expect(lines.count == 2)
        #expect(lines.location(of: 0) == (1, 1))
        #expect(lines.location(of: 4) == (2, 2))
        #expect(lines.text(ofLine: 2) == "cd")
    }
}
