import Foundation
import DuoCheckEngine
import DuoGeometry

extension BugShape {
    /// Our own mutants, per helper family: boundaries, corners, sides, mirrors, radii and the collapse.
    package static let helperFamily: [BugShape] = [
        BugShape(
            "touching-row-reaches", summary: "A row that only touches a block's edge counts as reaching it (<= for <)", namedInSpec: false,
            killedBy: LayoutProperties.bandSpansStripOnlyWhereNoBlockReaches
        ) { helpers in
            helpers.bandSideInsets = { layout, minY, maxY in layout.sideInsets(forBandFrom: minY - 0.25, to: maxY + 0.25) }
        },
        BugShape(
            "block-edge-off-by-one", summary: "A block's rows read one point short (off by one at its edge)", namedInSpec: false,
            killedBy: LayoutProperties.bandContainment
        ) { helpers in
            helpers.bandSideInsets = { layout, minY, maxY in layout.sideInsets(forBandFrom: minY + 1, to: max(minY + 1, maxY - 1)) }
        },
        BugShape(
            "wrong-corner", summary: "Bottom-corner blocks placed in the top corners", namedInSpec: false, killedBy: LayoutProperties.bandContainment
        ) {
            helpers in
            helpers.bandSideInsets = { layout, minY, maxY in
                var flipped = layout
                flipped.reservedCorners.blocks = layout.reservedCorners.blocks.map {
                    ReservedCornerBlock(corner: $0.corner.side == .left ? .topLeft : .topRight, width: $0.width, height: $0.height)
                }
                return flipped.sideInsets(forBandFrom: minY, to: maxY)
            }
        },
        BugShape(
            "strip-from-wrong-side", summary: "A strip computed from the other side's inset", namedInSpec: false,
            killedBy: LayoutProperties.stripDerivation
        ) {
            helpers in
            helpers.sideStrip = { layout, edge in
                layout.sideStrip(edge: edge.opposite).map { CGRect(x: layout.size.width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
            }
        },
        BugShape(
            "missing-mirror", summary: "The island's bottom row not mirrored (47 from the top)", namedInSpec: false,
            killedBy: LayoutProperties.clockLineAndPopUps
        ) { helpers in
            helpers.statusIslandBottomRowFrame = { layout, height in layout.statusIslandTopRowFrame(rowHeight: height) }
        },
        BugShape(
            "uniform-corner-radius", summary: "One uniform radius for both sheet corners", namedInSpec: false,
            killedBy: LayoutProperties.perCornerRadii
        ) {
            helpers in
            helpers.sheetBottomCornerRadii = { radii, inset in
                let radius = legacySheetBottomCornerRadius(screenCornerRadius: radii.bottomRight, inset: inset)
                return SheetBottomCornerRadii(bottomLeft: radius, bottomRight: radius)
            }
        },
        BugShape(
            "bottom-edge-keeps-every-block", summary: "A bottom-edge check that keeps every block", namedInSpec: false,
            killedBy: LayoutProperties.bottomEdgeSpanning
        ) { helpers in
            helpers.bottomEdgeSideInsets = { $0.safeInsets }
        },
        BugShape(
            "approximate-collapse", summary: "A collapse approximately equal, not bit-equal: x = L + floor((W - L - R - w) / 2)", namedInSpec: false,
            killedBy: LayoutProperties.collapse
        ) { helpers in
            helpers.horizontalContainerPlacement = { layout, margin, includesSafeInsets, anchored in
                let placement = horizontalContainerFillingPlacementForLayout(
                    layout: layout, margin: margin, includesSafeInsets: includesSafeInsets, anchoredAtBottom: anchored)
                let insets = anchored ? layout.bottomEdgeSideInsets() : layout.safeInsets
                let left = includesSafeInsets ? insets.left : 0
                let right = includesSafeInsets ? insets.right : 0
                return HorizontalPlacement(x: left + floor((layout.size.width - left - right - placement.width) / 2), width: placement.width)
            }
        },
        BugShape(
            "status-bar-forced-white", summary: "The regular phone's forced white status bar under every modal", namedInSpec: false,
            killedBy: LayoutProperties.statusBarFollowsCorner
        ) { helpers in
            helpers.statusBarStyle = { $0.legacyStatusBarStyle(behind: $1, cards: $2) }
        },
        BugShape(
            "done-jumps-to-column", summary: "Done ignores staysInRow and jumps into the column", namedInSpec: false,
            killedBy: LayoutProperties.doneStaysInRow
        ) { helpers in
            helpers.barButtonPlacement = { layout, _ in layout.placesNavigationButtonInSideColumn ? .sideColumn : .row }
        },
        BugShape(
            "tab-bar-on-home-indicator", summary: "The side tab bar ends at the strip's bottom even on the home indicator", namedInSpec: false,
            killedBy: LayoutProperties.sideTabBar
        ) { helpers in
            helpers.tabBarSidePlacement = { layout, count in
                var noIndicator = layout
                noIndicator.intrinsicInsets.bottom = 0
                return tabBarSidePlacement(layout: noIndicator, itemCount: count)
            }
        },
        BugShape(
            "story-card-screen-centred", summary: "The story card centred on the screen instead of the band", namedInSpec: false,
            killedBy: LayoutProperties.storyCard
        ) { helpers in
            helpers.storyCardLayout = { layout in
                guard var story = layout.storyCardLayout else { return nil }
                story.cardFrame.origin.x = (layout.size.width - story.cardFrame.width) / 2
                return story
            }
        },
        BugShape(
            "riding-row-never-shifts", summary: "A control riding with a sheet never slides clear of the island", namedInSpec: false,
            killedBy: LayoutProperties.ridingRowClearsIsland
        ) { helpers in
            helpers.statusIslandTrailingShift = { _, _, _, _ in 0 }
        },
        BugShape(
            "platters-pair-from-left", summary: "Row platters paired by index from the left instead of from the edge", namedInSpec: false,
            killedBy: LayoutProperties.transitionPairing
        ) { helpers in
            helpers.rowPlatterPairs = { from, to in (0..<max(0, min(from, to))).map { ShapePair(from: $0, to: $0) } }
        },
        BugShape(
            "hosted-lookup-ignores-orientation", summary: "Hosted lookup takes FL for both folded landscapes", namedInSpec: false,
            killedBy: LayoutProperties.hostedLayoutLookup
        ) { helpers in
            helpers.reservedCornersForHostedLayout = { size, _ in reservedCornersForHostedLayout(size: size, orientation: .landscapeLeft) }
        },
        BugShape(
            "viewer-below-island", summary: "A full-screen viewer starting below the island's row", namedInSpec: false,
            killedBy: LayoutProperties.fullScreenViewers
        ) { helpers in
            helpers.fullScreenViewerFrame = { $0.legacyFullScreenViewerFrame }
        },
        BugShape(
            "editor-bar-from-screen-edge", summary: "The editor bar lifted 62 from the screen edge, not from the home indicator", namedInSpec: false,
            killedBy: LayoutProperties.editorBar
        ) { helpers in
            helpers.editorBottomBarFrame = { $0.legacyEditorBottomBarFrame(height: $1) }
        },
        BugShape(
            "modal-keeps-regular-width", summary: "A modal on UL keeps regular metrics", namedInSpec: false,
            killedBy: LayoutProperties.regularWidthPhone
        ) {
            helpers in
            helpers.forOptionalFloatingPresentation = { $0 }
        },
        BugShape(
            "centred-control-off-axis", summary: "A small centred control moved to the bottom-edge band, 42 off the content's axis",
            namedInSpec: false,
            killedBy: LayoutProperties.bottomExceptionsKeepBand
        ) { helpers in
            helpers.centredControlPlacement = { layout, width in
                let insets = layout.bottomEdgeSideInsets()
                return HorizontalPlacement(x: floor(((layout.size.width - width) + (insets.left - insets.right)) / 2), width: width)
            }
        },
        BugShape(
            "caption-spans-strip", summary: "A draggable caption given the bottom-edge insets", namedInSpec: false,
            killedBy: LayoutProperties.bottomExceptionsKeepBand
        ) { helpers in
            helpers.draggableCaptionSideInsets = { $0.bottomEdgeSideInsets() }
        },
        BugShape(
            "column-under-the-block", summary: "The side column stacked from the window's top, under the corner block", namedInSpec: false,
            killedBy: LayoutProperties.sideColumn
        ) { helpers in
            helpers.sideColumnFrames = { layout, shapes in
                guard let strip = layout.sideColumnStrip else { return [] }
                return layout.sideColumnFrames(shapes).map { $0.offsetBy(dx: 0, dy: -strip.minY) }
            }
        },
        BugShape(
            "left-side-never-a-strip", summary: "Only a right inset is read as a strip; a left strip keeps its inset on every row",
            namedInSpec: false,
            killedBy: LayoutProperties.mirroring
        ) { helpers in
            helpers.bandSideInsets = { layout, minY, maxY in
                let insets = layout.sideInsets(forBandFrom: minY, to: maxY)
                return insets.replacingSides(left: max(layout.safeInsets.left, insets.left), right: insets.right)
            }
        },
        BugShape(
            "tall-rows-span-the-strip", summary: "A row taller than 100 spans the strip even where a block reaches it", namedInSpec: false,
            killedBy: LayoutProperties.bandMonotonicity
        ) { helpers in
            helpers.bandSideInsets = { layout, minY, maxY in
                let insets = layout.sideInsets(forBandFrom: minY, to: maxY)
                guard maxY - minY > 100 else { return insets }
                return insets.replacingSides(
                    left: layout.hasSideStrip(on: .left) ? 0 : insets.left, right: layout.hasSideStrip(on: .right) ? 0 : insets.right)
            }
        },
        BugShape(
            "environment-without-corners", summary: "An Environment built by hand without reservedCorners (the default .none)", namedInSpec: false,
            killedBy: LayoutProperties.environmentAgreement
        ) { helpers in
            helpers.environment = { layout in
                Environment(
                    safeInsets: layout.safeInsets, statusBarHeight: layout.navigationBarStatusBarHeight,
                    fullStatusBarHeight: layout.statusBarHeight ?? 0, navigationBarTrailingButtonsInset: layout.navigationBarTrailingButtonsInset)
            }
        },
        BugShape(
            "nan-row-reaches-nothing", summary: "A NaN row reaches no block (every comparison with NaN is false)", namedInSpec: false,
            killedBy: LayoutProperties.robustness
        ) { helpers in
            helpers.bandSideInsets = { layout, minY, maxY in
                minY.isFinite && maxY.isFinite ? layout.sideInsets(forBandFrom: minY, to: maxY) : layout.sideInsets(forBandFrom: 0, to: 0)
            }
        },
        BugShape(
            "riding-row-over-shifts", summary: "A control riding with a sheet slides further than the island reaches", namedInSpec: false,
            killedBy: LayoutProperties.ridingRowClearsIsland
        ) { helpers in
            helpers.statusIslandTrailingShift = { minY, height, islandHeight, inset in
                let shift = statusIslandTrailingShift(rowMinY: minY, rowHeight: height, islandHeight: islandHeight, inset: inset)
                return shift > 0 ? shift + 20 : 0
            }
        },
        BugShape(
            "riding-row-always-shifts", summary: "A control riding with a sheet stays shifted after its row has left the island", namedInSpec: false,
            killedBy: LayoutProperties.ridingRowClearsIsland
        ) { helpers in
            helpers.statusIslandTrailingShift = { _, _, _, inset in inset }
        },
        BugShape(
            "trailing-buttons-over-shift", summary: "Trailing buttons moved 10 further left than the island asks", namedInSpec: false,
            killedBy: LayoutProperties.topBarClearsIsland
        ) { helpers in
            helpers.navigationBarTrailingButtonsMaxX = { $0.navigationBarTrailingButtonsMaxX - ($0.navigationBarTrailingButtonsInset > 0 ? 10 : 0) }
        },
        BugShape(
            "clip-everything", summary: "Content clipped to nothing: no frame shows at all", namedInSpec: false,
            killedBy: LayoutProperties.clipToBand
        ) {
            helpers in
            helpers.clippedToContentBand = { _, _ in .null }
        },
        BugShape(
            "sheet-header-zero-insets", summary: "A sheet header's corner buttons given no insets, under a block their row reaches",
            namedInSpec: false,
            killedBy: LayoutProperties.bottomExceptionsKeepBand
        ) { helpers in
            helpers.sheetHeaderCornerInsets = { _, _, _ in .zero }
        },
        BugShape(
            "camera-not-mirrored",
            summary: "Beside the island the camera's controls sit 16 above the home indicator instead of mirroring the clock line",
            namedInSpec: false, killedBy: LayoutProperties.cameraControlsAboveHomeIndicator
        ) { helpers in
            helpers.cameraBottomControlsFrame = { layout, height in
                guard layout.topBarStatusIsland != nil else { return layout.cameraBottomControlsFrame(height: height) }
                return CGRect(
                    x: 0, y: layout.size.height - layout.intrinsicInsets.bottom - cameraBottomControlsLift - height, width: layout.size.width,
                    height: height)
            }
        },
        BugShape(
            "toolbar-spans-window", summary: "Without a side tab bar the edit toolbar spans the whole window, under FL's bottom-right block",
            namedInSpec: false,
            killedBy: LayoutProperties.editToolbar
        ) { helpers in
            helpers.tabBarEditToolbarFrame = { layout, count, height in
                guard tabBarSidePlacement(layout: layout, itemCount: count) == nil else {
                    return tabBarEditToolbarFrame(layout: layout, itemCount: count, height: height)
                }
                return legacyTabBarEditToolbarFrame(layout: layout, height: height)
            }
        },
        BugShape(
            "story-card-shrunk", summary: "A story card 9:16 and centred, but smaller than the room allows", namedInSpec: false,
            killedBy: LayoutProperties.storyCard
        ) { helpers in
            helpers.storyCardLayout = { layout in
                guard var story = layout.storyCardLayout else { return nil }
                story.cardFrame = story.cardFrame.insetBy(dx: story.cardFrame.width * 0.05, dy: story.cardFrame.height * 0.05)
                return story
            }
        },
        BugShape(
            "band-insets-ignore-strips", summary: "A row keeps the full safe insets everywhere (no row spans the strip)", namedInSpec: false,
            killedBy: LayoutProperties.bandSpansStripOnlyWhereNoBlockReaches
        ) { helpers in
            helpers.bandSideInsets = { layout, _, _ in layout.safeInsets }
        }
    ]
}
