/// Throws a ``CheckFailure`` located at the call site unless `condition` holds.
///
/// Use it inside a property's check: `try require(frame.minX >= 0, "frame \(frame) leaves the window")`.
/// The message is only built when the check fails.
///
/// Inlined, with the failure built out of line, so that a check that holds
/// costs one branch: properties call it many times in every case.
@inlinable
public func require(
    _ condition: Bool,
    _ message: @autoclosure () -> String = "requirement failed",
    fileID: String = #fileID,
    line: Int = #line
) throws {
    if !condition {
        throw failure(message(), fileID: fileID, line: line)
    }
}

/// The failure a requirement throws, built out of the inlined fast path.
@usableFromInline @inline(never)
func failure(_ message: String, fileID: String, line: Int) -> CheckFailure {
    CheckFailure(message: message, location: CheckLocation(fileID: fileID, line: line))
}

/// The failure of ``requireEqual(_:_:_:fileID:line:)``, built out of the inlined fast path.
@usableFromInline @inline(never)
func inequality(_ message: String, _ actual: Any, _ expected: Any, fileID: String, line: Int) -> CheckFailure {
    failure("\(message): \(GeometryText.describe(actual)) is not equal to \(GeometryText.describe(expected))", fileID: fileID, line: line)
}

/// Throws a ``CheckFailure`` located at the call site unless `actual == expected`;
/// its message shows both values, as ``GeometryText/describe(_:)`` shows them on every platform.
///
/// Inlined, so that the comparison is specialised for `T`.
@inlinable
public func requireEqual<T: Equatable>(
    _ actual: T,
    _ expected: T,
    _ message: @autoclosure () -> String = "values differ",
    fileID: String = #fileID,
    line: Int = #line
) throws {
    if actual != expected {
        throw inequality(message(), actual, expected, fileID: fileID, line: line)
    }
}
