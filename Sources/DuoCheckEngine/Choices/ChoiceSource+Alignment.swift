/// A call span of a candidate sequence that a replay should read as the span it was: where the span opens again at
/// its start, with its label, it reads its own choices and no others. A draw past them gets 0, and choices of it
/// left unread are skipped when it closes.
///
/// The shrinker moves whole spans: a subtree into its ancestor's place, a leaf into a node's. A generator that draws
/// differently at another depth (a depth limit below which it draws nothing) reads a moved span's choices out of
/// step with the spans they came from, so the parts after it are misread too. Replayed aligned, each moved span
/// keeps to its own choices, and the sequence the replay draws is the moved value, re-encoded for its new place.
package struct AlignedSpan: Hashable, Sendable {
    /// Where the span starts in the candidate.
    package let start: Int
    /// How many of the candidate's choices are its own.
    package let length: Int
    /// The call that drew it.
    package let label: GeneratorLabel

    /// A span starting at `start`, `length` choices long, drawn by `label`'s call.
    package init(start: Int, length: Int, label: GeneratorLabel) {
        self.start = start
        self.length = length
        self.label = label
    }
}

/// The state of an aligned replay: the spans to keep to, and the limits in force in the spans open now.
@usableFromInline final class ReplayAlignment {
    struct Key: Hashable {
        let start: Int
        let label: GeneratorLabel
    }

    let lengths: [Key: Int]
    /// For each label, the choices that a span of it draws where it opens inside a span kept to but is none of them.
    let simplest: [GeneratorLabel: [UInt64]]
    /// For each call span open now: the position it may read up to, and where it ends if it is one of the spans kept to
    /// (for a span drawing `simplest` choices, where it opened).
    var open: [(limit: Int, end: Int?)] = []
    /// While a span draws `simplest` choices: those choices, how many it has drawn, and how many spans are open in it.
    var substitute: (choices: [UInt64], next: Int, depth: Int)?

    init(_ spans: [AlignedSpan], simplest: [GeneratorLabel: [UInt64]] = [:]) {
        var lengths: [Key: Int] = [:]
        for span in spans { lengths[Key(start: span.start, label: span.label)] = span.length }
        self.lengths = lengths
        self.simplest = simplest
    }

    /// The position the innermost open span may read up to.
    var limit: Int { open.last?.limit ?? .max }

    /// A call span of `label` opens with the next choice read at `position`.
    func open(_ label: GeneratorLabel, at position: Int) {
        if substitute != nil {
            substitute?.depth += 1
            open.append((limit, nil))
        } else if let length = lengths[Key(start: position, label: label)] {
            let end = Swift.min(position + length, limit)
            open.append((end, end))
        } else if let choices = simplest[label], open.contains(where: { $0.end != nil }) {
            // A part the moved span did not have (a level its generator draws only higher up) draws the simplest
            // part of its call, and the moved span reads on where it opened.
            substitute = (choices, 0, 1)
            open.append((limit, position))
        } else {
            open.append((limit, nil))
        }
    }

    /// The innermost call span closes; returns the position to read next when it was one of the spans kept to, or
    /// the outermost span that drew `simplest` choices.
    func close() -> Int? {
        guard let closing = open.popLast() else { return nil }
        guard let drawing = substitute else { return closing.end }
        if drawing.depth > 1 {
            substitute?.depth -= 1
            return nil
        }
        substitute = nil
        return closing.end
    }

    /// The next of the `simplest` choices a span draws, or nil when no span draws them now.
    func substituteChoice() -> UInt64? {
        guard let drawing = substitute else { return nil }
        substitute?.next += 1
        return drawing.next < drawing.choices.count ? drawing.choices[drawing.next] : 0
    }
}

extension ChoiceSource {
    /// Starts a new replayed case from `choices` in which each of `spans` keeps to its own choices (see
    /// ``AlignedSpan``). It records spans, as a shrinker's replay does, since that is how it sees them open.
    ///
    /// With `simplest`, a span of one of its labels that opens inside a span kept to, but is none of them, draws the
    /// label's choices there instead of the moved span's: the simplest part of that call, in a place the moved part
    /// had none (its generator, drawing nothing below a depth limit, draws one once the part is higher).
    package func reset(replaying choices: [UInt64], aligning spans: [AlignedSpan], simplest: [GeneratorLabel: [UInt64]] = [:]) {
        reset(replaying: choices)
        recordSpans(true)
        alignment = ReplayAlignment(spans, simplest: simplest)
    }

    /// The next choice of an aligned replay: the one at the position read, or 0 without reading one when the
    /// innermost span kept to has none left.
    @usableFromInline
    func alignedChoice(upTo bound: UInt64, _ alignment: ReplayAlignment) -> UInt64 {
        if let substituted = alignment.substituteChoice() {
            replayOffset -= 1
            return Swift.min(substituted, bound)
        }
        let position = count &+ replayOffset
        guard position < alignment.limit else {
            replayOffset -= 1
            return 0
        }
        return position < replayed.count ? Swift.min(replayed[position], bound) : 0
    }
}
