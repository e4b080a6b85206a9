import FlipbookDiff

/// The result of checking one image against its golden.
public struct GoldenOutcome: Sendable {
    /// What happened.
    public enum Status: String, Sendable, Codable, CaseIterable {
        /// The image is within tolerance of its golden; nothing was written.
        case passed
        /// There was no golden; the image was recorded as the new golden (the check fails: review and commit).
        case recorded
        /// The golden was outside tolerance or unreadable and has been rewritten (the check fails).
        case rerecorded
        /// The image is outside tolerance of its golden.
        case failed
        /// The image and the golden differ in size.
        case sizeMismatch
        /// There is no golden and recording is disabled.
        case missing
        /// The golden file exists but is not a readable PNG.
        case unreadable

        /// Whether a test with this outcome fails. Only ``passed`` passes.
        public var isFailure: Bool { self != .passed }
    }

    /// Which golden.
    public let identifier: GoldenIdentifier
    /// Absolute path of the golden file.
    public let goldenPath: String
    /// What happened.
    public let status: Status
    /// A human-readable explanation: figures, paths of the artifacts, and what to do next.
    public let message: String
    /// The comparison's figures, when both images could be compared.
    public let comparison: ImageComparison?
    /// Files written for reviewers (empty when the check passed).
    public let artifacts: GoldenArtifacts
    /// The frames of an animation golden, with their mismatched pixels when the check did not pass; `nil` for a
    /// still golden.
    public private(set) var frames: [GoldenFrame]? = nil

    /// This outcome with `frames`, and `message` when given.
    func with(frames: [GoldenFrame]?, message: String? = nil, artifacts: GoldenArtifacts? = nil) -> GoldenOutcome {
        var outcome = GoldenOutcome(identifier: identifier, goldenPath: goldenPath, status: status, message: message ?? self.message,
                                    comparison: comparison, artifacts: artifacts ?? self.artifacts)
        outcome.frames = frames
        return outcome
    }
}

/// The files the harness writes for a golden that did not pass, under the artifacts folder.
public struct GoldenArtifacts: Sendable, Codable, Equatable {
    /// The golden as it was on disk (absent when it was missing or unreadable).
    public var expected: String?
    /// The image the test produced.
    public var actual: String?
    /// pixelmatch's diff picture (absent when the sizes differ or the golden could not be read).
    public var diff: String?

    /// An animation golden's expected frames as an animated GIF (absent when the golden was missing, unreadable or
    /// of another size).
    public var expectedAnimation: String?
    /// An animation golden's actual frames as an animated GIF.
    public var actualAnimation: String?

    /// A text golden's expected text as it was on disk (absent when it was missing or unreadable).
    public var expectedText: String?
    /// The text the test produced.
    public var actualText: String?
    /// A unified diff of the expected and actual text (absent when there is no expected text).
    public var textDiff: String?
    /// An SVG plot of the checked layers' animated properties over time.
    public var plot: String?

    /// The artifacts at these paths (none by default).
    public init(expected: String? = nil, actual: String? = nil, diff: String? = nil, expectedAnimation: String? = nil,
                actualAnimation: String? = nil, expectedText: String? = nil, actualText: String? = nil,
                textDiff: String? = nil, plot: String? = nil) {
        self.expected = expected
        self.actual = actual
        self.diff = diff
        self.expectedAnimation = expectedAnimation
        self.actualAnimation = actualAnimation
        self.expectedText = expectedText
        self.actualText = actualText
        self.textDiff = textDiff
        self.plot = plot
    }

    /// The paths of the artifacts written: images, animations, texts, then the plot.
    public var all: [String] {
        [expected, actual, diff, expectedAnimation, actualAnimation, expectedText, actualText, textDiff, plot]
            .compactMap { $0 }
    }
}
