/// Reading choice sequences written in the first seed format.
///
/// Seed files of format 1 hold choices of an older encoding: an integer or double counted its steps from the
/// range's lower bound, and a draw with bound 0 took no place in the sequence. A source replaying such a sequence
/// reads each old choice, builds the value the old encoding gave, and records the choice the current encoding
/// gives that value, so that its ``ChoiceSource/choices`` are the seed's choices in the current format. Ranges at
/// or above 0 have the same encoding in both, so only draws below 0 and draws of bound 0 differ.
extension ChoiceSource {
    /// Creates a source that replays `choices` of the first seed format (see above).
    @usableFromInline package convenience init(replayingFormatOne choices: [UInt64]) {
        self.init(replaying: choices)
        readsLegacyChoices = true
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

    /// The value of a step choice and a fraction of `steps` (`.any`), translated as ``stepValue(_:step:)``.
    @inlinable
    func stepValue(_ steps: DoubleSteps, step: UInt64, fraction: Double) -> Double {
        guard readsLegacyChoices, steps.lowerBound < 0 else { return steps.value(step: step, fraction: fraction) }
        let width = steps.upperBound - steps.lowerBound
        let stepWidth = step == UInt64(width.rounded(.down)) ? width - width.rounded(.down) : 1
        let value = min(steps.lowerBound + Double(Int64(bitPattern: step)) + fraction * stepWidth, steps.upperBound)
        let currentStep = steps.step(nearest: value), currentFraction = steps.fraction(of: value)
        rerecord(currentStep, back: 2)
        rerecord(currentFraction, back: 1)
        let rebuilt = steps.value(step: currentStep, fraction: Double(Int64(bitPattern: currentFraction)) * 0x1p-52)
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
