import Foundation
import DuoGeometry
import DuoProperties

/// The departure of the device queries on a device without blocks.
extension PlacementHelpers {
    /// The helper set that keeps the old width-class answers where the collapse law reads them: iPad behaviour is
    /// regular width on every layout without blocks and with equal side insets, and on every layout without blocks a
    /// modal sees the layout unchanged and every rotation request is accepted.
    func legacyDeviceQueriesWithoutBlocks() -> PlacementHelpers {
        var helpers = self
        let tablet = usesTabletBehaviour
        let modal = forOptionalFloatingPresentation
        let rotation = acceptsProgrammaticRotation
        let collapses: @Sendable (ContainerViewLayout) -> Bool = {
            $0.reservedCorners.blocks.isEmpty && $0.safeInsets.left == $0.safeInsets.right
        }
        helpers.usesTabletBehaviour = { collapses($0) ? $0.metrics.widthClass == .regular : tablet($0) }
        // Modals and rotation keep the old answers on every layout without blocks, whatever its insets.
        helpers.forOptionalFloatingPresentation = { $0.reservedCorners.blocks.isEmpty ? $0 : modal($0) }
        helpers.acceptsProgrammaticRotation = { $0.reservedCorners.blocks.isEmpty ? true : rotation($0) }
        return helpers
    }
}
