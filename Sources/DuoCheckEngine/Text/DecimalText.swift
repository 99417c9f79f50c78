/// Numbers as the package's reports write them, by the package's own code rather than `String(format:)`, so
/// that a report's text depends on no platform's formatting.
package enum DecimalText {
    /// `value` with exactly `places` decimals (0 to 9), as C's `%.Nf` writes it: the exact binary value
    /// rounded to the nearest multiple of 10^-places, a tie to the even one (`2.25` to one place is `2.2`,
    /// while `32.45`, a little more than 32.45 in binary, is `32.5`), with the sign kept (`-0.001` to two
    /// places is `-0.00`). A value whose digits would not fit 63 bits, or that is not finite, is written by
    /// Swift's `description`.
    package static func fixed(_ value: Double, places: Int) -> String {
        precondition((0...9).contains(places), "DecimalText.fixed writes 0 to 9 places")
        var power: UInt64 = 1
        for _ in 0..<places { power *= 10 }
        let magnitude = value.magnitude
        guard value.isFinite, magnitude * Double(power) < 9e18 else { return value.description }
        let whole = scaledAndRounded(magnitude, by: power)
        var text = String(whole / power)
        if places > 0 {
            let fraction = String(whole % power)
            text += "." + String(repeating: "0", count: places - fraction.count) + fraction
        }
        return (value.sign == .minus ? "-" : "") + text
    }

    /// `magnitude` (finite, not negative) times `power`, rounded to the nearest whole number, ties to even,
    /// computed exactly: `magnitude` is `significand × 2^exponent`, so the product is a whole number of at
    /// most 83 bits shifted by `exponent`.
    private static func scaledAndRounded(_ magnitude: Double, by power: UInt64) -> UInt64 {
        guard magnitude > 0 else { return 0 }
        let subnormal = magnitude.exponentBitPattern == 0
        let significand = subnormal ? magnitude.significandBitPattern : magnitude.significandBitPattern | (1 << 52)
        let exponent = subnormal ? -1074 : Int(magnitude.exponentBitPattern) - 1075
        if exponent >= 0 { return (significand << UInt64(exponent)) * power }
        let shift = -exponent
        guard shift < 128 else { return 0 }  // below 2^-44 of a unit: rounds to 0
        let (high, low) = significand.multipliedFullWidth(by: power)
        func bit(_ index: Int) -> UInt64 { index < 64 ? (low >> UInt64(index)) & 1 : (high >> UInt64(index - 64)) & 1 }
        func anyBit(below index: Int) -> Bool {
            if index <= 0 { return false }
            if index < 64 { return low & ((1 << UInt64(index)) - 1) != 0 }
            if low != 0 { return true }
            return index > 64 && high & ((1 << UInt64(index - 64)) - 1) != 0
        }
        let quotient = shift < 64 ? (low >> UInt64(shift)) | (shift == 0 ? 0 : high << UInt64(64 - shift)) : high >> UInt64(shift - 64)
        let roundsUp = bit(shift - 1) == 1 && (anyBit(below: shift - 1) || quotient & 1 == 1)
        return quotient + (roundsUp ? 1 : 0)
    }
}
