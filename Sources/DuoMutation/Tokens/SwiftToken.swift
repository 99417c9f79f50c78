/// One token of Swift source, as ``SwiftTokenizer`` reads it: comments are not
/// tokens at all, and a whole string literal (interpolations included) is one.
struct SwiftToken: Equatable, Sendable {
    /// What kind of word a token is.
    enum Kind: Equatable, Sendable {
        /// A name or keyword (`left`, `let`, `true`), a backquoted name, `$0`, or a `#` directive (`#if`).
        case identifier
        /// A number literal (`2`, `0.5`, `0x1F`, `1e-3`).
        case number
        /// A run of operator characters (`<=`, `->`, `..<`, `&&`, `+=`).
        case `operator`
        /// A single punctuation character: `(`, `)`, `[`, `]`, `{`, `}`, `,`, `:`, `;`, `.`, `@`, `\`.
        case punctuation
        /// A string literal, from its opening to its closing delimiter.
        case string
    }

    /// The kind of token.
    var kind: Kind
    /// The token's text, exactly as written.
    var text: String
    /// The token's UTF-8 byte offsets in the source.
    var range: Range<Int>
    /// Whether whitespace (or the start of the file) comes right before the token.
    var spaceBefore: Bool
    /// Whether whitespace (or the end of the file) comes right after the token.
    var spaceAfter: Bool

    /// Whether the token is `text` of `kind`.
    func `is`(_ kind: Kind, _ text: String) -> Bool {
        self.kind == kind && self.text == text
    }

    /// Whether the token is a binary operator by the code's spacing: whitespace on both sides.
    var isSpacedOperator: Bool {
        kind == .operator && spaceBefore && spaceAfter
    }
}
