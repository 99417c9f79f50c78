import Foundation
import DuoCheckCommandLine

/// The full, sorted site list of a package's geometry core: every operator's sites in every Swift file
/// under `Sources/DuoGeometry` (at any depth). Its order (file, position, operator) is what `--shard` counts in.
struct PackageSites {
    /// The folder of the geometry core, relative to the package root.
    static let coreFolder = "Sources/DuoGeometry"
    /// The folder of the properties, whose calls, with the core's, give each label its usual literal.
    static let propertiesFolder = "Properties"

    /// The package root.
    let root: URL
    /// The core's Swift files, relative to the root, sorted.
    let files: [String]
    /// Every site, sorted.
    let sites: [MutationSite]

    /// Reads the core of the package at `root`. Throws a ``UsageError`` when it has no `Sources/DuoGeometry`
    /// or a file cannot be read.
    init(root: URL) throws {
        self.root = root
        let core = root.appendingPathComponent(Self.coreFolder)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: core.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError("\(root.path) is not the DuoCheck package: it has no \(Self.coreFolder) folder (see --package)")
        }
        files = Self.swiftFiles(under: core).map { "\(Self.coreFolder)/\($0)" }
        let properties = Self.swiftFiles(under: root.appendingPathComponent(Self.propertiesFolder)).map { "\(Self.propertiesFolder)/\($0)" }
        var sources: [(file: String, bytes: [UInt8])] = []
        for file in files + properties {
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(file).path) else {
                throw UsageError("cannot read \(file)")
            }
            sources.append((file, Array(data)))
        }
        let usualLiterals = UsualLiterals(files: sources.map { SwiftTokenizer(bytes: $0.bytes).tokens() })
        var sites: [MutationSite] = []
        for (file, bytes) in sources.prefix(files.count) {
            sites += SiteFinder(file: file, source: bytes, usualLiterals: usualLiterals).sites()
        }
        self.sites = sites.sorted(by: MutationSite.precedes)
    }

    /// The paths of the Swift files under `folder`, relative to it, sorted.
    static func swiftFiles(under folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    }
}
