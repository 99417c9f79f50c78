import Foundation

/// Command-line tools as a Mac has them, for running the project's shell scripts on Linux the way the macOS job
/// runs them: a folder of small shims to put first on `PATH`.
///
/// - `cp`, `sed`, `grep`, `find`, `date`, `stat` and `xargs` refuse the GNU-only options a script may lean on
///   (`cp --parents`, `sed -i` without a suffix, `sed -r`, `grep -P`, `find -printf`, `date -d`, `stat -c`,
///   `xargs -r`), naming the option, and otherwise run the real tool;
/// - `wc` pads each count to eight columns, as BSD's `wc` prints `       3` where GNU's prints `3`;
/// - `timeout`, `nproc`, `sha256sum`, `md5sum`, `tac`, `numfmt`, `setsid` and `flock`, which macOS lacks, fail.
///
/// What the shims cannot imitate, bash 3.2's own rules, is checked by reading the scripts (`ScriptPortabilityTests`);
/// where `DUOCHECK_MAC_BASH` names a bash 3.2 binary (built from GNU's bash-3.2 sources), the folder's `bash` is that
/// one, and a script's `#!/usr/bin/env bash` runs under it. On a Mac the shims wrap the real BSD tools and change
/// nothing a portable script sees.
package enum MacToolShims {
    /// The tools that refuse options, each with a `case` pattern of the refused arguments and why.
    static let refusing: [(tool: String, pattern: String, why: String)] = [
        ("cp", "--*|-*[tTubd]*", "BSD cp has no long options (--parents, --target-directory) and none of -t, -T, -u, -b, -d"),
        ("sed", "--*|-i*|-r*|-*[rz]*", "BSD sed's -i takes a suffix argument, and it has no -r (use -E), -z or long options"),
        ("grep", "-P*|-*P*|--perl-regexp", "BSD grep has no Perl expressions (-P)"),
        ("find", "-printf|-fprintf|-regextype|-readable|-writable|-executable", "BSD find has no such primary"),
        ("date", "-d*|--*", "BSD date takes -j -f to read a date, not -d, and no long options"),
        ("stat", "-c*|--format*|--printf*", "BSD stat takes -f FORMAT, not -c"),
        ("xargs", "-r|--no-run-if-empty|-a*|--arg-file*", "BSD xargs has no -r or -a")
    ]
    /// The tools a Mac does not have.
    static let missing = ["timeout", "nproc", "sha256sum", "sha1sum", "md5sum", "tac", "numfmt", "setsid", "flock"]

    /// Writes the shims into `folder` (made if needed) and returns it, to be put first on `PATH`.
    package static func install(in folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (tool, pattern, why) in refusing {
            try write(refusingShim(tool: tool, real: try realPath(of: tool), pattern: pattern, why: why), named: tool, in: folder)
        }
        try write(paddingWordCount(real: try realPath(of: "wc")), named: "wc", in: folder)
        for tool in missing {
            try write("#!/bin/sh\necho \"\(tool): command not found (macOS has no \(tool))\" >&2\nexit 127\n", named: tool, in: folder)
        }
        if let bash = ProcessInfo.processInfo.environment["DUOCHECK_MAC_BASH"], !bash.isEmpty {
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("bash").path, withDestinationPath: bash)
        }
        return folder
    }

    /// `PATH` with `folder` first.
    package static func path(first folder: URL) -> String {
        folder.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    }

    /// A shim that refuses the options matching `pattern` (up to the first operand, where BSD's getopt stops) and
    /// runs `real` otherwise.
    static func refusingShim(tool: String, real: String, pattern: String, why: String) -> String {
        """
        #!/bin/sh
        for argument in "$@"; do
            case "$argument" in
                --) break ;;
                \(pattern)) echo "\(tool): $argument is not on macOS: \(why)" >&2; exit 64 ;;
                -*) ;;
                *) [ \(tool) = find ] || [ \(tool) = xargs ] || break ;;
            esac
        done
        exec '\(real)' "$@"

        """
    }

    /// `wc` whose counts are each right-aligned in eight columns (`printf ' %7d'`), as BSD's `wc` prints them.
    static func paddingWordCount(real: String) -> String {
        """
        #!/bin/sh
        output=$('\(real)' "$@")
        status=$?
        printf '%s\\n' "$output" | while read -r line; do
            counts=""
            rest=""
            for field in $line; do
                case "$rest$field" in
                    *[!0-9]*) rest="$rest $field" ;;
                    *) counts="$counts$(printf ' %7d' "$field")" ;;
                esac
            done
            printf '%s%s\\n' "$counts" "$rest"
        done
        exit $status

        """
    }

    /// The real tool's path, found on `PATH` (or in `/bin` and `/usr/bin`).
    static func realPath(of tool: String) throws -> String {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin", "/bin"]
        guard let found = folders.map({ "\($0)/\(tool)" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: tool])
        }
        return found
    }

    /// Writes an executable script.
    static func write(_ text: String, named name: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }
}
