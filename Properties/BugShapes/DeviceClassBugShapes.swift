import Foundation
import DuoCheckEngine
import DuoGeometry

// Wrong helpers that read the width class where rule 7 says the device type: each differs from the core only on a
// device whose width class and type disagree other than as UL's do (a compact-width iPad, a regular/regular
// phone), which the synthetic layouts draw (`SyntheticDevice`). Then wrong helpers that differ only on a table
// whose inset is a fraction of a point off its block, or beside an island with a strip across from it.

extension BugShape {
    /// One mutant per device query that a width class can stand in for.
    package static let deviceClass: [BugShape] = [
        BugShape(
            "ipad-needs-regular-width", summary: "iPad behaviour only on an iPad of regular width (a split-view iPad gets a phone's)",
            namedInSpec: false, killedBy: LayoutProperties.regularWidthPhone
        ) { helpers in
            helpers.usesTabletBehaviour = { $0.deviceType == .tablet && $0.metrics.widthClass == .regular }
        },
        BugShape(
            "modal-compact-only-in-compact-height", summary: "Only a regular-width phone of compact height gives its modals compact metrics",
            namedInSpec: false, killedBy: LayoutProperties.collapse
        ) { helpers in
            helpers.forOptionalFloatingPresentation = { layout in
                layout.metrics.heightClass == .compact ? layout.forOptionalFloatingPresentation : layout
            }
        },
        BugShape(
            "story-card-needs-regular-width", summary: "The story card only on an iPad of regular width or the inner screen",
            namedInSpec: false, killedBy: LayoutProperties.storyCard
        ) { helpers in
            helpers.storyCardLayout = { layout in
                layout.deviceType == .tablet && layout.metrics.widthClass == .compact ? nil : layout.storyCardLayout
            }
        },
        BugShape(
            "strip-within-a-point", summary: "A side inset within a point of its widest block read as a strip (an approximate comparison)",
            namedInSpec: false, killedBy: LayoutProperties.bandContainment
        ) { helpers in
            helpers.bandSideInsets = { layout, minY, maxY in
                var snapped = layout
                for side in HorizontalEdge.allCases {
                    guard let widest = layout.reservedCorners.filter({ $0.corner.side == side }).map(\.width).max() else { continue }
                    if side == .left, abs(layout.safeInsets.left - widest) < 1 { snapped.safeInsets.left = widest }
                    if side == .right, abs(layout.safeInsets.right - widest) < 1 { snapped.safeInsets.right = widest }
                }
                return snapped.sideInsets(forBandFrom: minY, to: maxY)
            }
        },
        BugShape(
            "clock-row-clamped-to-safe-insets", summary: "The clock line's top row kept between the safe insets where a strip across spans",
            namedInSpec: false, killedBy: LayoutProperties.clockLineAndPopUps
        ) { helpers in
            helpers.statusIslandTopRowFrame = { layout, height in
                guard let row = layout.statusIslandTopRowFrame(rowHeight: height) else { return nil }
                let minX = Swift.max(row.minX, layout.safeInsets.left)
                let maxX = Swift.min(row.maxX, layout.size.width - layout.safeInsets.right)
                return CGRect(x: minX, y: row.minY, width: maxX - minX, height: row.height)
            }
        }
    ]
}
