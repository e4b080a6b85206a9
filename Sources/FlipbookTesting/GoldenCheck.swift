import Foundation
import FlipbookHarness
import FlipbookImageIO
import Testing

/// The check shared by ``expectGolden(_:named:time:tolerance:record:sourceLocation:filePath:)`` and
/// ``expectGoldenAnimation(of:from:to:fps:scale:named:tolerance:record:sourceLocation:filePath:)``: settings
/// resolved, the golden claimed, the store's check, and on failure an issue with the artifacts attached.
enum GoldenCheck {
    static func run(_ image: RGBAImage, as identifier: GoldenIdentifier, tolerance: GoldenTolerance?, record: RecordMode?,
                    animation: GoldenAnimation? = nil, sourceLocation: SourceLocation, filePath: String) throws -> GoldenOutcome {
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
        let outcome = store.check(image, as: identifier, tolerance: configuration.tolerance ?? .default, test: testName, animation: animation)
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
