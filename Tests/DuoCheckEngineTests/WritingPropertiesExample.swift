// The example of docs/writing-properties.md, built and run as a test; DocumentationTests checks that the
// document shows this file's code as it is.

import DuoCheckEngine
import DuoCheckTesting
import Testing

struct Placement: Codable {
    var x: Double
    var width: Double
    var window: Double
}

// A window, then a placement inside it: `then` draws the values whose ranges depend on the window
// straight from the source, in order.
let placement = Gen.double(in: 300...1100, constants: [428]).then { window, source in
    let x = source.double(in: 0...window)
    let width = source.double(in: 0...window - x)
    return Placement(x: x, width: width, window: window)
}

let fitsInWindow = Property(
    "example.fits-in-window",
    rule: "rule 3",
    summary: "a placement never reaches past its window",
    generator: placement,
    labels: { [$0.x + $0.width == $0.window ? "touches the edge" : "inside"] },
    coverage: [CoverageRequirement(label: "touches the edge", minimumFraction: 0.05)]
) { placement in
    try require(
        placement.x + placement.width <= placement.window,
        "\(placement.x) + \(placement.width) overflows \(placement.window)")
}

@Test func placementsFit() {
    check(fitsInWindow)  // records an Issue at the property's declaration on failure
}
