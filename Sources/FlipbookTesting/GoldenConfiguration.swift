import FlipbookHarness

/// The golden settings of the running test, set by the ``GoldenTrait`` on a suite or test.
///
/// Settings resolve in this order: the argument of `expectGolden(_:named:time:tolerance:record:sourceLocation:filePath:)`,
/// then the innermost trait, then the environment (`FLIPBOOK_GOLDENS`, `FLIPBOOK_ARTIFACTS`), then the defaults —
/// except the record mode, where `FLIPBOOK_RECORD` (the runner's explicit wish, e.g. `flipbook update-goldens`)
/// beats a trait, so that a suite's trait can never silently defeat an update run (`RecordMode/resolve(argument:trait:environment:)`).
/// Under `CI=true` nothing is recorded, and a record mode other than `never` from the argument, `FLIPBOOK_RECORD`
/// or a trait is an error (`RecordingUnderCIError`), not silently overridden.
public struct GoldenConfiguration: Sendable, Equatable {
    /// The record mode; `nil` defers to the default (`missing`, or `never` under CI). `FLIPBOOK_RECORD` beats it.
    public var record: RecordMode?
    /// The tolerance; `nil` means `GoldenTolerance.default`.
    public var tolerance: GoldenTolerance?
    /// The goldens folder; `nil` means `FLIPBOOK_GOLDENS`, else `<package root>/Goldens`.
    public var goldensDirectory: String?
    /// The artifacts folder; `nil` means `FLIPBOOK_ARTIFACTS`, else `<package root>/.build/golden-artifacts`.
    public var artifactsDirectory: String?

    /// The environment the checks read (`FLIPBOOK_RECORD`, `CI`, …); `nil` means the process's. Flipbook's own tests
    /// of the harness set it so that they behave the same on a developer's machine, on CI and inside an update run.
    package var environment: [String: String]?

    /// Creates a configuration; every `nil` defers to the outer level.
    public init(record: RecordMode? = nil, tolerance: GoldenTolerance? = nil, goldensDirectory: String? = nil, artifactsDirectory: String? = nil) {
        self.record = record
        self.tolerance = tolerance
        self.goldensDirectory = goldensDirectory
        self.artifactsDirectory = artifactsDirectory
    }

    /// This configuration with the non-`nil` settings of `inner` taking precedence.
    func overridden(by inner: GoldenConfiguration) -> GoldenConfiguration {
        var merged = GoldenConfiguration(
            record: inner.record ?? record,
            tolerance: inner.tolerance ?? tolerance,
            goldensDirectory: inner.goldensDirectory ?? goldensDirectory,
            artifactsDirectory: inner.artifactsDirectory ?? artifactsDirectory)
        merged.environment = inner.environment ?? environment
        return merged
    }

    /// The configuration of the running task (empty outside any ``GoldenTrait``).
    @TaskLocal public static var current = GoldenConfiguration()
}
