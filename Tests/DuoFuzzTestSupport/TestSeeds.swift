import DuoCheckEngine
import DuoSeedFiles

/// Seeds of the demo properties, for the tests that store, replay, import or migrate them.
package enum TestSeeds {
    /// A seed of the always-true demo property, which replays and holds.
    package static func holding() -> SeedFile {
        SeedFile(propertyID: "demo-holds", runSeed: 1, choices: [12], value: .integer(12), message: "found by hand", kind: .failure)
    }

    /// The planted rectangle's minimum, which fails again.
    package static func failing() -> SeedFile {
        SeedFile(
            propertyID: "demo-rectangle", runSeed: 1, choices: [0, 0, 500],
            value: .object(["x": .integer(0), "y": .integer(0), "width": .integer(500), "height": .integer(0), "window": .integer(300)]),
            message: "a rectangle 500 wide overflows", kind: .failure)
    }
}
