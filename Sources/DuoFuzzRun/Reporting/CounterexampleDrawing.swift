import Foundation
import DuoCheckCommandLine
import DuoCheckEngine
import DuoFuzzSupport
import DuoProperties
import DuoSnapshots
import DuoSeedFiles

/// What `duo-fuzz draw` does: the SVG picture of a seed file's counterexample (``CounterexamplePicture``), written
/// as a report file. A run has it drawn in a process of its own (``CounterexampleRecorder``), since drawing calls
/// the geometry core on the very value that may break it.
package enum CounterexampleDrawing {
    /// Draws the seed file at `path` into `out` (default `fuzz-out/<property-id>-<hash>.svg`) and prints where;
    /// a missing file is a ``UsageError``, and a bad seed file or a picture that cannot be written exits 2.
    package static func draw(seedAt path: String, to out: String?, console: Console) throws -> ExitCode {
        guard FileManager.default.fileExists(atPath: path) else { throw UsageError("no such file: \(path)") }
        switch SeedStore.load(contentsOf: URL(fileURLWithPath: path)) {
        case .failed(let error):
            console.error("duo-fuzz draw: bad seed file \(error)")
            return .usage
        case .loaded(let loaded):
            let seed = loaded.seed
            let output =
                out.map { URL(fileURLWithPath: $0) }
                ?? URL(fileURLWithPath: "fuzz-out").appendingPathComponent(
                    "\(SeedFile.directoryName(forPropertyID: seed.propertyID))-\(seed.shortHash).svg")
            do {
                try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
                try ReportFile.write(Data(CounterexamplePicture.svg(for: seed).utf8), to: output)
            } catch {
                console.error("duo-fuzz draw: \(ReportFileError.describe(error, path: output.relativePath))")
                return .usage
            }
            console.output(output.relativePath)
            return .success
        }
    }
}
