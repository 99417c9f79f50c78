import Foundation

/// The package these tests belong to.
package enum TestPackage {
    /// The package root: three folders above this file (`Tests/DuoFuzzTestSupport/TestPackage.swift`).
    package static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
