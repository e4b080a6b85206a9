import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Foundation
import Testing

@Suite("UIView stores its geometry and appearance in its layer")
struct UIViewLayerForwardingTests {
    @Test("frame, bounds, center, alpha and hidden are the layer's")
    func geometryIsTheLayers() {
        let view = UIView(frame: CGRect(x: 20, y: 230, width: 374, height: 50))
        #expect(view.layer.position == CGPoint(x: 207, y: 255))
        #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 374, height: 50))
        view.alpha = 0.25
        #expect(view.layer.opacity == 0.25)
        view.layer.isHidden = true
        #expect(view.isHidden)
        view.center = CGPoint(x: 0, y: 0)
        #expect(view.frame == CGRect(x: -187, y: -25, width: 374, height: 50))
    }

    @Test("the view is its layer's delegate, and answers NSNull outside animation blocks")
    func viewIsDelegate() {
        let view = UIView(frame: .zero)
        #expect(view.layer.delegate === view)
        #expect(view.action(for: view.layer, forKey: "position") is NSNull)
    }

    @Test("layerClass decides the class of the layer")
    func layerClass() {
        final class MarkedLayer: CALayer {}
        final class MarkedView: UIView {
            override class var layerClass: AnyClass { MarkedLayer.self }
        }
        #expect(MarkedView(frame: .zero).layer is MarkedLayer)
    }

    @Test("subviews' layers follow the view hierarchy")
    func hierarchy() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(frame: .zero), b = UIView(frame: .zero)
        parent.addSubview(a)
        parent.insertSubview(b, at: 0)
        #expect(parent.subviews == [b, a])
        #expect(parent.layer.sublayers?.count == 2)
        #expect(parent.layer.sublayers?.first === b.layer && parent.layer.sublayers?.last === a.layer)
        a.removeFromSuperview()
        #expect(a.superview == nil && a.layer.superlayer == nil)
    }
}
