import Foundation
import FlipbookHarness
import FlipbookImageIO
import Testing

/// The check shared by every `expectGolden`, `expectGoldenAnimation` and `expectGoldenState`: settings resolved, the
/// golden claimed, the store's check, and on failure an issue with the artifacts attached.
enum GoldenCheck {
    /// Checks an image golden (a still frame, or an animation's strip with its `animation` frames and `plot`).
    static func run(_ image: RGBAImage, as name: GoldenNaming, tolerance: GoldenTolerance?, record: RecordMode?,
                    animation: GoldenAnimation? = nil, plot: (() -> String)? = nil,
                    sourceLocation: SourceLocation, filePath: String) throws -> GoldenOutcome {
        try run(as: name, record: record, sourceLocation: sourceLocation, filePath: filePath) { store, trait in
            store.check(image, as: name.identifier, tolerance: tolerance ?? trait.tolerance ?? .default, test: name.test,
                        animation: animation, plot: plot)
        }
    }

    /// Checks a text golden.
    static func run(text: String, as name: GoldenNaming, record: RecordMode?,
                    sourceLocation: SourceLocation, filePath: String) throws -> GoldenOutcome {
        try run(as: name, record: record, sourceLocation: sourceLocation, filePath: filePath) { store, _ in
            store.check(text: text, as: name.identifier, test: name.test)
        }
    }

    /// Resolves the settings, claims the golden and runs `check` with the store and the trait's configuration.
    private static func run(as name: GoldenNaming, record: RecordMode?, sourceLocation: SourceLocation, filePath: String,
                            check: (GoldenStore, GoldenConfiguration) -> GoldenOutcome) throws -> GoldenOutcome {
        let trait = GoldenConfiguration.current
        let environment = trait.environment ?? ProcessInfo.processInfo.environment
        let recordMode = try RecordMode.resolve(argument: record, trait: trait.record, environment: environment)
        let root = PackageRoot.containing(filePath)
        let store = GoldenStore(
            goldensDirectory: trait.goldensDirectory ?? environment["FLIPBOOK_GOLDENS"] ?? (root + "/Goldens"),
            artifactsDirectory: trait.artifactsDirectory ?? environment["FLIPBOOK_ARTIFACTS"] ?? (root + "/.build/golden-artifacts"),
            recordMode: recordMode,
            recordingAllowed: !RecordMode.isContinuousIntegration(environment),
            updateCommand: updateCommand(packageRoot: root, filter: name.testFilter),
            run: TestRun.identifier(environment: environment))

        try GoldenClaims.shared.claim(store.path(of: name.identifier), GoldenClaims.Claim(name: name.requestedName, test: name.test))
        let outcome = check(store, trait)
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

    /// The command that re-records the goldens of the tests matching `filter` in the package at `packageRoot`.
    static func updateCommand(packageRoot: String, filter: String) -> String {
        "cd \(shellQuoted(packageRoot)) && swift run flipbook update-goldens \(shellQuoted(filter))"
    }

    /// `text` as one POSIX shell word: as it is when it holds only safe characters, else in single quotes.
    static func shellQuoted(_ text: String) -> String {
        let safe = !text.isEmpty && text.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil)) || "-_./=+,@:".unicodeScalars.contains($0)
        }
        return safe ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
