/// Where a combinator was called in the source (`#fileID`, `#line`, `#column`): the label of every span that the
/// generators it made drew. A generator that calls itself, by whatever combinator and at whatever depth, makes
/// its generators at the same call, so its parts share one label however the value is drawn; the shrinker puts
/// one part of a label in the place of another (see `ShrinkPass+Calls.swift`).
///
/// Hypothesis labels its spans by the strategy that drew them; a call site is the same idea for generators that
/// are closures, which have no identity of their own. Two different generators made by one helper function share
/// its label, which costs the shrinker only candidates that it then rejects.
@usableFromInline package struct GeneratorLabel: Hashable, Sendable {
    @usableFromInline let file: StaticString
    @usableFromInline let line: UInt
    @usableFromInline let column: UInt

    /// The label of a combinator called at `file`, `line`, `column`.
    @inlinable
    package init(file: StaticString, line: UInt, column: UInt) {
        self.file = file
        self.line = line
        self.column = column
    }

    @usableFromInline package static func == (a: GeneratorLabel, b: GeneratorLabel) -> Bool {
        guard a.line == b.line, a.column == b.column else { return false }
        if a.file.utf8Start == b.file.utf8Start { return true }
        return a.file.withUTF8Buffer { first in b.file.withUTF8Buffer { second in first.elementsEqual(second) } }
    }

    @usableFromInline package func hash(into hasher: inout Hasher) {
        hasher.combine(line)
        hasher.combine(column)
        file.withUTF8Buffer { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

/// The choices that one run of a generator made by `then`, `flatMap`, `oneOf` or `frequency` drew, with
/// everything it drew through other generators, labelled by the combinator's call. They nest as the runs do.
@usableFromInline package struct CallSpan: Hashable, Sendable {
    /// The first choice of the span.
    package let start: Int
    /// The position past its last choice.
    package var end: Int
    /// The call that made the generator.
    package let label: GeneratorLabel
    /// The call span it lies in, as an index into the same list, or nil at the top.
    package let parent: Int?

    /// The span's choices' positions.
    package var range: Range<Int> { start..<end }
}

extension ChoiceSource {
    /// Opens a call span at the next choice when spans are being recorded, else returns -1 at the cost of one
    /// branch; returns what ``endCall(_:)`` takes. Call spans are kept apart from ``ChoiceSpan``s, so the passes
    /// that read arrays and recursive nodes see the same parents as ever.
    @inlinable @inline(__always)
    package func beginCall(_ label: GeneratorLabel) -> Int {
        recordsSpans ? openCallSpan(label) : -1
    }

    /// Closes the call span `token` opened by ``beginCall(_:)`` after the choices drawn since.
    @inlinable @inline(__always)
    package func endCall(_ token: Int) {
        if token >= 0 { closeCallSpan(token) }
    }

    @usableFromInline
    func openCallSpan(_ label: GeneratorLabel) -> Int {
        if let alignment { alignment.open(label, at: count &+ replayOffset) }
        callSpans.append(CallSpan(start: count, end: count, label: label, parent: openCall >= 0 ? openCall : nil))
        openCall = callSpans.count - 1
        return openCall
    }

    @usableFromInline
    func closeCallSpan(_ token: Int) {
        if let alignment, let end = alignment.close() { replayOffset = end - count }
        callSpans[token].end = count
        openCall = callSpans[token].parent ?? -1
    }

    /// The call spans recorded in this case, in the order they were opened (a parent before its children).
    package var recordedCallSpans: [CallSpan] { callSpans }
}
