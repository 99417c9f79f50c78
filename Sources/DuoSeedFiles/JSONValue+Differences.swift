import DuoCheckEngine
extension JSONValue {
    /// Where this value and `other` differ, as one line per difference
    /// (`sample.layout.size[0]: 678 → 309`), in key order, at most `limit` lines;
    /// an object member present on one side only shows as `(absent)` on the other.
    package func differences(to other: JSONValue, limit: Int = 12) -> [String] {
        var lines: [String] = []
        collectDifferences(to: other, path: "", into: &lines, limit: limit)
        return lines
    }

    private func collectDifferences(to other: JSONValue, path: String, into lines: inout [String], limit: Int) {
        guard lines.count < limit, self != other else { return }
        switch (self, other) {
        case (.object(let mine), .object(let theirs)):
            for key in Set(mine.keys).union(theirs.keys).sorted() {
                let childPath = path.isEmpty ? key : "\(path).\(key)"
                switch (mine[key], theirs[key]) {
                case (let left?, let right?): left.collectDifferences(to: right, path: childPath, into: &lines, limit: limit)
                case (let left?, nil): append("\(childPath): \(left.briefDescription) → (absent)", to: &lines, limit: limit)
                case (nil, let right?): append("\(childPath): (absent) → \(right.briefDescription)", to: &lines, limit: limit)
                case (nil, nil): break
                }
            }
        case (.array(let mine), .array(let theirs)) where mine.count == theirs.count:
            for (index, (left, right)) in zip(mine, theirs).enumerated() {
                left.collectDifferences(to: right, path: "\(path)[\(index)]", into: &lines, limit: limit)
            }
        default:
            let shown = path.isEmpty ? "value" : path
            append("\(shown): \(briefDescription) → \(other.briefDescription)", to: &lines, limit: limit)
        }
    }

    private func append(_ line: String, to lines: inout [String], limit: Int) {
        if lines.count < limit { lines.append(line) }
    }
}
