import DuoCheckEngine
extension SeedFile {
    /// What is wrong with a seed file's content.
    package enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// The file could not be read at all.
        case unreadable(String)
        /// The file could not be written.
        case unwritable(String)
        /// The content is not JSON; the parser's complaint.
        case notJSON(String)
        /// The top level is not an object; what it is instead.
        case notAnObject(String)
        /// A required field is absent.
        case missingField(String)
        /// A field has the wrong type or an impossible value.
        case badField(String, expected: String, found: String)
        /// The format version is not one this build reads.
        case unknownFormatVersion(Int)
        /// No property in the catalogue has this id.
        case unknownPropertyID(String)

        package var description: String {
            switch self {
            case .unreadable(let reason): return "cannot be read: \(reason)"
            case .unwritable(let reason): return "cannot be written: \(reason)"
            case .notJSON(let reason): return "not JSON: \(reason)"
            case .notAnObject(let found): return "not a seed: the top level is \(found), not an object"
            case .missingField(let name): return "missing field \"\(name)\""
            case .badField(let name, let expected, let found): return "field \"\(name)\" must be \(expected), found \(found)"
            case .unknownFormatVersion(let version):
                return
                    "unknown formatVersion \(version) (this build reads versions \(SeedFile.readableFormatVersions.lowerBound) to \(SeedFile.readableFormatVersions.upperBound))"
            case .unknownPropertyID(let id): return "unknown property id \"\(id)\" (no property in the catalogue has it)"
            }
        }
    }
}

extension SeedFile {
    /// A seed file that could not be loaded: its path and what is wrong with it.
    package struct LoadError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The file's path.
        package var path: String
        /// What is wrong.
        package var problem: SeedFile.Problem

        /// Creates an error for the file at `path`.
        package init(path: String, problem: SeedFile.Problem) {
            self.path = path
            self.problem = problem
        }

        /// `Seeds/band-containment/0123456789ab.json: missing field "choices"`.
        package var description: String { "\(path): \(problem)" }
    }
}
