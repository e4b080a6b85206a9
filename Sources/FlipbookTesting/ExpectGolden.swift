import FlipbookHarness
import FlipbookImageIO
import Testing

/// Compares `image` with its golden and records a test issue when it does not pass.
///
/// The golden is `Goldens/<TestTarget>/<Suite>/<name>.png` below the package root (found from the calling
/// test's file), where `<name>` is `named` (default: the test function's name), followed by `.t=0.250` when
/// `time` is given. Parameterized tests must pass `named` and/or `time` so that each case has its own golden.
///
/// On failure the issue names the golden, the mismatched/total pixels, SSIM and the maximum channel delta, and
/// the paths of the three artifacts written under `.build/golden-artifacts/` (or `$FLIPBOOK_ARTIFACTS`):
/// expected, actual and diff PNGs. Every check is also logged to `results.jsonl` there, for `flipbook report`.
///
/// - Parameters:
///   - image: the image the test produced.
///   - named: the golden's name; defaults to the test function's name.
///   - time: a sample time in seconds, appended to the name as `.t=0.250`.
///   - tolerance: overrides the trait's tolerance.
///   - record: overrides the record mode (see ``GoldenConfiguration`` for the precedence).
///   - sourceLocation: where the issue of a failed check is reported; the caller's location by default.
///   - filePath: the calling test's file, from which the package root and its `Goldens/` are found.
/// - Returns: what happened, for tests that want to inspect it.
/// - Throws: `GoldenUsageError` when the golden cannot be named (outside a test, an unusable name, a
///   parameterized test without a name, the same golden claimed twice in one run) or `FLIPBOOK_RECORD` is invalid.
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
    let identifier = try GoldenNaming.identifier(named: named, time: time, test: Test.current, isParameterized: Test.Case.current?.isParameterized ?? false)
    return try GoldenCheck.run(image, as: identifier, tolerance: tolerance, record: record, sourceLocation: sourceLocation, filePath: filePath)
}
