import Foundation
import DuoCheckEngine
import DuoSnapshots
import DuoFuzzSupport

/// A JUnit XML report of a run (`--junit FILE`): one test case per property,
/// failing with its counterexamples, and skipped when the run (interrupted) never
/// started it, for CI dashboards; and one failing test case per bad file in the seeds
/// folder, named by its path.
enum JUnitReport {
    /// The XML for a run's summary.
    static func xml(for summary: RunSummary) -> String {
        let failing = summary.properties.filter { $0.failures + $0.crashes > 0 }.count + summary.badSeedFiles.count
        let skipped = summary.properties.filter { !$0.started && $0.failures + $0.crashes == 0 }.count
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<testsuites>",
            #"  <testsuite name="duo-fuzz" tests="\#(summary.properties.count + summary.badSeedFiles.count)" failures="\#(failing)" errors="0" skipped="\#(skipped)" time="\#(format(summary.seconds))">"#,
            #"    <properties><property name="seed" value="\#(summary.seed)"/><property name="shard" value="\#(summary.shard)"/><property name="status" value="\#(escaped(summary.status))"/></properties>"#
        ]
        for property in summary.properties {
            let opening = #"    <testcase classname="duo-fuzz" name="\#(escaped(property.propertyID))" time="\#(format(property.seconds))""#
            let found = summary.counterexamples.filter { $0.propertyID == property.propertyID }
            if found.isEmpty, !property.started {
                lines += [opening + ">", #"      <skipped message="the run ended before this property started"/>"#, "    </testcase>"]
                continue
            }
            if found.isEmpty {
                lines.append(opening + "/>")
                continue
            }
            lines.append(opening + ">")
            for counterexample in found {
                let body = "\(counterexample.message)\nseed file: \(counterexample.seedFile)\nreplay: duo-fuzz replay \(counterexample.seedFile)"
                lines.append(
                    #"      <failure type="\#(counterexample.kind)" message="\#(escaped(counterexample.message))">\#(escaped(body))</failure>"#)
            }
            lines.append("    </testcase>")
        }
        for bad in summary.badSeedFiles {
            let (path, problem) = Self.split(bad)
            lines += [
                #"    <testcase classname="duo-fuzz.seeds" name="\#(escaped(path))" time="0.000">"#,
                #"      <failure type="bad seed file" message="\#(escaped(problem))">\#(escaped(bad))</failure>"#, "    </testcase>"
            ]
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A bad file's line, `path: what is wrong`, as its path and its problem.
    static func split(_ bad: String) -> (path: String, problem: String) {
        guard let separator = bad.range(of: ": ") else { return (bad, bad) }
        return (String(bad[..<separator.lowerBound]), String(bad[separator.upperBound...]))
    }

    /// Text made safe for XML attributes and content (see `xmlEscaped(_:)`).
    static func escaped(_ text: String) -> String {
        xmlEscaped(text)
    }

    private static func format(_ seconds: Double) -> String {
        DecimalText.fixed(seconds, places: 3)
    }
}
