import DuoGeometry

// The labels of a drawn case: its sample's family, the posture for the Duo's own, the corner of each block,
// and the kind of row or frame drawn. Every case of a labelled property is labelled, so these are made
// once, in a table that covers every sample a generator makes, and labelling a case builds nothing.

extension LayoutSample {
    /// The classification labels of a sample: its family, the posture for the Duo's own, and the corner of
    /// each block.
    package var labels: [String] {
        labelTableIndex.map { SampleLabelTable.arrays[$0] } ?? SampleLabelTable.labels(of: self, adding: nil)
    }

    /// The sample's labels followed by `kind` (the kind of row or frame a case drew), in one array.
    package func labels(adding kind: String) -> [String] {
        if let index = labelTableIndex, let kindIndex = SampleLabelTable.kinds.firstIndex(of: kind) {
            return SampleLabelTable.arrays[index + 1 + kindIndex]
        }
        return SampleLabelTable.labels(of: self, adding: kind)
    }
}

/// Every label array a generated case can carry, made once: for each family (and each posture, for the
/// Duo's own), each first and second block corner (or none), and each kind of case (or none).
enum SampleLabelTable {
    /// The kinds of row (`BandCase`) and frame (`FrameCase`) the generators draw.
    static let kinds = BandCase.kinds + FrameCase.kinds

    /// The groups of the first dimension: the five postures (family `duo`), then the other families.
    static let groups: [(LayoutFamily, DuoPosture?)] =
        DuoPosture.allCases.map { (.duo, $0) } + LayoutFamily.allCases.filter { $0 != .duo }.map { ($0, nil) }

    /// The corners of the second and third dimensions: none, then each corner.
    static let corners: [ScreenCorner?] = [nil] + ScreenCorner.allCases

    /// The arrays, by group, first corner, second corner, then kind (none first).
    static let arrays: [[String]] = groups.flatMap { group in
        corners.flatMap { first in
            corners.flatMap { second in
                ([nil] + kinds).map { kind in
                    build(family: group.0, posture: group.1, corners: [first, second].compactMap { $0 }, kind: kind)
                }
            }
        }
    }

    /// Where the labels of a sample of `family` in `posture` with `blocks` (and no kind) are in `arrays`,
    /// or nil when the table has no group for them (the Duo's family without a posture) or the sample has
    /// more than two blocks.
    static func index(family: LayoutFamily, posture: DuoPosture?, blocks: ReservedCorners) -> Int? {
        guard blocks.count <= 2, (family == .duo) == (posture != nil) else { return nil }
        let group = posture.map(\.labelIndex) ?? DuoPosture.allCases.count + family.labelIndex - 1
        let first = blocks.isEmpty ? 0 : blocks[0].corner.labelIndex + 1
        let second = blocks.count == 2 ? blocks[1].corner.labelIndex + 1 : 0
        return ((group * corners.count + first) * corners.count + second) * (kinds.count + 1)
    }

    /// The labels of `sample`, built (for a sample the table does not cover, or a kind it does not list).
    static func labels(of sample: LayoutSample, adding kind: String?) -> [String] {
        build(family: sample.family, posture: sample.posture, corners: sample.layout.reservedCorners.map(\.corner), kind: kind)
    }

    static func build(family: LayoutFamily, posture: DuoPosture?, corners: [ScreenCorner], kind: String?) -> [String] {
        [family.rawValue] + (posture.map { [$0.label] } ?? []) + corners.map(\.label) + (kind.map { [$0] } ?? [])
    }
}

extension LayoutFamily {
    /// The family's position in `allCases`, without building that array.
    var labelIndex: Int {
        switch self {
        case .duo: 0
        case .ordinary: 1
        case .syntheticOrdinary: 2
        case .syntheticFoldable: 3
        case .inconsistent: 4
        }
    }

    /// The family as a case's only label, one array per family made once.
    package var asLabels: [String] {
        switch self {
        case .duo: ["duo"]
        case .ordinary: ["ordinary"]
        case .syntheticOrdinary: ["synthetic ordinary"]
        case .syntheticFoldable: ["synthetic foldable"]
        case .inconsistent: ["inconsistent"]
        }
    }
}

extension DuoPosture {
    /// The posture's position in `allCases`, without building that array.
    var labelIndex: Int {
        switch self {
        case .FP: 0
        case .FL: 1
        case .FR: 2
        case .UP: 3
        case .UL: 4
        }
    }

    /// The label of a case drawn in this posture: "posture FP", ...
    var label: String {
        switch self {
        case .FP: "posture FP"
        case .FL: "posture FL"
        case .FR: "posture FR"
        case .UP: "posture UP"
        case .UL: "posture UL"
        }
    }
}

extension ScreenCorner {
    /// The corner's position in `allCases`, without building that array.
    var labelIndex: Int {
        switch self {
        case .topLeft: 0
        case .topRight: 1
        case .bottomLeft: 2
        case .bottomRight: 3
        }
    }

    /// The label of a case with a block in this corner: "block topLeft", ...
    var label: String {
        switch self {
        case .topLeft: "block topLeft"
        case .topRight: "block topRight"
        case .bottomLeft: "block bottomLeft"
        case .bottomRight: "block bottomRight"
        }
    }
}
