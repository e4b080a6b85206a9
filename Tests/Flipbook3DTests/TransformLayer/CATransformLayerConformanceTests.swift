import Flipbook3D
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookLayerConformance
import FlipbookUIKit
import Foundation
import Testing

/// `CATransformLayer` is `CALayer` with nothing added (`CATransformLayer.h` declares no property): the same table,
/// defaults and animations, and copies of its own class.
@Suite("CATransformLayer conforms to CALayer's property table")
struct CATransformLayerConformanceTests {
    static let checker = LayerConformanceChecker({ CATransformLayer() })

    @Test("Defaults, key-value coding, presentation copies and animations of every property", arguments: checker.keys)
    func conforms(_ key: String) { Self.checker.check(key) }

    @Test("CALayer's keys, no new ones, with CALayer's defaults")
    func sameTable() {
        #expect(Self.checker.keys == LayerConformanceChecker({ CALayer() }).keys)
        for key in Self.checker.keys {
            #expect(LayerValueComparison.isEqual(CATransformLayer.defaultValue(forKey: key), CALayer.defaultValue(forKey: key)),
                    "\(key)")
        }
    }

    @Test("presentation() of a transform layer is a CATransformLayer showing the animated value, its sublayers copied")
    func presentation() throws {
        let host = LayerHost(size: CGSize(width: 100, height: 100))
        let (transformLayer, square) = host.perform {
            CATransaction.setDisableActions(true)
            let transformLayer = Stage.transformLayer(host.rootLayer.bounds, in: host.rootLayer)
            return (transformLayer, Stage.solid(CGRect(x: 40, y: 40, width: 20, height: 20), Stage.red, in: transformLayer))
        }
        let spin = CABasicAnimation(keyPath: "transform.rotation.y")
        (spin.fromValue, spin.toValue, spin.duration) = (0.0, Double.pi / 2, 1)
        host.perform { transformLayer.add(spin, forKey: "spin") }
        host.run(until: 0.5)
        let presented = try #require(host.perform { transformLayer.presentation() })
        #expect(type(of: presented) == CATransformLayer.self)
        #expect(presented !== transformLayer)
        let turn = presented.transform
        #expect(abs(turn.m11 - cos(CGFloat.pi / 4)) < 1e-9 && abs(turn.m31 - sin(CGFloat.pi / 4)) < 1e-9)
        #expect(presented.sublayers?.count == 1 && presented.sublayers?.first !== square)
        #expect(!presented.sublayersAreFlattened)
    }

    @Test("init(layer:) makes a transform layer with the model's values, which does not flatten either")
    func initWithLayer() {
        let model = CATransformLayer()
        model.sublayerTransform.m34 = -1.0 / 500
        model.opacity = 0.5
        let copy = CATransformLayer(layer: model)
        #expect(copy.sublayerTransform.m34 == -1.0 / 500)
        #expect(copy.opacity == 0.5)
        #expect(!copy.sublayersAreFlattened)
        #expect(CALayer().sublayersAreFlattened)
    }


    @Test("A UIView whose layerClass is CATransformLayer gets one; its subviews' layers keep their 3D placement")
    func viewLayerClass() throws {
        let view = TransformView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.layer is CATransformLayer)
        let near = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
        near.backgroundColor = .red
        near.layer.zPosition = 100
        view.addSubview(near)
        view.layer.sublayerTransform.m34 = -1 / 500
        let host = LayerHost(size: CGSize(width: 100, height: 100))
        host.perform {
            CATransaction.setDisableActions(true)
            host.rootLayer.addSublayer(view.layer)
        }
        let image = try host.renderFrameImage(at: 0, scale: 1, backgroundColor: Stage.black)
        // 40 pt at z = 100 under a 500 pt perspective: 50 pt wide, from 25 to 75.
        #expect(Stage.rgb(image, 27, 50) == [255, 0, 0])
        #expect(Stage.rgb(image, 23, 50) == [0, 0, 0])
    }
}
