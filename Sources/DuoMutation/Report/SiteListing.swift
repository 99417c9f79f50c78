import Foundation

/// What `duo-fuzz mutate --list` prints: a line per selected site (its id, place, operator and edit, and whether
/// the reviewed list calls it equivalent), then the count per operator.
enum SiteListing {
    /// The listing of `selected`, out of `all`'s sites.
    static func text(_ selected: [MutationSite], all: PackageSites, equivalents: EquivalentMutantList) -> String {
        let idWidth = selected.map(\.id.count).max() ?? 0
        let placeWidth = selected.map { "\($0.file):\($0.line):\($0.column)".count }.max() ?? 0
        let operatorWidth = MutationOperator.allCases.map(\.name.count).max() ?? 0
        var lines = selected.map { site in
            let place = "\(site.file):\(site.line):\(site.column)"
            let listed = equivalents.ids.contains(site.id) ? "  (equivalent)" : ""
            return
                "\(site.id.padding(toLength: idWidth, withPad: " ", startingAt: 0))  \(place.padding(toLength: placeWidth, withPad: " ", startingAt: 0))  \(site.mutationOperator.name.padding(toLength: operatorWidth, withPad: " ", startingAt: 0))  \(site.edit)\(listed)"
        }
        let counts = MutationOperator.allCases.map { mutationOperator in
            "\(mutationOperator.name) \(selected.filter { $0.mutationOperator == mutationOperator }.count)"
        }
        lines.append("\(selected.count) of \(all.sites.count) sites: \(counts.joined(separator: ", "))")
        return lines.joined(separator: "\n")
    }
}
