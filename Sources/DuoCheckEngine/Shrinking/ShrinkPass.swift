/// One named way of simplifying a failing choice sequence.
///
/// A pass proposes candidates to a ``ShrinkContext`` with
/// ``ShrinkContext/consider(_:)``, which keeps a candidate only when it is
/// shortlex-smaller and still fails the same way. Passes are plain values, so
/// a caller can add a domain pass (for example rounding to whole points) to
/// ``ShrinkPass/defaultPasses`` in a ``RunConfiguration``.
@usableFromInline package struct ShrinkPass: Sendable {
    /// A short name shown in shrink reports, for example `delete spans of 4`.
    package let name: String
    /// Proposes candidates to the context until the pass has nothing more to try.
    package let run: @Sendable (ShrinkContext) -> Void

    /// Creates a pass from a name and a function that proposes candidates.
    package init(name: String, run: @escaping @Sendable (ShrinkContext) -> Void) {
        self.name = name
        self.run = run
    }

    /// The passes the shrinker runs, in order, until a round makes no progress:
    /// delete elements and nodes' parents (replace a node by a descendant),
    /// delete runs of choices (8, 4, 2, 1), zero runs (8, 4, 2, 1), lower each
    /// choice, lower choices together (equal ones, nearby pairs by the same
    /// amount, and other nearby pairs one lower each), move value from a choice
    /// to a later one, sort each array's elements, and swap neighbours.
    @usableFromInline package static let defaultPasses: [ShrinkPass] =
        [deleteElements, replaceNodeByDescendant]
        + [8, 4, 2, 1].map(deleteSpans(ofLength:))
        + [8, 4, 2, 1].map(zeroSpans(ofLength:))
        + [lowerChoices, lowerTogether, redistributePairs(within: 8), sortElements, swapNeighbours]
}
