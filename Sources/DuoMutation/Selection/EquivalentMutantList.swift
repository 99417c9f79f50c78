import Foundation
import DuoCheckCommandLine
import DuoCheckEngine

/// The reviewed list of equivalent mutants, `Tests/Mutation/equivalent-mutants.json`: mutants that cannot
/// change what the core computes, so that no property could kill them. A run leaves them out of the score;
/// one that a property kills after all was wrongly listed.
///
/// The file is a JSON object: an `"about"` string saying what the file is, and `"mutants"`, a list of
/// entries, each with exactly the string fields `"id"`, `"file"`, `"line text"`, `"operator"` and
/// `"reason"` (why the edit cannot change behaviour), none empty.
struct EquivalentMutantList: Equatable {
    /// Where the list lives, relative to the package root.
    static let path = "Tests/Mutation/equivalent-mutants.json"

    /// One listed mutant.
    struct ListedMutant: Equatable {
        /// The mutant's id.
        var id: String
        /// Its file, relative to the package root.
        var file: String
        /// The trimmed text of its line when it was listed.
        var lineText: String
        /// Its operator's name.
        var operatorName: String
        /// Why it cannot change behaviour.
        var reason: String
    }

    /// The entries, in the file's order.
    var entries: [ListedMutant] = []

    /// The listed ids.
    var ids: Set<String> { Set(entries.map(\.id)) }

    /// The list of the package at `root`; an empty list when the file does not exist. Throws a ``UsageError``
    /// naming the file and its problem when it is malformed.
    static func load(packageRoot root: URL) throws -> EquivalentMutantList {
        let url = root.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: url.path) else { return EquivalentMutantList() }
        guard let data = FileManager.default.contents(atPath: url.path) else { throw UsageError("\(path): cannot be read") }
        return try parse(data, name: path)
    }

    /// The list in `data`, whose file is called `name` in messages.
    static func parse(_ data: Data, name: String) throws -> EquivalentMutantList {
        func problem(_ text: String) -> UsageError { UsageError("\(name): \(text)") }
        let object: JSONValue
        do {
            object = try JSONValue(parsing: data)
        } catch {
            throw problem("not valid JSON (\(error))")
        }
        guard case .object(let top) = object else { throw problem("the top level must be an object with \"about\" and \"mutants\"") }
        if let unknown = top.keys.sorted().first(where: { $0 != "about" && $0 != "mutants" }) {
            throw problem("unknown top-level field \"\(unknown)\" (the fields are \"about\" and \"mutants\")")
        }
        guard case .array(let list)? = top["mutants"] else { throw problem("\"mutants\" must be a list of entries") }
        var parsed = EquivalentMutantList()
        for (position, item) in list.enumerated() {
            let entry = try parseListedMutant(item, number: position + 1, problem: problem)
            guard !parsed.ids.contains(entry.id) else { throw problem("entry \(position + 1) lists \(entry.id) a second time") }
            parsed.entries.append(entry)
        }
        return parsed
    }

    /// The fields an entry has, in the order the documentation gives them.
    static let fields = ["id", "file", "line text", "operator", "reason"]

    /// Listed mutant `number` (1-based) of the list.
    private static func parseListedMutant(_ item: JSONValue, number: Int, problem: (String) -> UsageError) throws -> ListedMutant {
        guard case .object(let fieldsGiven) = item else { throw problem("entry \(number) is not an object") }
        if let unknown = fieldsGiven.keys.sorted().first(where: { !fields.contains($0) }) {
            throw problem(
                "entry \(number) has an unknown field \"\(unknown)\" (the fields are \(fields.map { "\"\($0)\"" }.joined(separator: ", ")))")
        }
        var values: [String: String] = [:]
        for field in fields {
            guard let value = fieldsGiven[field]?.stringValue, !value.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw problem("entry \(number) has no \"\(field)\" (a non-empty string)")
            }
            values[field] = value
        }
        let id = values["id"]!
        let operatorName = values["operator"]!
        guard MutationOperator(name: operatorName) != nil else {
            throw problem("entry \(number) names an unknown operator \"\(operatorName)\" (the operators are \(MutationOperator.names))")
        }
        guard id.split(separator: ":").count == 3, id.split(separator: ":")[1] == operatorName else {
            throw problem("entry \(number) has the id \"\(id)\", which is not <file stem>:\(operatorName):<8 hex digits>")
        }
        return ListedMutant(id: id, file: values["file"]!, lineText: values["line text"]!, operatorName: operatorName, reason: values["reason"]!)
    }

    /// The listed entries whose id matches no site of `sites` (the full list): the code they describe has changed.
    func staleEntries(among sites: [MutationSite]) -> [ListedMutant] {
        let current = Set(sites.map(\.id))
        return entries.filter { !current.contains($0.id) }
    }
}
