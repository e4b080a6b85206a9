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
/// Under `CI=true` nothing is ever written: the mode is ``never``, and asking for another mode there is an error
/// (see ``resolve(argument:trait:environment:)``).
public enum RecordMode: String, Sendable, CaseIterable, Codable {
    /// Write goldens that don't exist yet; compare the rest. The default on a developer's machine.
    case missing
    /// Write goldens that don't exist or fall outside their tolerance. `flipbook update-goldens` uses this mode.
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

    /// The mode a check uses: the `record:` argument, else `FLIPBOOK_RECORD`, else a `.goldens(record:)` trait, else
    /// the default (``missing``, or ``never`` under `CI=true`). The environment beats traits on purpose, so that a
    /// suite's trait can never silently defeat an update run.
    ///
    /// - Parameters:
    ///   - argument: the mode passed to the check, if any.
    ///   - trait: the mode of the innermost trait that sets one, if any.
    ///   - environment: the process environment (`FLIPBOOK_RECORD`, `CI`).
    /// - Throws: ``RecordModeError`` for a misspelt `FLIPBOOK_RECORD`; ``RecordingUnderCIError`` when the mode that
    ///   wins is an explicit one other than ``never`` under `CI=true` (CI never records, and saying otherwise is a
    ///   mistake to report, not to override silently).
    public static func resolve(argument: RecordMode?, trait: RecordMode?, environment: [String: String]) throws -> RecordMode {
        let environmentMode: RecordMode? = (environment[environmentVariable] ?? "").isEmpty ? nil : try fromEnvironment(environment)
        let explicit: (mode: RecordMode, source: String)?
        if let argument {
            explicit = (argument, "the `record: .\(argument)` argument")
        } else if let environmentMode {
            explicit = (environmentMode, "\(environmentVariable)=\(environment[environmentVariable] ?? "")")
        } else if let trait {
            explicit = (trait, "a `.goldens(record: .\(trait))` trait")
        } else {
            explicit = nil
        }
        guard let explicit else { return try fromEnvironment(environment) }
        if explicit.mode != .never && isContinuousIntegration(environment) {
            throw RecordingUnderCIError(mode: explicit.mode, source: explicit.source, ci: environment["CI"] ?? "")
        }
        return explicit.mode
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

/// A record mode other than ``RecordMode/never`` was asked for explicitly under `CI=true`, where nothing is recorded.
public struct RecordingUnderCIError: Error, CustomStringConvertible, Equatable {
    /// The mode asked for.
    public let mode: RecordMode
    /// Where it was asked for: the `record:` argument, `FLIPBOOK_RECORD=…` or a `.goldens(record:)` trait.
    public let source: String
    /// The value of `CI`.
    public let ci: String

    /// The error for `mode` asked for by `source` while `CI` is `ci`.
    public init(mode: RecordMode, source: String, ci: String) {
        self.mode = mode
        self.source = source
        self.ci = ci
    }

    /// What was asked for, why CI refuses it, and what to do instead.
    public var description: String {
        "record mode \(mode) (from \(source)) conflicts with CI=\(ci): a CI run never writes goldens, so that a missing "
            + "or changed golden fails instead of passing on a retry; remove the record mode from the CI run (or make it "
            + "`never`), or record locally without CI set (swift run flipbook update-goldens)"
    }
}
