import Foundation
import DuoCheckFuzz
import DuoFuzzSupport
import OperatingSystemFiles

/// Records a run's events into its dashboard (``Dashboard``) and writes the page, `index.html`, into the folder
/// `--dashboard` names: when the run ends, and every ``rewriteSeconds`` of a guided run before that, so that a
/// night's page is there to read while it runs and survives a run that is killed. A page that cannot be written is
/// named on standard error, and the option is ``unwritten``.
final class DashboardRecorder: RunRecorder {
    /// How often a guided run's page is written again while it runs.
    static let rewriteSeconds = 30.0

    let folder: URL
    let console: Console
    private var dashboard = Dashboard()
    private var lastWrite = 0.0
    private(set) var unwritten: String?

    init(folder: URL, console: Console) {
        self.folder = folder
        self.console = console
    }

    func record(_ event: RunEvent) {
        dashboard.record(event)
        switch event {
        case .sliceEnded(let slice) where slice.endedAt - lastWrite >= Self.rewriteSeconds:
            lastWrite = slice.endedAt
            write()
        case .finished:
            write()
        default: break
        }
    }

    private func write() {
        do {
            try DurableFile.write(Data(DashboardPage.html(dashboard).utf8), named: "index.html", in: try Folder(path: folder.path), mode: .replace)
        } catch {
            console.error(
                "duo-fuzz: --dashboard: cannot write \(folder.appendingPathComponent("index.html").relativePath): \(FileSystemError.describe(error))")
            unwritten = "--dashboard"
        }
    }
}

extension CoreBranches {
    /// The folder of the geometry core's sources, as a symbolizer's file names it.
    static let coreFolder = "Sources/DuoGeometry/"

    /// The core's branches in this build, each marked reached when `reached` holds its block: every block with
    /// a counter is named by the symbolizer, and those in the core's files are kept. A guided run measures them
    /// once, as it ends; a random run reads no counters.
    static func measure(reached: Set<Int32>) -> CoreBranches {
        let count = CodeCoverage.blockCount
        guard count > 0 else {
            return CoreBranches(
                branches: [],
                unavailable: "this duo-fuzz was built without coverage counters; a guided run's build has them (docs/guided.md)")
        }
        do {
            let places = try CodePlaces.places(of: (0..<count).map { CodeCoverage.address(ofBlock: $0) })
            let branches = places.enumerated().compactMap { block, place in
                place.flatMap { $0.file.hasPrefix(coreFolder) ? Branch(file: $0.file, line: $0.line, reached: reached.contains(Int32(block))) : nil }
            }
            return CoreBranches(branches: branches.sorted { ($0.file, $0.line) < ($1.file, $1.line) })
        } catch {
            return CoreBranches(branches: [], unavailable: "\(error)")
        }
    }
}
