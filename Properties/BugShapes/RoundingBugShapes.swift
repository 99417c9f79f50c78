import Foundation
import DuoCheckEngine
import DuoGeometry

// Wrong helpers a point or less off the core on layouts of whole points, which only an oracle without a rounding
// allowance on exact inputs catches (see `requireFlooredCentre`).

extension BugShape {
    /// One mutant per rounding a refactoring can get wrong.
    package static let rounding: [BugShape] = [
        BugShape(
            "centre-floored-by-halves",
            summary: "A centred container's x floored half by half, floor((W - w) / 2) + floor((L - R) / 2): a point left where L - R is odd",
            namedInSpec: false, killedBy: LayoutProperties.centredContainerSitsInBand
        ) { helpers in
            helpers.horizontalContainerPlacement = { layout, margin, includesSafeInsets, anchoredAtBottom in
                let placement = horizontalContainerFillingPlacementForLayout(
                    layout: layout, margin: margin, includesSafeInsets: includesSafeInsets, anchoredAtBottom: anchoredAtBottom)
                let insets = anchoredAtBottom ? layout.bottomEdgeSideInsets() : layout.safeInsets
                let (left, right) = includesSafeInsets ? (insets.left, insets.right) : (0, 0)
                return HorizontalPlacement(x: floor((layout.size.width - placement.width) / 2) + floor((left - right) / 2), width: placement.width)
            }
        }
    ]
}
