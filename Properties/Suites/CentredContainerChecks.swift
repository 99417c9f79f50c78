import Foundation
import DuoCheckEngine
import DuoGeometry

extension LayoutProperties {
    /// The labels of a centred container's case: the sample's, and on a foldable whether it is anchored or
    /// keeps no safe insets.
    static func centredContainerLabels(_ item: ContainerCase) -> [String] {
        guard !item.layout.reservedCorners.isEmpty else { return item.sample.labels }
        return item.sample.labels + (item.anchoredAtBottom ? ["anchored on a foldable"] : [])
            + (item.includesSafeInsets ? [] : ["without safe insets on a foldable"])
    }
}

/// The container `placement`, `width` wide, is centred in the band `minX..maxX`: at the floor of the band's
/// centre less half its width (a decision), and so within a point of exact centring either way (the spec's
/// "centres on the band", checked after the decided floor, which implies it).
///
/// Each of the three checks fails at its own line, so that shrinking keeps to the check that failed first.
func requireCentredInBand(_ placement: HorizontalPlacement, width: CGFloat, band minX: CGFloat, _ maxX: CGFloat) throws {
    let left = placement.x - minX
    let right = maxX - placement.maxX
    let what = "the container \(placement) in the band \(minX)..\(maxX)"
    try decided(.centredContainerFloor) {
        try requireCentred(left: left, right: right, what)
        try requireFlooredCentre(x: placement.x, width: width, band: minX, maxX, what)
    }
    let rounding = 1e-9 * (abs(left) + abs(right) + 1)
    try require(abs(right - left) <= 2 + rounding, "\(what) is not centred: \(left) on the left, \(right) on the right")
}
