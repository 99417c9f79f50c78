import DuoCheckFuzz

// The libFuzzer target of every property of the suites (docs/libfuzzer.md). Built with
// `swift build --product duo-libfuzzer --sanitize=fuzzer -Xswiftc -DDUOCHECK_LIBFUZZER`, libFuzzer's main
// drives it; built without the flag (as `swift build` builds every target), it is a plain command that runs
// crash and corpus files once each. DUOCHECK_FUZZ_PROPERTY, or the executable's name, picks the property.
#if DUOCHECK_LIBFUZZER
    @_cdecl("LLVMFuzzerInitialize")
    public func fuzzerInitialize(_ argc: UnsafeMutableRawPointer?, _ argv: UnsafeMutableRawPointer?) -> CInt {
        DuoLibFuzzer.initialize()
    }

    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        DuoLibFuzzer.testOneInput(data, size)
    }
#else
    @main
    enum RunFiles {
        static func main() {
            DuoLibFuzzer.runFiles()
        }
    }
#endif
