import Foundation

// MARK: - Bottom edge (rule 3)

/// The side insets of a row at the bottom edge: only blocks in the bottom corners reach it.
///
/// A button, toolbar or panel anchored at the bottom spans the strip and keeps clear only of a block that
/// reaches its row. On the Duo that is only FL's bottom-right block; on every other device the result is
/// `safeInsets` exactly.
public func bottomEdgeSideInsets(safeInsets: EdgeInsets, reservedCorners: ReservedCorners) -> EdgeInsets {
    sideInsets(safeInsets: safeInsets, reservedCorners: reservedCorners) { block in
        !block.corner.isTop && block.height > 0
    }
}

/// The legacy expression of `bottomEdgeSideInsets`: the safe insets.
public func legacyBottomEdgeSideInsets(safeInsets: EdgeInsets) -> EdgeInsets { safeInsets }

extension ContainerViewLayout {
    /// The side insets of a row at the bottom edge (see `bottomEdgeSideInsets(safeInsets:reservedCorners:)`).
    public func bottomEdgeSideInsets() -> EdgeInsets {
        DuoGeometry.bottomEdgeSideInsets(safeInsets: safeInsets, reservedCorners: reservedCorners)
    }
}
