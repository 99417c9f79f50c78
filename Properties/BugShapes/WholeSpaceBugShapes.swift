import Foundation
import DuoCheckEngine
import DuoGeometry

// Wrong helpers that differ from the core only in a region of the spec's input space the table-shaped generators
// never drew (see `WholeSpaceGenerators.swift`): each is let through by every property on layouts of whole points,
// zero bottom and side intrinsic insets, portrait and landscape only, and frames of positive size.

extension BugShape {
    /// One mutant per region of the whole space.
    package static let wholeSpace: [BugShape] = [
        BugShape(
            "band-drops-bottom-inset", summary: "A row's insets rebuilt with a bottom of 0 (only a bottom safe inset shows it)", namedInSpec: false,
            killedBy: LayoutProperties.wholeSpaceBands
        ) { helpers in
            helpers.bandSideInsets = { layout, minY, maxY in
                let insets = layout.sideInsets(forBandFrom: minY, to: maxY)
                return EdgeInsets(top: insets.top, left: insets.left, bottom: 0, right: insets.right)
            }
        },
        BugShape(
            "mirror-keeps-intrinsic-sides", summary: "A mirrored layout that leaves the intrinsic insets' sides where they were",
            namedInSpec: false, killedBy: LayoutProperties.wholeSpaceBands
        ) { helpers in
            helpers.mirroredLayout = { layout in
                var mirror = layout.mirrored
                mirror.intrinsicInsets = layout.intrinsicInsets
                return mirror
            }
        },
        BugShape(
            "upside-down-turns-screen", summary: "The screen's bounds turned for every orientation but portrait (upside-down read as landscape)",
            namedInSpec: false, killedBy: LayoutProperties.screensInEveryOrientation
        ) { helpers in
            helpers.mainWindowScreenBounds = { screens in
                let bounds = screens.mainWindowScreenBounds
                guard screens.orientation == .portraitUpsideDown else { return bounds }
                return CGRect(x: 0, y: 0, width: bounds.height, height: bounds.width)
            }
        },
        BugShape(
            "strip-to-the-point", summary: "A strip side found by comparing its inset with its block to the point, not bit for bit",
            namedInSpec: false, killedBy: LayoutProperties.wholeSpaceLayouts
        ) { helpers in
            helpers.stripSides = { layout in
                HorizontalEdge.allCases.filter { side in
                    let inset = side == .left ? layout.safeInsets.left : layout.safeInsets.right
                    let widest = layout.reservedCorners.filter { $0.corner.side == side }.map(\.width).max()
                    return inset > 0 && widest.map { $0.rounded() == inset.rounded() } == true
                }
            }
        },
        BugShape(
            "block-rows-to-the-point", summary: "A block's rows read to the nearest point (only a sub-point block shows it)", namedInSpec: false,
            killedBy: LayoutProperties.wholeSpaceBands
        ) { helpers in
            helpers.bandSideInsets = { layout, minY, maxY in
                var rounded = layout
                rounded.reservedCorners = ReservedCorners(
                    layout.reservedCorners.map { ReservedCornerBlock(corner: $0.corner, width: $0.width, height: $0.height.rounded()) })
                return rounded.sideInsets(forBandFrom: minY, to: maxY)
            }
        },
        BugShape(
            "pop-up-card-below-status-bar", summary: "A pop-up card placed below the status bar rather than the safe top (the app's 44 under 54)",
            namedInSpec: false, killedBy: LayoutProperties.collapseAtBoundaries
        ) { helpers in
            helpers.popUpCardMinY = { layout in Swift.max(layout.popUpCardMinY, layout.statusBarHeight ?? 0) }
        },
        BugShape(
            "posture-by-width", summary: "The Duo posture of a window looked up by its width alone", namedInSpec: false,
            killedBy: LayoutProperties.hostedLayoutLookup
        ) { helpers in
            helpers.iPhoneDuoPosture = { size, orientation in
                let byWidth = DuoPosture.allCases.filter { ContainerViewLayout.iPhoneDuo($0).size.width == size.width }
                return byWidth.count > 1 ? byWidth.first { $0.orientation == orientation } : byWidth.first
            }
        },
        BugShape(
            "empty-capsule-no-height", summary: "A buttons capsule of 0 buttons stacked 0 tall", namedInSpec: false,
            killedBy: LayoutProperties.wholeSpaceColumns
        ) { helpers in
            helpers.sideColumnFrames = { layout, shapes in emptyCapsuleFrames(layout, shapes) }
        },
        BugShape(
            "negative-frame-covers-nothing", summary: "A card of negative size never covers the status corner (its size read unstandardised)",
            namedInSpec: false, killedBy: LayoutProperties.wholeSpaceFrames
        ) { helpers in
            helpers.coversStatusCorner = { layout, frame in
                frame.size.width < 0 || frame.size.height < 0 ? false : layout.coversStatusCorner(frame: frame)
            }
        },
        BugShape(
            "centred-control-legacy-without-blocks",
            summary: "Without blocks, a small centred control centred on the window (equal sides assumed)", namedInSpec: false,
            killedBy: LayoutProperties.wholeSpaceBands
        ) { helpers in
            helpers.centredControlPlacement = { layout, width in
                layout.reservedCorners.isEmpty
                    ? legacyCentredControlPlacement(layout: layout, width: width) : centredControlPlacement(layout: layout, width: width)
            }
        },
        BugShape(
            "container-rounds-to-nearest",
            summary: "Beside unequal side insets, the centred container's x rounded to the nearest point, not floored",
            namedInSpec: false,
            killedBy: LayoutProperties.centredContainerSitsInBand
        ) { helpers in
            helpers.horizontalContainerPlacement = { layout, margin, includesSafeInsets, anchored in
                var placement = horizontalContainerFillingPlacementForLayout(
                    layout: layout, margin: margin, includesSafeInsets: includesSafeInsets, anchoredAtBottom: anchored)
                let insets = anchored ? layout.bottomEdgeSideInsets() : layout.safeInsets
                let (left, right) = includesSafeInsets ? (insets.left, insets.right) : (0, 0)
                guard left != right else { return placement }
                placement.x = (((layout.size.width - placement.width) + (left - right)) / 2).rounded()
                return placement
            }
        },
        BugShape(
            "island-height-to-the-point", summary: "A riding row's island height read to the nearest point (only a sub-point island shows it)",
            namedInSpec: false, killedBy: LayoutProperties.wholeSpaceIslandRows
        ) { helpers in
            helpers.statusIslandTrailingShift = { rowMinY, rowHeight, islandHeight, inset in
                statusIslandTrailingShift(rowMinY: rowMinY, rowHeight: rowHeight, islandHeight: islandHeight.rounded(), inset: inset)
            }
        },
        BugShape(
            "non-finite-row-drops-bottom-inset",
            summary: "A row with a NaN or infinite end answered early, its insets rebuilt with a bottom of 0 (only a bottom safe inset shows it)",
            namedInSpec: false, killedBy: LayoutProperties.wholeSpaceRobustness
        ) { helpers in
            helpers.bandSideInsets = { layout, minY, maxY in
                let insets = layout.sideInsets(forBandFrom: minY, to: maxY)
                guard !minY.isFinite || !maxY.isFinite else { return insets }
                return EdgeInsets(top: insets.top, left: insets.left, bottom: 0, right: insets.right)
            }
        }
    ]
}

/// The side column's frames as the core stacks them, but a capsule of 0 buttons 0 tall.
private func emptyCapsuleFrames(_ layout: ContainerViewLayout, _ shapes: [ColumnShape]) -> [CGRect] {
    guard let strip = layout.sideColumnStrip else { return [] }
    let diameter = Swift.min(sideColumnCircleDiameter, strip.width)
    let x = strip.minX + (strip.width - diameter) / 2
    var y = strip.minY + sideColumnSpacing
    var frames: [CGRect] = []
    for shape in shapes {
        var height = diameter
        if case .buttonsCapsule(let count) = shape { height = diameter * CGFloat(count) }
        guard y + height <= strip.maxY else { break }
        frames.append(CGRect(x: x, y: y, width: diameter, height: height))
        y += height + sideColumnSpacing
    }
    return frames
}
