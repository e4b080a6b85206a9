/// When the harness writes a golden image instead of only comparing with it.
///
/// The four modes follow swift-snapshot-testing's and Playwright's conventions:
///
/// | mode | golden missing | golden differs | golden within tolerance |
/// | --- | --- | --- | --- |
/// | ``missing`` | write it, fail ("recorded — review and commit") | fail | pass |
/// | ``failed`` | write it, fail | rewrite it, fail | pass, bytes untouched |
/// | ``all`` | write it, fail | rewrite it, fail | rewrite only if the PNG bytes change, fail |
/// | ``never`` | fail, write nothing | fail | pass |
///
/// A test that recorded always fails, so a run that recorded is never mistaken for a green run.
/// Under `CI=true` nothing is ever written: every mode behaves as ``never``.
public enum RecordMode: String, Sendable, CaseIterable, Codable {
    /// Write goldens that don't exist yet; compare the rest. The default on a developer's machine.
    case missing
    /// Write goldens that don't exist or fall outside their tolerance. `scripts/update-goldens` uses this mode.
    case failed
    /// Write every golden (keeping the bytes of those whose encoding is unchanged).
    case all
    /// Never write. The default (and the only mode) under `CI=true`.
    case never

    /// The name of the environment variable that selects the mode: `FLIPBOOK_RECORD=missing|failed|all|never`.
    public static let environmentVariable = "FLIPBOOK_RECORD"

    /// Whether the environment says this is a CI run (`CI=true` or `CI=1`).
    public static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.lowercased() else { return false }
        return value == "true" || value == "1" || value == "yes"
    }

    /// The mode chosen by the environment, before traits and per-call arguments are considered.
    ///
    /// - Throws: ``RecordModeError`` when `FLIPBOOK_RECORD` holds something that is not a mode
    ///   (a typo must not silently fall back to another mode).
    public static func fromEnvironment(_ environment: [String: String]) throws(RecordModeError) -> RecordMode {
        if let raw = environment[environmentVariable], !raw.isEmpty {
            guard let mode = RecordMode(rawValue: raw.lowercased()) else {
                throw RecordModeError(value: raw)
            }
            return mode
        }
        return isContinuousIntegration(environment) ? .never : .missing
    }

    /// Whether this mode may write a golden that does not exist yet.
    public var writesMissing: Bool { self != .never }

    /// Whether this mode rewrites a golden that exists but is outside its tolerance.
    public var rewritesFailures: Bool { self == .failed || self == .all }
}

/// `FLIPBOOK_RECORD` holds a value that is not a ``RecordMode``.
public struct RecordModeError: Error, CustomStringConvertible, Equatable {
    /// The value found in the environment.
    public let value: String

    /// The error for `value`.
    public init(value: String) { self.value = value }

    public var description: String {
        "FLIPBOOK_RECORD=\(value) is not a record mode (use one of: "
            + RecordMode.allCases.map(\.rawValue).joined(separator: ", ") + ")"
    }
}
