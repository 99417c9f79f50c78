import DuoCheckEngine

extension Decision {
    /// The Markdown table of every pinned decision with its reason, in the order of ``pinned``: what
    /// `duo-fuzz list --decisions` prints and docs/conformance.md holds.
    package static func markdownTable() -> String {
        let rows = pinned.map { "| \($0.statement) | \($0.reason) |" }
        return (["| decision | why |", "|---|---|"] + rows).joined(separator: "\n")
    }
}
