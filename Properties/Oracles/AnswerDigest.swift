import Foundation
import DuoGeometry

/// What the robustness property keeps of a helper's answer on a hostile case: the bits of every number in it, folded
/// into one word (FNV-1a, the same on every platform and run), and how many of those numbers are not finite. Two
/// calls on equal input must give equal digests (a helper keeps no hidden state), and an answer to input of moderate
/// size must hold only finite numbers (``Decision/finiteInputFiniteAnswer``).
///
/// A digest, not a hash: Core Graphics' `Hashable` comes with macOS 15 and iOS 18 only, and a hash that is thrown
/// away checks nothing of the answer.
package struct AnswerDigest: Equatable, Sendable {
    /// The bits folded so far.
    private(set) var word: UInt64 = 0xcbf2_9ce4_8422_2325
    /// How many of the numbers folded are NaN or infinite.
    package private(set) var nonFiniteCount = 0
    /// The largest magnitude among the finite numbers folded.
    package private(set) var largestMagnitude: CGFloat = 0

    /// An empty digest.
    package init() {}

    /// The digest of `answer`.
    package init(of answer: some DigestibleAnswer) {
        answer.add(to: &self)
    }

    /// Folds in one word.
    mutating func fold(bits: UInt64) {
        word = (word ^ bits) &* 0x0000_0100_0000_01b3
    }

    /// Folds in a number's bits, counting it when it is not finite.
    mutating func fold(_ number: CGFloat) {
        if number.isFinite { largestMagnitude = max(largestMagnitude, abs(number)) } else { nonFiniteCount += 1 }
        fold(bits: number.native.bitPattern)
    }

    /// Folds in `answer`'s parts.
    package mutating func add(_ answer: some DigestibleAnswer) {
        answer.add(to: &self)
    }
}

/// An answer a helper gives, as the numbers and choices it is made of.
package protocol DigestibleAnswer {
    /// Folds the answer's parts into `digest`, in a fixed order.
    func add(to digest: inout AnswerDigest)
}

extension DigestibleAnswer where Self: RawRepresentable, RawValue == String {
    package func add(to digest: inout AnswerDigest) {
        for byte in rawValue.utf8 { digest.fold(bits: UInt64(byte)) }
    }
}

extension CGFloat: DigestibleAnswer {
    package func add(to digest: inout AnswerDigest) { digest.fold(self) }
}

extension Bool: DigestibleAnswer {
    package func add(to digest: inout AnswerDigest) { digest.fold(bits: self ? 1 : 0) }
}

extension Int: DigestibleAnswer {
    package func add(to digest: inout AnswerDigest) { digest.fold(bits: UInt64(bitPattern: Int64(self))) }
}

extension Optional: DigestibleAnswer where Wrapped: DigestibleAnswer {
    package func add(to digest: inout AnswerDigest) {
        digest.fold(bits: self == nil ? 0 : 1)
        self?.add(to: &digest)
    }
}

extension Array: DigestibleAnswer where Element: DigestibleAnswer {
    package func add(to digest: inout AnswerDigest) {
        digest.fold(bits: UInt64(count))
        for element in self { element.add(to: &digest) }
    }
}

extension CGPoint: DigestibleAnswer {
    package func add(to digest: inout AnswerDigest) {
        digest.fold(x)
        digest.fold(y)
    }
}

extension CGSize: DigestibleAnswer {
    package func add(to digest: inout AnswerDigest) {
        digest.fold(width)
        digest.fold(height)
    }
}

extension CGRect: DigestibleAnswer {
    /// `CGRect.null`, Core Graphics' empty rectangle (an infinite origin), is a value of its own, not two infinities.
    package func add(to digest: inout AnswerDigest) {
        digest.fold(bits: isNull ? 1 : 0)
        guard !isNull else { return }
        origin.add(to: &digest)
        size.add(to: &digest)
    }
}

extension EdgeInsets: DigestibleAnswer {
    package func add(to digest: inout AnswerDigest) {
        for side in [top, left, bottom, right] { digest.fold(side) }
    }
}

extension HorizontalPlacement: DigestibleAnswer {
    package func add(to digest: inout AnswerDigest) {
        digest.fold(x)
        digest.fold(width)
    }
}

extension SideMargins: DigestibleAnswer {
    package func add(to digest: inout AnswerDigest) {
        digest.fold(left)
        digest.fold(right)
    }
}

extension ScreenCornerRadii: DigestibleAnswer {
    package func add(to digest: inout AnswerDigest) {
        for radius in [topLeft, topRight, bottomLeft, bottomRight] { digest.fold(radius) }
    }
}

extension SheetBottomCornerRadii: DigestibleAnswer {
    package func add(to digest: inout AnswerDigest) {
        digest.fold(bottomLeft)
        digest.fold(bottomRight)
    }
}

extension ShapePair: DigestibleAnswer {
    package func add(to digest: inout AnswerDigest) {
        from.add(to: &digest)
        to.add(to: &digest)
    }
}

extension TabBarSidePlacement: DigestibleAnswer {
    package func add(to digest: inout AnswerDigest) {
        barFrame.add(to: &digest)
        itemFrames.add(to: &digest)
    }
}

extension StoryCardLayout: DigestibleAnswer {
    package func add(to digest: inout AnswerDigest) {
        for frame in [cardFrame, inputRowFrame, backdropFrame] { frame.add(to: &digest) }
    }
}

extension ReservedCorners: DigestibleAnswer {
    package func add(to digest: inout AnswerDigest) {
        digest.fold(bits: UInt64(count))
        for block in self {
            block.corner.add(to: &digest)
            digest.fold(block.width)
            digest.fold(block.height)
        }
    }
}

extension Environment: DigestibleAnswer {
    package func add(to digest: inout AnswerDigest) {
        safeInsets.add(to: &digest)
        for height in [statusBarHeight, fullStatusBarHeight, navigationBarTrailingButtonsInset] { digest.fold(height) }
        reservedCorners.add(to: &digest)
    }
}

extension ContainerViewLayout: DigestibleAnswer {
    package func add(to digest: inout AnswerDigest) {
        size.add(to: &digest)
        metrics.widthClass.add(to: &digest)
        metrics.heightClass.add(to: &digest)
        deviceType.add(to: &digest)
        safeInsets.add(to: &digest)
        intrinsicInsets.add(to: &digest)
        statusBarHeight.add(to: &digest)
        reservedCorners.add(to: &digest)
        screenCornerRadii.add(to: &digest)
        inputHeight.add(to: &digest)
    }
}

extension ScreenCorner: DigestibleAnswer {}
extension SizeClass: DigestibleAnswer {}
extension DeviceType: DigestibleAnswer {}
extension StatusBarStyle: DigestibleAnswer {}
extension BarButtonPlacement: DigestibleAnswer {}
