import Foundation

/// The numbers the spec gives (spec/iphone-duo-layout.md), each quoted where it is stated, for the properties'
/// expectations. The posture table's own numbers are ``SpecPosture``'s.
package enum SpecNumbers {
    /// "top bars use the compact status height (16)".
    package static let compactStatusBarHeight: CGFloat = 16
    /// "keep their top row on the island's clock line (centre ≈ 47) and mirror it at the bottom".
    package static let clockLineY: CGFloat = 47
    /// "the editor's bar, the drawing screen's and the sticker frame sit 62pt above it [the home indicator] on the
    /// folded screen".
    package static let editorBarLift: CGFloat = 62
    /// The story card is "16pt from the top and bottom in landscape" (and, a decision, at least 16 from them in
    /// portrait).
    package static let storyCardMargin: CGFloat = 16
    /// "an input row at least a phone's width (375pt)".
    package static let storyCardMinimumInputWidth: CGFloat = 375
    /// The centred container's cap, in regular and compact width (the legacy expression, DESIGN.md section 2).
    package static func containerCap(regular: Bool) -> CGFloat { regular ? 414 : 428 }
}

/// The numbers the spec does not give: each a decision, written in docs/geometry.md and pinned here by its
/// literal value. The properties take them from here, never from the geometry core's constants, so that a
/// changed constant in the core fails a property.
package enum DecidedNumbers {
    /// A side-column circle's diameter, where the strip is as wide (else the strip's width): the Duo's 84-point
    /// strip holds a standard 44-point touch target with 20 either side.
    package static let sideColumnCircleDiameter: CGFloat = 44
    /// The gap below the strip's top (clear of the block above it) and between the column's shapes.
    package static let sideColumnSpacing: CGFloat = 8
    /// How many circles long a buttons capsule of no buttons is: one, the room of the button it will hold, so that
    /// the column keeps its place (a capsule of buttons holds them end to end, a circle each).
    package static let emptyCapsuleCircles: CGFloat = 1
    /// The tallest a side tab bar item gets (a bottom tab bar's item height with its label).
    package static let sideTabBarItemHeight: CGFloat = 56
    /// The shortest a side tab bar item may get; with less room the bar is not placed at the side.
    package static let sideTabBarMinimumItemHeight: CGFloat = 24
    /// The most items a side tab bar holds (a phone's tab bar shows five and More).
    package static let sideTabBarMaximumItemCount = 8
    /// How far the camera's bottom controls sit above the home indicator (the lift the app tuned for home-button
    /// phones, now measured from the indicator).
    package static let cameraControlsLift: CGFloat = 16
    /// The gap between a 9:16 preview that fits the screen and the editor's bar below it.
    package static let editorBarPreviewGap: CGFloat = 8
    /// The story card's input row height.
    package static let storyCardInputRowHeight: CGFloat = 52
    /// A sheet header's height, for the corner-inset checks.
    package static let sheetHeaderHeight: CGFloat = 56
}

/// The defaults of the core's public initialisers, a decision each (pinned so that a changed default fails a
/// property, since a screen that leaves a field out gets it silently).
package enum InitialiserDefaults {
    /// `Environment(...)`: "a screen that builds an Environment by hand must pass them all (the defaults are 0 /
    /// .none)", so every inset and height is 0 and there are no reserved corners.
    package static let environmentValue: CGFloat = 0
    /// `ContainerViewLayout(size:metrics:deviceType:safeInsets:)`: the layout of a device with nothing reserved,
    /// as the ordinary devices are: no home indicator, no status bar row, no reserved corners, square screen
    /// corners (radius 0, as the home-button phones' in the ordinary-device table), no input view.
    package static let layoutHomeIndicator: CGFloat = 0
    /// The corner radius of a layout built without one.
    package static let layoutCornerRadius: CGFloat = 0
    /// `LayoutMetrics(widthClass:)`: compact height, a phone's in landscape.
    package static let metricsHeightClassIsRegular = false
}
