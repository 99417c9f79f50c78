import Foundation
import Testing

/// Every shell script that a macOS job or a test runs keeps to what a Mac has: bash 3.2 and the BSD tools. Their
/// behaviour is checked by running the scripts with ``MacToolShims`` first on `PATH` (`WorkflowScriptTests`,
/// `GuidedFuzzScriptTests`); what no shim can imitate on Linux, bash 3.2's own language, is checked here by reading.
///
/// Read: `.ci/run` and `.ci/compiler-warnings` (the macOS job runs them), `.ci/property-branches` (a Mac can run it by hand), every script in `.github/scripts/` (the tests
/// run them, the macOS jobs run two), and the `run:` steps of every job on a `macos-` runner. Not read: `.ci/libfuzzer*` and
/// `.clusterfuzzlite/build.sh`, which run only on Linux, where libFuzzer is (`.ci/run` starts `.ci/libfuzzer` only
/// there, the others are run by hand or by Linux jobs, and build.sh runs in OSS-Fuzz's Linux image).
@Suite("Scripts a Mac runs use bash 3.2 and BSD tools")
struct ScriptPortabilityTests {
    /// One construct a Mac lacks.
    struct Rule: CustomStringConvertible, Sendable {
        /// What it is, and what to write instead.
        let name: String
        /// A regular expression for it, on a line with its comment removed.
        let pattern: String
        /// A line it must find.
        let example: String
        /// Whether it applies only to a script that sets `-u`.
        var onlyUnderNounset = false

        var description: String { name }

        static let all: [Rule] = [
            Rule(
                name: "mapfile and readarray (bash 4.0): read lines in a while loop", pattern: #"\b(mapfile|readarray)\b"#,
                example: "mapfile -t ids < file"),
            Rule(
                name: "associative arrays (bash 4.0): keep values at an index of a plain array",
                pattern: #"\b(declare|local|typeset)\s+-[a-zA-Z]*A"#, example: "declare -A turns"),
            Rule(name: "name references (bash 4.3)", pattern: #"\b(declare|local|typeset)\s+-[a-zA-Z]*n\b"#, example: "local -n list=$1"),
            Rule(name: "declare -g (bash 4.2)", pattern: #"\bdeclare\s+-[a-zA-Z]*g"#, example: "declare -g count=0"),
            Rule(
                name: "case modification ${x,,} ${x^^} (bash 4.0): use tr", pattern: #"\$\{[A-Za-z_]\w*(\[[^]]*\])?(\^|,)"#, example: "echo ${name,,}"
            ),
            Rule(name: "case fall-through ;& and ;;& (bash 4.0)", pattern: #";;&|[^;];&"#, example: "a) echo a ;&"),
            Rule(name: "coproc (bash 4.0)", pattern: #"\bcoproc\b"#, example: "coproc cat"),
            Rule(name: "|& and &>> (bash 4.0): write 2>&1 |, >> … 2>&1", pattern: #"\|&|&>>"#, example: "make |& tee log"),
            Rule(name: "[[ -v ]] (bash 4.2): use ${x+set}", pattern: #"\[\[\s+-v\s"#, example: "[[ -v name ]]"),
            Rule(name: "negative array subscripts (bash 4.3)", pattern: #"\$\{[A-Za-z_]\w*\[-[0-9]+\]\}"#, example: "last=${items[-1]}"),
            Rule(name: "wait -n (bash 4.3)", pattern: #"\bwait\s+-n\b"#, example: "wait -n"),
            Rule(
                name: "shopt options of bash 4 and 5",
                pattern: #"\bshopt\s+-s\s+.*\b(globstar|lastpipe|inherit_errexit|autocd|checkjobs|direxpand|localvar_inherit)\b"#,
                example: "shopt -s globstar"),
            Rule(
                name: "variables of bash 4 and 5 ($BASHPID, $EPOCHSECONDS, $EPOCHREALTIME, $SRANDOM)",
                pattern: #"\$\{?(BASHPID|EPOCHSECONDS|EPOCHREALTIME|SRANDOM)\b"#, example: "echo $EPOCHSECONDS"),
            Rule(name: "parameter transformations ${x@Q} (bash 4.4)", pattern: #"\$\{[^}]*@[QEPAaUuLK]\}"#, example: "echo ${name@Q}"),
            Rule(name: "{fd}> descriptor variables (bash 4.1)", pattern: #"(^|[^$])\{[A-Za-z_]\w*\}[<>]"#, example: "exec {log}>file"),
            Rule(
                name: "an array expanded as \"${a[@]}\" under set -u: bash 3.2 calls an empty array unbound; write ${a[@]+\"${a[@]}\"}",
                pattern: #"(^|[^+])"\$\{!?[A-Za-z_]\w*\[@\]\}""#, example: #"for id in "${ids[@]}"; do"#, onlyUnderNounset: true),
            Rule(
                name: "a case pattern without its opening ( on the case's line: bash 3.2 ends a $( ) there",
                pattern: #"\bcase\b.*\bin\s+[^(\s]"#, example: #"x=$(case "$a" in *) echo b ;; esac)"#),
            Rule(
                name: "GNU cp options (--parents, -t, -T, -u): macOS's cp is BSD's", pattern: #"\bcp\s+(-[a-zA-Z]*[tTu]\b|--[a-z])"#,
                example: "cp --parents a b"),
            Rule(
                name: "sed -i and sed -r: BSD sed's -i takes a suffix; use a temporary file, and -E", pattern: #"\bsed\s+(-[a-zA-Z]*[ir]|--[a-z])"#,
                example: "sed -i s/a/b/ f"),
            Rule(
                name: "GNU regular expressions in BSD sed and grep (\\| \\+ \\?): use -E", pattern: #"\b(sed|grep)\b[^|]*\\[|+?]"#,
                example: #"grep 'a\|b' f"#),
            Rule(name: "grep -P: BSD grep has no Perl expressions", pattern: #"\bgrep\s+(-[a-zA-Z]*P|--perl)"#, example: "grep -oP '\\d+' f"),
            Rule(
                name: "find -printf and -regextype: BSD find has neither", pattern: #"\s-(printf|fprintf|regextype)\b"#,
                example: "find . -printf '%p'"),
            Rule(name: "date -d: BSD date reads a date with -j -f", pattern: #"\bdate\s+(-d\b|--date)"#, example: "date -d yesterday"),
            Rule(name: "stat -c: BSD stat takes -f", pattern: #"\bstat\s+(-c\b|--format|--printf)"#, example: "stat -c %s f"),
            Rule(name: "xargs -r: BSD xargs has no -r", pattern: #"\bxargs\s+(-[a-zA-Z0-9]*r\b|--no-run)"#, example: "xargs -r rm"),
            Rule(name: "head -n -N: BSD head takes no negative count", pattern: #"\bhead\s+-n\s*-[0-9]"#, example: "head -n -1 f"),
            Rule(
                name: "long options of BSD tools that have none",
                pattern: #"\b(ln|mv|rm|mkdir|touch|chmod|cut|tr|wc|head|tail|basename|dirname|du)\s+--[a-z]"#,
                example: "rm --force f"),
            Rule(
                name: "commands a Mac lacks (timeout, nproc, sha256sum, md5sum, tac, numfmt, setsid, flock)",
                pattern: #"(^|[;&|(]|\$\(|\bthen|\bdo|\belse)\s*(timeout|nproc|sha256sum|sha1sum|md5sum|tac|numfmt|setsid|flock)\s"#,
                example: "n=$(nproc )"),
            Rule(name: "gawk's own functions", pattern: #"\b(gensub|asorti?|strftime|systime)\s*\("#, example: "awk '{ print strftime() }'")
        ]
    }

    /// The package's root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The scripts a Mac runs, each as a name and its text.
    static func scripts() throws -> [(name: String, text: String)] {
        var scripts: [(name: String, text: String)] = []
        for file in [".ci/run", ".ci/compiler-warnings", ".ci/property-branches"] {
            scripts.append((file, try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)))
        }
        let folder = root.appendingPathComponent(".github/scripts")
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where file.hasSuffix(".sh") {
            scripts.append((".github/scripts/\(file)", try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)))
        }
        let workflows = root.appendingPathComponent(".github/workflows")
        for file in try FileManager.default.contentsOfDirectory(atPath: workflows.path).sorted() where file.hasSuffix(".yml") {
            let text = try String(contentsOf: workflows.appendingPathComponent(file), encoding: .utf8)
            scripts += macRunSteps(in: text).map { (".github/workflows/\(file): \($0.job)", $0.script) }
        }
        return scripts
    }

    /// The `run:` steps of each job on a `macos-` runner, by job: a job is a line indented two spaces under `jobs:`, a
    /// step's script the lines under its `run: |`, or the rest of its `run:` line.
    static func macRunSteps(in workflow: String) -> [(job: String, script: String)] {
        var steps: [(job: String, script: String)] = []
        var job = ""
        var jobIsMac = false
        var script: [String]? = nil
        var scriptIndent = 0
        func finish() {
            if let lines = script, jobIsMac { steps.append((job, lines.joined(separator: "\n"))) }
            script = nil
        }
        for line in workflow.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let indent = line.prefix { $0 == " " }.count
            let content = line.trimmingCharacters(in: .whitespaces)
            if script != nil {
                if content.isEmpty || indent >= scriptIndent {
                    script?.append(String(line.dropFirst(min(indent, scriptIndent))))
                    continue
                }
                finish()
            }
            if indent == 2, content.hasSuffix(":"), !content.hasPrefix("#") {
                job = String(content.dropLast())
                jobIsMac = false
            }
            if content.hasPrefix("runs-on:"), content.contains("macos-") { jobIsMac = true }
            if let range = content.range(of: #"^(- )?run:\s*"#, options: .regularExpression) {
                let rest = String(content[range.upperBound...])
                if rest.hasPrefix("|") || rest.hasPrefix(">") {
                    script = []
                    scriptIndent = indent + 2
                } else {
                    script = [rest]
                    finish()
                }
            }
        }
        finish()
        return steps
    }

    /// The code of a line: the line without its comment (a `#` at its start or after a space, outside quotes).
    static func code(of line: Substring) -> String {
        var quote: Character? = nil
        var previous: Character = " "
        for (offset, character) in line.enumerated() {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "#", previous == " " || previous == "\t" {
                return String(line.prefix(offset))
            }
            previous = character
        }
        return String(line)
    }

    /// Each line of `text` (named `name`) that uses a construct a Mac lacks: `name:line: rule`.
    static func findings(in text: String, name: String) -> [String] {
        let nounset = text.range(of: #"(^|\n)\s*set\s+-[a-zA-Z]*u"#, options: .regularExpression) != nil
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().flatMap { number, line -> [String] in
            let code = Self.code(of: line)
            return Rule.all.filter { rule in (nounset || !rule.onlyUnderNounset) && code.range(of: rule.pattern, options: .regularExpression) != nil }
                .map { "\(name):\(number + 1): \($0.name)" }
        }
    }

    @Test("no script a Mac runs uses bash 4, GNU-only options or a tool a Mac lacks")
    func scriptsArePortable() throws {
        let scripts = try Self.scripts()
        let names = scripts.map(\.name)
        #expect(
            names.contains(".ci/run") && names.contains(".ci/compiler-warnings") && names.contains(".github/scripts/guided-fuzz.sh"), "\(names)")
        #expect(names.contains { $0.hasPrefix(".github/workflows/ci.yml: macos") }, "the macOS job's steps were not read: \(names)")
        let findings = scripts.flatMap { Self.findings(in: $0.text, name: $0.name) }
        #expect(findings.isEmpty, "macOS has bash 3.2 and BSD tools:\n\(findings.joined(separator: "\n"))")
    }

    @Test("each rule finds its example, in a script that sets -u", arguments: Rule.all)
    func ruleFindsExample(_ rule: Rule) {
        #expect(Self.findings(in: "set -euo pipefail\n\(rule.example)  # a comment", name: "x.sh").contains("x.sh:2: \(rule.name)"))
    }

    @Test("a comment, a quoted #, a guarded array and a case pattern opened with ( are not findings")
    func portableLinesPass() {
        let text = """
            set -uo pipefail
            # mapfile -t ids < file; declare -A turns
            echo "a # b" ${ids[@]+"${ids[@]}"}
            x=$(case "$a" in (*) echo b ;; esac)
            case "$a" in
            """
        #expect(Self.findings(in: text, name: "x.sh") == [])
        #expect(Self.findings(in: #"for id in "${ids[@]}"; do"#, name: "x.sh") == [], "without set -u an empty array expands to nothing")
    }

    @Test("every xcodebuild test step passes the CI profile as TEST_RUNNER_CI: Xcode hands a test only TEST_RUNNER_ variables")
    func xcodeTestsGetTheCIProfile() throws {
        let workflows = Self.root.appendingPathComponent(".github/workflows")
        var steps = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: workflows.path).sorted() where file.hasSuffix(".yml") {
            let lines = try String(contentsOf: workflows.appendingPathComponent(file), encoding: .utf8).split(separator: "\n").map(String.init)
            for (index, line) in lines.enumerated() where line.trimmingCharacters(in: .whitespaces).hasPrefix("xcodebuild test ") {
                steps += 1
                let start = lines[..<index].lastIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("- ") } ?? 0
                #expect(
                    lines[start..<index].contains { $0.trimmingCharacters(in: .whitespaces) == "TEST_RUNNER_CI: \"true\"" },
                    "\(file):\(index + 1): an xcodebuild test step without TEST_RUNNER_CI runs its properties on a fresh seed")
            }
        }
        #expect(steps > 0, "no xcodebuild test step was found")
    }
}
