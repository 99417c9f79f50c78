import Foundation
import DuoCheckEngine
import DuoGeometry

// The helpers of cards, clips and the camera (rules 2 and 8, the camera and the story card): whether a card covers the status corner,
// the status bar's style, a card dismissed, content clipped to the band, the camera's preview, controls and editor bar,
// and the story card.
// Each declaration says whether the collapse law compares the helper (its comparison is a line of the law, in
// CollapseProperty.swift), what the robustness property asks of it and which behaviour snapshots go through it, or
// why not (`HelperDeclaration`).

extension HelperCatalogue {
    /// The helpers of this file.
    static let cardHelpers: [HelperDeclaration] = [
        HelperDeclaration(
            "coversStatusCorner", collapse: .notCompared(because: HelperReason.noLegacyExpression),
            hostile: .called { digest, item, helpers in digest.add(helpers.coversStatusCorner(item.layout, item.frame)) },
            answers: [
                .decided(.nonFiniteFrameCoversNothing) { item, helpers in
                    guard !item.frameIsFinite else { return }
                    try requireEqual(
                        helpers.coversStatusCorner(item.layout, item.frame), HostileInputAnswers.nonFiniteFrameCoversACorner,
                        "whether a non-finite frame \(item.frame) covers the status corner")
                }
            ],
            unanswered: .because(HelperReason.hostileTable, on: "a finite frame"),
            snapshots: [
                .snapshot(
                    "covers-status-corner", helper: "layout.coversStatusCorner(frame:)", inputs: SnapshotInputs.cardStacks,
                    labels: { $0.sample.labels }
                ) { helpers, stack in stack.cards.map { helpers.coversStatusCorner(stack.layout, $0.frame) } }
            ]),
        HelperDeclaration(
            "statusBarStyle",
            collapse: .compared,
            hostile: .called { digest, item, helpers in
                digest.add(helpers.statusBarStyle(item.layout, .black, [PresentedCard(frame: item.frame, style: .white)]))
            },
            unanswered: .because(HelperReason.hostileTable),
            snapshots: [
                .snapshot(
                    "status-bar-style", helper: "layout.statusBarStyle(behind:cards:)", inputs: SnapshotInputs.cardStacks,
                    labels: { $0.sample.labels }
                ) { helpers, stack in helpers.statusBarStyle(stack.layout, stack.behind, stack.cards) }
            ]),
        HelperDeclaration(
            "presentedCardFrame", collapse: .notCompared(because: HelperReason.noLegacyExpression),
            hostile: .notCalled(
                because: "not among the calls on every hostile case: its decision's check calls it on every finite hostile frame, with a NaN offset"),
            answers: [
                .decided(.nonPositiveDismissOffsetMovesNothing) { item, helpers in
                    let frame = item.frame
                    guard item.frameIsFinite else { return }
                    try require(
                        Oracle.identical(helpers.presentedCardFrame(frame, .nan), frame.offsetBy(dx: 0, dy: HostileInputAnswers.nanDismissOffset)),
                        "a card at \(frame) dismissed by NaN moves")
                }
            ],
            snapshots: [
                .snapshot(
                    "presented-card-frame", helper: "presentedCardFrame(restingFrame:dismissOffset:)", inputs: SnapshotInputs.cardStacks,
                    labels: { $0.sample.labels }
                ) { helpers, stack in stack.cards.map { helpers.presentedCardFrame($0.frame, stack.dismissOffset) } }
            ]),
        HelperDeclaration(
            "clippedToContentBand",
            collapse: .compared,
            hostile: .called { digest, item, helpers in digest.add(helpers.clippedToContentBand(item.layout, item.frame)) },
            answers: [
                .decided(.nonFiniteFrameCoversNothing) { item, helpers in
                    guard !item.frameIsFinite else { return }
                    try require(
                        helpers.clippedToContentBand(item.layout, item.frame).isNull && HostileInputAnswers.nonFiniteFrameClip.isNull,
                        "a non-finite frame clips to something")
                },
                // The decision is stated of the helper's legacy twin: in a window of infinite height, the legacy clip shows nothing.
                .decided(.endlessWindowShowsNothing) { item, _ in
                    var endless = item.layout
                    endless.size.height = .infinity
                    try require(
                        endless.legacyClippedToContentBand(CGRect(x: 0, y: 0, width: 1, height: 1)).isNull
                            && HostileInputAnswers.legacyClipInANonFiniteWindow.isNull,
                        "the legacy clip of an endless window shows something")
                }
            ],
            unanswered: .because(HelperReason.hostileTable, on: "a finite frame"),
            snapshots: [
                .snapshot(
                    "clipped-to-content-band", helper: "layout.clippedToContentBand(_:)", inputs: .frames(in: .anyLayout),
                    labels: { $0.sample.labels(adding: $0.kind) }, decidedBy: { SnapshotDecisions.inconsistentInset($0.sample) }
                ) { helpers, item in helpers.clippedToContentBand(item.layout, item.frame) }
            ]),
        HelperDeclaration(
            "contentBandClipRect",
            collapse: .notCompared(
                because:
                    "compared through `clippedToContentBand`, which clips to it; its own legacy twin (`legacyContentBandClipRect`) has no restated expression"
            ),
            hostile: .notCalled(because: "the rectangle that `clippedToContentBand`, called on the hostile frame, clips to; not called on its own"),
            snapshots: [
                .layoutSnapshot("content-band-clip-rect", helper: "layout.contentBandClipRect", decidedBy: SnapshotDecisions.inconsistentInset) {
                    helpers, layout in
                    helpers.contentBandClipRect(layout)
                }
            ]),
        HelperDeclaration(
            "cameraBottomControlsFrame",
            collapse: .compared,
            hostile: .called { digest, item, helpers in digest.add(helpers.cameraBottomControlsFrame(item.layout, item.maxY)) },
            unanswered: .because(HelperReason.hostileTable),
            snapshots: [
                .snapshot(
                    "camera-bottom-controls-frame", helper: "layout.cameraBottomControlsFrame(height:)", inputs: SnapshotInputs.containers,
                    labels: SnapshotInputs.labels
                ) { helpers, item in helpers.cameraBottomControlsFrame(item.layout, item.height) }
            ]),
        HelperDeclaration(
            "editorBottomBarFrame",
            collapse: .compared,
            hostile: .called { digest, item, helpers in digest.add(helpers.editorBottomBarFrame(item.layout, item.maxY)) },
            unanswered: .because(HelperReason.hostileTable),
            snapshots: [
                .snapshot(
                    "editor-bottom-bar-frame", helper: "layout.editorBottomBarFrame(height:)", inputs: SnapshotInputs.containers,
                    labels: SnapshotInputs.labels
                ) { helpers, item in helpers.editorBottomBarFrame(item.layout, item.height) }
            ]),
        HelperDeclaration(
            "cameraPreviewFrame",
            collapse: .notCompared(
                because:
                    "compared through the camera's controls and the editor's bar, both placed below the 9:16 preview that `expectedCameraPreview` states"
            ),
            hostile: .notCalled(
                because:
                    "the preview that `cameraBottomControlsFrame` and `editorBottomBarFrame`, both called, are placed below; not called on its own"),
            snapshots: [
                .layoutSnapshot("camera-preview-frame", helper: "layout.cameraPreviewFrame") { helpers, layout in
                    helpers.cameraPreviewFrame(layout)
                }
            ]),
        HelperDeclaration(
            "storyCardLayout", collapse: .notCompared(because: HelperReason.noLegacyExpression),
            hostile: .called { digest, item, helpers in digest.add(helpers.storyCardLayout(item.layout)) },
            answers: [
                .decided(.noRoomNoStoryCard) { item, helpers in
                    let layout = item.layout
                    let W = layout.size.width
                    let H = layout.size.height
                    if !(W - layout.safeInsets.left - layout.safeInsets.right > 0) || !(H > 0) {
                        try requireEqual(helpers.storyCardLayout(layout), nil, "a story card in a \(W)x\(H) window without room")
                    }
                }
            ],
            unanswered: .because(HelperReason.hostileTable, on: "a window with room"),
            snapshots: [
                .layoutSnapshot("story-card-layout", helper: "layout.storyCardLayout") { helpers, layout in helpers.storyCardLayout(layout) }
            ])
    ]
}
