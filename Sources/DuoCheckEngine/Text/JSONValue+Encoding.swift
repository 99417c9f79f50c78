extension JSONValue {
    /// The tree of `value` as a counterexample is written (``ValueCoding``), in the form its text reads back as
    /// (``readBack``): a tree built here equals the tree parsed from a file that holds the same value, so a case
    /// goes from the draw to the report, the worker protocol and the seed file as a tree, never as text.
    package init<Value: Encodable>(encoding value: Value) throws {
        self = try JSONTreeEncoder().tree(of: value).readBack
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

    /// The tree that this tree's text (``ValueCoding/format``) parses back as (``init(parsing:)-(Data)``): a
    /// number that is whole becomes an ``integer(_:)`` (or an ``unsignedInteger(_:)`` above `Int64.max`) with
    /// the value its written digits have, `-0` stays a ``number(_:)``, and NaN and the infinities become the
    /// strings `"nan"`, `"inf"` and `"-inf"` they are written as. Its text is the text a stored file holds for
    /// the value: the same, except that a whole number from 2^53 up, written `1e+16` by the value's own text, is
    /// written with its digits, as it is once a file has read it.
    package var readBack: JSONValue {
        switch self {
        case .number(let number): return Self.readBack(number)
        case .array(let items): return .array(items.map(\.readBack))
        case .object(let members): return .object(members.mapValues(\.readBack))
        case .null, .bool, .integer, .unsignedInteger, .string: return self
        }
    }

    /// A number as its text parses back.
    private static func readBack(_ number: Double) -> JSONValue {
        guard number.isFinite else { return .string(number.isNaN ? "nan" : number < 0 ? "-inf" : "inf") }
        if number == 0 { return number.sign == .minus ? .number(number) : .integer(0) }
        return wholeNumber(written: JSONFormat.numberText(number)) ?? .number(number)
    }

    /// The whole number that a decimal as ``JSONFormat`` writes it (`12`, `-3.5`, `1.2e+17`, `5e-324`) stands
    /// for, when it is whole and fits `Int64`, or `UInt64` when it is not negative: what a JSON parser reads it
    /// as. `nil` for a fraction or a number out of range, which stays a `Double`.
    private static func wholeNumber(written text: String) -> JSONValue? {
        let isNegative = text.hasPrefix("-")
        let unsigned = isNegative ? text.dropFirst() : Substring(text)
        let parts = unsigned.split(separator: "e", maxSplits: 1, omittingEmptySubsequences: false)
        let mantissa = parts[0].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let fraction = mantissa.count > 1 ? mantissa[1] : ""
        guard let exponent = parts.count > 1 ? Int(parts[1]) : 0 else { return nil }
        let shift = exponent - fraction.count
        guard shift >= 0, shift <= 20 else { return nil }
        var magnitude: UInt64 = 0
        for digit in (mantissa[0] + fraction).utf8 {
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
            let (times10, overflowed) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, carried) = times10.addingReportingOverflow(UInt64(digit - UInt8(ascii: "0")))
            guard !overflowed, !carried else { return nil }
            magnitude = sum
        }
        for _ in 0..<shift {
            let (times10, overflowed) = magnitude.multipliedReportingOverflow(by: 10)
            guard !overflowed else { return nil }
            magnitude = times10
        }
        if isNegative {
            guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
            return .integer(magnitude == UInt64(Int64.max) + 1 ? .min : -Int64(magnitude))
        }
        return .unsigned(magnitude)
    }
}
