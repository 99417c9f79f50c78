import Foundation
import DuoCheckEngine
import DuoGeometry

/// A drawn layout, with the name of where it came from (a posture, a device, or a synthetic family).
///
/// A sample is stored in seed files as its name and layout; its family and posture follow from the name,
/// and are worked out once, when the sample is made, because every case is labelled with them.
///
/// A sample is an immutable object rather than a struct: every case passes one through several generator
/// stages, and a layout is some 250 bytes that a struct would copy at each stage, while an object is a pointer
/// (and the Duo's and the ordinary devices' samples are made once and shared). On the domain pairs a struct
/// costs 6% to 14% more instructions a case (docs/performance.md). Equality and hashing are by value (name
/// and layout).
package final class LayoutSample: Codable, Hashable, CustomStringConvertible, Sendable {
    /// "FP", "iPhone X/XS/11 Pro landscape", "synthetic foldable", ...
    package let name: String
    /// The layout itself.
    package let layout: ContainerViewLayout
    /// The family the sample was drawn from (from its name).
    package let family: LayoutFamily
    /// The Duo posture, for the Duo's own five samples (from the name).
    package let posture: DuoPosture?
    /// Where the sample's labels are in the shared label table (see ``labels``), or nil for a sample the
    /// table does not cover (more than two blocks), whose labels are built when asked for.
    let labelTableIndex: Int?

    package convenience init(name: String, layout: ContainerViewLayout) {
        self.init(name: name, layout: layout, family: LayoutFamily(sampleName: name), posture: DuoPosture(rawValue: name))
    }

    /// A sample whose family is known (a generator's own), so that making one per case compares no names.
    convenience init(name: String, layout: ContainerViewLayout, family: LayoutFamily) {
        self.init(name: name, layout: layout, family: family, posture: nil)
    }

    /// This sample under the same name, with its layout changed by `change`.
    package func withLayout(_ change: (inout ContainerViewLayout) -> Void) -> LayoutSample {
        var layout = self.layout
        change(&layout)
        return LayoutSample(name: name, layout: layout, family: family, posture: posture)
    }

    private init(name: String, layout: ContainerViewLayout, family: LayoutFamily, posture: DuoPosture?) {
        self.name = name
        self.layout = layout
        self.family = family
        self.posture = posture
        labelTableIndex = SampleLabelTable.index(family: family, posture: posture, blocks: layout.reservedCorners)
    }

    private enum CodingKeys: String, CodingKey {
        case name, layout
    }

    /// Reads `{"name": ..., "layout": {...}}`, and the compact forms a snapshot writes (see ``compactCoding``): a
    /// fixed sample's name alone, or a layout as a ``CompactLayout`` array.
    package convenience init(from decoder: Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
            guard let fixed = LayoutSample.fixed(named: name) else {
                throw DecodingError.dataCorruptedError(in: single, debugDescription: "\"\(name)\" names no posture or ordinary device")
            }
            self.init(name: fixed.name, layout: fixed.layout, family: fixed.family, posture: fixed.posture)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .name)
        if let compact = try? container.decode(CompactLayout.self, forKey: .layout) {
            self.init(name: name, layout: compact.layout)
        } else {
            self.init(name: name, layout: try container.decode(ContainerViewLayout.self, forKey: .layout))
        }
    }

    /// Writes the name and the layout; under ``compactCoding`` (snapshots), a fixed sample as its name alone and
    /// any other layout as a ``CompactLayout``.
    package func encode(to encoder: Encoder) throws {
        if encoder.userInfo[LayoutSample.compactCoding] as? Bool == true {
            if let fixed = LayoutSample.fixed(named: name), fixed.layout == layout {
                var single = encoder.singleValueContainer()
                try single.encode(name)
                return
            }
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(CompactLayout(layout), forKey: .layout)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(layout, forKey: .layout)
    }

    /// The `userInfo` key that asks for the compact form (a Boolean), which snapshots use to stay small.
    package static let compactCoding = CodingUserInfoKey(rawValue: "DuoProperties.LayoutSample.compactCoding")!

    /// The sample of the Duo's posture or the ordinary device (and orientation) `name` names, if any.
    static func fixed(named name: String) -> LayoutSample? {
        fixedSamplesByName[name]
    }

    package static func == (lhs: LayoutSample, rhs: LayoutSample) -> Bool {
        lhs === rhs || (lhs.name == rhs.name && lhs.layout == rhs.layout)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(layout)
    }

    package var description: String { "\(name): \(layout)" }
}

/// Where a sample comes from; the raw value is its label.
package enum LayoutFamily: String, Hashable, Sendable, CaseIterable {
    case duo
    case ordinary
    case syntheticOrdinary = "synthetic ordinary"
    case syntheticFoldable = "synthetic foldable"
    case inconsistent

    /// The family a sample's name tells: a posture's name is the Duo's, and the synthetic and inconsistent
    /// families name themselves; anything else (a device, a synthetic island) counts as ordinary.
    init(sampleName name: String) {
        if DuoPosture(rawValue: name) != nil {
            self = .duo
        } else if name.hasPrefix("synthetic foldable") {
            self = .syntheticFoldable
        } else if name.hasPrefix("synthetic ordinary") {
            self = .syntheticOrdinary
        } else if name.hasPrefix("inconsistent") {
            self = .inconsistent
        } else {
            self = .ordinary
        }
    }
}
