import OperatingSystem

/// The source file and line of code addresses of this process, by the toolchain's `llvm-symbolizer` (``FuzzSymbolizer``):
/// a guided run's dashboard names the core's blocks that no case reached. Places outside a `Sources/` folder, and
/// addresses in no mapped module, are nil.
package enum CodePlaces {
    /// The places of `addresses`, in order; throws why no symbolizer could name them.
    package static func places(of addresses: [UInt]) throws -> [(file: String, line: Int64)?] {
        let symbolizer = try FuzzCoverage.externalSymbolizer()
        let code = LoadedCode.current()
        let modules = addresses.map { code.module(containing: $0) }
        let known = modules.enumerated().compactMap { index, module in module.map { (index, $0) } }
        if known.isEmpty, !addresses.isEmpty {
            // The map of the loaded code is read on Linux alone (LoadedCode); elsewhere no module holds an address.
            throw FuzzSymbolizer.Unavailable(description: "the loaded code's map cannot be read on this platform")
        }
        let answers = try symbolizer.places(of: known.map(\.1))
        var places: [(file: String, line: Int64)?] = Array(repeating: nil, count: addresses.count)
        for ((index, _), answer) in zip(known, answers) { places[index] = FuzzCoverage.place(inSymbolized: FuzzCoverage.withoutColumn(answer)) }
        return places
    }
}
