import Foundation
import DuoCheckEngine
import DuoGeometry

extension PropertyCatalogue {
    /// The properties of this file, each with where its expected values come from.
    static let radiiProperties: [PropertyDeclaration] = [
        PropertyDeclaration(
            LayoutProperties.perCornerRadii, oracle: .spec, .decision, .geometry,
            says: "the spec's 8, 59 and 55 on the hinge reading (`HingeReading`); `max(0, r - d)` per corner, also a hair either side of each radius")
    ]
}

extension LayoutProperties {
    /// Rule 6: "Per-corner radii follow the screen". The cover screen's corners are 8 on the hinge side and 59
    /// outside (the hinge side read as a book-style fold, ``HingeReading``), the inner screen a uniform 55; each
    /// corner's radius reads back by its corner. A sheet's bottom corners and an inner clip inset by `d` are
    /// concentric with each screen corner, `max(0, r - d)`, so on FP a sheet at the edge keeps 8 on the left and 59
    /// on the right, and an in-progress transition (inset 0) has the screen's own radii: for the drawn inset, and for
    /// insets just inside and just outside each corner's radius (a
    /// quarter point, half a point, one ulp), where the radius runs out.
    package static func perCornerRadii(_ helpers: PlacementHelpers = .core) -> Property<ContainerCase> {
        Property(
            PropertyID.perCornerRadii.rawValue, source: .rule(6), summary: "radii follow each screen corner and never exceed it",
            generator: .containers(in: .anyLayout), labels: { $0.sample.labels }, coverage: everyPostureDrawn
        ) { item in
            let radii = item.layout.screenCornerRadii
            if let posture = item.sample.posture {
                try decided(.hingeSide) { try requireEqual(radii, SpecPosture.of(posture).radii, "\(posture)'s screen corner radii") }
            }
            let byCorner: [(ScreenCorner, CGFloat)] = [
                (.topLeft, radii.topLeft), (.topRight, radii.topRight), (.bottomLeft, radii.bottomLeft),
                (.bottomRight, radii.bottomRight)
            ]
            for (corner, radius) in byCorner { try requireEqual(helpers.screenCornerRadius(radii, corner), radius, "the \(corner) corner's radius") }
            // Inset 0 is an in-progress transition's screen and the story camera's chat list sliding aside: the screen's
            // own radii, corner by corner.
            let insets: [CGFloat] = [0, item.margin] + byCorner.flatMap { SubPoint.values(around: $0.1) }
            for inset in insets {
                func concentric(_ radius: CGFloat) -> CGFloat { Oracle.concentricRadius(radius, inset: inset) }
                let sheet = helpers.sheetBottomCornerRadii(radii, inset)
                try requireEqual(
                    sheet, SheetBottomCornerRadii(bottomLeft: concentric(radii.bottomLeft), bottomRight: concentric(radii.bottomRight)),
                    "the sheet's bottom corner radii, inset \(inset)")
                let clip = helpers.innerClipCornerRadii(radii, inset)
                try requireEqual(
                    clip,
                    ScreenCornerRadii(
                        topLeft: concentric(radii.topLeft), topRight: concentric(radii.topRight),
                        bottomLeft: concentric(radii.bottomLeft), bottomRight: concentric(radii.bottomRight)),
                    "an inner clip's corner radii, inset \(inset)")
            }
        }
    }
}
