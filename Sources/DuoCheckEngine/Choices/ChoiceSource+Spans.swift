/// A run of consecutive choices that drew one part of a value: an array, one of its elements, or a node of a
/// recursive value. The shrinker reads them to move whole parts at once: sort an array's elements, delete one,
/// or put a node's own child in its place.
@usableFromInline package struct ChoiceSpan: Hashable, Sendable {
    /// What the span drew.
    @usableFromInline package enum Kind: UInt8, Hashable, Sendable {
        /// A whole array.
        case array
        /// One of the elements an array always draws (up to its least count).
        case element
        /// One of the further elements, with the choice that said to draw it.
        case optionalElement
        /// One node of a recursive value, with everything below it.
        case node
    }

    /// The first choice of the span.
    package let start: Int
    /// The position past its last choice.
    @usableFromInline package var end: Int
    /// What it drew.
    package let kind: Kind
    /// The span it lies in, as an index into the same list, or nil at the top.
    @usableFromInline package let parent: Int?

    @usableFromInline
    init(start: Int, end: Int, kind: Kind, parent: Int?) {
        self.start = start
        self.end = end
        self.kind = kind
        self.parent = parent
    }

    /// The span's choices' positions.
    package var range: Range<Int> { start..<end }
}

extension ChoiceSource {
    /// Opens a span at the next choice, when spans are being recorded; returns what ``endSpan(_:)`` takes.
    @inlinable
    package func beginSpan(_ kind: ChoiceSpan.Kind) -> Int {
        guard recordsSpans else { return -1 }
        spans.append(ChoiceSpan(start: count, end: count, kind: kind, parent: openSpan >= 0 ? openSpan : nil))
        openSpan = spans.count - 1
        return openSpan
    }

    /// Closes the span `token` opened by ``beginSpan(_:)`` after the choices drawn since.
    @inlinable
    package func endSpan(_ token: Int) {
        guard token >= 0 else { return }
        spans[token].end = count
        openSpan = spans[token].parent ?? -1
    }

    /// The spans recorded in this case, in the order they were opened (a parent before its children).
    package var recordedSpans: [ChoiceSpan] { spans }

    /// Records the spans of every further case (the shrinker's replays), or stops recording them.
    package func recordSpans(_ records: Bool) {
        recordsSpans = records
        spans.removeAll(keepingCapacity: true)
        openSpan = -1
        callSpans.removeAll(keepingCapacity: true)
        openCall = -1
    }
}
