/// Throws a ``CheckFailure`` located at the call site unless `condition` holds.
///
/// Use it inside a property's check: `try require(frame.minX >= 0, "frame \(frame) leaves the window")`.
/// The message is only built when the check fails.
public func require(
    _ condition: Bool,
    _ message: @autoclosure () -> String = "requirement failed",
    fileID: String = #fileID,
    line: Int = #line
) throws {
    if !condition {
        throw CheckFailure(message: message(), location: CheckLocation(fileID: fileID, line: line))
    }
}

/// Throws a ``CheckFailure`` located at the call site unless `actual == expected`;
/// its message shows both values.
public func requireEqual<T: Equatable>(
    _ actual: T,
    _ expected: T,
    _ message: @autoclosure () -> String = "values differ",
    fileID: String = #fileID,
    line: Int = #line
) throws {
    if actual != expected {
        throw CheckFailure(
            message: "\(message()): \(actual) is not equal to \(expected)",
            location: CheckLocation(fileID: fileID, line: line)
        )
    }
}
