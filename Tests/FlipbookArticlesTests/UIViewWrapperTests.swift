import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Foundation
import Testing

@testable import FlipbookArticles

/// Article 002 §8's UIView wrappers and frame-by-frame animation on the scenes B-16, B-24 … B-27: the catalogue's
/// numbers from the presentation tree.
@Suite("Article 002 §8: UIView wrappers and CADisplayLink")
struct UIViewWrapperTests {
    @Test("B-16: unchanged until 2 s, (100, 120, 120, 120) at 2.5 s, (80, 100, 160, 160) at 3 s, centre (160, 180)")
    func delayedGrowth() throws {
        let probe = try SceneProbe("B-16")
        let imageView = try #require(try probe.controller(DelayedGrowthViewController.self).imageView)
        #expect(probe.at(1.9) { imageView.layer.presentation()?.frame } == CGRect(x: 120, y: 140, width: 80, height: 80))
        let middle = try #require(probe.at(2.5) { imageView.layer.presentation()?.frame })
        #expect(abs(middle.minX - 100) < 0.01 && abs(middle.minY - 120) < 0.01)
        #expect(abs(middle.width - 120) < 0.01 && abs(middle.height - 120) < 0.01)
        #expect(probe.at(2.5) { imageView.layer.presentation()?.position } == CGPoint(x: 160, y: 180))
        #expect(probe.at(3) { imageView.layer.presentation()?.frame } == CGRect(x: 80, y: 100, width: 160, height: 160))
    }

    @Test("B-24: the display link shows the next frame every 6th refresh (10 per second), starting with timg_0000 at 0.1 s")
    func displayLinkFish() throws {
        let probe = try SceneProbe("B-24")
        let controller = try probe.controller(DisplayLinkFishViewController.self)
        #expect(controller.images.count == 8)
        let images = controller.images.map(\.cgImage)
        func fish(at time: CFTimeInterval) -> CGImage? {
            probe.at(time) { controller.fishLayer.presentation()?.contents as? CGImage }
        }
        // The first frame is a separate `UIImage(named: "timg_0001")`: the same picture as the cached `images[1]`.
        #expect(fish(at: 0.05)?.dataProvider?.data == images[1]?.dataProvider?.data)
        #expect(fish(at: 0.05) != nil)
        for step in 0..<10 {
            #expect(fish(at: 0.15 + Double(step) * 0.1) === images[step % 8], "at \(0.15 + Double(step) * 0.1) s")
        }
    }

    @Test("B-24: the image view plays the eight frames in 0.8 s, frame i from 0.1 · i s, and repeats")
    func animationImages() throws {
        let probe = try SceneProbe("B-24")
        let controller = try probe.controller(DisplayLinkFishViewController.self)
        let imageView = try #require(controller.view.subviews.first as? UIImageView)
        #expect(imageView.isAnimating)
        for step in 0..<12 {
            let time = 0.05 + Double(step) * 0.1
            let shown = probe.at(time) { imageView.layer.presentation()?.contents as? CGImage }
            #expect(shown === controller.images[step % 8].cgImage, "at \(time) s")
        }
    }

    @Test("B-27: (80, 220) at 2.5 s and (67, 400) at 5 s; UIKit's eased keyframe timing reaches (40, 300) at 3.27 s")
    func keyframes() throws {
        let probe = try SceneProbe("B-27")
        let controller = try probe.controller(KeyframeBallViewController.self)
        let ball = controller.imageView
        // The whole keyframe animation runs on ease-in-ease-out (UIKit's default; the options carry no curve):
        // its progress is 0.5 at 2.5 s, 0.75 at 0.6538 × 5 s = 3.269 s and 0.8708 at 3.75 s.
        let expected: [(CFTimeInterval, CGPoint)] = [
            (0, CGPoint(x: 50, y: 150)), (2.5, CGPoint(x: 80, y: 220)), (3.269, CGPoint(x: 40, y: 300)),
            (3.75, CGPoint(x: 53.05, y: 348.34)), (5, CGPoint(x: 67, y: 400)), (6, CGPoint(x: 67, y: 400)),
        ]
        for (time, point) in expected {
            let position = try #require(probe.at(time) { ball.layer.presentation()?.position })
            #expect(abs(position.x - point.x) < 0.05 && abs(position.y - point.y) < 0.05, "at \(time) s: \(position)")
        }
        #expect(controller.console == ["animation ended"])
    }

    @Test("B-26: the weak damping overshoots the touch and settles on it by 5 s")
    func strongSpring() throws {
        let probe = try SceneProbe("B-26")
        let ball = try probe.controller(StrongSpringViewController.self).imageView
        var largestY = -CGFloat.infinity
        for step in 1...100 {
            let y = try #require(probe.at(Double(step) * 0.05) { ball.layer.presentation()?.position.y })
            largestY = max(largestY, y)
        }
        let tap = StrongSpringViewController.tap
        #expect(largestY > tap.y + 200)                // damping 0.1: the first overshoot is most of the 330-point move
        let end = try #require(probe.at(5) { ball.layer.presentation()?.position })
        #expect(abs(end.x - tap.x) < 0.01 && abs(end.y - tap.y) < 0.01)
    }
}
