import FlipbookCoreAnimation
import FlipbookGraphics

/// A GIF read through ImageIO as a layer animation, the way a browser plays it: each frame for its own delay (the
/// unclamped delay as stored; a frame of delay 0 or 1 centisecond for 0.1 s, as browsers do), the whole played
/// once and then repeated `loopCount` times (0: forever; no loop extension: played once), and the last frame held
/// at the end. Case 23 plays the GIF it wrote with it.
struct GIFPlayback {
    /// The frames, composited on the canvas.
    let frames: [CGImage]
    /// Each frame's delay in seconds.
    let delays: [Double]
    /// The NETSCAPE2.0 loop count, `nil` without a loop extension.
    let loopCount: Int?

    /// The frames and timing of `source`; `nil` when it has no frame.
    init?(source: CGImageSource) {
        let count = CGImageSourceGetCount(source)
        let frames = (0..<count).compactMap { CGImageSourceCreateImageAtIndex(source, $0, nil) }
        guard count > 0, frames.count == count else { return nil }
        self.frames = frames
        delays = (0..<count).map { index in
            let properties = CGImageSourceCopyPropertiesAtIndex(source, index, nil)
            let stored = PropertyValues.number(
                PropertyValues.value(kCGImagePropertyGIFUnclampedDelayTime, in: kCGImagePropertyGIFDictionary, of: properties)) ?? 0
            return stored > 0.01 ? stored : 0.1
        }
        let loop = PropertyValues.value(kCGImagePropertyGIFLoopCount, in: kCGImagePropertyGIFDictionary,
                                        of: CGImageSourceCopyProperties(source, nil))
        loopCount = PropertyValues.number(loop).map { Int($0) }
    }

    /// How long one play of the frames lasts.
    var duration: Double { delays.reduce(0, +) }

    /// How many times the frames play: once, and once more per loop; forever for loop count 0.
    var playCount: Float {
        guard let loopCount else { return 1 }
        return loopCount == 0 ? .infinity : Float(loopCount + 1)
    }

    /// A discrete keyframe animation of `contents`: frame k from the sum of the delays before it.
    func animation() -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "contents")
        animation.values = frames
        animation.calculationMode = .discrete
        var starts: [NSNumber] = [0]
        var elapsed = 0.0
        for delay in delays {
            elapsed += delay
            starts.append(NSNumber(value: elapsed / duration))
        }
        animation.keyTimes = starts
        animation.duration = duration
        animation.repeatCount = playCount
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        return animation
    }
}
