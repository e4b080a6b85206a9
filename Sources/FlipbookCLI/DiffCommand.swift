import ArgumentParser
import FlipbookDiff
import FlipbookImageIO
import Foundation

/// `flipbook diff`: compares two PNG files the way pixelmatch does.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images the way pixelmatch does.",
        discussion: """
            Counts the pixels whose YIQ colour distance exceeds the threshold (anti-aliased pixels are \
            excused unless --include-aa is given) and also reports the SSIM of the luma and the largest \
            sample difference. Semi-transparent pixels are blended over pixelmatch 7's checkerboard, so a \
            transparent pixel that became opaque white is a mismatch; --no-checkerboard blends over white.

            Exit status: 0 when at most --max-mismatched pixels mismatch, 1 when the images differ \
            (including different sizes), 2 when an image cannot be read, an option value is out of range or \
            --output names one of the two inputs. \
            Usage errors exit with 64.
            """
    )

    @Argument(help: "The expected (reference) PNG.")
    var expected: String

    @Argument(help: "The actual PNG.")
    var actual: String

    @Option(help: "Per-pixel sensitivity from 0 (strictest) to 1, as in pixelmatch.")
    var threshold: Double = 0.1

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as mismatches.")
    var includeAA = false

    @Option(name: .customLong("max-mismatched"), help: "The number of mismatched pixels still accepted.")
    var maxMismatched: Int = 0

    @Option(help: "Write pixelmatch's diff image (grey background, red mismatches, yellow anti-aliasing) to this PNG.")
    var output: String?

    @Option(help: "The opacity of the expected image's grey copy behind the diff image, from 0 (white) to 1.")
    var alpha: Double = 0.1

    @Option(name: .customLong("aa-color"), help: "The colour of anti-aliased pixels in the diff image: R,G,B or #RRGGBB.")
    var aaColor = "255,255,0"

    @Option(name: .customLong("diff-color"), help: "The colour of mismatched pixels in the diff image: R,G,B or #RRGGBB.")
    var diffColor = "255,0,0"

    @Option(
        name: .customLong("diff-color-alt"),
        help: "The colour of mismatched pixels that got darker in the actual image (default: --diff-color)."
    )
    var diffColorAlt: String?

    @Flag(name: .customLong("diff-mask"), help: "Draw only the mismatches in the diff image, on a transparent background.")
    var diffMask = false

    @Flag(
        inversion: .prefixedNo,
        help: "Blend semi-transparent pixels over pixelmatch 7's checkerboard (the default) or over white before comparing."
    )
    var checkerboard = true

    @Flag(help: "Print the figures as one JSON object on standard output.")
    var json = false

    func run() throws {
        let options = try diffOptions()
        guard maxMismatched >= 0 else {
            throw badInput("--max-mismatched must not be negative, got \(maxMismatched)")
        }
        try checkOutputIsNoInput()
        let (expectedImage, actualImage) = try readBoth()

        let comparison: ImageComparison
        do {
            comparison = try ImageDiff.compare(
                expected: expectedImage,
                actual: actualImage,
                options: options,
                makeDiffImage: output != nil
            )
        } catch {
            if json {
                try printJSON(SizeMismatchReport(expected: expected, actual: actual, error: error))
            }
            FileHandle.standardError.write(Data("flipbook diff: \(error)\n".utf8))
            throw ExitCode(1)
        }

        if let output, let diffImage = comparison.diffImage {
            do {
                try PNGCodec.write(diffImage, to: output, compression: .fast)
            } catch {
                throw badInput(error.description)
            }
        }

        let passed = comparison.mismatchedPixels <= maxMismatched
        if json {
            try printJSON(Report(expected: expected, actual: actual, options: self, comparison: comparison, passed: passed))
        } else {
            print(summary(comparison, passed: passed))
        }
        if !passed { throw ExitCode(1) }
    }

    /// The comparison's settings from the options, or exit status 2 for a value out of range or unparseable.
    private func diffOptions() throws -> DiffOptions {
        guard threshold.isFinite, (0...1).contains(threshold) else {
            throw badInput("--threshold must be between 0 and 1, got \(threshold)")
        }
        guard alpha.isFinite, (0...1).contains(alpha) else {
            throw badInput("--alpha must be between 0 and 1, got \(alpha)")
        }
        return DiffOptions(
            threshold: threshold,
            includeAA: includeAA,
            alpha: alpha,
            aaColor: try colour(aaColor, option: "--aa-color"),
            diffColor: try colour(diffColor, option: "--diff-color"),
            diffColorAlt: try diffColorAlt.map { try colour($0, option: "--diff-color-alt") },
            diffMask: diffMask,
            transparencyBackdrop: checkerboard ? .checkerboard : .white
        )
    }

    private func colour(_ argument: String, option: String) throws -> DiffColor {
        guard let colour = DiffColor(argument: argument) else {
            throw badInput("\(option) must be \(DiffColor.argumentFormat), got \"\(argument)\"")
        }
        return colour
    }

    /// Exit status 2 when `--output` names the expected or the actual image: the same path, or the same file
    /// through another spelling, a symbolic link or a hard link (same device and inode).
    private func checkOutputIsNoInput() throws {
        guard let output else { return }
        let outputIdentity = FileIdentity(path: output)
        for (role, input) in [("expected", expected), ("actual", actual)]
        where input == output || (outputIdentity != nil && FileIdentity(path: input) == outputIdentity) {
            throw badInput("--output \(output) is the \(role) image \(input); refusing to overwrite an input")
        }
    }

    /// Decodes both files, in parallel: PNG decoding dominates the run time on large images.
    private func readBoth() throws -> (RGBAImage, RGBAImage) {
        let paths = [expected, actual]
        let results = ParallelResults<Result<RGBAImage, ImageIOError>>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            results[index] = Result { () throws(ImageIOError) in try PNGCodec.read(contentsOf: paths[index]) }
        }
        do {
            return (try results[0]!.get(), try results[1]!.get())
        } catch {
            throw badInput(error.description)
        }
    }

    private func summary(_ comparison: ImageComparison, passed: Bool) -> String {
        let percent = String(format: "%.4f", comparison.mismatchedFraction * 100)
        let verdict = passed ? "match" : "different"
        return "\(verdict): \(comparison.mismatchedPixels) of \(comparison.totalPixels) pixels mismatched (\(percent)%), "
            + "\(comparison.antialiasedPixels) anti-aliased, SSIM \(String(format: "%.6f", comparison.ssim)), "
            + "max channel delta \(comparison.maxChannelDelta)"
    }

    private func badInput(_ reason: String) -> ExitCode {
        FileHandle.standardError.write(Data("flipbook diff: \(reason)\n".utf8))
        return ExitCode(2)
    }

    private func printJSON(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        print(String(decoding: try encoder.encode(value), as: UTF8.self))
    }

    /// The `--json` output of a comparison.
    private struct Report: Encodable {
        let expected: String
        let actual: String
        let width: Int
        let height: Int
        let totalPixels: Int
        let mismatchedPixels: Int
        let mismatchedFraction: Double
        let antialiasedPixels: Int
        let ssim: Double
        let maxChannelDelta: Int
        let threshold: Double
        let includeAA: Bool
        let checkerboard: Bool
        let maxMismatched: Int
        let diffImage: String?
        let passed: Bool

        init(expected: String, actual: String, options: DiffCommand, comparison: ImageComparison, passed: Bool) {
            self.expected = expected
            self.actual = actual
            width = comparison.width
            height = comparison.height
            totalPixels = comparison.totalPixels
            mismatchedPixels = comparison.mismatchedPixels
            mismatchedFraction = comparison.mismatchedFraction
            antialiasedPixels = comparison.antialiasedPixels
            ssim = comparison.ssim
            maxChannelDelta = comparison.maxChannelDelta
            threshold = options.threshold
            includeAA = options.includeAA
            checkerboard = options.checkerboard
            maxMismatched = options.maxMismatched
            diffImage = options.output
            self.passed = passed
        }
    }

    /// The `--json` output when the two images differ in size.
    private struct SizeMismatchReport: Encodable {
        struct Size: Encodable { let width: Int, height: Int }
        let expected: String
        let actual: String
        let expectedSize: Size
        let actualSize: Size
        let error: String
        let passed = false

        init(expected: String, actual: String, error: ImageSizeMismatch) {
            self.expected = expected
            self.actual = actual
            expectedSize = Size(width: error.expected.width, height: error.expected.height)
            actualSize = Size(width: error.actual.width, height: error.actual.height)
            self.error = error.description
        }
    }
}

/// Fixed slots that concurrent workers fill, one slot each, under a lock.
private final class ParallelResults<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Value? {
        get { lock.withLock { slots[index] } }
        set { lock.withLock { slots[index] = newValue } }
    }
}
