import Foundation

/// The package these tests belong to.
enum TestPackage {
    /// The package root: three folders above this file (`Tests/DuoFuzzTests/TestPackage.swift`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
