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
        let root = URL(fileURLWithPath: parsed.value("--root") ?? FileManager.default.currentDirectoryPath, isDirectory: true)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path, isDirectory: &isFolder), !isFolder.boolValue
        else { throw UsageError("\(root.path) is not the package's folder (it has no Package.swift); give it with --root") }
        var stale = 0
        var broken = 0
        for region in GeneratedDocuments.regions {
            switch region.state(under: root) {
            case .fresh: continue
            case .broken(let reason):
                broken += 1
                console.error("duo-fuzz docs: \(reason)")
            case .stale where parsed.has("--write"):
                do {
                    _ = try region.write(under: root)
                    console.output("wrote \(region.file): \(region.name)")
                } catch {
                    broken += 1
                    console.error("duo-fuzz docs: \(error)")
                }
            case .stale:
                stale += 1
                console.output("stale \(region.file): \(region.name)")
            }
        }
        if broken > 0 { return .usage }
        return stale > 0 ? .failure : .success
    }
}
