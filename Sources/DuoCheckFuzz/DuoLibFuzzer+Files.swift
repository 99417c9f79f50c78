import DuoCheckEngine
import DuoProperties
import Foundation

extension DuoLibFuzzer {
    /// The most bytes a file may hold: libFuzzer's inputs stay far below it (4096 unless `-max_len` says more).
    static let largestInput = 1 << 20

    /// A fuzz target's `main` when it is built without libFuzzer: runs each file its arguments name once, as
    /// libFuzzer runs a crash file, and prints what each gave. Arguments that start with `-` (libFuzzer's
    /// flags) are skipped. Exit status 1 when a case failed, 2 when a file cannot be read (a link, a folder, a
    /// missing or oversized file), else 0.
    public static func runFiles(helpers: PlacementHelpers? = nil) -> Never {
        let target = choose(helpers: helpers)
        var status: Int32 = 0
        for path in CommandLine.arguments.dropFirst() where !path.hasPrefix("-") {
            let bytes: [UInt8]
            do {
                bytes = try readInput(at: path)
            } catch {
                printError("duo-libfuzzer: \(error)")
                status = 2
                continue
            }
            switch target.property.fuzzOneInput(bytes) {
            case .invalid: print("\(path): invalid (the bytes run out before a case is drawn)")
            case .passed: print("\(path): held")
            case .unreproduced(let message): print("\(path): failed once and held when replayed, not a finding: \(message)")
            case .failed(let found):
                print("\(path): " + failureText(found, target: target).replacingOccurrences(of: "CRASH-FILE", with: path))
                status = max(status, 1)
            }
        }
        exit(status)
    }

    /// The bytes of the regular file at `path`, read without following a link in its last component.
    static func readInput(at path: String) throws -> [UInt8] {
        try FuzzInputFile.read(path, largest: largestInput)
    }
}

/// A fuzzer's input file: a crash file, or a file of a corpus.
package enum FuzzInputFile {
    /// Why an input file cannot be read.
    package struct Problem: Error, CustomStringConvertible {
        package let description: String
    }

    /// The bytes of the regular file at `path`, at most `largest` of them; a link, a folder, a missing file
    /// or a larger one is a ``Problem`` that names the file and says what it is.
    package static func read(_ path: String, largest: Int) throws -> [UInt8] {
        let attributes: [FileAttributeKey: Any]
        do {
            // attributesOfItem describes a link itself rather than what it points at.
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            throw Problem(description: "\(path) cannot be read: there is no such file, or it is not readable")
        }
        let type = attributes[.type] as? FileAttributeType
        guard type == .typeRegular else {
            let what =
                type == .typeSymbolicLink ? "a symbolic link, which is not followed" : type == .typeDirectory ? "a folder" : "not a regular file"
            throw Problem(description: "\(path) is \(what); an input is a regular file")
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= largest else {
            throw Problem(description: "\(path) holds \(size) bytes, more than an input's \(largest); it is not a fuzzer's input")
        }
        guard let data = FileManager.default.contents(atPath: path), data.count <= largest else {
            throw Problem(description: "\(path) cannot be read")
        }
        return [UInt8](data)
    }
}
