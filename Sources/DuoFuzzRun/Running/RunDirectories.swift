import Foundation
import DuoCheckCommandLine
import DuoSeedFolder

extension RunOptions {
    /// Creates the output folders up front, so that an unusable one is bad usage
    /// before any work, not a seed that cannot be written after an hour.
    package func prepareDirectories() throws {
        for case let (option, file?) in [("--junit", junitPath), ("--summary", summaryPath)] {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), isDirectory.boolValue {
                throw UsageError("\(option): \(file.relativePath) is a folder; give the path of a file to write")
            }
            if case .link(let target) = EntryKind(of: file.path), !FileManager.default.fileExists(atPath: file.path) {
                throw UsageError("\(option): \(file.relativePath) is a symbolic link to \(target), which does not exist")
            }
        }
        var folders = [("--seeds-dir", seedsDirectory), ("--out", outDirectory)]
        if let junit = junitPath { folders.append(("--junit", junit.deletingLastPathComponent())) }
        if let summary = summaryPath { folders.append(("--summary", summary.deletingLastPathComponent())) }
        for (option, folder) in folders {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw UsageError("\(option): cannot create the folder \(folder.relativePath): \((error as NSError).localizedDescription)")
            }
            guard access(folder.path, W_OK) == 0 else {
                throw UsageError("\(option): cannot write into \(folder.relativePath): \(String(cString: strerror(errno)))")
            }
        }
    }
}
