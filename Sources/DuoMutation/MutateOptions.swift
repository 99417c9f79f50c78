import Foundation
import DuoCheckEngine
import DuoCheckCommandLine
import DuoFuzzSupport

/// The options of `duo-fuzz mutate`, parsed and checked. The file names are checked against the package's
/// core later, by ``validate(against:)``, once the package has been read.
package struct MutateOptions {
    /// Print the sites and stop (`--list`).
    var listOnly = false
    /// Which sites to run.
    var selection = SiteSelection()
    /// How long a verdict may run (`--timeout`, default 120 s).
    var timeout: Duration = .seconds(120)
    /// Where to write the JSON report (`--json`).
    var jsonPath: URL?
    /// Where to write the event log (`--events`).
    var eventsPath: URL?
    /// The package root (`--package`, default the current directory).
    var packageRoot = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

    /// The options that take a value.
    static let valueOptions: Set<String> = ["--sample", "--seed", "--operator", "--file", "--shard", "--timeout", "--json", "--events", "--package"]
    /// The flags.
    static let flagOptions: Set<String> = ["--list"]

    /// Parses `arguments`; throws a ``UsageError`` naming a bad option or value.
    package static func parse(_ arguments: [String]) throws -> MutateOptions {
        let parsed = try ParsedArguments(
            arguments, tool: "duo-fuzz", command: "mutate", valueOptions: valueOptions, flagOptions: flagOptions,
            repeatable: ["--operator", "--file"])
        if let extra = parsed.positionals.first { throw UsageError("mutate takes no positional arguments, but got \"\(extra)\"") }
        var options = MutateOptions()
        options.listOnly = parsed.has("--list")
        if let shard = try parsed.value("--shard", expected: Shard.expected, Shard.parse) {
            options.selection.shard = shard
        }
        let sampleCount = try parsed.integer("--sample", in: 1...1_000_000, of: "sites")
        let seed = try parsed.value("--seed", expected: "a 64-bit unsigned number, decimal or 0x hexadecimal", RunConfiguration.parseSeed)
        if seed != nil, sampleCount == nil { throw UsageError("--seed chooses a --sample, but no --sample was given") }
        if let sampleCount { options.selection.sample = (sampleCount, seed ?? 0) }
        for name in parsed.values["--operator"] ?? [] {
            guard let mutationOperator = MutationOperator(name: name) else {
                throw UsageError("--operator \"\(name)\" is not an operator; the operators are \(MutationOperator.names)")
            }
            options.selection.operators.append(mutationOperator)
        }
        options.selection.files = (parsed.values["--file"] ?? []).map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 }
        options.timeout = try parsed.duration("--timeout", in: .verdictTimeout) ?? .seconds(120)
        options.jsonPath = parsed.value("--json").map { URL(fileURLWithPath: $0) }
        options.eventsPath = parsed.value("--events").map { URL(fileURLWithPath: $0) }
        if let package = parsed.value("--package") { options.packageRoot = URL(fileURLWithPath: package) }
        return options
    }

    /// Checks the `--file` names against the package's core files; throws a ``UsageError`` naming an unknown
    /// one and listing the valid ones.
    func validate(against sites: PackageSites) throws {
        for file in selection.files where !sites.files.contains(file) {
            throw UsageError("--file \"\(file)\" is not a file of the geometry core; the files are \(sites.files.joined(separator: ", "))")
        }
    }
}
