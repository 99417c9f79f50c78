import DuoFuzzCounters

/// The blocks of code one case reached, from the inline 8-bit counters that SanitizerCoverage puts in a build
/// made for the guided run (docs/guided.md): each instrumented module hands its counters to the package's own
/// callbacks when the process starts (`DuoCoverageModules.c`), nothing clears them but ``clear()``, and a counter
/// that is not 0 after a case marks a block the case reached.
///
/// Blocks are numbered across the modules in the order they registered, which is the same in every process of
/// one executable, so a worker's block numbers mean the same in its supervisor. A build without the
/// instrumentation has no blocks, and a guided run is then guided by the properties' labels alone.
enum CodeCoverage {
    /// One module's counters, and the number of its first block.
    struct Module {
        let index: Int
        let counters: UnsafeMutablePointer<UInt8>
        let count: Int
        let firstBlock: Int
    }

    /// The modules, read once: their constructors ran before `main`.
    nonisolated(unsafe) static let modules: [Module] = {
        var modules: [Module] = []
        var firstBlock = 0
        for index in 0..<duo_coverage_module_count() {
            var count = 0
            guard let counters = duo_coverage_counters(index, &count), count > 0 else { continue }
            modules.append(Module(index: index, counters: counters, count: count, firstBlock: firstBlock))
            firstBlock += count
        }
        return modules
    }()

    /// How many blocks the build has counters for (0 without the instrumentation).
    static var blockCount: Int { modules.last.map { $0.firstBlock + $0.count } ?? 0 }

    /// Sets every counter to 0, before a case.
    static func clear() {
        duo_coverage_clear()
    }

    /// The blocks whose counters are not 0, in ascending order: the first of `buffer`'s elements, which is made
    /// as long as there are blocks and kept between calls. The reading is C's (`duo_coverage_collect`): Swift code of
    /// this build is instrumented, and a Swift loop would bump counters of its own on every step.
    static func reached(in buffer: inout [Int32]) -> ArraySlice<Int32> {
        if buffer.count < blockCount { buffer = Array(repeating: 0, count: blockCount) }
        let found = buffer.withUnsafeMutableBufferPointer { duo_coverage_collect($0.baseAddress, $0.count) }
        return buffer[..<found]
    }

    /// The address of block `block` (its instrumentation call's place, which a symbolizer names), or 0.
    static func address(ofBlock block: Int) -> UInt {
        guard let module = modules.last(where: { $0.firstBlock <= block }), block < module.firstBlock + module.count else { return 0 }
        return UInt(duo_coverage_block_address(module.index, block - module.firstBlock))
    }
}
