import Foundation

/// Where the code loaded in this process is: each mapping of an object's file (the executable or a shared
/// library) and the object's load address, read from Linux's `/proc/self/maps`, so that an address of code is
/// told as the file that holds it and its offset in that file's own layout, as a symbolizer (`llvm-symbolizer`)
/// takes it. An object's load address is its lowest mapping: its first segment, at offset 0 of a
/// position-independent object, as Swift links executables on Linux and as every shared library is. (glibc's
/// `dladdr` and `dl_iterate_phdr` are not visible to Swift without `_GNU_SOURCE`.) Elsewhere there is no such
/// file, and no address is told; on Apple's platforms nothing asks, since libFuzzer's block table that the
/// addresses come from is read on Linux only.
package struct LoadedCode {
    /// One mapping of an object's file.
    struct Mapping {
        var start: UInt
        var end: UInt
        var path: String
    }

    private var mappings: [Mapping] = []
    private var loadAddresses: [String: UInt] = [:]

    /// The code loaded now: read from `/proc/self/maps` on Linux, none elsewhere.
    package static func current() -> LoadedCode {
        #if os(Linux)
            return LoadedCode(maps: (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? "")
        #else
            return LoadedCode(maps: "")
        #endif
    }

    /// The code that the text of a `maps` file describes: lines of `START-END PERMISSIONS OFFSET DEVICE INODE
    /// PATH`, the addresses in hexadecimal; lines without a file's path (the heap, the stack) are left out.
    init(maps: String) {
        for line in maps.split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            guard fields.count == 6 else { continue }
            let path = fields[5].trimmingCharacters(in: .whitespaces)
            let bounds = fields[0].split(separator: "-").compactMap { UInt($0, radix: 16) }
            guard path.hasPrefix("/"), bounds.count == 2 else { continue }
            mappings.append(Mapping(start: bounds[0], end: bounds[1], path: path))
            loadAddresses[path] = min(loadAddresses[path] ?? bounds[0], bounds[0])
        }
    }

    /// Whether no code is known: where the map cannot be read (everywhere but Linux).
    package var isEmpty: Bool { mappings.isEmpty }

    /// The file holding `address` and the offset into it; nil when no mapping of a file holds it.
    package func module(containing address: UInt) -> (path: String, offset: UInt)? {
        guard let mapping = mappings.first(where: { $0.start <= address && address < $0.end }),
            let loadAddress = loadAddresses[mapping.path]
        else { return nil }
        return (mapping.path, address - loadAddress)
    }
}
