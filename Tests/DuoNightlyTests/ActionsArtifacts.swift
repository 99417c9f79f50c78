import Foundation
import Testing

/// The workflow run's artifacts, kept in a folder, as GitHub keeps them: each upload and download step of
/// `nightly-fuzz.yml` is read from the workflow itself (its `name:` or `pattern:`, and `overwrite:`), with
/// `${{ github.run_attempt }}` and `${{ matrix.shard }}` filled in. As `actions/upload-artifact` does, an upload
/// under a name the run holds already fails unless the step says `overwrite: true`; a download by name fails
/// when the run holds no artifact of that name, and one by pattern takes every match, each into a folder of its
/// name. Any other expression in a name fails the test, since it could not be filled in here.
struct ActionsArtifacts {
    /// The folder holding one folder per artifact.
    let store: URL

    init(store: URL) throws {
        self.store = store
        try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
    }

    /// The `with:` settings of job `job`'s step that uses `action`, the first whose name contains `step`.
    static func settings(job: String, action: String, step: String = "") throws -> [String: String] {
        let lines = try String(contentsOf: WorkflowScriptTests.workflow, encoding: .utf8).split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex(of: "  \(job):"), "no job \(job)")
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("  ") && !$0.hasPrefix("    ") } ?? lines.endIndex
        var blocks: [[String]] = []
        for line in lines[start..<end] {
            if line.hasPrefix("      - ") { blocks.append([line]) } else if !blocks.isEmpty { blocks[blocks.count - 1].append(line) }
        }
        let block = try #require(
            blocks.first { block in
                block.contains { $0.contains("uses: \(action)@") } && block.contains { $0.contains("name:") && (step.isEmpty || $0.contains(step)) }
            }, "no step of \(job) uses \(action) (\(step))")
        var settings: [String: String] = [:]
        for line in block where line.hasPrefix("          ") && !line.hasPrefix("           ") {
            let parts = line.trimmingCharacters(in: .whitespaces).split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2 { settings[parts[0]] = parts[1] }
        }
        return settings
    }

    /// `text` with the run's attempt and the shard filled in.
    static func fill(_ text: String, attempt: Int, shard: Int?) throws -> String {
        var filled = text.replacingOccurrences(of: "${{ github.run_attempt }}", with: "\(attempt)")
        if let shard { filled = filled.replacingOccurrences(of: "${{ matrix.shard }}", with: "\(shard)") }
        #expect(!filled.contains("${{"), "an expression this stand-in cannot fill: \(filled)")
        return filled
    }

    /// Uploads `folder` as job `job`'s upload step does at `attempt`.
    func upload(_ folder: URL, job: String, attempt: Int, shard: Int? = nil) throws {
        let settings = try Self.settings(job: job, action: "actions/upload-artifact")
        let name = try Self.fill(try #require(settings["name"]), attempt: attempt, shard: shard)
        let target = store.appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: target.path) {
            try #require(settings["overwrite"] == "true", "\(job) at attempt \(attempt): the run holds an artifact named \(name) already")
            try FileManager.default.removeItem(at: target)
        }
        try FileManager.default.copyItem(at: folder, to: target)
    }

    /// Downloads into `folder` as job `job`'s download step named with `step` does at `attempt`.
    func download(job: String, step: String, into folder: URL, attempt: Int) throws {
        let settings = try Self.settings(job: job, action: "actions/download-artifact", step: step)
        if let pattern = settings["pattern"] {
            let prefix = try #require(pattern.hasSuffix("*") ? String(pattern.dropLast()) : nil, "a pattern other than a prefix: \(pattern)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for name in try FileManager.default.contentsOfDirectory(atPath: store.path) where name.hasPrefix(prefix) {
                try FileManager.default.copyItem(at: store.appendingPathComponent(name), to: folder.appendingPathComponent(name))
            }
            return
        }
        let name = try Self.fill(try #require(settings["name"]), attempt: attempt, shard: nil)
        let source = store.appendingPathComponent(name)
        try #require(FileManager.default.fileExists(atPath: source.path), "\(job) at attempt \(attempt): no artifact named \(name) in the run")
        try FileManager.default.copyItem(at: source, to: folder)
    }
}
