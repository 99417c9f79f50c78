import Foundation
import Testing
@testable import OperatingSystem

/// Addresses of loaded code told as a file and an offset in its own layout, from the lines of the kernel's map of this process.
@Suite struct LoadedCodeTests {
    /// A position-independent executable loaded at 0x5555_5555_4000 in three mappings, a library, the heap.
    static let maps = """
        555555554000-555555556000 r--p 00000000 08:01 1234                       /work/bin/duo libfuzzer
        555555556000-55555555a000 r-xp 00002000 08:01 1234                       /work/bin/duo libfuzzer
        55555555a000-55555555c000 r--p 00006000 08:01 1234                       /work/bin/duo libfuzzer
        55555555c000-55555557d000 rw-p 00000000 00:00 0                          [heap]
        7ffff7dc0000-7ffff7de8000 r--p 00000000 08:01 99                         /usr/lib/x86_64-linux-gnu/libc.so.6
        7ffff7de8000-7ffff7f7d000 r-xp 00028000 08:01 99                         /usr/lib/x86_64-linux-gnu/libc.so.6
        """

    @Test("an address is told by the file whose mapping holds it and its distance from that file's lowest mapping; others by none")
    func tellsAddresses() throws {
        let code = LoadedCode(maps: Self.maps)
        let inExecutable = try #require(code.module(containing: 0x5555_5555_7123))
        #expect(inExecutable.path == "/work/bin/duo libfuzzer" && inExecutable.offset == 0x3123)
        let inLibrary = try #require(code.module(containing: 0x7fff_f7de_8010))
        #expect(inLibrary.path == "/usr/lib/x86_64-linux-gnu/libc.so.6" && inLibrary.offset == 0x28010)
        #expect(code.module(containing: 0x5555_5555_c100) == nil)
        #expect(code.module(containing: 0x10) == nil)
        #expect(LoadedCode(maps: "not a map\n").module(containing: 0x5555_5555_7123) == nil)
    }

    @Test(
        "this process's own code is in the map, in its executable (Linux: elsewhere there is no map)",
        .enabled(if: !LoadedCode.current().isEmpty))
    func ownCode() throws {
        let code = LoadedCode.current()
        let function: @convention(c) () -> Int32 = { 7 }
        let module = try #require(code.module(containing: UInt(bitPattern: unsafeBitCast(function, to: Int.self))))
        #expect(module.path == URL(fileURLWithPath: ExecutablePath.current).resolvingSymlinksInPath().path && module.offset > 0)
    }
}
