import FlipbookImageIO

extension GoldenStore {
    /// `outcome` of an animation golden, with every frame's mismatched pixels counted from the diff image when the
    /// check did not pass, and the drifted frames named in the message.
    func annotated(_ outcome: GoldenOutcome, animation: GoldenAnimation) -> GoldenOutcome {
        guard outcome.status.isFailure, let diff = outcome.comparison?.diffImage,
              animation.frames.allSatisfy({ $0.x + $0.width <= diff.width && $0.y + $0.height <= diff.height }) else {
            return outcome.with(frames: animation.frames)
        }
        let frames = animation.frames.map { frame in
            var counted = frame
            counted.mismatchedPixels = Self.mismatchedPixels(in: diff, x: frame.x, y: frame.y, width: frame.width, height: frame.height)
            return counted
        }
        let drifted = frames.filter(\.hasDrifted)
        let list = drifted.map { "t = \(GoldenIdentifier.formatTime($0.time)) s (\($0.mismatchedPixels ?? 0) px)" }
        let summary = drifted.isEmpty
            ? "\n  no frame has mismatched pixels of its own"
            : "\n  drifted frames (\(drifted.count) of \(frames.count)): " + list.joined(separator: ", ")
        return outcome.with(frames: frames, message: outcome.message + summary)
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
