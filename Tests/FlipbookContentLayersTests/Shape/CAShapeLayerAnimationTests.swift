import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import FlipbookTesting
import Foundation
import Testing

/// Shape layers animate their path point by point, and their stroke range, as frames show.
@Suite("CAShapeLayer animates")
struct CAShapeLayerAnimationTests {
    static func linear(_ keyPath: String, from: Any?, to: Any?) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        return animation
    }

    @Test("Paths of the same elements interpolate point by point: half-way, a square half-way between two squares")
    func matchingPaths() throws {
        let layer = CAShapeLayer()
        let from = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil)
        let to = CGPath(rect: CGRect(x: 60, y: 60, width: 30, height: 30), transform: nil)
        layer.path = to
        let image = try ShapeTestFrame.render([layer], at: 0.5) {
            layer.add(Self.linear("path", from: from, to: to), forKey: "morph")
        }
        // Half-way: x from 35 to 60, y likewise.
        #expect(image.isBlank(34, 40) && image[35, 40] == (0, 0, 0, 255) && image[59, 59] == (0, 0, 0, 255))
        #expect(image.isBlank(60, 40) && image.isBlank(20, 20))
        try expectGolden(image, named: "path-halfway")
    }

    @Test("Paths of different elements do not interpolate (Apple: undefined): the frame switches half-way")
    func mismatchedPaths() throws {
        let square = CGPath(rect: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil)
        let circle = CGPath(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil)
        func frame(at time: Double) throws -> RGBAImage {
            let layer = CAShapeLayer()
            layer.path = circle
            return try ShapeTestFrame.render([layer], at: time) {
                layer.add(Self.linear("path", from: square, to: circle), forKey: "morph")
            }
        }
        let early = try frame(at: 0.4), late = try frame(at: 0.6)
        #expect(early[21, 21] == (0, 0, 0, 255) && late.isBlank(21, 21))
        #expect(late[50, 50] == (0, 0, 0, 255))
    }

    @Test("strokeEnd from 0 to 1 draws the stroke along the path; strokeStart after it erases it from the start")
    func strokeRange() throws {
        let line = ShapeTestFrame.polyline([(10, 50), (90, 50)])
        let drawing = ShapeTestFrame.strokedLayer(line, lineWidth: 6)
        let drawn = try ShapeTestFrame.render([drawing], at: 0.25) {
            drawing.add(Self.linear("strokeEnd", from: 0, to: 1), forKey: "draw")
        }
        #expect(drawn.isRed(10, 50) && drawn.isRed(29, 50) && drawn.isBlank(30, 50))
        let erasing = ShapeTestFrame.strokedLayer(line, lineWidth: 6)
        let erased = try ShapeTestFrame.render([erasing], at: 0.75) {
            erasing.add(Self.linear("strokeStart", from: 0, to: 1), forKey: "erase")
        }
        #expect(erased.isBlank(69, 50) && erased.isRed(70, 50) && erased.isRed(89, 50))
    }

    @Test("Implicit animations: a strokeColor change inside a host fades over the transaction's duration")
    func implicitStrokeColor() throws {
        let host = LayerHost(size: CGSize(width: 100, height: 100))
        let layer = ShapeTestFrame.strokedLayer(ShapeTestFrame.polyline([(10, 50), (90, 50)]), lineWidth: 10)
        host.perform { host.rootLayer.addSublayer(layer) }  // committed: later changes animate from what is shown
        host.perform {
            CATransaction.setAnimationDuration(1)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            layer.strokeColor = ShapeTestFrame.blue
        }
        let image = try host.renderFrameImage(at: 0.5, scale: 1, backgroundColor: .white)
        let mid = image[50, 50]
        #expect(abs(Int(mid.r) - 128) <= 2 && mid.g == 0 && abs(Int(mid.b) - 128) <= 2)
    }
}

extension CAShapeLayerAnimationTests {
    /// The presentation's dash pattern a quarter and three quarters through a linear 1 s animation.
    static func dashPatterns(from: [NSNumber], to: [NSNumber]) -> (early: [NSNumber]?, late: [NSNumber]?) {
        let host = LayerHost(size: CGSize(width: 100, height: 100))
        let layer = CAShapeLayer()
        layer.lineDashPattern = to
        host.rootLayer.addSublayer(layer)
        host.perform { layer.add(Self.linear("lineDashPattern", from: from, to: to), forKey: "dash") }
        host.run(until: 0.25)
        let early = host.perform { layer.presentation()?.lineDashPattern }
        host.run(until: 0.75)
        return (early, host.perform { layer.presentation()?.lineDashPattern })
    }

    @Test("lineDashPattern has no implicit animation; an explicit one blends patterns of one length, else switches half-way")
    func dashPatternAnimation() {
        let blended = Self.dashPatterns(from: [2, 4], to: [10, 20])
        #expect(blended.early == [4, 8] && blended.late == [8, 16])
        let switched = Self.dashPatterns(from: [2, 4], to: [10, 5, 5, 5])
        #expect(switched.early == [2, 4] && switched.late == [10, 5, 5, 5])
    }
}
