import Foundation
import DuoCheckEngine
import DuoGeometry

// Wrong helpers that read the width class where rule 7 says the device type: each differs from the core only on a
// device whose width class and type disagree other than as UL's do (a compact-width iPad, a regular/regular
// phone), which the synthetic layouts draw (`SyntheticDevice`).

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
        }
    ]
}
