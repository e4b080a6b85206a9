import FlipbookImageIO

extension GoldenStore {
    /// `outcome` of an animation golden whose strip is `actual`. When the check did not pass: every frame's
    /// mismatched pixels counted from the diff image, the drifted frames named in the message, and the expected and
    /// actual frames written as animated GIFs beside the other artifacts (`<name>.expected.gif`, `<name>.actual.gif`).
    func annotated(_ outcome: GoldenOutcome, animation: GoldenAnimation, actual: RGBAImage) -> GoldenOutcome {
        guard outcome.status.isFailure, animation.frames.allSatisfy({ Self.fits($0, in: actual) }) else {
            return outcome.with(frames: animation.frames)
        }
        var frames = animation.frames
        var message = outcome.message
        if let diff = outcome.comparison?.diffImage {
            for index in frames.indices {
                let frame = frames[index]
                frames[index].mismatchedPixels = Self.mismatchedPixels(in: diff, x: frame.x, y: frame.y, width: frame.width, height: frame.height)
            }
            let drifted = frames.filter(\.hasDrifted)
            let list = drifted.map { "t = \(GoldenIdentifier.formatTime($0.time)) s (\($0.mismatchedPixels ?? 0) px)" }
            message += drifted.isEmpty
                ? "\n  no frame has mismatched pixels of its own"
                : "\n  drifted frames (\(drifted.count) of \(frames.count)): " + list.joined(separator: ", ")
        }
        var artifacts = outcome.artifacts
        let base = artifactBase(outcome.identifier)
        var failures: [String] = []
        if let expectedStrip = try? PNGCodec.read(contentsOf: outcome.goldenPath), expectedStrip.width == actual.width,
           expectedStrip.height == actual.height, outcome.status != .recorded {
            artifacts.expectedAnimation = writeAnimation(of: expectedStrip, animation, to: base + ".expected.gif", failures: &failures)
        }
        artifacts.actualAnimation = writeAnimation(of: actual, animation, to: base + ".actual.gif", failures: &failures)
        if let expected = artifacts.expectedAnimation { message += "\n  expected animation: \(expected)" }
        if let actual = artifacts.actualAnimation { message += "\n  actual animation:   \(actual)" }
        message += failures.map { "\n  (\($0))" }.joined()
        return outcome.with(frames: frames, message: message, artifacts: artifacts)
    }

    /// Writes the frames of `strip` at `animation`'s rectangles as an animated GIF (looping forever); returns the
    /// path, or `nil` after appending the reason to `failures`.
    private func writeAnimation(of strip: RGBAImage, _ animation: GoldenAnimation, to path: String, failures: inout [String]) -> String? {
        do throws(ImageIOError) {
            let first = animation.frames[0]
            var encoder = try GIFEncoder(width: first.width, height: first.height)
            for (frame, delay) in zip(animation.frames, animation.delaysInCentiseconds) {
                try encoder.addFrame(Self.crop(strip, frame), delayCentiseconds: delay)
            }
            try encoder.finish(writingTo: path)
            return path
        } catch {
            failures.append("could not write \(path): \(error)")
            return nil
        }
    }

    private static func fits(_ frame: GoldenFrame, in image: RGBAImage) -> Bool {
        frame.x >= 0 && frame.y >= 0 && frame.width > 0 && frame.height > 0
            && frame.x + frame.width <= image.width && frame.y + frame.height <= image.height
    }

    /// The pixels of `frame`'s rectangle of `strip`.
    private static func crop(_ strip: RGBAImage, _ frame: GoldenFrame) -> RGBAImage {
        RGBAImage(width: frame.width, height: frame.height, initializingPixelsWith: { buffer in
            strip.pixels.withUnsafeBytes { source in
                let rowBytes = frame.width * 4
                for row in 0..<frame.height {
                    let from = ((frame.y + row) * strip.width + frame.x) * 4
                    buffer.baseAddress!.advanced(by: row * rowBytes)
                        .copyMemory(from: source.baseAddress!.advanced(by: from), byteCount: rowBytes)
                }
            }
        })
    }

    /// The pixels of pixelmatch's mismatch colour (pure opaque red; the diff's background is grey) in a rectangle.
    static func mismatchedPixels(in diff: RGBAImage, x: Int, y: Int, width: Int, height: Int) -> Int {
        var count = 0
        diff.pixels.withUnsafeBufferPointer { samples in
            for row in y..<(y + height) {
                var offset = (row * diff.width + x) * 4
                for _ in 0..<width {
                    if samples[offset] == 255 && samples[offset + 1] == 0 && samples[offset + 2] == 0 && samples[offset + 3] == 255 {
                        count += 1
                    }
                    offset += 4
                }
            }
        }
        return count
    }
}
