import FlipbookGraphics
import FlipbookHarness
import FlipbookImageIO
import Testing

/// Compares `image` with its golden and records a test issue when it does not pass.
///
/// The golden is `Goldens/<TestTarget>/<Suite>/<name>.png` below the package root (found from the calling
/// test's file), where `<name>` is `named` (default: the test function's name), followed by `.t=0.250` when
/// `time` is given. Parameterized tests must pass `named` and/or `time` so that each case has its own golden.
/// Names keep their Unicode (`named: "登录"` is `登录.png`); a name no file can have (`/`, NUL, `..`, over-long) is
/// an error naming the character (see `GoldenIdentifier`).
///
/// On failure the issue names the golden, the mismatched/total pixels, SSIM and the maximum channel delta, the
/// paths of the three artifacts written under `.build/golden-artifacts/` (or `$FLIPBOOK_ARTIFACTS`) — expected,
/// actual and diff PNGs — and the command that re-records it (`cd <package> && swift run flipbook update-goldens
/// '<this test>'`). Every check is also logged to `results.jsonl` there, for `flipbook report`.
///
/// - Parameters:
///   - image: the image the test produced.
///   - named: the golden's name; defaults to the test function's name.
///   - time: a sample time in seconds, appended to the name as `.t=0.250`.
///   - tolerance: overrides the trait's tolerance.
///   - record: overrides the record mode (see ``GoldenConfiguration`` for the precedence).
///   - sourceLocation: where the issue of a failed check points: the caller's line.
///   - filePath: the calling test's file, from which the package (and its `Goldens/` folder) is found.
/// - Returns: what happened, for tests that want to inspect it.
/// - Throws: `GoldenUsageError` when the golden cannot be named (outside a test, an unusable name, a
///   parameterized test without a name, the same golden claimed twice in one run); `RecordModeError` when
///   `FLIPBOOK_RECORD` is invalid; `RecordingUnderCIError` when a record mode other than `never` is asked for
///   under `CI=true`.
@discardableResult
public func expectGolden(
    _ image: RGBAImage,
    named: String? = nil,
    time: Double? = nil,
    tolerance: GoldenTolerance? = nil,
    record: RecordMode? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    filePath: String = #filePath
) throws -> GoldenOutcome {
    try GoldenCheck.run(image, as: GoldenNaming(named: named, time: time), tolerance: tolerance, record: record,
                        sourceLocation: sourceLocation, filePath: filePath)
}

/// Compares a `CGImage` with its golden, as `expectGolden(_:named:time:tolerance:record:sourceLocation:filePath:)`
/// does for an `RGBAImage`: the golden is the image's pixels at its own size (straight alpha).
///
/// ```swift
/// let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in … }
/// try expectGolden(image.cgImage!, named: "badge")
/// ```
///
/// - Parameters:
///   - image: the image the test produced.
///   - named: the golden's name; defaults to the test function's name.
///   - time: a sample time in seconds, appended to the name as `.t=0.250`.
///   - tolerance: overrides the trait's tolerance.
///   - record: overrides the record mode.
///   - sourceLocation: where the issue of a failed check points: the caller's line.
///   - filePath: the calling test's file, from which the package is found.
/// - Returns: what happened.
/// - Throws: what the `RGBAImage` version throws.
@discardableResult
public func expectGolden(
    _ image: CGImage,
    named: String? = nil,
    time: Double? = nil,
    tolerance: GoldenTolerance? = nil,
    record: RecordMode? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    filePath: String = #filePath
) throws -> GoldenOutcome {
    try expectGolden(image.rgbaImage, named: named, time: time, tolerance: tolerance, record: record,
                     sourceLocation: sourceLocation, filePath: filePath)
}
