import Foundation
import DuoCheckCommandLine
import DuoSeedFiles
import OperatingSystem
import OperatingSystemFiles

extension RunOptions {
    /// Checks every output path and creates the output folders up front, so that an unusable one is bad usage
    /// before any work, not a seed, a report or an observation that cannot be written after an hour: a report
    /// path that is a folder or a link to nothing, two reports at one path, a report inside the seeds folder (where
    /// it would be read as a bad seed file), a folder path (`--seeds-dir`, `--out`,
    /// `--observe`, `--corpus`, `--dashboard`) that is a file, a device or a link to nothing, a folder that cannot be
    /// made or written, a dashboard folder that is a link, kept cases or a page inside the seeds folder, and a
    /// temporary folder (`TMPDIR`, where the run's work goes) that does not exist.
    package func prepareDirectories() throws {
        do {
            _ = try TemporaryFolder.existing()
        } catch {
            throw UsageError("\(error); set TMPDIR to an existing folder, or leave it unset")
        }
        let reports = [("--junit", junitPath), ("--summary", summaryPath), ("--events", eventsPath)].compactMap { option, file in
            file.map { (option, $0) }
        }
        for (option, file) in reports {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), isDirectory.boolValue {
                throw UsageError("\(option): \(file.relativePath) is a folder; give the path of a file to write")
            }
            if case .link(let target) = FileKind(atPath: file.path), !FileManager.default.fileExists(atPath: file.path) {
                throw UsageError("\(option): \(file.relativePath) is a symbolic link to \(target), which does not exist")
            }
        }
        try Self.checkDistinct(reports + (dashboardDirectory.map { [("--dashboard", $0.appendingPathComponent("index.html"))] } ?? []))
        try Self.checkOutside(seedsDirectory, reports)
        var folders = [("--seeds-dir", seedsDirectory), ("--out", outDirectory)]
        if let observe = observeDirectory { folders.append(("--observe", observe)) }
        if guided { folders.append(("--corpus", corpusDirectory)) }
        try checkGuidedFolders()
        if let dashboard = dashboardDirectory { try DashboardFolder.prepare(dashboard, option: "--dashboard") }
        for (option, folder) in folders { try Self.checkFolderPath(folder, option: option) }
        folders += reports.map { ($0.0, $0.1.deletingLastPathComponent()) }
        for (option, folder) in folders { try Self.makeWritable(folder, option: option) }
    }

    /// Refuses two report files at one path (as written, or once their links are followed): one would overwrite the
    /// other. `run` and `import` check their report files so.
    package static func checkDistinct(_ reports: [(option: String, file: URL)]) throws {
        for (index, first) in reports.enumerated() {
            for second in reports[(index + 1)...]
            where first.file.standardizedFileURL.resolvingSymlinksInPath() == second.file.standardizedFileURL.resolvingSymlinksInPath() {
                throw UsageError("\(first.option) and \(second.option) both name \(first.file.relativePath); one report would overwrite the other")
            }
        }
    }

    /// Refuses a report file inside the seeds folder `seeds` (as written, or once links are followed), where the next
    /// run or replay would read it as a bad seed file. `run` and `import` check their report files so.
    package static func checkOutside(_ seeds: URL, _ reports: [(option: String, file: URL)]) throws {
        let folder = seeds.standardizedFileURL.resolvingSymlinksInPath().path + "/"
        for (option, file) in reports where file.standardizedFileURL.resolvingSymlinksInPath().path.hasPrefix(folder) {
            throw UsageError("\(option): \(file.relativePath) is inside the seeds folder, where it would be read as a bad seed file")
        }
    }

    /// Checks a folder given as `option` and makes it, before any work: a file, a device or a link to nothing in its
    /// place, a folder that cannot be made and one that cannot be written are each bad usage naming the option and why.
    /// `run`, `import` and `import-crash` check their folders so.
    package static func prepareFolder(_ folder: URL, option: String) throws {
        try checkFolderPath(folder, option: option)
        try makeWritable(folder, option: option)
    }

    /// Makes `folder` (and the folders above it) and checks that it can be written into.
    private static func makeWritable(_ folder: URL, option: String) throws {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw UsageError("\(option): cannot create the folder \(folder.relativePath): \(FileSystemError.reason(of: error))")
        }
        guard access(folder.path, W_OK) == 0 else {
            throw UsageError("\(option): cannot write into \(folder.relativePath): \(String(cString: strerror(errno)))")
        }
    }

    /// A folder path given on the command line must be a folder, or a link to one, or nothing yet (a link to
    /// nothing is refused, since the folder would be made where it leads).
    private static func checkFolderPath(_ folder: URL, option: String) throws {
        let kind = FileKind(atPath: folder.path)
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory)
        if case .link(let target) = kind, !exists {
            throw UsageError("\(option): \(folder.relativePath) is a symbolic link to \(target), which does not exist")
        }
        if exists, !isDirectory.boolValue {
            throw UsageError("\(option): \(folder.relativePath) is \(kind.description), not a folder; give the path of a folder")
        }
    }

    /// Refuses folders of a guided run that hold one another: kept cases inside the seeds folder or seeds inside the
    /// kept cases (each would read the other's files as bad ones), and a page inside either. Paths are compared once
    /// every link on them is followed, down to the deepest folder that exists.
    private func checkGuidedFolders() throws {
        let seeds = Self.resolved(seedsDirectory)
        if guided, Self.holds(seeds, Self.resolved(corpusDirectory)) || Self.holds(Self.resolved(corpusDirectory), seeds) {
            throw UsageError(
                "--corpus: \(corpusDirectory.relativePath) and the seeds folder \(seedsDirectory.relativePath) hold one another; keep them apart")
        }
        guard let dashboard = dashboardDirectory else { return }
        let page = Self.resolved(dashboard)
        if Self.holds(seeds, page) {
            throw UsageError("--dashboard: \(dashboard.relativePath) is inside the seeds folder, where its page would be read as a bad seed file")
        }
        if guided, Self.holds(Self.resolved(corpusDirectory), page) {
            throw UsageError(
                "--dashboard: \(dashboard.relativePath) is inside the kept cases' folder (--corpus), where its page would be read as a bad entry")
        }
    }

    /// `url`'s path with every link on it followed, as far as folders exist (a folder still to be made is put under its
    /// resolved parent), so that a link to the seeds folder is seen as the seeds folder before anything is made in it.
    static func resolved(_ url: URL) -> String {
        var existing = url.standardizedFileURL
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        return ([existing.resolvingSymlinksInPath().path] + rest).joined(separator: "/").replacingOccurrences(of: "//", with: "/")
    }

    /// Whether the folder `outer` is `inner` or holds it.
    static func holds(_ outer: String, _ inner: String) -> Bool {
        (inner + "/").hasPrefix(outer.hasSuffix("/") ? outer : outer + "/")
    }
}
