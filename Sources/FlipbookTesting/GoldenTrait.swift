import FlipbookHarness
import Testing

/// A suite or test trait that sets golden settings for everything inside it.
///
/// ```swift
/// @Suite(.goldens(tolerance: .pixels(20)))
/// struct SpinnerFrames { ... }
/// ```
///
/// Nested traits combine: the inner trait's non-`nil` settings win.
public struct GoldenTrait: SuiteTrait, TestTrait, TestScoping {
    /// The settings this trait applies.
    public let configuration: GoldenConfiguration

    /// Applies to every test in a suite, including nested suites.
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await GoldenConfiguration.$current.withValue(GoldenConfiguration.current.overridden(by: configuration)) {
            try await function()
        }
    }
}

extension Trait where Self == GoldenTrait {
    /// Golden settings for a suite or a test: record mode, tolerance, and the folders used.
    ///
    /// - Parameters:
    ///   - record: the record mode (overrides `FLIPBOOK_RECORD`; under `CI=true` nothing is recorded anyway).
    ///   - tolerance: how different images may be from their goldens.
    ///   - directory: the goldens folder (tests of the harness itself point this at a temporary folder).
    ///   - artifacts: the artifacts folder.
    public static func goldens(record: RecordMode? = nil, tolerance: GoldenTolerance? = nil, directory: String? = nil, artifacts: String? = nil) -> GoldenTrait {
        GoldenTrait(configuration: GoldenConfiguration(record: record, tolerance: tolerance, goldensDirectory: directory, artifactsDirectory: artifacts))
    }
}
