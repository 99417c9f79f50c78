// README.md's example property, built and run as a test; DocumentationTests keeps the two identical.

import DuoCheckEngine
import DuoCheckTesting
import DuoGeometry
import Testing

/// Rule 4: "trailing buttons move left by 134" in unfolded portrait, and by nothing in any other posture.
let trailingButtons = Property(
    "example.trailing-buttons", source: .rule(4), summary: "trailing buttons clear UP's island by 134",
    generator: Gen.element(of: DuoPosture.allCases)
) { posture in
    let layout = ContainerViewLayout.iPhoneDuo(posture)
    try requireEqual(layout.navigationBarTrailingButtonsInset, posture == .UP ? 134 : 0, "the inset in \(posture)")
}

@Test func exampleTrailingButtons() {
    check(trailingButtons)  // on failure: an issue at the property, with the shrunk case and a replay line
}
