import Foundation
import Testing
import FlipbookGraphics
@testable import FlipbookCoreAnimation

@Suite("Core Graphics values in animations")
struct GraphicsValueTests {
    func animate(_ animation: CAAnimation, at time: Double, read: @escaping (CALayer) -> Any?) -> Any? {
        let (host, layer) = makeHostWithLayer()
        host.perform { layer.add(animation, forKey: "a") }
        return sample(host, at: time) { read(layer.presentation()!) }
    }

    @Test("Colours interpolate their components; gray colours mix with RGB ones")
    func colours() {
        let a = CABasicAnimation(keyPath: "backgroundColor")
        a.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        a.toValue = CGColor(gray: 1, alpha: 0)
        a.duration = 1
        let c = animate(a, at: 0.25) { $0.backgroundColor } as! CGColor
        #expect(c.components == [1, 0.25, 0.25, 0.75])
    }

    @Test("Paths with the same structure interpolate point by point")
    func paths() {
        let from = CGMutablePath(), to = CGMutablePath()
        from.move(to: .zero); from.addLine(to: CGPoint(x: 10, y: 0))
        to.move(to: CGPoint(x: 0, y: 10)); to.addLine(to: CGPoint(x: 30, y: 10))
        let a = CABasicAnimation(keyPath: "shadowPath")
        a.fromValue = from; a.toValue = to; a.duration = 1
        let p = animate(a, at: 0.5) { $0.shadowPath } as! CGPath
        #expect(p.boundingBox == CGRect(x: 0, y: 5, width: 20, height: 0))
    }

    @Test("Paths with different structures switch half-way (discrete)")
    func mismatchedPaths() {
        let line = CGMutablePath(), box = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)
        line.move(to: .zero); line.addLine(to: CGPoint(x: 10, y: 0))
        let a = CABasicAnimation(keyPath: "shadowPath")
        a.fromValue = line; a.toValue = box; a.duration = 1
        #expect(animate(a, at: 0.4) { $0.shadowPath } as? CGPath == line)
        #expect(animate(a, at: 0.6) { $0.shadowPath } as? CGPath == box)
    }

    @Test("Images are discrete values")
    func images() throws {
        let context = try #require(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        let first = try #require(context.makeImage())
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let second = try #require(context.makeImage())
        let k = CAKeyframeAnimation(keyPath: "contents")
        k.values = [first, second]
        k.calculationMode = .discrete
        k.duration = 2
        #expect(animate(k, at: 0.5) { $0.contents } as? CGImage === first)
        #expect(animate(k, at: 1.5) { $0.contents } as? CGImage === second)
    }

    @Test("A keyframe path: move-to is not a keyframe, the object follows each element in turn")
    func keyframePath() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        let k = CAKeyframeAnimation(keyPath: "position")
        k.path = path
        k.values = [CGPoint(x: 999, y: 999)]
        k.duration = 2
        #expect(animate(k, at: 0) { $0.position } as? CGPoint == CGPoint(x: 0, y: 0))
        #expect(isClose(animate(k, at: 0.5) { $0.position } as! CGPoint, CGPoint(x: 50, y: 0), 1e-9))
        #expect(isClose(animate(k, at: 1.5) { $0.position } as! CGPoint, CGPoint(x: 100, y: 150), 1e-9))
        k.calculationMode = .paced
        #expect(isClose(animate(k, at: 0.5) { $0.position } as! CGPoint, CGPoint(x: 100, y: 0), 1e-9))
    }

    @Test("A keyframe path along a circle stays on the circle")
    func circularPath() {
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        let k = CAKeyframeAnimation(keyPath: "position")
        k.path = path
        k.calculationMode = .paced
        k.duration = 1
        for t in [0.1, 0.3, 0.55, 0.8] {
            let p = animate(k, at: t) { $0.position } as! CGPoint
            #expect(abs(hypot(p.x - 50, p.y - 50) - 40) < 0.05)
        }
    }

    @Test("affineTransform() and setAffineTransform(_:) convert through the 3-D transform")
    func affineTransform() {
        let layer = CALayer()
        let m = CGAffineTransform(rotationAngle: 0.5).translatedBy(x: 3, y: 4)
        layer.setAffineTransform(m)
        #expect(CATransform3DIsAffine(layer.transform))
        #expect(layer.affineTransform() == m)
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(m)) == m)
    }

    @Test("Affine transform values add by concatenation")
    func affineValues() {
        let a = AnimationValue(CGAffineTransform(scaleX: 2, y: 2))!
        let b = AnimationValue(CGAffineTransform(translationX: 5, y: 0))!
        #expect(a.adding(b).boxed as? CGAffineTransform == CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 5, y: 0)))
        #expect(a.adding(b).subtracting(b).boxed as? CGAffineTransform == CGAffineTransform(scaleX: 2, y: 2))
    }

    @Test("Colour defaults: no background colour, black border and shadow colours")
    func colourDefaults() {
        let layer = CALayer()
        #expect(layer.backgroundColor == nil)
        #expect(layer.borderColor == CGColor.black && layer.shadowColor == CGColor.black)
        #expect(layer.shadowPath == nil)
    }
}
