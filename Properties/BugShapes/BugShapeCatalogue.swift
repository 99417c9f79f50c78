import Foundation
import DuoCheckEngine
import DuoGeometry

extension BugShape {
    /// Every bug shape: those the spec names, then the project's own per helper family, over the whole space and in rounding.
    package static let all: [BugShape] = namedInSpec + helperFamily + wholeSpace + deviceClass + rounding

    /// The bug shapes of the spec's "Bug shapes" section.
    package static let namedInSpec: [BugShape] = [
        BugShape(
            "symmetric-left-inset", summary: "Symmetric left inset: right: safeInsets.left", namedInSpec: true,
            killedBy: LayoutProperties.listMarginsKeepFullBand
        ) { helpers in
            helpers.listSideMargins = { layout, base in SideMargins(left: base + layout.safeInsets.left, right: base + layout.safeInsets.left) }
        },
        BugShape(
            "band-sized-screen-centred", summary: "Band-sized but screen-centred: width W - L - R placed at (W - w) / 2", namedInSpec: true,
            killedBy: LayoutProperties.centredContainerSitsInBand
        ) { helpers in
            helpers.horizontalContainerPlacement = { layout, margin, includesSafeInsets, _ in
                let insets = includesSafeInsets ? layout.safeInsets : .zero
                let width =
                    min(layout.size.width, horizontalContainerMaximumWidth(widthClass: layout.metrics.widthClass)) - 2 * margin - insets.left
                    - insets.right
                return HorizontalPlacement(x: floor((layout.size.width - width) / 2), width: width)
            }
        },
        BugShape(
            "trailing-control-left-inset", summary: "Trailing control at W - safeInsets.left - N", namedInSpec: true,
            killedBy: LayoutProperties.topBarClearsIsland
        ) { helpers in
            helpers.navigationBarTrailingButtonsMaxX = { $0.size.width - $0.safeInsets.left - $0.navigationBarTrailingButtonsInset }
        },
        BugShape(
            "full-screen-insets-ignored", summary: "Side insets ignored in a full-screen surface: controls under a corner block", namedInSpec: true,
            killedBy: LayoutProperties.clockLineAndPopUps
        ) { helpers in
            helpers.statusIslandTopRowFrame = { layout, height in
                layout.statusIslandTopRowFrame(rowHeight: height).map { CGRect(x: 0, y: $0.minY, width: layout.size.width, height: $0.height) }
            }
        },
        BugShape(
            "mixed-status-heights", summary: "Two status heights mixed in unfolded portrait (full for the top bar)", namedInSpec: true,
            killedBy: LayoutProperties.topBarClearsIsland
        ) { helpers in
            helpers.navigationBarStatusBarHeight = { $0.statusBarHeight ?? 0 }
        },
        BugShape(
            "cover-screen-while-unfolded", summary: "UIScreen.main used for layout while unfolded", namedInSpec: true,
            killedBy: LayoutProperties.screenTheAppIsOn
        ) { helpers in
            helpers.mainWindowScreenBounds = { $0.uiScreenMainBounds }
        },
        BugShape(
            "width-class-as-ipad", summary: "widthClass == .regular treated as iPad", namedInSpec: true,
            killedBy: LayoutProperties.regularWidthPhone
        ) { helpers in
            helpers.usesTabletBehaviour = { $0.legacyUsesTabletBehaviour }
        },
        BugShape(
            "preview-negative-space", summary: "A 9:16 preview taller than the screen leaving negative space below it for the bottom controls",
            namedInSpec: true, killedBy: LayoutProperties.cameraControlsAboveHomeIndicator
        ) { helpers in
            helpers.cameraBottomControlsFrame = { layout, height in
                let preview = layout.cameraPreviewFrame
                let space = layout.size.height - preview.maxY - layout.intrinsicInsets.bottom
                return CGRect(x: 0, y: preview.maxY + floor((space - height) / 2), width: layout.size.width, height: height)
            }
        },
        BugShape(
            "home-button-lift", summary: "A bottom row lifted by a constant tuned for home-button phones, measured from the screen edge",
            namedInSpec: true, killedBy: LayoutProperties.cameraControlsAboveHomeIndicator
        ) { helpers in
            helpers.cameraBottomControlsFrame = { $0.legacyCameraBottomControlsFrame(height: $1) }
        },
        BugShape(
            "parked-in-strip", summary: "Something parked just past the content's edge shows in the strip beside a band", namedInSpec: true,
            killedBy: LayoutProperties.clipToBand
        ) { helpers in
            helpers.clippedToContentBand = { layout, frame in
                var unclipped = layout
                unclipped.reservedCorners = .none
                return unclipped.clippedToContentBand(frame)
            }
        },
        BugShape(
            "fix-never-applied", summary: "A layout that computes the right value and never applies it (dead code)", namedInSpec: true,
            killedBy: LayoutProperties.bottomExceptionsKeepBand
        ) { helpers in
            helpers.sheetHeaderCornerInsets = { layout, sheet, headerHeight in
                _ = layout.sideInsets(forBandFrom: sheet.minY, to: sheet.minY + headerHeight)
                return legacySheetHeaderCornerInsets(layout: layout, sheetFrame: sheet)
            }
        }
    ]
}
