import Foundation
import DuoCheckEngine

/// A review of one helper's changed cases, in the spirit of `cargo insta review`: the changes grouped by how the
/// output moved and on which layout ("34 of 200 cases: x +2, width -4 on FP"), with the simplest case of each
/// group shown before and after.
package struct SnapshotReview {
    /// One group of changes that moved the same way on the same layout.
    package struct Group {
        /// How the output moved: each changed number with its change, or what appeared or vanished.
        package let movement: String
        /// The layout's name (a posture, a device, a synthetic family), or "" for inputs without one.
        package let layoutName: String
        /// The changed cases, simplest first.
        package let cases: [SnapshotLineCheck]
    }

    /// The comparison reviewed.
    package let comparison: SnapshotComparison
    /// The groups, largest first.
    package let groups: [Group]

    /// Groups `comparison`'s changes.
    package init(_ comparison: SnapshotComparison) {
        self.comparison = comparison
        var order: [String] = []
        var byKey: [String: (movement: String, layout: String, cases: [SnapshotLineCheck])] = [:]
        for change in comparison.changes {
            let movement = Self.movement(from: change.recordedOutput, to: change.currentOutput)
            let layout = Self.layoutName(in: change.inputText)
            let key = movement + "\u{0}" + layout
            if byKey[key] == nil { order.append(key) }
            byKey[key, default: (movement, layout, [])].cases.append(change)
        }
        groups = order.map { Group(movement: byKey[$0]!.movement, layoutName: byKey[$0]!.layout, cases: byKey[$0]!.cases) }
            .sorted { $0.cases.count > $1.cases.count }
    }

    /// The review as text: a line per group with its simplest case before and after.
    package var text: String {
        let snapshot = comparison.snapshot
        guard comparison.problem == nil else { return comparison.report }
        let total = comparison.checks.count
        var lines = ["\(snapshot.id) (\(snapshot.helper)): \(comparison.changes.count) of \(total) cases changed"]
        for group in groups {
            let place = group.layoutName.isEmpty ? "" : " on \(group.layoutName)"
            lines.append("  \(group.cases.count) of \(total) cases: \(group.movement)\(place)")
            if let simplest = group.cases.first {
                lines.append("    simplest: case \(simplest.index), \(simplest.origin)")
                lines.append("      input:  \(simplest.inputText)")
                lines.append("      before: \(simplest.recordedOutput)")
                lines.append("      now:    \(simplest.currentOutput)")
            }
        }
        if !comparison.drifted.isEmpty {
            lines.append("  the corpus drifted: \(comparison.drifted.count) of \(total) stored inputs no longer come out of their draws")
        }
        return lines.joined(separator: "\n")
    }

    /// How the output moved from `old` to `new`: every number that changed, by its path, with its change
    /// (`x +2`, `[0].width -84`), and every value that appeared, vanished or changed kind.
    static func movement(from old: String, to new: String) -> String {
        guard let before = try? JSONValue(parsing: old), let after = try? JSONValue(parsing: new) else { return "\(old) → \(new)" }
        var parts: [String] = []
        compare(before, after, path: "", into: &parts)
        return parts.isEmpty ? "changed" : parts.prefix(6).joined(separator: ", ") + (parts.count > 6 ? ", …" : "")
    }

    private static func compare(_ old: JSONValue, _ new: JSONValue, path: String, into parts: inout [String]) {
        switch (old, new) {
        case (.object(let a), .object(let b)):
            for key in Set(a.keys).union(b.keys).sorted() {
                compare(a[key] ?? .null, b[key] ?? .null, path: path.isEmpty ? key : "\(path).\(key)", into: &parts)
            }
        case (.array(let a), .array(let b)) where a.count == b.count:
            if let oldRect = rectangle(old), let newRect = rectangle(new) {
                for (index, name) in ["x", "y", "width", "height"].enumerated() {
                    compare(oldRect[index], newRect[index], path: path.isEmpty ? name : "\(path).\(name)", into: &parts)
                }
                return
            }
            for index in a.indices {
                compare(a[index], b[index], path: path + "[\(index)]", into: &parts)
            }
        default:
            if old == new { return }
            let name = path.isEmpty ? "value" : path
            if let x = old.doubleValue, let y = new.doubleValue, x.isFinite, y.isFinite {
                parts.append("\(name) \(y >= x ? "+" : "")\(number(y - x))")
            } else {
                parts.append("\(name) \(old.briefDescription) → \(new.briefDescription)")
            }
        }
    }

    /// A rectangle's four values, when `value` is written as one, `[[x, y], [width, height]]`, so that a change
    /// reads `x +2` rather than `[0][0] +2`.
    private static func rectangle(_ value: JSONValue) -> [JSONValue]? {
        guard case .array(let pairs) = value, pairs.count == 2 else { return nil }
        var values: [JSONValue] = []
        for pair in pairs {
            guard case .array(let items) = pair, items.count == 2, items.allSatisfy({ $0.doubleValue != nil || $0.stringValue != nil }) else {
                return nil
            }
            values += items
        }
        return values
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }

    /// The name of the layout in an input: a fixed sample's name, or a sample's `name` member.
    static func layoutName(in inputText: String) -> String {
        guard let input = try? JSONValue(parsing: inputText) else { return "" }
        var queue = [input]
        while !queue.isEmpty {
            let value = queue.removeFirst()
            switch value {
            case .object(let members):
                if let sample = members["sample"] {
                    if let name = sample.stringValue { return name }
                    if let name = sample["name"]?.stringValue { return name }
                }
                if let name = members["name"]?.stringValue, members["layout"] != nil { return name }
                queue += members.keys.sorted().compactMap { members[$0] }
            case .array(let items):
                queue += items
            default:
                break
            }
        }
        return ""
    }
}
