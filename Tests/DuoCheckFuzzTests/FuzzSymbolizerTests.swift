import DuoFuzzCounters
import Foundation
import OperatingSystem
import Testing
@testable import DuoCheckFuzz

/// `llvm-symbolizer` in a child process, which names the blocks an observation record's `coverage` lists in a
/// build without AddressSanitizer's symbolizer, and what a record says when there is none.
@Suite struct FuzzSymbolizerTests {
    /// Linux only: the map of loaded code is Linux's (elsewhere it is empty), and Xcode's swift on PATH has no
    /// llvm-symbolizer beside it.
    @Test(
        "llvm-symbolizer, found beside swift on PATH, names a C function of this test binary by its file and the line it starts on",
        .enabled(if: !LoadedCode.current().isEmpty))
    func namesAFunction() throws {
        let path = try FuzzSymbolizer.find(in: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? ""])
        #expect(path.hasSuffix("/llvm-symbolizer"))
        let symbolizer = try FuzzSymbolizer(path: path)
        // A C function's reference is its own code (a Swift closure's would be a compiler-made thunk); the line it
        // starts on is read from its source file.
        let function: @convention(c) () -> Int = duo_fuzz_edge_count
        let module = try #require(LoadedCode.current().module(containing: UInt(bitPattern: unsafeBitCast(function, to: Int.self))))
        #expect(module.path == URL(fileURLWithPath: ExecutablePath.current).resolvingSymlinksInPath().path, "\(module)")
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../Sources/DuoFuzzCounters/DuoFuzzEdges.c")
        let lines = try String(contentsOf: source, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.hasPrefix("size_t duo_fuzz_edge_count(void) {") }) + 1
        let places = try symbolizer.places(of: [module, (module.path, 0)])
        #expect(places.count == 2)
        let named = FuzzCoverage.place(inSymbolized: FuzzCoverage.withoutColumn(places[0]))
        #expect(named?.file == "Sources/DuoFuzzCounters/DuoFuzzEdges.c" && named?.line == Int64(line), "\(places)")
        #expect(FuzzCoverage.place(inSymbolized: FuzzCoverage.withoutColumn(places[1])) == nil, "\(places)")
        // More addresses than one batch holds come back in order.
        let many = try symbolizer.places(of: Array(repeating: module, count: FuzzSymbolizer.batchSize * 2 + 3))
        #expect(many.count == FuzzSymbolizer.batchSize * 2 + 3 && Set(many) == [places[0]])
    }

    @Test("a symbolizer variable naming no executable, or none found at all, is a reason in words; one that ends is too")
    func unavailable() throws {
        // Paths in a folder that nothing made: a fixed one such as /nowhere may exist on some machine.
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID().uuidString)").path
        #expect(throws: FuzzSymbolizer.Unavailable.self) { try FuzzSymbolizer.find(in: ["LLVM_SYMBOLIZER_PATH": "\(missing)/llvm-symbolizer"]) }
        do {
            _ = try FuzzSymbolizer.find(in: ["ASAN_SYMBOLIZER_PATH": "\(missing)/tool", "PATH": "/usr/bin"])
            Issue.record("a missing ASAN_SYMBOLIZER_PATH was taken")
        } catch {
            #expect(error.description == "ASAN_SYMBOLIZER_PATH names \(missing)/tool, which is not an executable file")
        }
        do {
            _ = try FuzzSymbolizer.find(in: ["PATH": missing])
            Issue.record("a symbolizer was found on an empty PATH")
        } catch {
            #expect(error.description.hasPrefix("no symbolizer: the build has no AddressSanitizer, and no llvm-symbolizer was found"))
        }
        let ending = try FuzzSymbolizer(path: "/usr/bin/true")
        #expect(throws: FuzzSymbolizer.Unavailable.self) { try ending.places(of: [("/usr/bin/true", 16)]) }
    }
}
