import Foundation
import Testing

/// Nothing outside `Sources/OperatingSystem` names a symbol, a header or a file that only one platform has:
/// the package builds on Linux and on Apple's platforms only while every such name stays in the one home.
@Suite("Platform spellings stay in Sources/OperatingSystem")
struct PlatformSpellingTests {
    /// The package's root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Spellings of one platform's C library or kernel: glibc's and Darwin's module names and structure
    /// fields, Linux's `/proc` files and calls, and the value initialisers of types that are structures on
    /// glibc and pointers on Darwin.
    static let spellings = [
        "Glibc", "Darwin", "__sigaction_handler", "__sigaction_u", "__rlimit_resource_t", "/proc/", "epoll", "prctl",
        "O_TMPFILE", "posix_spawn_file_actions_t()", "posix_spawnattr_t()", "RUSAGE_CHILDREN", "sysctl", "kinfo_proc",
        "_NSGetExecutablePath", "dladdr", "kqueue", "os(Linux)", "os(macOS)", "F_FULLFSYNC", "_CS_DARWIN_USER_TEMP_DIR"
    ]

    /// The Swift files that must name none of them: everything in the package but the home and this file.
    static func checkedFiles() -> [String] {
        swiftFiles().filter { !$0.hasPrefix("Sources/OperatingSystem/") && $0 != "Tests/OperatingSystemTests/PlatformSpellingTests.swift" }
    }

    /// Every Swift file of the package (the example package's included), relative to its root, sorted.
    static func swiftFiles() -> [String] {
        var files = ["Package.swift"]
        for folder in ["Sources", "Properties", "Tests"] {
            let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let path = walker?.nextObject() as? String {
                if path.hasSuffix(".swift") { files.append(folder + "/" + path) }
            }
        }
        return files.sorted()
    }

    /// Each file and line that names a spelling, with the spelling.
    static func findings(in files: [String]) -> [String] {
        files.flatMap { file -> [String] in
            let text = (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? ""
            // Only the spellings the file holds anywhere are looked for line by line.
            let present = spellings.filter { text.contains($0) }
            guard !present.isEmpty else { return [] }
            return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().flatMap { number, line in
                present.filter { line.contains($0) }.map { "\(file):\(number + 1): \($0)" }
            }
        }
    }

    @Test("no Swift file outside the home names a platform's own symbol, header or file")
    func noSpellingOutsideTheHome() {
        let files = Self.checkedFiles()
        #expect(files.contains("Sources/DuoFuzzSupport/Processes/ChildProcess.swift") && files.count > 100, "\(files.count) files")
        let findings = Self.findings(in: files)
        #expect(findings.isEmpty, "move these into Sources/OperatingSystem:\n\(findings.joined(separator: "\n"))")
    }

    @Test("the check finds a spelling that is put in a file, and the home holds the spellings it needs")
    func checkCatchesASpelling() throws {
        let scratch = "Tests/OperatingSystemTests/.spelling-\(UUID().uuidString.prefix(8)).swift"
        let url = Self.root.appendingPathComponent(scratch)
        try Data("let handler = action.__sigaction_handler\n".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(Self.findings(in: [scratch]) == ["\(scratch):1: __sigaction_handler"])
        let home = Self.findings(in: ["Sources/OperatingSystem/Signals.swift", "Sources/OperatingSystem/Spawn.swift"])
        #expect(home.contains { $0.hasSuffix("__sigaction_u") } && home.contains { $0.hasSuffix("os(Linux)") }, "\(home)")
    }

    /// Files a Mac lacks, which a test may name only where it also checks that the file exists: `/dev/full` (Linux's
    /// device that fails every write), `/bin/true` and `/bin/false` (a Mac has them in `/usr/bin` only).
    static let filesAMacLacks = ["/dev/full", "\"/bin/true\"", "\"/bin/false\""]

    /// Each Swift file that names a file a Mac lacks in its code (not a comment) without checking that it exists
    /// (`fileExists(atPath:)` of it, or a condition named after it such as `hasFullDevice`).
    static func unconditionalFiles(in files: [String]) -> [String] {
        files.flatMap { file -> [String] in
            let whole = (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? ""
            let text = whole.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            return filesAMacLacks.filter { name in
                let bare = name.replacingOccurrences(of: "\"", with: "")
                return text.contains(name) && !text.contains("fileExists(atPath: \"\(bare)\")") && !text.contains("hasFullDevice")
            }.map { "\(file): \($0)" }
        }
    }

    @Test("a file a Mac lacks (/dev/full, /bin/true) is named only where its existence is checked")
    func macLacksTheseFiles() throws {
        #expect(Self.unconditionalFiles(in: Self.checkedFiles()) == [], "a Mac has no such file: check for it, or use one both have")
        let scratch = "Tests/OperatingSystemTests/.files-\(UUID().uuidString.prefix(8)).swift"
        let url = Self.root.appendingPathComponent(scratch)
        try Data("let devices = [\"/dev/full\"]\nlet tool = \"/bin/true\"\n".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(Self.unconditionalFiles(in: [scratch]) == ["\(scratch): /dev/full", "\(scratch): \"/bin/true\""])
    }

    /// Absolute paths a test means to be missing, which any machine may have (a run once made `/nonexistent`).
    static let pathsMeantMissing = ["/nonexistent", "/no/such/", "\"/nowhere\"", "/does/not/exist"]

    @Test("no test or CI script names a fixed path it means to be missing: it makes one in a folder of its own")
    func noFixedMissingPath() throws {
        let files = Self.swiftFiles().filter { $0.hasPrefix("Tests/") && $0 != "Tests/OperatingSystemTests/PlatformSpellingTests.swift" }
        let scripts = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(".ci").path).map { ".ci/\($0)" }
        let findings = (files + scripts).flatMap { file -> [String] in
            let text = (try? String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)) ?? ""
            return Self.pathsMeantMissing.filter { text.contains($0) }.map { "\(file): \($0)" }
        }
        #expect(findings == [], "use a path in the test's own temporary folder")
    }
}
