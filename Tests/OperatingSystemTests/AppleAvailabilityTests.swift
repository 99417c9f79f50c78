import Foundation
import OperatingSystem
import Testing

/// Nothing in the package uses an Apple API that is newer than its deployment target (macOS 13, iOS 16): Linux's
/// toolchain has these APIs everywhere, so only an Apple build would fail, and nothing here builds for Apple.
///
/// Two checks, each for what the other cannot see:
/// - the source rule: every Swift file is read for the spellings of the APIs in ``LateAPI/all``;
/// - the object rule, for Core Graphics' `Hashable`: a conformance the compiler synthesizes, or one a generic
///   (`Set<CGRect>`, `hasher.combine(rect)`) asks for, has no spelling in the source, but every use of it leaves the
///   conformance's or its members' mangled name in the object file. On Linux those names are Foundation's
///   (swift-corelibs-foundation defines the types), and every object file the build made is searched for them.
///
/// A new class of late API, once found, goes into ``LateAPI/all`` with the spelling that finds it.
@Suite("No Apple API newer than the deployment target")
struct AppleAvailabilityTests {
    /// One Apple API that is newer than the deployment target, and how to find a use of it.
    struct LateAPI: CustomStringConvertible, Sendable {
        /// What it is.
        let name: String
        /// The first Apple releases that have it.
        let introduced: String
        /// Regular expressions for its spellings in Swift source.
        let spellings: [String]
        /// A line that uses it, which the source rule must find.
        let example: String

        var description: String { name }

        /// Every late API the package must not use.
        static let all: [LateAPI] = [
            LateAPI(
                name: "Core Graphics' Hashable (CGPoint, CGSize, CGRect, CGVector)", introduced: "macOS 15, iOS 18",
                spellings: [
                    #"Set<CG(Point|Size|Rect|Vector)>"#, #"\[CG(Point|Size|Rect|Vector)\??\s*:"#, #"CG(Point|Size|Rect|Vector)\??\.hashValue"#
                ],
                example: "let seen: Set<CGRect> = []"),
            LateAPI(
                name: "Mutex and Atomic (the Synchronization module)", introduced: "macOS 15, iOS 18",
                spellings: [#"import\s+Synchronization"#, #"\bMutex<"#, #"\bAtomic<"#], example: "import Synchronization"),
            LateAPI(name: "Int128 and UInt128", introduced: "macOS 15, iOS 18", spellings: [#"\bU?Int128\b"#], example: "let big: Int128 = 1"),
            LateAPI(
                name: "String(validating:)", introduced: "macOS 15, iOS 18", spellings: [#"String\(validating:"#],
                example: "let text = String(validating: bytes, as: UTF8.self)"),
            LateAPI(name: "RangeSet", introduced: "macOS 15, iOS 18", spellings: [#"\bRangeSet<"#], example: "var ranges = RangeSet<Int>()"),
            LateAPI(
                name: "task names", introduced: "macOS 26, iOS 26", spellings: [#"Task(\.detached)?\(name:"#, #"addTask\(name:"#],
                example: #"Task(name: "worker") { }"#),
            LateAPI(
                name: "InlineArray, Span and their kin", introduced: "macOS 26, iOS 26",
                spellings: [#"\bInlineArray<"#, #"\b(Mutable|Raw|MutableRaw|UTF8|Output)?Span\b"#, #"\.span\b"#],
                example: "let first = values.span[0]"),
            LateAPI(
                name: "Observation (@Observable)", introduced: "macOS 14, iOS 17", spellings: [#"import\s+Observation"#, #"@Observable\b"#],
                example: "@Observable final class Model {}"),
            LateAPI(
                name: "parameter packs in a generic type", introduced: "macOS 14, iOS 17",
                spellings: [#"(struct|class|enum|actor)\s+\w+<[^>]*\beach\s"#], example: "struct Tuple<each Element> {}")
        ]
    }

    /// The package's root.
    static let root = PlatformSpellingTests.root

    /// Every Swift file of the package, the example package's included, but this one (which spells them all).
    static func swiftFiles() -> [String] {
        PlatformSpellingTests.swiftFiles().filter { !$0.hasSuffix("/AppleAvailabilityTests.swift") }
    }

    /// Each line of `text` (named `file`) that spells a late API: `file:line: API`.
    static func sourceFindings(in text: String, file: String) -> [String] {
        // Only the APIs the file spells anywhere are looked for line by line.
        let present = LateAPI.all.filter { api in api.spellings.contains { text.range(of: $0, options: .regularExpression) != nil } }
        guard !present.isEmpty else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().flatMap { number, line -> [String] in
            let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            return present.filter { api in api.spellings.contains { code.range(of: $0, options: .regularExpression) != nil } }
                .map { "\(file):\(number + 1): \($0.name) (\($0.introduced))" }
        }
    }

    @Test("no Swift file spells an Apple API newer than macOS 13 and iOS 16")
    func noLateSpelling() throws {
        let files = Self.swiftFiles()
        #expect(files.count > 200, "\(files.count) files")
        let findings = try files.flatMap { file in
            try Self.sourceFindings(in: String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8), file: file)
        }
        #expect(findings.isEmpty, "the package declares macOS 13 and iOS 16:\n\(findings.joined(separator: "\n"))")
    }

    @Test("the source rule finds each late API in its example line", arguments: LateAPI.all)
    func sourceRuleFindsExample(_ api: LateAPI) {
        #expect(Self.sourceFindings(in: "\n" + api.example, file: "x.swift") == ["x.swift:2: \(api.name) (\(api.introduced))"])
    }

    // MARK: - The object rule

    /// The Core Graphics types whose `Hashable` is late, as Swift mangles their names.
    static let lateHashableTypes = ["CGPoint", "CGSize", "CGRect", "CGVector"]
    /// What follows a type's mangled name in a use of its `Hashable`: the conformance (`SH`, its descriptor or
    /// witness table) and the members it adds.
    static let hashableMembers = ["SH", "4hash4into", "9hashValue", "13_rawHashValue"]
    /// Foundation's module name as mangled: on Linux the types are Foundation's own.
    static let foundationPrefix = Array("10Foundation".utf8)

    /// Whether Foundation defines the Core Graphics types itself, as swift-corelibs-foundation does on Linux, so that
    /// uses of their conformances carry Foundation's mangled names (on Apple's platforms the compiler's availability
    /// check finds them instead).
    static let foundationDefinesCoreGraphics = String(reflecting: CGRect.self) == "Foundation.CGRect"

    /// The names of Core Graphics' late `Hashable` that `bytes` (an object file) holds, such as `CGRect SH`.
    static func lateHashableUses(in bytes: [UInt8]) -> Set<String> {
        var found: Set<String> = []
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            // Each "1" that starts "10Foundation" (memchr finds the next "1"; memmem is not visible from Swift on glibc).
            while offset < buffer.count, let hit = memchr(base + offset, Int32(foundationPrefix[0]), buffer.count - offset) {
                let position = base.distance(to: UnsafeRawPointer(hit))
                offset = position + 1
                guard position + foundationPrefix.count <= buffer.count,
                    memcmp(hit, foundationPrefix, foundationPrefix.count) == 0
                else { continue }
                let start = position + foundationPrefix.count
                for type in lateHashableTypes {
                    let mangled = Array("\(type.utf8.count)\(type)V".utf8)
                    guard start + mangled.count <= buffer.count, buffer[start..<start + mangled.count].elementsEqual(mangled) else { continue }
                    let rest = start + mangled.count
                    for member in hashableMembers {
                        let spelled = Array(member.utf8)
                        if rest + spelled.count <= buffer.count, buffer[rest..<rest + spelled.count].elementsEqual(spelled) {
                            found.insert("\(type) \(member)")
                        }
                    }
                }
            }
        }
        return found
    }

    /// The object files of this build, `<products>/<Module>.build/*.o`, and of the example package's own modules where
    /// `.ci/run` or `ExternalPackageTests` built it beside (an app's adapter builds for macOS 13 too; its copy of this
    /// package's modules may be older than this build, and is left out); this file's own left out (it spells the names).
    static func objectFiles() -> [URL] {
        let products = ExecutablePath.productsFolder(ofImageAt: #dsohandle)
        let example = root.appendingPathComponent(".build/external-package/UsesDuoCheck/.build")
            .appendingPathComponent(products.deletingLastPathComponent().lastPathComponent).appendingPathComponent(products.lastPathComponent)
        let folders = { (url: URL) in
            ((try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? []).filter { $0.pathExtension == "build" }
        }
        let own = folders(products)
        let modules = own + folders(example).filter { module in !own.contains { $0.lastPathComponent == module.lastPathComponent } }
        return modules.flatMap { module in
            ((try? FileManager.default.contentsOfDirectory(at: module, includingPropertiesForKeys: nil)) ?? [])
                .filter { $0.pathExtension == "o" && $0.lastPathComponent != "AppleAvailabilityTests.swift.o" }
        }
    }

    @Test(
        "no object file of the build uses Core Graphics' Hashable, synthesized or asked for by a generic",
        .enabled(if: foundationDefinesCoreGraphics, "Foundation does not define CGRect here; the Apple compiler checks availability itself"))
    func noLateHashableInObjects() throws {
        let objects = Self.objectFiles()
        #expect(objects.count > 100, "the build's object files were not found: \(objects.count)")
        var findings: [String] = []
        for object in objects {
            let uses = Self.lateHashableUses(in: try [UInt8](Data(contentsOf: object)))
            if !uses.isEmpty { findings.append("\(object.path): \(uses.sorted())") }
        }
        #expect(
            findings.isEmpty,
            "Core Graphics' Hashable is macOS 15 and iOS 18 only; hash the components (Hasher.combineGeometry) instead:\n\(findings.joined(separator: "\n"))"
        )
    }

    @Test(
        "the object rule finds a set of rectangles and a synthesized Hashable over a size, and not a hash of components",
        .enabled(if: foundationDefinesCoreGraphics, "Foundation does not define CGRect here"))
    func objectRuleFindsUses() throws {
        let folder = TemporaryFolder.url.appendingPathComponent("availability-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases = [
            ("set", "public func f() -> Int { Set<CGRect>([.zero]).count }", ["CGRect SH"]),
            ("synthesized", "public struct Box: Hashable { public var size: CGSize }", ["CGSize SH"]),
            (
                "components",
                "public struct Box: Hashable { public var size: CGSize\n public func hash(into h: inout Hasher) { h.combine(size.width) } }", []
            )
        ]
        for (name, code, expected) in cases {
            let source = folder.appendingPathComponent("\(name).swift")
            try Data("import Foundation\n\(code)\n".utf8).write(to: source)
            let object = folder.appendingPathComponent("\(name).o")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swiftc", "-parse-as-library", "-module-name", name.capitalized, "-c", source.path, "-o", object.path]
            try process.run()
            process.waitUntilExit()
            try #require(process.terminationStatus == 0, "swiftc failed on \(name)")
            #expect(Self.lateHashableUses(in: try [UInt8](Data(contentsOf: object))) == Set(expected), "\(name)")
        }
    }
}
