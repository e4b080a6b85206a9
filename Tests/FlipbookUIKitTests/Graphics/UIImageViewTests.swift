import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Foundation
import Testing

@Suite("UIImageView: the image as layer contents, animationImages on the virtual clock")
struct UIImageViewTests {
    /// A 1×1-point image at `scale` whose pixels are grey `level`.
    static func image(level: Int, scale: CGFloat = 1) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: OneXFormat.make(scale: scale)).image { _ in
            UIColor(white: CGFloat(level) / 255, alpha: 1).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
    }

    /// Puts `view` in `host`'s tree and starts it playing `frames` over `duration`, `repeatCount` times.
    static func play(_ view: UIImageView, _ frames: [UIImage], duration: TimeInterval, repeatCount: Int = 0,
                     in host: LayerHost) {
        view.animationImages = frames
        view.animationDuration = duration
        view.animationRepeatCount = repeatCount
        host.perform {
            host.rootLayer.addSublayer(view.layer)
            view.startAnimating()
        }
    }

    /// The image the view's layer shows at `time` of the host's clock.
    static func shown(_ view: UIImageView, in host: LayerHost, at time: CFTimeInterval) -> CGImage? {
        host.run(until: time)
        return host.perform { view.layer.presentation()?.contents as! CGImage? }
    }

    @Test("init(image:) sizes the view to the image in points; contents and contentsScale follow the image")
    func staticImage() throws {
        let image = Self.image(level: 10, scale: 2)
        let view = UIImageView(image: image)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect((view.layer.contents as! CGImage?) === image.cgImage)
        #expect(view.layer.contentsScale == 2)
        #expect(!view.isUserInteractionEnabled)
        view.image = nil
        #expect(view.layer.contents == nil)
        let empty = UIImageView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(empty.image == nil && empty.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(UIImageView(image: nil).frame == .zero)
    }

    @Test("highlightedImage shows while highlighted")
    func highlighted() {
        let normal = Self.image(level: 1), bright = Self.image(level: 200)
        let view = UIImageView(image: normal, highlightedImage: bright)
        view.isHighlighted = true
        #expect((view.layer.contents as! CGImage?) === bright.cgImage)
        view.isHighlighted = false
        #expect((view.layer.contents as! CGImage?) === normal.cgImage)
    }

    @Test("frame k shows during [k·d/n, (k+1)·d/n); after the repeat count the view shows its image at its scale")
    func animationImages() throws {
        let host = LayerHost()
        let frames = (0..<4).map { Self.image(level: $0 * 50) }
        let still = Self.image(level: 255, scale: 2)
        let view = UIImageView(image: still)
        Self.play(view, frames, duration: 2, repeatCount: 2, in: host)
        #expect(view.isAnimating)
        let expectations: [(CFTimeInterval, UIImage)] = [
            (0.01, frames[0]), (0.49, frames[0]), (0.51, frames[1]), (1.2, frames[2]), (1.99, frames[3]),
            (2.01, frames[0]), (3.6, frames[3]), (4.01, still),
        ]
        #expect(view.layer.contentsScale == 1)
        for (time, frame) in expectations {
            #expect(Self.shown(view, in: host, at: time) === frame.cgImage, "at \(time) s")
        }
        #expect(!view.isAnimating)
        #expect(view.layer.contentsScale == 2)
    }

    @Test("animationDuration 0, negative or NaN plays 30 images per second; repeat count 0 plays forever",
          arguments: [0.0, -1.0, Double.nan])
    func defaultDuration(duration: Double) {
        let host = LayerHost()
        let frames = (0..<3).map { Self.image(level: $0 * 100) }
        let view = UIImageView(frame: .zero)
        Self.play(view, frames, duration: duration, in: host)
        #expect(Self.shown(view, in: host, at: 1.0 / 30 + 0.001) === frames[1].cgImage)
        #expect(Self.shown(view, in: host, at: 100 + 2.0 / 30 + 0.001) === frames[2].cgImage)
        #expect(view.isAnimating)
        host.perform { view.stopAnimating() }
        #expect(!view.isAnimating)
        #expect(Self.shown(view, in: host, at: 101) == nil)
    }

    @Test("startAnimating without images does nothing")
    func noImages() {
        let view = UIImageView(image: Self.image(level: 3))
        view.startAnimating()
        #expect(!view.isAnimating)
        view.animationImages = []
        view.startAnimating()
        #expect(!view.isAnimating)
    }
}

@Suite("UIImageView playback with the seeds' numbers (Case 24, B-24)")
struct UIImageViewSeedPlaybackTests {
    /// The index in `frames` of the image the view's layer shows at `time`, `nil` when it shows none of them.
    private static func frameIndex(_ view: UIImageView, _ frames: [UIImage], in host: LayerHost, at time: CFTimeInterval) -> Int? {
        let shown = UIImageViewTests.shown(view, in: host, at: time)
        return frames.firstIndex { $0.cgImage === shown }
    }

    @Test("Case 24: 67 frames over 5 s once — frame k during [k·5/67, (k+1)·5/67), then the unset image (blank)")
    func case24() throws {
        let frames = try (0...66).map { try #require(UIImage(named: "\($0).png")) }
        let host = LayerHost()
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 414, height: 736))
        UIImageViewTests.play(view, frames, duration: 5, repeatCount: 1, in: host)
        for k in [0, 1, 33, 66] {
            let start = Double(k) * 5 / 67, end = Double(k + 1) * 5 / 67
            #expect(Self.frameIndex(view, frames, in: host, at: start + 0.001) == k)
            #expect(Self.frameIndex(view, frames, in: host, at: end - 0.001) == k)
        }
        #expect(UIImageViewTests.shown(view, in: host, at: 5.001) == nil)
        #expect(!view.isAnimating)
    }

    @Test("B-24: 8 fish frames over 0.8 s, repeating — 0.1 s each, frame 2 again at 1.0 s")
    func b24() throws {
        let frames = try (0...7).map { try #require(UIImage(named: "timg_000\($0).png")) }
        let host = LayerHost()
        let view = UIImageView(frame: CGRect(x: 100, y: 400, width: 250, height: 250))
        UIImageViewTests.play(view, frames, duration: 0.8, in: host)
        #expect(Self.frameIndex(view, frames, in: host, at: 0.05) == 0)
        #expect(Self.frameIndex(view, frames, in: host, at: 0.35) == 3)
        #expect(Self.frameIndex(view, frames, in: host, at: 0.75) == 7)
        #expect(Self.frameIndex(view, frames, in: host, at: 1.05) == 2)
        #expect(Self.frameIndex(view, frames, in: host, at: 80.45) == 4)
        #expect(view.isAnimating)
    }
}
