import DuoCheckEngine
import DuoGeometry
import DuoProperties
import Foundation
import Testing

/// What the robustness property checks of every helper's answer on a hostile case: the same bits when it is asked
/// twice (the spec's helpers are pure), and only finite numbers when the case's numbers are finite and moderate
/// (a decision); each check fails on a helper set that breaks it.
@Suite("Every hostile call's answer is checked")
struct HostileAnswerTests {
    /// A run long enough to draw finite cases and hostile ones alike.
    static let configuration = RunConfiguration(cases: 300, seed: 1).withoutExplaining

    /// A count shared by the calls of one helper set.
    final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        /// Counts a call; whether it is an odd one.
        func next() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            count += 1
            return count % 2 == 1
        }
    }

    @Test("a helper whose answer changes between two calls on the same case fails robustness's main check, named")
    func impureHelperFails() throws {
        var helpers = PlacementHelpers.core
        let calls = Calls()
        helpers.navigationBarTitleCenterX = { layout in layout.size.width / 2 + (calls.next() ? 0 : 0.5) }
        let failure = try #require(LayoutProperties.robustness(helpers).run(Self.configuration).failure)
        #expect(!failure.source.isDecision, "\(failure.source.description)")
        #expect(failure.message.contains("`navigationBarTitleCenterX` answered the same case twice with different bits"), "\(failure.message)")
    }

    @Test("a helper that answers NaN to a finite window fails the finite-answer decision, named, and only that")
    func nonFiniteAnswerFails() throws {
        var helpers = PlacementHelpers.core
        // A clip beside blocks that computes how much of the frame shows: 0 / 0 for a frame of no area.
        helpers.clippedToContentBand = { layout, frame in
            let clip = layout.clippedToContentBand(frame)
            let finite = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].allSatisfy(\.isFinite)
            guard !layout.reservedCorners.isEmpty, finite else { return clip }
            let shown = clip.width * clip.height / (frame.width * frame.height)
            return shown.isNaN ? CGRect(x: shown, y: shown, width: 0, height: 0) : clip
        }
        let property = LayoutProperties.robustness(helpers)
        let failure = try #require(property.run(Self.configuration).failure)
        #expect(failure.source == Decision.finiteInputFiniteAnswer.source, "\(failure.source.description)")
        #expect(failure.message.contains("`clippedToContentBand` answered 2 non-finite number(s) to finite input"), "\(failure.message)")
        #expect(property.checking(.specification).run(Self.configuration).failure == nil, "a decision, not a rule of the spec")
    }

    @Test("a digest keeps every bit: -0.0 and 0.0 differ, equal answers agree, and CGRect.null is no number")
    func digestReadsBits() {
        #expect(AnswerDigest(of: CGFloat(0)) != AnswerDigest(of: -CGFloat(0)))
        #expect(
            AnswerDigest(of: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == AnswerDigest(of: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
        #expect(AnswerDigest(of: EdgeInsets(top: 1, left: 2)) != AnswerDigest(of: EdgeInsets(top: 2, left: 1)))
        #expect(AnswerDigest(of: CGRect.null).nonFiniteCount == 0)
        #expect(AnswerDigest(of: [CGRect(x: -CGFloat.infinity, y: 0, width: 1, height: CGFloat.nan)]).nonFiniteCount == 2)
        #expect(AnswerDigest(of: CGRect?.none) != AnswerDigest(of: CGRect?.some(.zero)))
    }
}
