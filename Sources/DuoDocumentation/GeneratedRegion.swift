import Foundation

/// A part of a document that a command writes: the text between `<!-- BEGIN name -->` and `<!-- END name -->` in
/// `file`. `duo-fuzz docs --write` rewrites every one, and `swift test` fails on one that is stale, so a table or a
/// count in the documents is never typed by hand.
package struct GeneratedRegion: Sendable {
    /// The document, relative to the package's root.
    package let file: String
    /// The markers' name.
    package let name: String
    /// Makes the region's text (without a final newline).
    let make: @Sendable () -> String

    /// The region `name` of `file`, whose text `make` returns.
    package init(_ file: String, _ name: String, _ make: @escaping @Sendable () -> String) {
        self.file = file
        self.name = name
        self.make = make
    }

    /// The region's text as it must read.
    package var text: String {
        var text = make()
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// The markers around the region.
    var begin: String { "<!-- BEGIN \(name) -->\n" }
    var end: String { "\n<!-- END \(name) -->" }

    /// The range of the region's text in `document`, or `nil` when it lacks the markers in order.
    func range(in document: String) -> Range<String.Index>? {
        guard let begin = document.range(of: begin), let end = document.range(of: end, range: begin.upperBound..<document.endIndex) else {
            return nil
        }
        return begin.upperBound..<end.lowerBound
    }
}

/// What a generated region's document holds there.
package enum RegionState: Equatable, Sendable {
    /// The region reads as its command writes it.
    case fresh
    /// The region reads otherwise.
    case stale
    /// The document cannot be read, or lacks the region's markers: `reason` says which.
    case broken(_ reason: String)
}

extension GeneratedRegion {
    /// The region's state in the package at `root`.
    package func state(under root: URL) -> RegionState {
        switch read(under: root) {
        case .failure(let problem): return .broken(problem.description)
        case .success(let (document, range)): return document[range] == text ? .fresh : .stale
        }
    }

    /// Writes the region's text into its document under `root`, keeping the document's permissions; returns whether
    /// the document changed.
    package func write(under root: URL) throws -> Bool {
        let (document, range) = try read(under: root).get()
        let text = text
        guard document[range] != text else { return false }
        var written = document
        written.replaceSubrange(range, with: text)
        let url = root.appendingPathComponent(file)
        do {
            let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions]
            try Data(written.utf8).write(to: url, options: .atomic)
            if let permissions { try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: url.path) }
        } catch {
            throw RegionProblem(description: "\(file) cannot be written (\(error.localizedDescription))")
        }
        return true
    }

    /// The document and the range of the region in it. The document must be a file of the package reached through
    /// no link (neither it nor a folder above it under `root`), writable, UTF-8, with the region's markers once each.
    private func read(under root: URL) -> Result<(String, Range<String.Index>), RegionProblem> {
        let url = root.appendingPathComponent(file)
        var reached = root
        for component in file.split(separator: "/").map(String.init) {
            reached.appendPathComponent(component)
            let type = (try? FileManager.default.attributesOfItem(atPath: reached.path))?[.type] as? FileAttributeType
            if type == .typeSymbolicLink {
                let shown = String(reached.path.dropFirst(root.path.count + 1))
                return .failure(RegionProblem(description: "\(shown) is a link; a generated document is written only as a file of the package"))
            }
            if type == nil { return .failure(RegionProblem(description: "\(file) is missing")) }
        }
        guard let data = FileManager.default.contents(atPath: url.path), let document = String(data: data, encoding: .utf8) else {
            return .failure(RegionProblem(description: "\(file) cannot be read as UTF-8 text"))
        }
        guard FileManager.default.isWritableFile(atPath: url.path) else {
            return .failure(RegionProblem(description: "\(file) is read-only; a generated document must be writable"))
        }
        if document.contains("\r\n") {
            return .failure(RegionProblem(description: "\(file) has Windows line ends (CRLF); the documents end their lines with LF alone"))
        }
        if document.components(separatedBy: begin).count > 2 || document.components(separatedBy: end).count > 2 {
            return .failure(RegionProblem(description: "\(file) holds the markers of \(name) more than once"))
        }
        guard let range = range(in: document) else {
            return .failure(RegionProblem(description: "\(file) lacks the markers \(begin.dropLast()) and \(end.dropFirst()), in that order"))
        }
        return .success((document, range))
    }
}

/// Why a generated region cannot be checked or written.
package struct RegionProblem: Error, CustomStringConvertible {
    package let description: String
}
