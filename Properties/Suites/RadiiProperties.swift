import Foundation
import DuoCheckEngine
import DuoGeometry

extension LayoutProperties {
    /// Rule 6: sheet bottoms, inner clips and transitions follow each screen corner (concentric, the hinge side
    /// on the cover screen), and never exceed the screen's own corner.
    public static func perCornerRadii(_ helpers: PlacementHelpers = .core) -> Property<ContainerCase> {
        Property("per-corner-radii", rule: "Rule 6", summary: "radii follow each screen corner and never exceed it",
                 generator: .containers(in: .anyLayout), labels: { $0.sample.labels }, coverage: everyPostureDrawn) { item in
            let radii = item.layout.screenCornerRadii, inset = item.margin
            let sheet = helpers.sheetBottomCornerRadii(radii, inset)
            try requireEqual(sheet.bottomLeft, max(0, radii.bottomLeft - inset), "the sheet's bottom-left radius")
            try requireEqual(sheet.bottomRight, max(0, radii.bottomRight - inset), "the sheet's bottom-right radius")
            let clip = helpers.innerClipCornerRadii(radii, inset)
            for corner in ScreenCorner.allCases {
                try requireEqual(clip[corner], max(0, radii[corner] - inset), "the inner clip's \(corner) radius")
                try require(clip[corner] <= radii[corner] || radii[corner] < 0, "the inner clip's \(corner) radius exceeds the screen's")
            }
        }
    }
}
