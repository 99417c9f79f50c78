import Foundation
import DuoCheckCommandLine
import DuoCheckEngine
import DuoFuzzSupport
import DuoProperties
import DuoSnapshots
import DuoSeedFiles
import OperatingSystemFiles

/// What `duo-fuzz draw` does: the SVG picture of a seed file's counterexample (``CounterexamplePicture``), written
/// as a report file. A run has it drawn in a process of its own (``CounterexampleRecorder``), since drawing calls
/// the geometry core on the very value that may break it.
package enum CounterexampleDrawing {
    /// Draws the seed file at `path` into `out` (default `fuzz-out/<property-id>-<hash>.svg`), or, with `folder`,
    /// under the picture's own name in that folder (``PicturePlacement``), and prints where; a missing file is a
    /// ``UsageError``, and a bad seed file or a picture that cannot be written exits 2 (with `folder`, the reason is
    /// printed on standard output after ``PicturePlacement/notWritten``, for the process that asked).
    package static func draw(seedAt path: String, to out: String?, into folder: String? = nil, console: Console) throws -> ExitCode {
        guard FileManager.default.fileExists(atPath: path) else { throw UsageError("no such file: \(path)") }
        if out != nil, folder != nil { throw UsageError("draw takes --out or --into, not both") }
        switch SeedStore.load(contentsOf: URL(fileURLWithPath: path)) {
        case .failed(let error):
            console.error("duo-fuzz draw: bad seed file \(error)")
            return .usage
        case .loaded(let loaded):
            let seed = loaded.seed
            let picture = Data(CounterexamplePicture.svg(for: seed).utf8)
            if let folder {
                do {
                    let name = PicturePlacement.name(propertyID: seed.propertyID, seedPath: path)
                    console.output(try PicturePlacement.place(picture, named: name, in: URL(fileURLWithPath: folder)))
                    return .success
                } catch {
                    console.output(PicturePlacement.notWritten + FileSystemError.describe(error))
                    return .usage
                }
            }
            let output =
                out.map { URL(fileURLWithPath: $0) }
                ?? URL(fileURLWithPath: "fuzz-out").appendingPathComponent(
                    "\(SeedFile.directoryName(forPropertyID: seed.propertyID))-\(seed.shortHash).svg")
            do {
                try ReportFile.write(picture, makingFolderOf: output)
            } catch {
                console.error("duo-fuzz draw: \(ReportFileError.describe(error, path: output.relativePath))")
                return .usage
            }
            console.output(output.relativePath)
            return .success
        }
    }
}
