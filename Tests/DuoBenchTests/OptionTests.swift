import Testing
import DuoCheckCommandLine
import DuoProperties
@testable import duo_bench

/// duo-bench reads its options with the parser duo-fuzz uses: the same forms, and errors that name the option.
@Suite("duo-bench options")
struct OptionTests {
    @Test("the benchmark's options, a profile and a fingerprint")
    func options() throws {
        let collapse = LayoutProperties.collapse().id
        guard case .bench(let quick) = try parseCommand(["--quick", "--only", "pairs,quality", "--pair", collapse, "--pair=rectangle"]) else {
            Issue.record("not a benchmark")
            return
        }
        #expect(quick.quick && quick.repetitions == 1 && quick.sections == [.pairs, .quality] && quick.pairNames == [collapse, "rectangle"])
        guard
            case .profile(let pair, let side, let cases) = try parseCommand([
                "profile", LayoutProperties.bandContainment().id, "--sourced", "--cases", "1_000"
            ])
        else {
            Issue.record("not a profile")
            return
        }
        #expect(pair == LayoutProperties.bandContainment().id && side == .sourced && cases == 1000)
        guard case .fingerprint(let count) = try parseCommand(["fingerprint"]) else {
            Issue.record("not a fingerprint")
            return
        }
        #expect(count == 2000)
        if BenchPair.named("rectangle")?.userCheck != nil {
            guard case .profile(_, let userSide, _) = try parseCommand(["profile", "rectangle", "--check"]) else {
                Issue.record("not a profile of check()")
                return
            }
            #expect(userSide == .check)
        }
        guard case .help = try parseCommand(["profile", "--help"]) else {
            Issue.record("not help")
            return
        }
    }

    @Test("bad usage names what is wrong")
    func badUsage() {
        for (arguments, named) in [
            (["--nope"], "--nope"), (["--repetitions", "0"], "--repetitions"), (["--only", "speed"], "speed"),
            (["profile", "nowhere"], "nowhere"), (["profile", "rectangle", "--sourced"], "--sourced"),
            (["fingerprint", "--cases"], "--cases"), (["--pair", "rectangle", "extra"], "extra"),
            (["profile", "band-containment", "--raw", "--check"], "--check"), (["profile", "collapse", "--check"], "--check")
        ] {
            #expect { try parseCommand(arguments) } throws: { ($0 as? UsageError)?.message.contains(named) == true }
        }
    }
}
