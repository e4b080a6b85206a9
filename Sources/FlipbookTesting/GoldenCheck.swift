import Foundation
import FlipbookHarness
import FlipbookImageIO
import Testing

/// The check shared by ``expectGolden(_:named:time:tolerance:record:sourceLocation:filePath:)``,
/// ``expectGoldenAnimation(of:from:to:fps:scale:named:tolerance:record:sourceLocation:filePath:)`` and
/// ``expectGoldenState(of:at:named:record:sourceLocation:filePath:)``: settings resolved, the golden claimed, the
/// store's check, and on failure an issue with the artifacts attached.
enum GoldenCheck {
    /// Checks an image golden (a still frame, or an animation's strip with its `animation` frames and `plot`).
    static func run(_ image: RGBAImage, as identifier: GoldenIdentifier, tolerance: GoldenTolerance?, record: RecordMode?,
                    animation: GoldenAnimation? = nil, plot: (() -> String)? = nil,
                    sourceLocation: SourceLocation, filePath: String) throws -> GoldenOutcome {
        try run(as: identifier, tolerance: tolerance, record: record, sourceLocation: sourceLocation, filePath: filePath) { store, tolerance, test in
            store.check(image, as: identifier, tolerance: tolerance, test: test, animation: animation, plot: plot)
        }
    }

    /// Checks a text golden.
    static func run(text: String, as identifier: GoldenIdentifier, record: RecordMode?,
                    sourceLocation: SourceLocation, filePath: String) throws -> GoldenOutcome {
        try run(as: identifier, tolerance: nil, record: record, sourceLocation: sourceLocation, filePath: filePath) { store, _, test in
            store.check(text: text, as: identifier, test: test)
        }
    }

    /// Resolves the settings, claims the golden and runs `check` with the store, the tolerance and the test's name.
    private static func run(as identifier: GoldenIdentifier, tolerance: GoldenTolerance?, record: RecordMode?,
                            sourceLocation: SourceLocation, filePath: String,
                            check: (GoldenStore, GoldenTolerance, String) -> GoldenOutcome) throws -> GoldenOutcome {
        let configuration = GoldenConfiguration.current.overridden(by: GoldenConfiguration(record: record, tolerance: tolerance))
        let environment = configuration.environment ?? ProcessInfo.processInfo.environment

        let recordMode: RecordMode
        if let record {
            recordMode = record
        } else if environment[RecordMode.environmentVariable].map({ !$0.isEmpty }) ?? false {
            recordMode = try RecordMode.fromEnvironment(environment)
        } else {
            recordMode = try configuration.record ?? RecordMode.fromEnvironment(environment)
        }
        let root = PackageRoot.containing(filePath)
        let store = GoldenStore(
            goldensDirectory: configuration.goldensDirectory ?? environment["FLIPBOOK_GOLDENS"] ?? (root + "/Goldens"),
            artifactsDirectory: configuration.artifactsDirectory ?? environment["FLIPBOOK_ARTIFACTS"] ?? (root + "/.build/golden-artifacts"),
            recordMode: recordMode,
            recordingAllowed: !RecordMode.isContinuousIntegration(environment))

        let testName = Test.current.map { "\($0.id.moduleName).\($0.id.nameComponents.joined(separator: "/"))" } ?? identifier.relativePath
        try GoldenClaims.shared.claim(store.path(of: identifier), by: testName)
        let outcome = check(store, configuration.tolerance ?? .default, testName)
        if outcome.status.isFailure {
            Issue.record(Comment(rawValue: outcome.message), sourceLocation: sourceLocation)
            for path in outcome.artifacts.all {
                if let bytes = FileManager.default.contents(atPath: path) {
                    Attachment.record([UInt8](bytes), named: (path as NSString).lastPathComponent, sourceLocation: sourceLocation)
                }
            }
        }
        return outcome
    }
}
