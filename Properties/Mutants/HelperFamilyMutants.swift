import Foundation
import DuoCheckEngine
import DuoGeometry

extension Mutant {
    /// Our own mutants, per helper family: boundaries, corners, sides, mirrors, radii and the collapse.
    package static let helperFamilyMutants: [Mutant] = [
        Mutant(
            "touching-row-reaches", bugShape: "A row that only touches a block's edge counts as reaching it (<= for <)", namedInSpec: false,
            killedBy: "band-spans-strip"
        ) { helpers in
            helpers.bandSideInsets = { layout, minY, maxY in layout.sideInsets(forBandFrom: minY - 0.25, to: maxY + 0.25) }
        },
        Mutant(
            "block-edge-off-by-one", bugShape: "A block's rows read one point short (off by one at its edge)", namedInSpec: false,
            killedBy: "band-containment"
        ) { helpers in
            helpers.bandSideInsets = { layout, minY, maxY in layout.sideInsets(forBandFrom: minY + 1, to: max(minY + 1, maxY - 1)) }
        },
        Mutant("wrong-corner", bugShape: "Bottom-corner blocks placed in the top corners", namedInSpec: false, killedBy: "band-containment") {
            helpers in
            helpers.bandSideInsets = { layout, minY, maxY in
                var flipped = layout
                flipped.reservedCorners.blocks = layout.reservedCorners.blocks.map {
                    ReservedCornerBlock(corner: $0.corner.side == .left ? .topLeft : .topRight, width: $0.width, height: $0.height)
                }
                return flipped.sideInsets(forBandFrom: minY, to: maxY)
            }
        },
        Mutant("strip-from-wrong-side", bugShape: "A strip computed from the other side's inset", namedInSpec: false, killedBy: "strip-derivation") {
            helpers in
            helpers.sideStrip = { layout, edge in
                layout.sideStrip(edge: edge.opposite).map { CGRect(x: layout.size.width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
            }
        },
        Mutant(
            "missing-mirror", bugShape: "The island's bottom row not mirrored (47 from the top)", namedInSpec: false,
            killedBy: "clock-line-and-pop-ups"
        ) { helpers in
            helpers.statusIslandBottomRowFrame = { layout, height in layout.statusIslandTopRowFrame(rowHeight: height) }
        },
        Mutant("uniform-corner-radius", bugShape: "One uniform radius for both sheet corners", namedInSpec: false, killedBy: "per-corner-radii") {
            helpers in
            helpers.sheetBottomCornerRadii = { radii, inset in
                let radius = legacySheetBottomCornerRadius(screenCornerRadius: radii.bottomRight, inset: inset)
                return SheetBottomCornerRadii(bottomLeft: radius, bottomRight: radius)
            }
        },
        Mutant(
            "bottom-edge-keeps-every-block", bugShape: "A bottom-edge check that keeps every block", namedInSpec: false,
            killedBy: "bottom-edge-spanning"
        ) { helpers in
            helpers.bottomEdgeSideInsets = { $0.safeInsets }
        },
        Mutant(
            "approximate-collapse", bugShape: "A collapse approximately equal, not bit-equal: x = L + floor((W - L - R - w) / 2)", namedInSpec: false,
            killedBy: "collapse"
        ) { helpers in
            helpers.horizontalContainerPlacement = { layout, margin, includesSafeInsets, anchored in
                let placement = horizontalContainerFillingPlacementForLayout(
                    layout: layout, margin: margin, includesSafeInsets: includesSafeInsets, anchoredAtBottom: anchored)
                let insets = anchored ? layout.bottomEdgeSideInsets() : layout.safeInsets
                let left = includesSafeInsets ? insets.left : 0, right = includesSafeInsets ? insets.right : 0
                return HorizontalPlacement(x: left + floor((layout.size.width - left - right - placement.width) / 2), width: placement.width)
            }
        },
        Mutant(
            "status-bar-forced-white", bugShape: "The regular phone's forced white status bar under every modal", namedInSpec: false,
            killedBy: "status-bar-follows-corner"
        ) { helpers in
            helpers.statusBarStyle = { $0.legacyStatusBarStyle(behind: $1, cards: $2) }
        },
        Mutant(
            "done-jumps-to-column", bugShape: "Done ignores staysInRow and jumps into the column", namedInSpec: false,
            killedBy: "done-stays-in-row"
        ) { helpers in
            helpers.barButtonPlacement = { layout, _ in layout.placesNavigationButtonInSideColumn ? .sideColumn : .row }
        },
        Mutant(
            "tab-bar-on-home-indicator", bugShape: "The side tab bar ends at the strip's bottom even on the home indicator", namedInSpec: false,
            killedBy: "side-tab-bar"
        ) { helpers in
            helpers.tabBarSidePlacement = { layout, count in
                var noIndicator = layout
                noIndicator.intrinsicInsets.bottom = 0
                return tabBarSidePlacement(layout: noIndicator, itemCount: count)
            }
        },
        Mutant(
            "story-card-screen-centred", bugShape: "The story card centred on the screen instead of the band", namedInSpec: false,
            killedBy: "story-card"
        ) { helpers in
            helpers.storyCardLayout = { layout in
                guard var story = layout.storyCardLayout else { return nil }
                story.cardFrame.origin.x = (layout.size.width - story.cardFrame.width) / 2
                return story
            }
        },
        Mutant(
            "riding-row-never-shifts", bugShape: "A control riding with a sheet never slides clear of the island", namedInSpec: false,
            killedBy: "riding-row-clears-island"
        ) { helpers in
            helpers.statusIslandTrailingShift = { _, _, _, _ in 0 }
        },
        Mutant(
            "platters-pair-from-left", bugShape: "Row platters paired by index from the left instead of from the edge", namedInSpec: false,
            killedBy: "transition-pairing"
        ) { helpers in
            helpers.rowPlatterPairs = { from, to in (0..<max(0, min(from, to))).map { ShapePair(from: $0, to: $0) } }
        },
        Mutant(
            "hosted-lookup-ignores-orientation", bugShape: "Hosted lookup takes FL for both folded landscapes", namedInSpec: false,
            killedBy: "hosted-layout-lookup"
        ) { helpers in
            helpers.reservedCornersForHostedLayout = { size, _ in reservedCornersForHostedLayout(size: size, orientation: .landscapeLeft) }
        },
        Mutant(
            "viewer-below-island", bugShape: "A full-screen viewer starting below the island's row", namedInSpec: false,
            killedBy: "full-screen-viewers"
        ) { helpers in
            helpers.fullScreenViewerFrame = { $0.legacyFullScreenViewerFrame }
        },
        Mutant(
            "editor-bar-from-screen-edge", bugShape: "The editor bar lifted 62 from the screen edge, not from the home indicator", namedInSpec: false,
            killedBy: "editor-bar"
        ) { helpers in
            helpers.editorBottomBarFrame = { $0.legacyEditorBottomBarFrame(height: $1) }
        },
        Mutant("modal-keeps-regular-width", bugShape: "A modal on UL keeps regular metrics", namedInSpec: false, killedBy: "regular-width-phone") {
            helpers in
            helpers.forOptionalFloatingPresentation = { $0 }
        },
        Mutant(
            "centred-control-off-axis", bugShape: "A small centred control moved to the bottom-edge band, 42 off the content's axis",
            namedInSpec: false,
            killedBy: "bottom-exceptions-keep-band"
        ) { helpers in
            helpers.centredControlPlacement = { layout, width in
                let insets = layout.bottomEdgeSideInsets()
                return HorizontalPlacement(x: floor(((layout.size.width - width) + (insets.left - insets.right)) / 2), width: width)
            }
        },
        Mutant(
            "caption-spans-strip", bugShape: "A draggable caption given the bottom-edge insets", namedInSpec: false,
            killedBy: "bottom-exceptions-keep-band"
        ) { helpers in
            helpers.draggableCaptionSideInsets = { $0.bottomEdgeSideInsets() }
        },
        Mutant(
            "column-under-the-block", bugShape: "The side column stacked from the window's top, under the corner block", namedInSpec: false,
            killedBy: "side-column"
        ) { helpers in
            helpers.sideColumnFrames = { layout, shapes in
                guard let strip = layout.sideColumnStrip else { return [] }
                return layout.sideColumnFrames(shapes).map { $0.offsetBy(dx: 0, dy: -strip.minY) }
            }
        },
        Mutant(
            "left-side-never-a-strip", bugShape: "Only a right inset is read as a strip; a left strip keeps its inset on every row",
            namedInSpec: false,
            killedBy: "mirroring"
        ) { helpers in
            helpers.bandSideInsets = { layout, minY, maxY in
                let insets = layout.sideInsets(forBandFrom: minY, to: maxY)
                return insets.replacingSides(left: max(layout.safeInsets.left, insets.left), right: insets.right)
            }
        },
        Mutant(
            "tall-rows-span-the-strip", bugShape: "A row taller than 100 spans the strip even where a block reaches it", namedInSpec: false,
            killedBy: "band-monotonicity"
        ) { helpers in
            helpers.bandSideInsets = { layout, minY, maxY in
                let insets = layout.sideInsets(forBandFrom: minY, to: maxY)
                guard maxY - minY > 100 else { return insets }
                return insets.replacingSides(
                    left: layout.hasSideStrip(on: .left) ? 0 : insets.left, right: layout.hasSideStrip(on: .right) ? 0 : insets.right)
            }
        },
        Mutant(
            "environment-without-corners", bugShape: "An Environment built by hand without reservedCorners (the default .none)", namedInSpec: false,
            killedBy: "environment-agreement"
        ) { helpers in
            helpers.environment = { layout in
                Environment(
                    safeInsets: layout.safeInsets, statusBarHeight: layout.navigationBarStatusBarHeight,
                    fullStatusBarHeight: layout.statusBarHeight ?? 0, navigationBarTrailingButtonsInset: layout.navigationBarTrailingButtonsInset)
            }
        },
        Mutant(
            "nan-row-reaches-nothing", bugShape: "A NaN row reaches no block (every comparison with NaN is false)", namedInSpec: false,
            killedBy: "robustness"
        ) { helpers in
            helpers.bandSideInsets = { layout, minY, maxY in
                minY.isFinite && maxY.isFinite ? layout.sideInsets(forBandFrom: minY, to: maxY) : layout.sideInsets(forBandFrom: 0, to: 0)
            }
        },
        Mutant(
            "riding-row-over-shifts", bugShape: "A control riding with a sheet slides further than the island reaches", namedInSpec: false,
            killedBy: "riding-row-clears-island"
        ) { helpers in
            helpers.statusIslandTrailingShift = { minY, height, islandHeight, inset in
                let shift = statusIslandTrailingShift(rowMinY: minY, rowHeight: height, islandHeight: islandHeight, inset: inset)
                return shift > 0 ? shift + 20 : 0
            }
        },
        Mutant(
            "riding-row-always-shifts", bugShape: "A control riding with a sheet stays shifted after its row has left the island", namedInSpec: false,
            killedBy: "riding-row-clears-island"
        ) { helpers in
            helpers.statusIslandTrailingShift = { _, _, _, inset in inset }
        },
        Mutant(
            "trailing-buttons-over-shift", bugShape: "Trailing buttons moved 10 further left than the island asks", namedInSpec: false,
            killedBy: "top-bar-clears-island"
        ) { helpers in
            helpers.navigationBarTrailingButtonsMaxX = { $0.navigationBarTrailingButtonsMaxX - ($0.navigationBarTrailingButtonsInset > 0 ? 10 : 0) }
        },
        Mutant("clip-everything", bugShape: "Content clipped to nothing: no frame shows at all", namedInSpec: false, killedBy: "clip-to-band") {
            helpers in
            helpers.clippedToContentBand = { _, _ in .null }
        },
        Mutant(
            "sheet-header-zero-insets", bugShape: "A sheet header's corner buttons given no insets, under a block their row reaches",
            namedInSpec: false,
            killedBy: "bottom-exceptions-keep-band"
        ) { helpers in
            helpers.sheetHeaderCornerInsets = { _, _, _ in .zero }
        },
        Mutant(
            "camera-not-mirrored",
            bugShape: "Beside the island the camera's controls sit 16 above the home indicator instead of mirroring the clock line",
            namedInSpec: false, killedBy: "camera-controls-above-indicator"
        ) { helpers in
            helpers.cameraBottomControlsFrame = { layout, height in
                guard layout.topBarStatusIsland != nil else { return layout.cameraBottomControlsFrame(height: height) }
                return CGRect(
                    x: 0, y: layout.size.height - layout.intrinsicInsets.bottom - cameraBottomControlsLift - height, width: layout.size.width,
                    height: height)
            }
        },
        Mutant(
            "toolbar-spans-window", bugShape: "Without a side tab bar the edit toolbar spans the whole window, under FL's bottom-right block",
            namedInSpec: false,
            killedBy: "edit-toolbar"
        ) { helpers in
            helpers.tabBarEditToolbarFrame = { layout, count, height in
                guard tabBarSidePlacement(layout: layout, itemCount: count) == nil else {
                    return tabBarEditToolbarFrame(layout: layout, itemCount: count, height: height)
                }
                return legacyTabBarEditToolbarFrame(layout: layout, height: height)
            }
        },
        Mutant(
            "story-card-shrunk", bugShape: "A story card 9:16 and centred, but smaller than the room allows", namedInSpec: false,
            killedBy: "story-card"
        ) { helpers in
            helpers.storyCardLayout = { layout in
                guard var story = layout.storyCardLayout else { return nil }
                story.cardFrame = story.cardFrame.insetBy(dx: story.cardFrame.width * 0.05, dy: story.cardFrame.height * 0.05)
                return story
            }
        },
        Mutant(
            "band-insets-ignore-strips", bugShape: "A row keeps the full safe insets everywhere (no row spans the strip)", namedInSpec: false,
            killedBy: "band-spans-strip"
        ) { helpers in
            helpers.bandSideInsets = { layout, _, _ in layout.safeInsets }
        }
    ]
}
