import Foundation
import Testing
import DuoFuzzTestSupport

/// The nightly's guided job (`.github/scripts/guided-fuzz.sh`), run against a stand-in for libFuzzer whose
/// feature counts are scripted, and one for duo-fuzz: who gets the turns, what is imported, how each corpus
/// is minimised, and the summary.
@Suite("The guided nightly script")
struct GuidedFuzzScriptTests {
    /// A libFuzzer target in shell: `grows` finds new features for three turns, then none; `flat` finds its
    /// features in the first turn only; `fails` writes a crash file in its first turn. Every turn adds one
    /// input to the corpus and logs `turn ID N`; `-merge=1` keeps the first input, and fails for `flat`.
    static let fakeLibFuzzer = #"""
        #!/usr/bin/env bash
        set -eu
        if [ "${DUOCHECK_FUZZ_LIST:-}" = 1 ]; then printf 'grows\nflat\nfails\n'; exit 0; fi
        id="$DUOCHECK_FUZZ_PROPERTY"
        if [ "$1" = -merge=1 ]; then
            echo "merge $id" >> "$CALLS"
            [ "$id" != flat ] || exit 1
            cp "$(find "$3" -type f | sort | head -n 1)" "$2/"
            exit 0
        fi
        corpus="$1" prefix=""
        for argument in "$@"; do case "$argument" in -artifact_prefix=*) prefix="${argument#-artifact_prefix=}" ;; esac; done
        n=$(( $(grep -c "^turn $id " "$CALLS" || true) + 1 ))
        echo "turn $id $n" >> "$CALLS"
        echo "input $n" > "$corpus/input-$n"
        case "$id" in
            grows) ft=$(( 10 * (n < 3 ? n : 3) )) ;;
            flat) ft=5 ;;
            fails) ft=7; echo crash > "${prefix}crash-1" ;;
        esac
        echo "#1 INITED cov: 3 ft: 1 corp: 1/1b"
        echo "#9 NEW cov: 4 ft: $ft corp: 2/2b"
        """#

    /// duo-fuzz in shell: `import-crash` logs its arguments and stores a seed file in the seeds folder.
    static let fakeDuoFuzz = #"""
        #!/usr/bin/env bash
        echo "duo-fuzz $*" >> "$CALLS"
        mkdir -p "$5/$2" && echo '{}' > "$5/$2/seed.json"
        """#

    static func executable(_ text: String, at url: URL) throws {
        try Data(text.utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }

    @Test(
        "turns go to the targets still finding features, all that have not failed get turns when none is, crashes are imported, corpora minimised, and the summary says so",
        arguments: WorkflowScriptTests.Tools.allCases)
    func turnsAndSummary(tools: WorkflowScriptTests.Tools) throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try Self.executable(Self.fakeLibFuzzer, at: runner.path("libfuzzer"))
        try Self.executable(Self.fakeDuoFuzz, at: runner.path("duo-fuzz"))
        let script = WorkflowScriptTests.scripts.appendingPathComponent("guided-fuzz.sh").path
        let run = try WorkflowScriptTests.bash(
            script, in: runner.directory,
            environment: [
                "LIBFUZZER": runner.path("libfuzzer").path, "DUO_FUZZ": runner.path("duo-fuzz").path, "CALLS": runner.path("calls").path,
                "BUDGET": "90", "SLICE": "10", "GITHUB_STEP_SUMMARY": ""
            ], tools: tools)
        #expect(run.status == 1, "a target failed: \(run.output)")
        let calls = try String(contentsOf: runner.path("calls"), encoding: .utf8).split(separator: "\n").map(String.init)
        // Nine turns of 10 s in 90 s. First turns for all; `fails` failed and stops; `flat` found nothing new in
        // its second turn and sits out while `grows` still finds; when `grows` stops finding too, both that
        // have not failed get turns again.
        let turns = calls.filter { $0.hasPrefix("turn ") }
        #expect(
            turns == [
                "turn grows 1", "turn flat 1", "turn fails 1", "turn grows 2", "turn flat 2", "turn grows 3", "turn grows 4", "turn grows 5",
                "turn flat 3"
            ], "\(calls)")
        #expect(calls.contains("duo-fuzz import-crash fails fuzz-out/crashes/fails/crash-1 --seeds-dir fuzz-out/new-seeds/Seeds"), "\(calls)")
        #expect(FileManager.default.fileExists(atPath: runner.path("fuzz-out/new-seeds/Seeds/fails/seed.json").path))
        #expect(calls.filter { $0.hasPrefix("merge ") } == ["merge grows", "merge flat", "merge fails"], "\(calls)")
        // A merged corpus keeps what the merge kept; one whose merge failed is kept whole.
        let summary = try String(contentsOf: runner.path("fuzz-out/guided.md"), encoding: .utf8)
        #expect(
            summary == """
                | property | turns | features | corpus | failed |
                |---|---|---|---|---|
                | `grows` | 5 | 30 | 1 |  |
                | `flat` | 3 | 5 | 3 |  |
                | `fails` | 1 | 7 | 1 | yes |

                """, "\(summary)")
    }

    @Test("a property id that is not one is refused with exit status 2 before anything runs", arguments: WorkflowScriptTests.Tools.allCases)
    func badPropertyID(tools: WorkflowScriptTests.Tools) throws {
        let runner = try FuzzCommandRunner()
        defer { runner.cleanUp() }
        try Self.executable(Self.fakeLibFuzzer, at: runner.path("libfuzzer"))
        let script = WorkflowScriptTests.scripts.appendingPathComponent("guided-fuzz.sh").path
        let run = try WorkflowScriptTests.bash(
            script, in: runner.directory,
            environment: ["LIBFUZZER": runner.path("libfuzzer").path, "CALLS": runner.path("calls").path, "PROPERTIES": "grows ../etc"],
            tools: tools)
        #expect(run.status == 2 && run.output.contains("\"../etc\" is not a property id"), "\(run.output)")
        #expect(!FileManager.default.fileExists(atPath: runner.path("calls").path))
    }
}
