import DuoCheckEngine
import Foundation

/// A seed that `duo-fuzz import` copied into the seeds folder: what the pull request's table lists.
package struct ImportFinding: Codable, Equatable {
    /// The property's id.
    package var propertyID: String
    /// `failure` or `crash`.
    package var kind: String
    /// What went wrong.
    package var message: String
    /// Its path in the seeds folder.
    package var seedFile: String
    /// Its picture's path, when one was drawn.
    package var picture: String?
    /// What the explain phase found, as the seed file keeps it (none for a crash).
    package var explanation: Explanation? = nil
    /// How many of the night's reproducing seed files it stands for: itself and the others of its crash group.
    package var seeds = 1

    /// The command that replays it.
    package var replayCommand: String { "duo-fuzz replay \(seedFile)" }
}

/// The body of the pull request that brings a night's findings home: a Markdown table, a row per new group
/// (property, kind, how many of the night's reproducing seeds it stands for, message, what the explain phase
/// found, replay command, picture; the seed is the group's simplest reproducing member), and what to do with it.
enum PullRequestBody {
    /// The body for `findings`; `artifactURL` links the pictures (the workflow run's artifacts).
    static func markdown(_ findings: [ImportFinding], stale: Int, artifactURL: String?) -> String {
        var lines = ["## Nightly fuzz findings", ""]
        if findings.isEmpty {
            lines.append("No new counterexample.")
        } else {
            lines += [
                "\(findings.count) new counterexample\(findings.count == 1 ? "" : "s"), each still failing on this branch's base "
                    + "and the simplest of its group that does, added under `Seeds/`: every seed replays in `swift test`, so this pull request fails CI until the bug is fixed.",
                ""
            ]
            lines += table(findings)
        }
        if stale > 0 {
            lines += [
                "",
                "\(stale) finding\(stale == 1 ? "" : "s") of the night no longer fail\(stale == 1 ? "s" : "") on this base and \(stale == 1 ? "was" : "were") left out."
            ]
        }
        if let artifactURL {
            lines += ["", "Pictures: the `nightly-import` artifact (its `pictures/` folder) of [the workflow run](\(artifactURL))."]
        }
        lines += [
            "", "To review: run the replay command, open the picture, fix the bug on this branch (or a branch of it), and merge; see docs/nightly.md."
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The table of `findings`: a header, and a row per finding.
    static func table(_ findings: [ImportFinding]) -> [String] {
        var lines = ["| property | kind | seeds | message | explained | replay | picture |", "|---|---|---|---|---|---|---|"]
        for finding in findings {
            let picture = finding.picture.map { "`\(code($0.split(separator: "/").last.map(String.init) ?? $0))`" } ?? "—"
            let explained =
                finding.explanation.map { cell($0.lines.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "; ")) }
                ?? "—"
            lines.append(
                "| `\(code(finding.propertyID))` | \(cell(finding.kind)) | \(finding.seeds) | \(cell(finding.message)) | \(explained) | `\(code(finding.replayCommand))` | \(picture) |"
            )
        }
        return lines
    }

    /// `text` made safe for a code span in one table cell: a cell's text, without backticks.
    static func code(_ text: String) -> String {
        cell(text).replacingOccurrences(of: "`", with: "'")
    }

    /// `text` made safe for one table cell: one line, pipes escaped, at most 200 characters.
    static func cell(_ text: String) -> String {
        let line = text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "|", with: "\\|")
        return line.count > 200 ? String(line.prefix(200)) + "…" : line
    }
}
