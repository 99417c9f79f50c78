import DuoCheckCommandLine
import Testing
@testable import duo_bench

/// `duo-bench peers`: its options, the package it writes (every package by path, one test per library) and the lines
/// it reads back.
@Suite("duo-bench peers")
struct PeerTests {
    @Test("options, and bad usage named")
    func options() throws {
        guard case .peers(let options) = try parseCommand(["peers", "--sources", "/src", "--rounds", "5"]) else {
            Issue.record("not peers")
            return
        }
        #expect(options == PeerOptions(sources: "/src", rounds: 5))
        guard case .peers(let defaults) = try parseCommand(["peers"]) else {
            Issue.record("not peers")
            return
        }
        #expect(defaults == PeerOptions())
        for (arguments, named) in [
            (["peers", "extra"], "extra"), (["peers", "--rounds", "0"], "--rounds"), (["peers", "--rounds", "101"], "101"),
            (["peers", "--sources"], "--sources"), (["peers", "--sources", ""], "--sources"), (["peers", "--nope"], "--nope"),
            (["profile", "properties", "--cases", "4611686018427387904"], "--cases"), (["profile", "properties", "--raw"], "--raw")
        ] {
            #expect { try parseCommand(arguments) } throws: { ($0 as? UsageError)?.message.contains(named) == true }
        }
    }

    @Test("the package names every library by path, and links one product of each")
    func manifest() {
        let text = peerManifest(root: "/work/Duo \"Check\"", sources: "/p", libraries: PeerLibrary.all)
        #expect(!text.contains("url:") && text.contains("platforms: [.macOS(.v13), .iOS(.v16)]"))
        #expect(text.contains(#".package(path: "/work/Duo \"Check\"")"#))
        #expect(text.contains(#".package(path: "/p/swift-property-based")"#) && text.contains(#".package(path: "/p/SwiftCheck")"#))
        #expect(text.contains(#".product(name: "PropertyBased", package: "swift-property-based")"#))
        #expect(text.contains(#".product(name: "DuoCheckTesting", package: "Duo \"Check\"")"#))
        #expect(PeerLibrary.all.map(testName) == ["PeerBench.duoCheck", "PeerBench.propertyBased", "PeerBench.swiftCheck"])
    }

    @Test("each round's line gives a rate; other lines and other libraries' are ignored, and the multiple is DuoCheck's")
    func rates() {
        let lines = [
            "DUOBENCH-PEER DuoCheck 1000 0.5", "DUOBENCH-PEER SwiftCheck 10 1", "DUOBENCH-PEER DuoCheck 1000 0",
            "DUOBENCH-PEER DuoCheck x 1", "✔ Test duoCheck() passed", "DUOBENCH-PEER DuoCheck 3000 1"
        ]
        #expect(peerRates("DuoCheck", in: lines) == [2000, 3000])
        let table = peersTable([
            PeerFigures(library: "DuoCheck", source: "abc", cases: 1000, rates: [2000, 3000, 2500]),
            PeerFigures(library: "SwiftCheck", source: "def", cases: 10, rates: [25])
        ])
        #expect(table.last == "| SwiftCheck | def | 10 | 25 | 100.00× |")
    }
}
