import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Foundation
import Testing

@testable import FlipbookArticles

/// Article 002 §3 on the scenes B-1 … B-6: the catalogue's numbers from the presentation tree and the consoles
/// (S-14 … S-17, S-26, S-27).
@Suite("Article 002 §3: UIView animation, model and presentation")
struct ViewAnimationPrinciplesTests {
    /// The two inner control points of `function`, (x1, y1, x2, y2).
    private func controlPoints(of function: CAMediaTimingFunction) -> [Float] {
        var first: [Float] = [0, 0], second: [Float] = [0, 0]
        function.getControlPoint(at: 1, values: &first)
        function.getControlPoint(at: 2, values: &second)
        return first + second
    }

    /// `value` as a size, boxed in an `NSValue` or not.
    private func sizeValue(_ value: Any?) -> CGSize? {
        (value as? CGSize) ?? (value as? NSValue)?.cgSizeValue
    }

    /// The presented width of `view`'s layer.
    private func presentedWidth(of view: UIView) -> CGFloat? {
        view.layer.presentation()?.bounds.width
    }

    @Test("B-1: the block grows the view 100 → 200 in 1 s about its centre; the completion reports finished")
    func boundsToggle() throws {
        let probe = try SceneProbe("B-1")
        let controller = try probe.controller(BoundsToggleViewController.self)
        let view = controller.testView
        let (model, start) = probe.at(0) { (view.bounds.width, presentedWidth(of: view)) }
        #expect(model == 200 && start == 100)
        let half = try #require(probe.at(0.5) { presentedWidth(of: view) })
        #expect(abs(half - 150) < 0.01)       // ease-in-ease-out is symmetric: half-way at half time
        #expect(probe.at(0.5) { view.layer.presentation()?.position } == CGPoint(x: 207, y: 250))
        #expect(probe.at(1) { presentedWidth(of: view) } == 200)
        #expect(controller.console == ["finished 1 after 1.0 s"])
        #expect(probe.at(2.5) { presentedWidth(of: view) } == 100)
        #expect(controller.console.count == 2)
    }

    @Test("B-3 / S-14: inside a block the view's action adds a basic animation, fill mode both, ease-in-ease-out")
    func actionInsideBlock() throws {
        let host = LayerHost()
        let view = host.perform {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 414, height: 736))
            window.makeKeyAndVisible()
            let view = MyTestView(frame: CGRect(x: 157, y: 200, width: 100, height: 100))
            window.addSubview(view)
            return view
        }
        host.perform {
            UIView.animate(withDuration: 1) { view.bounds = CGRect(x: 0, y: 0, width: 200, height: 200) }
        }
        let action = try #require(view.inspectedActions["bounds"])
        #expect(!(action is NSNull))
        let animations = (view.layer.animationKeys() ?? []).compactMap { view.layer.animation(forKey: $0) as? CABasicAnimation }
        let size = try #require(animations.first { $0.keyPath == "bounds.size" })
        #expect(size.fillMode == .both)
        let curve = try #require(size.timingFunction)
        #expect(controlPoints(of: curve) == controlPoints(of: CAMediaTimingFunction(name: .easeInEaseOut)))
        #expect(size.duration == 1)
        // iOS 8+'s additive form of the article's "fromValue only": from old − new to zero, on top of the model.
        #expect(size.isAdditive)
        #expect(sizeValue(size.fromValue) == CGSize(width: -100, height: -100))
        #expect(sizeValue(size.toValue) == .zero)
    }

    @Test("B-4 / S-26 / S-27: the overlapping animations add up — 120 at the second tap, below 100, back to 100 at 3 s")
    func overlappingAnimations() throws {
        let probe = try SceneProbe("B-4")
        let controller = try probe.controller(OverlappingAnimationsViewController.self)
        let view = controller.testView
        let tap = OverlappingAnimationsViewController.secondTapTime
        let beforeTap = try #require(probe.at(tap - 0.001) { presentedWidth(of: view) })
        let atTap = try #require(probe.at(tap) { presentedWidth(of: view) })
        #expect(abs(atTap - 120) < 0.1)                 // "假设到了(120,120)"
        #expect(abs(atTap - beforeTap) < 0.2)           // no jump back to 200 when the 1 s animation starts
        #expect(probe.at(tap) { view.bounds.width } == 100)
        var smallest = CGFloat.infinity
        for step in 1...200 {
            let time = tap + Double(step) * (3 - tap) / 200
            let width = try #require(probe.at(time) { presentedWidth(of: view) })
            smallest = min(smallest, width)
            if time < tap + 1 - 1e-9 { #expect(controller.console.isEmpty) }
        }
        #expect(smallest < 75)                          // "明显变到一个比100更小的值" (≈ 70 at 1.8 s)
        #expect(probe.at(3) { presentedWidth(of: view) } == 100)
        #expect(controller.console == ["finished 1 after 1.0 s", "finished 1 after 3.0 s"])
    }

    @Test("B-5 / S-15 / S-16: the model reads 200 at once, the presentation is in between 0.1 s later")
    func modelAndPresentation() throws {
        let probe = try SceneProbe("B-5")
        let controller = try probe.controller(ModelAndPresentationViewController.self)
        probe.at(0) {}
        #expect(controller.console.prefix(2) == [
            "view.bounds \(CGRect(x: 0, y: 0, width: 200, height: 200))",
            "layer.bounds \(CGRect(x: 0, y: 0, width: 200, height: 200))",
        ])
        probe.at(0.1) {}
        let log = try #require(controller.layerLog)
        let presented = try #require(log.presentationLayer?.bounds.width)
        #expect(presented > 100 && presented < 200)
        #expect(log.modelLayer === log.layer)
        #expect(log.presentationModelLayer === log.layer)
        #expect(log.layer.bounds.width == 200)
    }

    @Test("B-6 / S-17 / E21: the model moves at once; 1/60 s and 1/20 s later the presentation reads 1000 too")
    func presentationTiming() throws {
        let probe = try SceneProbe("B-6")
        let controller = try probe.controller(PresentationTimingViewController.self)
        let view = controller.testView
        #expect(probe.at(0.4) { view.layer.presentation()?.position.y } == 250)
        #expect(probe.at(0.5) { view.layer.model().position.y } == 1000)
        probe.at(0.6) {}
        #expect(controller.positions.count == 2)
        for (presentation, model) in controller.positions {
            #expect(presentation == 1000 && model == 1000)
        }
    }
}
