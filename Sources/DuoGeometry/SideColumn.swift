import Foundation

// MARK: - Side column (rules 1, 9 and 10)

/// A shape of the side column, stacked in the strip from its top.
public enum ColumnShape: Hashable, Codable, Sendable {
    /// The back or close circle.
    case backCircle
    /// A capsule of bar buttons, stacked vertically.
    case buttonsCapsule(buttonCount: Int)
    /// The trailing circle (a Done-only form's accent circle, an avatar).
    case trailingCircle

    /// The shape's height for a column of the given diameter.
    func height(diameter: CGFloat) -> CGFloat {
        if case .buttonsCapsule(let count) = self { return diameter * CGFloat(max(1, count)) }
        return diameter
    }
}

/// The diameter of a side-column circle, when the strip is wide enough.
public let sideColumnCircleDiameter: CGFloat = 44
/// The gap between the strip's top and the first shape, and between shapes.
public let sideColumnSpacing: CGFloat = 8

extension ContainerViewLayout {
    /// The frames of the column's shapes, stacked in the side column's strip from its top, centred across it.
    ///
    /// The first shape starts `sideColumnSpacing` below the strip's top (so it clears the corner block
    /// above the strip), and each next one `sideColumnSpacing` below the previous. A shape that would end
    /// below the strip is not placed, and neither is any after it: the app keeps those in the row. The
    /// circle's diameter is `min(44, strip width)`. Empty where there is no strip (the legacy result).
    public func sideColumnFrames(_ shapes: [ColumnShape]) -> [CGRect] {
        guard let strip = sideColumnStrip else { return [] }
        let diameter = min(sideColumnCircleDiameter, strip.width)
        let x = strip.minX + (strip.width - diameter) / 2
        var y = strip.minY + sideColumnSpacing
        var frames: [CGRect] = []
        for shape in shapes {
            let height = shape.height(diameter: diameter)
            guard y + height <= strip.maxY else { break }
            frames.append(CGRect(x: x, y: y, width: diameter, height: height))
            y += height + sideColumnSpacing
        }
        return frames
    }

    /// Where a screen's own back/close button goes: the column's first circle, or nil where there is no
    /// strip (rule 1).
    public var sideColumnNavigationButtonFrame: CGRect? { sideColumnFrames([.backCircle]).first }

    /// Whether a screen places its back/close button in the side column (`ViewController.placesNavigationButtonInSideColumn`).
    /// Legacy: false.
    public var placesNavigationButtonInSideColumn: Bool { sideColumnNavigationButtonFrame != nil }

    /// Where a bar button goes (rule 9): in the side column when there is one, unless it is marked
    /// `staysInRow`. Legacy: always the row.
    public func placement(of button: BarButton) -> BarButtonPlacement {
        placesNavigationButtonInSideColumn && !button.staysInRow ? .sideColumn : .row
    }
}

/// A bar button's role, as far as placement cares.
public enum BarButtonRole: String, Hashable, Codable, Sendable {
    case back, close, done, edit, other
}

/// A navigation bar button (`UIBarButtonItem.staysInRow`, `NavigationBarComponent.Button.staysInRow`,
/// `ItemListNavigationButton(staysInRow:)`).
public struct BarButton: Hashable, Codable, Sendable {
    /// The button's role.
    public var role: BarButtonRole
    /// Keeps the button in the top row instead of the side column.
    public var staysInRow: Bool

    public init(role: BarButtonRole, staysInRow: Bool = false) {
        self.role = role
        self.staysInRow = staysInRow
    }

    /// A form's Done button. A Done that takes turns with a text Edit stays in the row (as an accent pill),
    /// so it does not jump between the row and the column; a Done-only form keeps its circle in the column.
    public static func done(takesTurnsWithEdit: Bool) -> BarButton {
        BarButton(role: .done, staysInRow: takesTurnsWithEdit)
    }
}

/// Where a bar button is placed.
public enum BarButtonPlacement: String, Hashable, Codable, Sendable {
    case row, sideColumn
}
