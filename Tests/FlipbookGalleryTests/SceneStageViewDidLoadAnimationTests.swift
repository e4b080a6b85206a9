import FlipbookCoreAnimation
import FlipbookImageIO
import FlipbookScenes
import FlipbookUIKit
import Foundation
import Testing

/// What a scene's first run-loop turn (`viewDidLoad`, a set-up closure) does with animations, as on iOS: a UIKit
/// animation block animates from the value before its change and plays from its start at t = 0, while a standalone
/// layer created and changed there shows its final values at once (no layer has been committed yet).
@Suite("SceneStage: animations begun in viewDidLoad and in set-up closures")
struct SceneStageViewDidLoadAnimationTests {
    static let red = (r: UInt8(255), g: UInt8(0), b: UInt8(0))
    static let blue = (r: UInt8(0), g: UInt8(0), b: UInt8(255))
    static let white = (r: UInt8(255), g: UInt8(255), b: UInt8(255))
    /// The part of the screen the test scenes show.
    static let canvas = CGRect(x: 0, y: 0, width: 200, height: 100)

    /// A 40 × 40 red square at (0, 30) that `UIView.animate` (1 s, linear) moves 100 points right in `viewDidLoad`.
    final class SlidingSquareViewController: UIViewController {
        let square = UIView(frame: CGRect(x: 0, y: 30, width: 40, height: 40))
        private(set) var completions: [(time: CFTimeInterval, finished: Bool)] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            square.backgroundColor = .red
            view.addSubview(square)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                self.square.frame.origin.x = 100
            }, completion: { finished in
                self.completions.append((CACurrentMediaTime(), finished))
            })
        }
    }

    /// An 80 × 10 red bar centred at (100, 50) whose layer `beginAnimations`/`commitAnimations` (4 s, linear) turns
    /// a quarter in `viewDidLoad`, as Case 53 animates `imageView.layer.transform`.
    final class TurningBarViewController: UIViewController {
        let bar = UIView(frame: CGRect(x: 60, y: 45, width: 80, height: 10))

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            bar.backgroundColor = .red
            view.addSubview(bar)
            UIView.beginAnimations(nil, context: nil)
            UIView.setAnimationDuration(4)
            UIView.setAnimationCurve(.linear)
            bar.layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            UIView.commitAnimations()
        }
    }

    /// A standalone blue layer created, added and then moved and faded in `viewDidLoad`.
    final class StandaloneLayerViewController: UIViewController {
        let layer = CALayer()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            layer.frame = CGRect(x: 0, y: 30, width: 40, height: 40)
            layer.backgroundColor = UIColor.blue.cgColor
            layer.opacity = 0
            view.layer.addSublayer(layer)
            layer.position = CGPoint(x: 140, y: 50)
            layer.opacity = 1
        }
    }

    static func scene(_ id: String, _ makeController: @escaping @Sendable () -> UIViewController) -> Scene {
        Scene(id: id, origin: .article(number: 2, section: "test"), title: id, chineseTitle: id, canvas: canvas,
              sampleTimes: [0], viewController: makeController)
    }

    static func colour(of frame: RGBAImage, x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        let pixel = frame[x, y]
        return (pixel.r, pixel.g, pixel.b)
    }

    /// Expects the frame at `start` red at `first` and white at `second`, and the frame at `end` the other way round.
    static func expectRed(in scene: Scene, at first: (x: Int, y: Int), then second: (x: Int, y: Int),
                          from start: CFTimeInterval, to end: CFTimeInterval) throws {
        let before = try scene.renderFrame(at: start)
        #expect(colour(of: before, x: first.x, y: first.y) == red, "t = \(start)")
        #expect(colour(of: before, x: second.x, y: second.y) == white, "t = \(start)")
        let after = try scene.renderFrame(at: end)
        #expect(colour(of: after, x: first.x, y: first.y) == white, "t = \(end)")
        #expect(colour(of: after, x: second.x, y: second.y) == red, "t = \(end)")
    }

    @Test("UIView.animate in viewDidLoad plays from its start at t = 0: (20, 50), (70, 50) at 0.5 s, (120, 50) at 1 s")
    func animateInViewDidLoad() throws {
        let scene = Self.scene("animate-in-viewDidLoad") { SlidingSquareViewController() }
        let stage = scene.makeStage(scale: 1)
        let controller = try #require(stage.viewController as? SlidingSquareViewController)
        let square = controller.square
        #expect(square.frame.origin.x == 100)                                    // the model changed at once
        for (time, x) in [(0.0, 20.0), (0.5, 70.0), (1.0, 120.0)] {
            stage.host.run(until: time)
            #expect(stage.host.perform { square.layer.presentation()?.position } == CGPoint(x: x, y: 50), "t = \(time)")
        }
        stage.host.run(until: 2)
        #expect(controller.completions.map(\.time) == [1])
        #expect(controller.completions.map(\.finished) == [true])

        try Self.expectRed(in: scene, at: (20, 50), then: (120, 50), from: 0, to: 1)
    }

    @Test("beginAnimations in viewDidLoad turns the layer from 0° at t = 0 through 45° at 2 s to 90° at 4 s")
    func beginAnimationsInViewDidLoad() throws {
        let scene = Self.scene("beginAnimations-in-viewDidLoad") { TurningBarViewController() }
        let stage = scene.makeStage(scale: 1)
        let bar = try #require(stage.viewController as? TurningBarViewController).bar
        for (time, degrees) in [(0.0, 0.0), (2.0, 45.0), (4.0, 90.0)] {
            stage.host.run(until: time)
            let transform = try #require(stage.host.perform { bar.layer.presentation()?.transform })
            let shown = atan2(Double(transform.m12), Double(transform.m11)) * 180 / .pi
            #expect(abs(shown - degrees) < 1e-4, "t = \(time): \(shown)°")
        }

        try Self.expectRed(in: scene, at: (130, 50), then: (100, 80), from: 0, to: 4)  // horizontal, then vertical
    }

    @Test("A standalone layer created and changed in viewDidLoad shows its final values at once")
    func standaloneLayerInViewDidLoad() throws {
        let scene = Self.scene("standalone-layer-in-viewDidLoad") { StandaloneLayerViewController() }
        let stage = scene.makeStage(scale: 1)
        let layer = try #require(stage.viewController as? StandaloneLayerViewController).layer
        let shown = try #require(stage.host.perform { layer.presentation() })
        #expect(shown.position == CGPoint(x: 140, y: 50))
        #expect(shown.opacity == 1)

        let frame = try scene.renderFrame(at: 0)
        #expect(Self.colour(of: frame, x: 140, y: 50) == Self.blue)
        #expect(Self.colour(of: frame, x: 20, y: 50) == Self.white)
    }

    @Test("A standalone layer set up in viewDidLoad and moved at 0.1 s with actions disabled jumps there at once")
    func standaloneLayerJumpsLater() throws {
        let scene = Scene(id: "standalone-layer-jump", origin: .article(number: 2, section: "test"), title: "",
                          chineseTitle: "", canvas: Self.canvas, sampleTimes: [0],
                          viewController: { StandaloneLayerViewController() }) { stage in
            guard let controller = stage.viewController as? StandaloneLayerViewController else { return }
            stage.at(0.1, "jump") {
                CATransaction.setDisableActions(true)
                controller.layer.position = CGPoint(x: 60, y: 50)
            }
        }
        let stage = scene.makeStage(scale: 1)
        let layer = try #require(stage.viewController as? StandaloneLayerViewController).layer
        #expect(stage.host.perform { layer.animationKeys() } == nil)
        stage.host.run(until: 0.15)
        #expect(stage.host.perform { layer.presentation()?.position } == CGPoint(x: 60, y: 50))
    }

    @Test("In a set-up closure, a block animation plays from t = 0 and a standalone layer shows its final values")
    func setUpClosure() throws {
        let scene = Scene(id: "set-up-closure", origin: .article(number: 2, section: "test"), title: "",
                          chineseTitle: "", canvas: Self.canvas, sampleTimes: [0]) { stage in
            let square = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            square.backgroundColor = .red
            stage.view.addSubview(square)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                square.center = CGPoint(x: 120, y: 20)
            })
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 60, width: 40, height: 40)
            layer.backgroundColor = UIColor.blue.cgColor
            stage.view.layer.addSublayer(layer)
            layer.position = CGPoint(x: 140, y: 80)
        }
        let start = try scene.renderFrame(at: 0)
        #expect(Self.colour(of: start, x: 20, y: 20) == Self.red)
        #expect(Self.colour(of: start, x: 120, y: 20) == Self.white)
        #expect(Self.colour(of: start, x: 140, y: 80) == Self.blue)
        #expect(Self.colour(of: start, x: 20, y: 80) == Self.white)
        let middle = try scene.renderFrame(at: 0.5)
        #expect(Self.colour(of: middle, x: 70, y: 20) == Self.red)
        #expect(Self.colour(of: middle, x: 20, y: 20) == Self.white)
        let end = try scene.renderFrame(at: 1)
        #expect(Self.colour(of: end, x: 120, y: 20) == Self.red)
        #expect(Self.colour(of: end, x: 140, y: 80) == Self.blue)
    }
}
