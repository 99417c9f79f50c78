extension JSONValue {
    /// The tree of `value` as a counterexample is written (``ValueCoding``), each number in the form a parser reads
    /// its text as (``init(parsedNumber:)``): a tree built here equals the tree parsed from a file that holds the
    /// same value, so a case goes from the draw to the report, the worker protocol and the seed file as a tree,
    /// never as text.
    package init<Value: Encodable>(encoding value: Value) throws {
        self = try JSONTreeEncoder(numbersAsParsed: true).tree(of: value)
    }

    /// The tree of a case's value (``init(encoding:)``), or, for a value whose `encode(to:)` throws, a string
    /// saying why it could not be encoded: a failure already found is reported, never lost to its value.
    package init<Value: Encodable>(caseValue value: Value) {
        do {
            self = try JSONValue(encoding: value)
        } catch {
            self = .string("<value could not be encoded: \(error)>")
        }
    }

    /// A number in the form ``JSONParser`` reads its written text (``JSONFormat/numberText(_:)``) as: NaN and the
    /// infinities as the strings `"nan"`, `"inf"` and `"-inf"` they are written as, and otherwise as
    /// ``init(writtenNumber:)`` reads the text. A whole number from 2^53 up, written `1e+16`, becomes the
    /// ``integer(_:)`` its digits stand for.
    package init(parsedNumber number: Double) {
        guard number.isFinite else {
            self = .string(number.isNaN ? "nan" : number < 0 ? "-inf" : "inf")
            return
        }
        self = JSONValue(writtenNumber: JSONFormat.numberText(number)) ?? .number(number)
    }

    /// The value a JSON number's text stands for: an ``integer(_:)`` when it is whole and fits `Int64` (`-0`
    /// excepted, which keeps its sign as a ``number(_:)``), an ``unsignedInteger(_:)`` when it is whole and only
    /// fits `UInt64`, and otherwise the nearest `Double`. `nil` when the text is no number, or one out of a `Double`'s
    /// range: beyond the largest (never an infinity), or so small that it would read as 0 (never a silent zero).
    package init?(writtenNumber text: some StringProtocol) {
        if let whole = Self.wholeNumber(written: String(text)) {
            self = whole
        } else if let number = Double(text), number.isFinite {
            let mantissa = text.prefix { $0 != "e" && $0 != "E" }
            guard number != 0 || !mantissa.contains(where: { ("1"..."9").contains($0) }) else { return nil }
            self = .number(number)
        } else {
            return nil
        }
    }

    /// The whole number that a decimal (`12`, `-3.5`, `1.2e+17`, `5e-324`, `100e-2`) stands for, when it is
    /// whole and fits `Int64`, or `UInt64` when it is not negative; `-0` as the ``number(_:)`` it is. `nil` for
    /// a fraction or a number out of range, which stays a `Double`.
    private static func wholeNumber(written text: String) -> JSONValue? {
        let isNegative = text.hasPrefix("-")
        let unsigned = isNegative ? text.dropFirst() : Substring(text)
        let parts = unsigned.split(omittingEmptySubsequences: false) { $0 == "e" || $0 == "E" }
        guard parts.count <= 2, let exponent = parts.count > 1 ? Int(parts[1]) : 0 else { return nil }
        let mantissa = parts[0].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        var digits = Array((mantissa[0] + (mantissa.count > 1 ? mantissa[1] : "")).utf8)
        guard !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        // An exponent near Int's bounds with a fraction would overflow the subtraction: such a number is no whole one.
        let (difference, overflowed) = exponent.subtractingReportingOverflow(mantissa.count > 1 ? mantissa[1].count : 0)
        guard !overflowed else { return nil }
        var shift = difference
        while shift < 0, digits.last == UInt8(ascii: "0") {
            digits.removeLast()
            shift += 1
        }
        if digits.allSatisfy({ $0 == UInt8(ascii: "0") }) { return isNegative ? .number(-0.0) : .integer(0) }
        guard shift >= 0, shift <= 20 else { return nil }
        var magnitude: UInt64 = 0
        for digit in digits + repeatElement(UInt8(ascii: "0"), count: shift) {
            let (times10, overflowed) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, carried) = times10.addingReportingOverflow(UInt64(digit - UInt8(ascii: "0")))
            guard !overflowed, !carried else { return nil }
            magnitude = sum
        }
        if isNegative {
            guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
            return .integer(magnitude == UInt64(Int64.max) + 1 ? .min : -Int64(magnitude))
        }
        return .unsigned(magnitude)
    }
}
