import Foundation
import DuoCheckEngine
import DuoGeometry

extension Mutant {
    /// Every mutant: one per bug shape the spec names, then our own per helper family.
    package static let all: [Mutant] = namedBugShapes + helperFamilyMutants + wholeSpaceMutants

    /// The bug shapes of the spec's "Bug shapes" section.
    package static let namedBugShapes: [Mutant] = [
        Mutant(
            "symmetric-left-inset", bugShape: "Symmetric left inset: right: safeInsets.left", namedInSpec: true,
            killedBy: "list-margins-keep-band"
        ) { helpers in
            helpers.listSideMargins = { layout, base in SideMargins(left: base + layout.safeInsets.left, right: base + layout.safeInsets.left) }
        },
        Mutant(
            "band-sized-screen-centred", bugShape: "Band-sized but screen-centred: width W - L - R placed at (W - w) / 2", namedInSpec: true,
            killedBy: "centred-container-in-band"
        ) { helpers in
            helpers.horizontalContainerPlacement = { layout, margin, includesSafeInsets, _ in
                let insets = includesSafeInsets ? layout.safeInsets : .zero
                let width =
                    min(layout.size.width, horizontalContainerMaximumWidth(widthClass: layout.metrics.widthClass)) - 2 * margin - insets.left
                    - insets.right
                return HorizontalPlacement(x: floor((layout.size.width - width) / 2), width: width)
            }
        },
        Mutant(
            "trailing-control-left-inset", bugShape: "Trailing control at W - safeInsets.left - N", namedInSpec: true,
            killedBy: "top-bar-clears-island"
        ) { helpers in
            helpers.navigationBarTrailingButtonsMaxX = { $0.size.width - $0.safeInsets.left - $0.navigationBarTrailingButtonsInset }
        },
        Mutant(
            "full-screen-insets-ignored", bugShape: "Side insets ignored in a full-screen surface: controls under a corner block", namedInSpec: true,
            killedBy: "clock-line-and-pop-ups"
        ) { helpers in
            helpers.statusIslandTopRowFrame = { layout, height in
                layout.statusIslandTopRowFrame(rowHeight: height).map { CGRect(x: 0, y: $0.minY, width: layout.size.width, height: $0.height) }
            }
        },
        Mutant(
            "mixed-status-heights", bugShape: "Two status heights mixed in unfolded portrait (full for the top bar)", namedInSpec: true,
            killedBy: "top-bar-clears-island"
        ) { helpers in
            helpers.navigationBarStatusBarHeight = { $0.statusBarHeight ?? 0 }
        },
        Mutant(
            "cover-screen-while-unfolded", bugShape: "UIScreen.main used for layout while unfolded", namedInSpec: true,
            killedBy: "screen-the-app-is-on"
        ) { helpers in
            helpers.mainWindowScreenBounds = { $0.uiScreenMainBounds }
        },
        Mutant(
            "width-class-as-ipad", bugShape: "widthClass == .regular treated as iPad", namedInSpec: true,
            killedBy: "regular-width-phone"
        ) { helpers in
            helpers.usesTabletBehaviour = { $0.legacyUsesTabletBehaviour }
        },
        Mutant(
            "preview-negative-space", bugShape: "A 9:16 preview taller than the screen leaving negative space below it for the bottom controls",
            namedInSpec: true, killedBy: "camera-controls-above-indicator"
        ) { helpers in
            helpers.cameraBottomControlsFrame = { layout, height in
                let preview = layout.cameraPreviewFrame
                let space = layout.size.height - preview.maxY - layout.intrinsicInsets.bottom
                return CGRect(x: 0, y: preview.maxY + floor((space - height) / 2), width: layout.size.width, height: height)
            }
        },
        Mutant(
            "home-button-lift", bugShape: "A bottom row lifted by a constant tuned for home-button phones, measured from the screen edge",
            namedInSpec: true, killedBy: "camera-controls-above-indicator"
        ) { helpers in
            helpers.cameraBottomControlsFrame = { $0.legacyCameraBottomControlsFrame(height: $1) }
        },
        Mutant(
            "parked-in-strip", bugShape: "Something parked just past the content's edge shows in the strip beside a band", namedInSpec: true,
            killedBy: "clip-to-band"
        ) { helpers in
            helpers.clippedToContentBand = { layout, frame in
                var unclipped = layout
                unclipped.reservedCorners = .none
                return unclipped.clippedToContentBand(frame)
            }
        },
        Mutant(
            "fix-never-applied", bugShape: "A layout that computes the right value and never applies it (dead code)", namedInSpec: true,
            killedBy: "bottom-exceptions-keep-band"
        ) { helpers in
            helpers.sheetHeaderCornerInsets = { layout, sheet, headerHeight in
                _ = layout.sideInsets(forBandFrom: sheet.minY, to: sheet.minY + headerHeight)
                return legacySheetHeaderCornerInsets(layout: layout, sheetFrame: sheet)
            }
        }
    ]
}
