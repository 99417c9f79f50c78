import Foundation
import DuoProperties

extension FuzzCatalogue {
    /// What `duo-fuzz list` prints: every property's id, rule and one-line claim, then the count; with `markdown`,
    /// the Markdown table of the properties with their oracles (docs/properties.md holds it).
    package func listing(markdown: Bool) -> String {
        if markdown { return PropertyCatalogue.markdownTable(properties) }
        let width = properties.map(\.id.count).max() ?? 0
        var lines: [String] = []
        for property in properties {
            lines.append("\(property.id.padding(toLength: width, withPad: " ", startingAt: 0))  \(property.rule)")
            if !property.summary.isEmpty { lines.append("\(String(repeating: " ", count: width))    \(property.summary)") }
        }
        lines.append("\(properties.count) properties")
        return lines.joined(separator: "\n")
    }
}
