import DuoCheckEngine
import DuoCheckKnownAnswers
import DuoProperties
import Foundation

/// A fingerprint of what each property's generator draws: a hash of the choices and the value of
/// `cases` cases from the CI seed, and of the values that replaying a lowered copy of each case's
/// choices builds (every choice halved, then the second half of the sequence dropped), which walks
/// the replay paths (clamping, running out of choices) that shrinking takes.
///
/// A generator rewritten for speed must keep its choice structure, or stored seeds drift and the
/// minimal counterexamples change: run `duo-bench fingerprint` before and after, and compare.
func printFingerprints(cases: Int) {
    for property in PropertyCatalogue.properties() {
        print("\(property.id) \(String(fingerprint(of: property, cases: cases), radix: 16))")
    }
}

/// The fingerprint of the draws of the benchmark's pairs (the rectangle and the three domain properties, 200
/// cases each): the report prints it, and `BenchmarkReportTests` compares it with the figures quoted in
/// `docs/performance.md`, which were measured on other draws once it differs.
func benchmarkedDrawsFingerprint() -> String {
    var hash = FingerprintHash()
    for property in [
        AnyProperty(Rectangle.alwaysTrue), AnyProperty(LayoutProperties.bandContainment()),
        AnyProperty(LayoutProperties.bottomEdgeSpanning()), AnyProperty(LayoutProperties.collapse())
    ] {
        hash.add(String(fingerprint(of: property, cases: 200), radix: 16))
    }
    return String(hash.value, radix: 16)
}

/// The fingerprint of `property`'s draws over `cases` cases from the CI seed (see ``printFingerprints(cases:)``).
func fingerprint(of property: AnyProperty, cases: Int) -> UInt64 {
    let configuration = RunConfiguration(cases: cases, seed: RunConfiguration.continuousIntegrationSeed)
    var hash = FingerprintHash()
    for index in 0..<cases {
        let drawn = property.drawCase(caseSeed: configuration.seed(forCase: index))
        hash.add(drawn.choices.map(String.init).joined(separator: ","))
        hash.add(drawn.valueText)
        hash.add(drawn.isInvalid ? "invalid" : "valid")
        let lowered = drawn.choices.prefix((drawn.choices.count + 1) / 2).map { $0 / 2 }
        hash.add(property.value(forChoices: Array(lowered)).text)
    }
    return hash.value
}

/// 64-bit FNV-1a over the UTF-8 of each added string, with a separator byte between strings.
struct FingerprintHash {
    var value: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 { mix(byte) }
        mix(0xFF)
    }

    private mutating func mix(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
}
