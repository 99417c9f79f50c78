/// How a crash looks from outside, to tell whether another run of a case (or a smaller
/// candidate) fails the same way: the same signal, or a hang, or the same exit status,
/// and, where the process left one, the same trap. A trap's message names the value
/// (`demo-trap: 951 is over 900`), so its numbers are left out of the comparison; the
/// trap's place (`File.swift:47:`) is compared as written.
package struct CrashSignature: Equatable, Hashable {
    /// How the process ended.
    var cause: CrashPolicy.Cause
    /// The trap, with the numbers of its message masked, or `nil` when there is none.
    var trap: String?

    /// The signature of a crash with this cause and last line of standard error.
    package init(cause: CrashPolicy.Cause, lastWords: String?) {
        self.cause = cause
        trap = cause == .hang ? nil : lastWords.flatMap(Self.trapKey)
    }

    /// The trap part of a line: from its place (before `Fatal error`) verbatim, then the message
    /// with each run of digits as `#`; `nil` for a line that is not a trap.
    static func trapKey(_ line: String) -> String? {
        guard let range = line.range(of: "Fatal error") else { return nil }
        return String(line[..<range.lowerBound]) + maskingNumbers(String(line[range.lowerBound...]))
    }

    /// `text` with every run of digits replaced by `#`.
    package static func maskingNumbers(_ text: String) -> String {
        var masked = ""
        var inNumber = false
        for character in text {
            if character.isASCII, character.isNumber {
                if !inNumber { masked.append("#") }
                inNumber = true
            } else {
                masked.append(character)
                inNumber = false
            }
        }
        return masked
    }
}
