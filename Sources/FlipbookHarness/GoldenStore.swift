import Foundation
import FlipbookDiff
import FlipbookImageIO

/// Compares images with the goldens in a folder, records goldens according to the record mode, writes
/// reviewer artifacts for every check that does not pass, and logs every check to `results.jsonl`.
///
/// A store holds no mutable state: every check is independent, so tests may share a store and run in
/// parallel. Golden and artifact writes are atomic (temporary file + rename).
public struct GoldenStore: Sendable {
    /// The folder holding the goldens (`<package>/Goldens` for the project's tests).
    public var goldensDirectory: String
    /// The folder receiving artifacts and the results log (`.build/golden-artifacts` by default).
    public var artifactsDirectory: String
    /// The record mode asked for.
    public var recordMode: RecordMode
    /// `false` under CI: then nothing is ever written to the goldens folder, whatever ``recordMode`` says.
    public var recordingAllowed: Bool

    /// Creates a store.
    public init(goldensDirectory: String, artifactsDirectory: String, recordMode: RecordMode, recordingAllowed: Bool = true) {
        self.goldensDirectory = goldensDirectory
        self.artifactsDirectory = artifactsDirectory
        self.recordMode = recordMode
        self.recordingAllowed = recordingAllowed
    }

    /// The record mode actually in force: ``RecordMode/never`` when recording is not allowed.
    public var effectiveRecordMode: RecordMode { recordingAllowed ? recordMode : .never }

    /// The absolute path of a golden.
    public func path(of identifier: GoldenIdentifier) -> String {
        goldensDirectory + "/" + identifier.relativePath
    }

    /// Checks `image` against the golden `identifier`, recording and writing artifacts as the mode says.
    ///
    /// - Parameters:
    ///   - image: the image the test produced.
    ///   - identifier: which golden.
    ///   - tolerance: how different the image may be.
    ///   - test: the test's name, for the log and the report.
    ///   - animation: for an animation golden (a filmstrip of frames), where its frames are: a check that does not
    ///     pass then counts each frame's mismatched pixels and names the drifted frames, and the log records the
    ///     frames for the report.
    ///   - plot: for a check that does not pass, an SVG plot of the animated properties (made only then), written as
    ///     `<name>.plot.svg` beside the other artifacts (``GoldenArtifacts/plot``).
    /// - Returns: what happened; ``GoldenOutcome/Status/isFailure`` tells whether the test must fail.
    public func check(_ image: RGBAImage, as identifier: GoldenIdentifier, tolerance: GoldenTolerance = .default, test: String,
                      animation: GoldenAnimation? = nil, plot: (() -> String)? = nil) -> GoldenOutcome {
        var outcome = evaluate(image, identifier, tolerance)
        if let animation { outcome = annotated(outcome, animation: animation, actual: image) }
        if let plot { outcome = withPlot(outcome, plot) }
        return logged(outcome, test: test, width: image.width, height: image.height, tolerance: tolerance)
    }

    /// `outcome` after appending its line to the results log (a failure to append is added to its message).
    func logged(_ outcome: GoldenOutcome, test: String, width: Int, height: Int, tolerance: GoldenTolerance) -> GoldenOutcome {
        let result = GoldenResult(
            golden: outcome.identifier.relativePath, goldenPath: outcome.goldenPath, test: test, status: outcome.status,
            recordMode: effectiveRecordMode, message: outcome.message, width: width, height: height,
            totalPixels: outcome.comparison?.totalPixels, mismatchedPixels: outcome.comparison?.mismatchedPixels,
            antialiasedPixels: outcome.comparison?.antialiasedPixels, ssim: outcome.comparison?.ssim,
            maxChannelDelta: outcome.comparison?.maxChannelDelta, tolerance: tolerance,
            artifacts: relativeToArtifacts(outcome.artifacts), frames: outcome.frames)
        do {
            try ResultsLog(artifactsDirectory: artifactsDirectory).append(result)
            return outcome
        } catch {
            return outcome.with(frames: outcome.frames, message: outcome.message + "\n(could not append to the results log: \(error))")
        }
    }

    /// `outcome` with the plot written as `<name>.plot.svg` when the check did not pass.
    private func withPlot(_ outcome: GoldenOutcome, _ plot: () -> String) -> GoldenOutcome {
        guard outcome.status.isFailure else { return outcome }
        var artifacts = outcome.artifacts
        let path = artifactBase(outcome.identifier) + ".plot.svg"
        if let failure = writeFile(Array(plot().utf8), to: path) {
            return outcome.with(frames: outcome.frames, message: outcome.message + "\n  (could not write \(path): \(failure))")
        }
        artifacts.plot = path
        return outcome.with(frames: outcome.frames, message: outcome.message + "\n  plot:     \(path)", artifacts: artifacts)
    }

    private func evaluate(_ image: RGBAImage, _ identifier: GoldenIdentifier, _ tolerance: GoldenTolerance) -> GoldenOutcome {
        let goldenPath = path(of: identifier)
        let mode = effectiveRecordMode
        func outcome(_ status: GoldenOutcome.Status, _ message: String, _ comparison: ImageComparison? = nil, _ artifacts: GoldenArtifacts = .init()) -> GoldenOutcome {
            GoldenOutcome(identifier: identifier, goldenPath: goldenPath, status: status, message: message, comparison: comparison, artifacts: artifacts)
        }

        guard FileManager.default.fileExists(atPath: goldenPath) else {
            if mode.writesMissing {
                if let failure = write(image, to: goldenPath) {
                    return outcome(.missing, "no golden at \(goldenPath), and recording it failed: \(failure)", nil, writeArtifacts(identifier, actual: image))
                }
                return outcome(.recorded, "recorded new golden \(goldenPath) (\(image.width)×\(image.height)) — review it and commit it")
            }
            let why = recordingAllowed ? "record mode is never" : "recording is disabled under CI=true"
            return outcome(.missing, "no golden at \(goldenPath) and \(why); record it locally with scripts/update-goldens, look at it, and commit it",
                           nil, writeArtifacts(identifier, actual: image))
        }

        let golden: RGBAImage
        do {
            golden = try PNGCodec.read(contentsOf: goldenPath)
        } catch {
            if mode.rewritesFailures, write(image, to: goldenPath) == nil {
                return outcome(.rerecorded, "golden \(goldenPath) was unreadable (\(error)); re-recorded it — review it and commit it")
            }
            return outcome(.unreadable, "golden \(goldenPath) is unreadable: \(error)", nil, writeArtifacts(identifier, actual: image))
        }

        let comparison: ImageComparison
        do {
            comparison = try ImageDiff.compare(
                expected: golden, actual: image,
                options: DiffOptions(threshold: tolerance.threshold, includeAA: tolerance.includeAA),
                makeDiffImage: true)
        } catch {
            let artifacts = writeArtifacts(identifier, expectedFile: goldenPath, actual: image)
            if mode.rewritesFailures, write(image, to: goldenPath) == nil {
                return outcome(.rerecorded, "golden \(goldenPath) had another size (\(error)); re-recorded it — review it and commit it", nil, artifacts)
            }
            return outcome(.sizeMismatch, "golden \(goldenPath): \(error)" + describe(artifacts), nil, artifacts)
        }

        if tolerance.accepts(mismatched: comparison.mismatchedPixels, of: comparison.totalPixels) {
            if mode == .all, let encoded = try? PNGCodec.encode(image),
               FileManager.default.contents(atPath: goldenPath).map({ [UInt8]($0) }) != encoded {
                if let failure = write(image, to: goldenPath) {
                    return outcome(.failed, "record mode all: rewriting \(goldenPath) failed: \(failure)", comparison)
                }
                return outcome(.rerecorded, "record mode all: rewrote \(goldenPath) (within tolerance: \(figures(comparison, tolerance)))", comparison)
            }
            return outcome(.passed, "matches \(goldenPath): \(figures(comparison, tolerance))", comparison)
        }

        let artifacts = writeArtifacts(identifier, expectedFile: goldenPath, actual: image, diff: comparison.diffImage)
        if mode.rewritesFailures {
            if let failure = write(image, to: goldenPath) {
                return outcome(.failed, "golden \(goldenPath) differs: \(figures(comparison, tolerance)); rewriting it failed: \(failure)" + describe(artifacts), comparison, artifacts)
            }
            return outcome(.rerecorded, "golden \(goldenPath) differed (\(figures(comparison, tolerance))); re-recorded it — review it and commit it" + describe(artifacts), comparison, artifacts)
        }
        return outcome(.failed, "golden \(goldenPath) differs: \(figures(comparison, tolerance))" + describe(artifacts), comparison, artifacts)
    }

    private func figures(_ comparison: ImageComparison, _ tolerance: GoldenTolerance) -> String {
        let total = max(comparison.totalPixels, 1)
        let percent = Double(comparison.mismatchedPixels) * 100 / Double(total)
        let allowed = tolerance.maxMismatchedPixels == Int.max
            ? "\(tolerance.maxMismatchedFraction * 100) %" : "\(tolerance.maxMismatchedPixels) px"
        return "\(comparison.mismatchedPixels) of \(comparison.totalPixels) pixels mismatched ("
            + String(format: "%.3f", percent) + " %, allowed \(allowed), threshold \(tolerance.threshold)), "
            + "\(comparison.antialiasedPixels) anti-aliasing pixels, SSIM " + String(format: "%.5f", comparison.ssim)
            + ", max channel delta \(comparison.maxChannelDelta)"
    }

    private func describe(_ artifacts: GoldenArtifacts) -> String {
        var lines = ""
        if let expected = artifacts.expected { lines += "\n  expected: \(expected)" }
        if let actual = artifacts.actual { lines += "\n  actual:   \(actual)" }
        if let diff = artifacts.diff { lines += "\n  diff:     \(diff)" }
        return lines
    }

    /// Writes a golden atomically; returns the error's description on failure.
    private func write(_ image: RGBAImage, to path: String) -> String? {
        do {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try PNGCodec.write(image, to: path)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Writes `bytes` to `path` atomically, creating its folder; returns the error's description on failure.
    func writeFile(_ bytes: [UInt8], to path: String) -> String? {
        do {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Writes the reviewer artifacts of a golden; returns the absolute paths of those written.
    private func writeArtifacts(_ identifier: GoldenIdentifier, expectedFile: String? = nil, actual: RGBAImage? = nil, diff: RGBAImage? = nil) -> GoldenArtifacts {
        let base = artifactBase(identifier)
        var artifacts = GoldenArtifacts()
        if let expectedFile, let bytes = FileManager.default.contents(atPath: expectedFile),
           writeFile([UInt8](bytes), to: base + ".expected.png") == nil {
            artifacts.expected = base + ".expected.png"
        }
        if let actual, write(actual, to: base + ".actual.png") == nil {
            artifacts.actual = base + ".actual.png"
        }
        if let diff, write(diff, to: base + ".diff.png") == nil {
            artifacts.diff = base + ".diff.png"
        }
        return artifacts
    }

    /// The artifacts' common path for a golden: its path under the artifacts folder without its extension.
    func artifactBase(_ identifier: GoldenIdentifier) -> String {
        artifactsDirectory + "/" + String(identifier.relativePath.dropLast(identifier.fileExtension.count + 1))
    }

    private func relativeToArtifacts(_ artifacts: GoldenArtifacts) -> GoldenArtifacts {
        let prefix = artifactsDirectory + "/"
        func relative(_ path: String?) -> String? {
            path.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }
        }
        return GoldenArtifacts(expected: relative(artifacts.expected), actual: relative(artifacts.actual), diff: relative(artifacts.diff),
                               expectedAnimation: relative(artifacts.expectedAnimation), actualAnimation: relative(artifacts.actualAnimation),
                               expectedText: relative(artifacts.expectedText), actualText: relative(artifacts.actualText),
                               textDiff: relative(artifacts.textDiff), plot: relative(artifacts.plot))
    }
}
