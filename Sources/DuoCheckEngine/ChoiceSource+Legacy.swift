/// Reading choice sequences written in older seed formats.
///
/// - Format 1 held choices of an older encoding: an integer or double counted its steps from the range's lower
///   bound, and a draw with bound 0 took no place in the sequence. Ranges at or above 0 have the same encoding in
///   every format, so only draws below 0 and draws of bound 0 differ.
/// - Formats 1 and 2 drew a double of `.any` as a step choice and then a fraction choice, a count of 2⁻⁵²
///   units; format 3 draws the fraction first and reads its bits in reverse (see ``Gen/fraction(choice:)``).
///
/// A source replaying such a sequence reads each old choice, builds the value the old encoding gave, and records
/// the choice the current encoding gives that value, so that its ``ChoiceSource/choices`` are the seed's choices
/// in the current format.
extension ChoiceSource {
    /// Creates a source that replays `choices` written in seed format `formatVersion` (see above; the current
    /// format reads them as they are).
    @usableFromInline package convenience init(replaying choices: [UInt64], formatVersion: Int) {
        self.init(replaying: choices)
        readsLegacyChoices = formatVersion == 1
        readsLinearFractions = formatVersion < 3
    }

    /// Whether a draw of this replay could not give its old value in the current encoding (a double range whose
    /// lower bound is not a whole step below 0), so the recorded choices rebuild a different value.
    @usableFromInline package var translationIsInexact: Bool { translationMisses > 0 }

    /// The value of an integer `choice` in `range` (`zero` its steps): the current encoding's, or, replaying the
    /// first format, the old one's, with the current choice recorded in its place.
    @inlinable
    func integerValue(_ zero: ZeroOrigin, choice: UInt64, in range: ClosedRange<Int>) -> Int {
        guard readsLegacyChoices else { return zero.value(choice: choice, in: range) }
        let value = range.lowerBound &+ Int(truncatingIfNeeded: choice)
        rerecord(zero.choice(of: value, in: range), back: 1)
        return value
    }

    /// The value of a step choice of `steps` (`.whole` or `.half`), translated as ``integerValue(_:choice:in:)``.
    /// Every double draw of every case comes here: the format-1 translation stays out of line.
    @inlinable @inline(__always)
    func stepValue(_ steps: DoubleSteps, step: UInt64) -> Double {
        guard _slowPath(readsLegacyChoices), steps.lowerBound < 0 else { return steps.value(step: step) }
        return legacyStepValue(steps, step: step)
    }

    /// ``stepValue(_:step:)`` of a format-1 choice on a range below 0.
    @usableFromInline @inline(never)
    func legacyStepValue(_ steps: DoubleSteps, step: UInt64) -> Double {
        let value = min(steps.lowerBound + Double(Int64(bitPattern: step)) * steps.stepSize, steps.upperBound)
        let current = steps.step(nearest: value)
        rerecord(current, back: 1)
        if steps.value(step: current).bitPattern != value.bitPattern { translationMisses += 1 }
        return value
    }

    /// A double of `steps` (`.any`) replayed from format 1 or 2, which drew the step choice first and then the
    /// fraction as a count of 2⁻⁵² units: the value the old encoding gave, with the current choices (the fraction's,
    /// then the step's) recorded in place of the old ones.
    @usableFromInline @inline(never)
    func legacyAnyValue(_ steps: DoubleSteps) -> Double {
        let step = draw(upTo: steps.stepBound)
        let linearFraction = draw(upTo: Gen<Double>.fractionSteps)
        let fraction = Double(Int64(bitPattern: linearFraction)) * 0x1p-52
        guard readsLegacyChoices, steps.lowerBound < 0 else {
            rerecord(linearFraction >= Gen<Double>.fractionSteps ? linearFraction : Gen<Double>.fractionChoice(of: fraction), back: 2)
            rerecord(step, back: 1)
            return steps.value(step: step, fraction: fraction)
        }
        let width = steps.upperBound - steps.lowerBound
        let stepWidth = step == UInt64(width.rounded(.down)) ? width - width.rounded(.down) : 1
        let value = min(steps.lowerBound + Double(Int64(bitPattern: step)) + fraction * stepWidth, steps.upperBound)
        let currentStep = steps.step(nearest: value), currentFraction = steps.fraction(of: value)
        rerecord(currentFraction, back: 2)
        rerecord(currentStep, back: 1)
        let rebuilt = steps.value(step: currentStep, fraction: Gen<Double>.fraction(choice: currentFraction))
        if rebuilt.bitPattern != value.bitPattern { translationMisses += 1 }
        return value
    }

    /// Writes `choice` over the choice recorded `back` draws ago.
    @usableFromInline
    func rerecord(_ choice: UInt64, back: Int) {
        guard count >= back else { return }
        buffer[count - back] = choice
    }
}
