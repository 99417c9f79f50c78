import DuoCheckEngine

/// Stable mutant ids: `<file stem>:<operator>:<8 hex digits>`, such as `BandSideInsets:relational:1a2b3c4d`.
///
/// The hex digits come from an FNV-1a 64-bit hash of what identifies the edit without
/// saying where the line is: the file's path, the trimmed text of the site's line, which occurrence of the
/// same edit on that line it is, which occurrence of that identical line in the file it is, and the
/// replacement (for an edit that deletes, the text it deletes, so that two deletions on one line differ). Editing other lines, or inserting lines above, leaves an id alone; editing its own line
/// (or an identical copy of it above) gives a new id. The hash is written out here, not Swift's `Hasher`,
/// whose seed changes with every process. FNV-1a changes only a few bits for inputs that differ in their
/// last bytes (`maxX` and `maxY`), so its value goes through SplitMix64's finaliser before it is folded
/// to 32 bits: similar edits get unrelated digits.
enum MutantID {
    /// The FNV-1a 64-bit hash of `bytes`.
    static func fnv1a64<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// The id of an edit, from the parts the type's documentation lists.
    static func make(
        file: String, stem: String, mutationOperator: MutationOperator, lineText: String, occurrenceInLine: Int,
        lineOccurrence: Int, replacement: String
    ) -> String {
        // Unit separators keep the parts apart, so that no two different lists of parts hash the same bytes.
        let parts = [file, lineText, String(occurrenceInLine), String(lineOccurrence), replacement]
        let hash = SplitMix64.mix(fnv1a64(Array(parts.joined(separator: "\u{1F}").utf8)))
        let folded = UInt32(truncatingIfNeeded: hash >> 32) ^ UInt32(truncatingIfNeeded: hash)
        let hex = String(folded, radix: 16)
        return "\(stem):\(mutationOperator.name):\(String(repeating: "0", count: 8 - hex.count))\(hex)"
    }

    /// Sets the id of every site of one file (`sites`, in source order), whose lines are `lines`.
    static func assign(to sites: inout [MutationSite], in lines: SourceLines) {
        var lineOccurrence: [Int: Int] = [:]
        var seenLines: [String: Int] = [:]
        for line in 1...max(1, lines.count) {
            let trimmed = trimmed(lines.text(ofLine: line))
            lineOccurrence[line] = seenLines[trimmed, default: 0]
            seenLines[trimmed, default: 0] += 1
        }
        var editsOnLine: [String: Int] = [:]
        for index in sites.indices {
            let site = sites[index]
            let key = "\(site.line)\u{1F}\(site.mutationOperator.name)\u{1F}\(site.original)\u{1F}\(site.replacement)"
            let occurrence = editsOnLine[key, default: 0]
            editsOnLine[key] = occurrence + 1
            sites[index].id = make(
                file: site.file, stem: site.fileStem, mutationOperator: site.mutationOperator,
                lineText: trimmed(lines.text(ofLine: site.line)), occurrenceInLine: occurrence,
                lineOccurrence: lineOccurrence[site.line] ?? 0, replacement: identifyingReplacement(of: site))
        }
    }

    /// What an id hashes of a site's edit: its replacement, or where that does not tell one edit of a line from
    /// another, the text it replaces too (a deletion's, or the parameter a `usual-literal` literal stands for).
    static func identifyingReplacement(of site: MutationSite) -> String {
        if site.replacement.isEmpty { return "-" + site.original }
        return site.mutationOperator == .usualLiteral ? site.original + " -> " + site.replacement : site.replacement
    }

    /// `text` without leading and trailing spaces and tabs.
    static func trimmed(_ text: String) -> String {
        String(text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }
}
