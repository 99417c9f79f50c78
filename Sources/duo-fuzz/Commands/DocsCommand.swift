import DuoCheckCommandLine
import DuoDocumentation
import DuoFuzzSupport
import Foundation

/// `duo-fuzz docs`: the documents' generated regions, checked or rewritten.
enum DocsCommand: Command {
    static let name = "docs"
    static let summary = "check or rewrite the tables and counts the documents hold"
    static let help = """
        usage: duo-fuzz docs [--write] [--root DIR]

        Every table and count of docs/ that a command prints sits between
        <!-- BEGIN name --> and <!-- END name --> markers. Without --write, names
        each region that differs from what its command prints now (exit 1 if any
        does). With --write, rewrites those regions in place and names them.
        --root is the package's folder (the current folder by default). A document
        that is missing, a link, or lacks its markers is named (exit 2).

        example:
          duo-fuzz docs --write
        """

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let parsed = try ParsedArguments(arguments, tool: "duo-fuzz", command: name, valueOptions: ["--root"], flagOptions: ["--write"])
        if let extra = parsed.positionals.first { throw UsageError("docs takes no arguments, but got \"\(extra)\"") }
        if parsed.value("--root")?.isEmpty == true { throw UsageError("--root needs the package's folder, not an empty path") }
        let root = URL(fileURLWithPath: parsed.value("--root") ?? FileManager.default.currentDirectoryPath, isDirectory: true)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path, isDirectory: &isFolder), !isFolder.boolValue
        else { throw UsageError("\(root.path) is not the package's folder (it has no Package.swift); give it with --root") }
        // Every region is checked before any is written: a broken document leaves all of them as they are.
        let states = GeneratedDocuments.regions.map { ($0, $0.state(under: root)) }
        var broken: [String] = []
        for case (_, .broken(let reason)) in states where !broken.contains(reason) { broken.append(reason) }
        if !broken.isEmpty {
            for reason in broken { console.error("duo-fuzz docs: \(reason)") }
            if parsed.has("--write") { console.error("duo-fuzz docs: nothing was written") }
            return .usage
        }
        let stale = states.filter { $0.1 == .stale }.map(\.0)
        for region in stale {
            if parsed.has("--write") {
                do {
                    _ = try region.write(under: root)
                    console.output("wrote \(region.file): \(region.name)")
                } catch {
                    console.error("duo-fuzz docs: \(error)")
                    return .usage
                }
            } else {
                console.output("stale \(region.file): \(region.name)")
            }
        }
        return stale.isEmpty || parsed.has("--write") ? .success : .failure
    }
}
