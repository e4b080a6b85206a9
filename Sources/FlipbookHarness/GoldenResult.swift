/// One line of the machine-readable results log (`results.jsonl` in the artifacts folder): everything the
/// diff report and `scripts/update-goldens` need to know about one check.
public struct GoldenResult: Sendable, Codable, Equatable {
    /// The golden's path relative to the goldens folder.
    public var golden: String
    /// Absolute path of the golden file.
    public var goldenPath: String
    /// The test that made the check (module, suites and function, as Swift Testing names it).
    public var test: String
    /// What happened.
    public var status: GoldenOutcome.Status
    /// The record mode in force.
    public var recordMode: RecordMode
    /// The explanation shown in the test failure.
    public var message: String
    /// Size of the image the test produced (0 for a text golden).
    public var width: Int
    /// Size of the image the test produced (0 for a text golden).
    public var height: Int
    /// Figures of the comparison, when one was made.
    public var totalPixels: Int?
    /// Pixels beyond the threshold (anti-aliasing differences excluded unless the tolerance includes them).
    public var mismatchedPixels: Int?
    /// Pixels that differ only as anti-aliasing.
    public var antialiasedPixels: Int?
    /// Structural similarity of the luma planes (1 = identical).
    public var ssim: Double?
    /// Largest difference of any channel of any pixel (0…255).
    public var maxChannelDelta: Int?
    /// The tolerance the check used.
    public var tolerance: GoldenTolerance
    /// Artifact paths, relative to the artifacts folder.
    public var artifacts: GoldenArtifacts
    /// The frames of an animation golden (time, rectangle in the strip, mismatched pixels); absent for a still
    /// golden.
    public var frames: [GoldenFrame]? = nil
}
