/// One place in the geometry core where an operator makes a mutant: the bytes it replaces and with what.
struct MutationSite: Equatable, Sendable {
    /// The file, relative to the package root (`Sources/DuoGeometry/BandSideInsets.swift`).
    var file: String
    /// The 1-based line where the replaced text starts.
    var line: Int
    /// The 1-based column (in UTF-8 bytes) where the replaced text starts.
    var column: Int
    /// The operator that makes the mutant.
    var mutationOperator: MutationOperator
    /// The text replaced, exactly as in the file.
    var original: String
    /// The text put in its place.
    var replacement: String
    /// The UTF-8 byte offsets of ``original`` in the file.
    var range: Range<Int>
    /// The stable id (see ``MutantID``); empty until ``MutantID/assign(to:in:)`` sets it.
    var id: String = ""

    /// The file's bytes with this site's edit made.
    func mutate(_ source: [UInt8]) -> [UInt8] {
        var mutated = source
        mutated.replaceSubrange(range, with: Array(replacement.utf8))
        return mutated
    }

    /// The file name without its folder (`BandSideInsets.swift`).
    var fileName: String {
        file.split(separator: "/").last.map(String.init) ?? file
    }

    /// The file name without its extension (`BandSideInsets`), the first part of the id.
    var fileStem: String {
        let name = fileName
        return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
    }

    /// `original -> replacement` on one line, long or multi-line texts shortened, for progress lines.
    var edit: String {
        "\(Self.brief(original)) -> \(Self.brief(replacement.isEmpty ? "(nothing)" : replacement))"
    }

    /// `text` with its whitespace runs made single spaces and cut to 40 characters.
    static func brief(_ text: String) -> String {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
        return words.count <= 40 ? words : String(words.prefix(39)) + "…"
    }

    /// The order of the full site list: by file, position, then operator.
    static func precedes(_ a: MutationSite, _ b: MutationSite) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.range.lowerBound != b.range.lowerBound { return a.range.lowerBound < b.range.lowerBound }
        let order = MutationOperator.allCases
        return order.firstIndex(of: a.mutationOperator)! < order.firstIndex(of: b.mutationOperator)!
    }
}
