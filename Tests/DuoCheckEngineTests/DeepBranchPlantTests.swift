import Foundation
import Testing

/// `.ci/libfuzzer-deep` plants its bugs in a copy of the example package by matching lines of the example's
/// sources; the measurement itself is not part of a test run (it fuzzes for minutes), so this checks that both
/// planted cases still apply to the example as it is, and that the copy holds what each plants.
@Suite struct DeepBranchPlantTests {
    @Test(
        "libfuzzer-deep still plants each case in a copy of the example package",
        arguments: [
            ("window", "Sources/AppLayout/AppLayout.swift", "if size.width == 744 { if size.height == 1033 {"),
            ("table", "Sources/AppLayoutAdapter/AppPlacementHelpers.swift", "helpers.mirroredTable = { AppLayout.mirroredTable($0) }"),
            ("table", "Sources/AppLayout/AppLayout+KnownTable.swift", "return blocks.prefix(3).map(acrossCorner) + [blocks[3]]")
        ])
    func plants(_ name: String, _ file: String, _ planted: String) async throws {
        let (status, output, text) = try await Self.plant(name, reading: file)
        try #require(status == 0, "\(output)")
        #expect(output.hasSuffix("\(name)/UsesDuoCheck\n"))
        #expect(text?.contains(planted) == true, "\(file) of the planted copy")
    }

    @Test("libfuzzer-deep refuses a case it does not know, with exit status 2")
    func refusesAnUnknownCase() async throws {
        let (status, output, _) = try await Self.plant("neither", reading: nil)
        #expect(status == 2)
        #expect(output.contains("no planted case \"neither\""))
    }

    /// Runs `.ci/libfuzzer-deep CASE --plant` with its copies in a fresh temporary folder, removed afterwards:
    /// its exit status, what it printed (errors included), and the text of `file` in the planted copy.
    static func plant(_ name: String, reading file: String?) async throws -> (status: Int32, output: String, text: String?) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deep-branch-\(UUID().uuidString)")
        defer {
            // The link to the repository goes first, on its own, so that nothing is removed through it.
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("\(name)/DuoCheck"))
            try? FileManager.default.removeItem(at: folder)
        }
        let (status, output) = try await ExternalPackage.run(
            "DEEP_FOLDER='\(folder.path)' bash .ci/libfuzzer-deep \(name) --plant", in: ExternalPackage.root)
        let copy = URL(fileURLWithPath: output.trimmingCharacters(in: .whitespacesAndNewlines))
        let planted = file.flatMap { try? String(contentsOf: copy.appendingPathComponent($0), encoding: .utf8) }
        return (status, output, planted)
    }
}
