import AppLayoutAdapter
import DuoCheckFuzz

// The app's own helpers fuzzed by libFuzzer, through the conformance kit's properties: the same entry point
// as DuoCheck's own target, given the app's helper set. DUOCHECK_FUZZ_PROPERTY (or the executable's name)
// picks the property, and the app's branches are the coverage that guides the fuzzer.
#if DUOCHECK_LIBFUZZER
    @_cdecl("LLVMFuzzerInitialize")
    public func fuzzerInitialize(_ argc: UnsafeMutableRawPointer?, _ argv: UnsafeMutableRawPointer?) -> CInt {
        DuoLibFuzzer.initialize(helpers: .app)
    }

    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        DuoLibFuzzer.testOneInput(data, size)
    }
#else
    @main
    enum RunFiles {
        static func main() {
            DuoLibFuzzer.runFiles(helpers: .app)
        }
    }
#endif
