import Foundation
import Testing
@testable import FlipbookCoreAnimation

@Suite("CALayer geometry")
struct CALayerGeometryTests {
    func layer(bounds: CGRect, position: CGPoint, anchor: CGPoint = CGPoint(x: 0.5, y: 0.5)) -> CALayer {
        let l = CALayer()
        l.bounds = bounds
        l.position = position
        l.anchorPoint = anchor
        return l
    }

    @Test("Defaults: zero bounds and position, anchor (0.5, 0.5), anchorPointZ 0, zPosition 0, contentsScale 1")
    func defaults() {
        let l = CALayer()
        #expect(l.bounds == .zero && l.position == .zero && l.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(l.anchorPointZ == 0 && l.zPosition == 0 && l.contentsScale == 1 && l.opacity == 1)
        #expect(l.contentsGravity == .resize && l.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(l.shadowOpacity == 0 && l.shadowOffset == CGSize(width: 0, height: -3) && l.shadowRadius == 3)
        #expect(l.isDoubleSided && !l.isGeometryFlipped && l.allowsGroupOpacity && !l.masksToBounds && !l.isHidden)
        #expect(l.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    }

    @Test("frame is derived: bounds 100×50 at (200, 300) gives (150, 275, 100, 50)")
    func derivedFrame() {
        #expect(layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 200, y: 300)).frame
                == CGRect(x: 150, y: 275, width: 100, height: 50))
    }

    @Test("frame includes the transform about the anchor point")
    func transformedFrame() {
        let l = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 200, y: 300))
        l.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(l.frame == CGRect(x: 100, y: 250, width: 200, height: 100))
        l.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let f = l.frame
        #expect(isClose(f.minX, 175, 1e-9) && isClose(f.width, 50, 1e-9) && isClose(f.height, 100, 1e-9))
    }

    @Test("Setting frame sets position and bounds.size through the anchor point")
    func settingFrame() {
        let l = CALayer()
        l.anchorPoint = CGPoint(x: 0, y: 1)
        l.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(l.position == CGPoint(x: 10, y: 60))
        #expect(l.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        let scaled = CALayer()
        scaled.transform = CATransform3DMakeScale(2, 2, 1)
        scaled.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(scaled.bounds.size == CGSize(width: 50, height: 50))
        #expect(scaled.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test("Points convert through position, anchor, bounds origin and transform, both ways")
    func convertPoints() {
        let root = CALayer()
        let child = layer(bounds: CGRect(x: 10, y: 10, width: 100, height: 100), position: CGPoint(x: 200, y: 200))
        root.addSublayer(child)
        #expect(child.convert(CGPoint(x: 10, y: 10), to: root) == CGPoint(x: 150, y: 150))
        #expect(child.convert(CGPoint(x: 150, y: 150), from: root) == CGPoint(x: 10, y: 10))
        child.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let p = child.convert(CGPoint(x: 110, y: 60), to: nil)
        #expect(isClose(p, CGPoint(x: 200, y: 250), 1e-9))
        #expect(isClose(child.convert(p, from: nil), CGPoint(x: 110, y: 60), 1e-9))
    }

    @Test("Sibling conversion and rectangles, including the parent's sublayerTransform")
    func convertBetweenSiblings() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        root.position = CGPoint(x: 200, y: 200)
        let a = layer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), position: CGPoint(x: 105, y: 105))
        let b = layer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), position: CGPoint(x: 205, y: 105))
        root.addSublayer(a)
        root.addSublayer(b)
        #expect(b.convert(CGPoint(x: 0, y: 0), from: a) == CGPoint(x: -100, y: 0))
        #expect(b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: a) == CGRect(x: -100, y: 0, width: 10, height: 10))
        root.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        #expect(a.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 10, y: 10))
    }

    /// A root layer of `side` × `side` points whose coordinates are its superlayer's (anchor at the origin).
    func makeRoot(side: CGFloat) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        root.anchorPoint = .zero
        return root
    }

    @Test("A geometry-flipped parent places its sublayers from the bottom for convert and hitTest, as it draws them")
    func flippedGeometry() {
        let root = makeRoot(side: 100)
        let parent = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 50, y: 50))
        parent.isGeometryFlipped = true
        let child = layer(bounds: CGRect(x: 0, y: 0, width: 20, height: 20), position: CGPoint(x: 20, y: 20))
        root.addSublayer(parent)
        parent.addSublayer(child)
        // The child's frame (10…30 in the parent's y-up geometry) is rows 70…90 of the root.
        #expect(child.convert(child.bounds, to: root) == CGRect(x: 10, y: 70, width: 20, height: 20))
        #expect(child.convert(CGPoint(x: 0, y: 0), to: nil) == CGPoint(x: 10, y: 90))
        #expect(child.convert(CGPoint(x: 10, y: 90), from: root) == CGPoint(x: 0, y: 0))
        #expect(root.hitTest(CGPoint(x: 20, y: 80)) === child)
        #expect(root.hitTest(CGPoint(x: 20, y: 20)) === parent)
        // A flip inside a flip restores y-down: the grandchild sits at the top of the child on screen.
        child.isGeometryFlipped = true
        let grandchild = layer(bounds: CGRect(x: 0, y: 0, width: 5, height: 5), position: CGPoint(x: 2.5, y: 2.5))
        child.addSublayer(grandchild)
        #expect(grandchild.convert(grandchild.bounds, to: root) == CGRect(x: 10, y: 70, width: 5, height: 5))
        #expect(root.hitTest(CGPoint(x: 12, y: 72)) === grandchild)
    }

    @Test("frame is the layer's own placement: the superlayer's sublayerTransform and flip are not in it")
    func frameIgnoresSuperlayerGeometry() {
        let parent = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 50, y: 50))
        let child = layer(bounds: CGRect(x: 0, y: 0, width: 20, height: 20), position: CGPoint(x: 20, y: 20))
        parent.addSublayer(child)
        parent.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        parent.isGeometryFlipped = true
        #expect(child.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test("Under perspective, points convert both ways and hit-test on the plane as projected")
    func perspectiveConversion() {
        let root = makeRoot(side: 200)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 300
        root.sublayerTransform = perspective
        let card = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 60), position: CGPoint(x: 100, y: 100))
        card.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        root.addSublayer(card)
        for point in [CGPoint(x: 5, y: 5), CGPoint(x: 95, y: 30), CGPoint(x: 50, y: 55)] {
            let inRoot = card.convert(point, to: root)
            #expect(isClose(card.convert(inRoot, from: root), point, 1e-9))
            #expect(root.hitTest(inRoot) === card)
        }
        // One vertical edge turns towards the viewer and is magnified, the other away and shrinks.
        let left = card.convert(CGPoint(x: 0, y: 60), to: root).y - card.convert(CGPoint(x: 0, y: 0), to: root).y
        let right = card.convert(CGPoint(x: 100, y: 60), to: root).y - card.convert(CGPoint(x: 100, y: 0), to: root).y
        #expect(min(left, right) < 60 && max(left, right) > 60)
    }

    @Test("hitTest finds the front-most descendant; hidden layers and masksToBounds limit it")
    func hitTesting() {
        let root = makeRoot(side: 300)
        let back = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 100, y: 100))
        let front = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 120, y: 120))
        root.addSublayer(back)
        root.addSublayer(front)
        #expect(root.hitTest(CGPoint(x: 100, y: 100)) === front)
        #expect(root.hitTest(CGPoint(x: 60, y: 60)) === back)
        #expect(root.hitTest(CGPoint(x: 290, y: 290)) === root)
        #expect(root.hitTest(CGPoint(x: 400, y: 400)) == nil)
        back.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 100, y: 100)) === back)
        back.isHidden = true
        #expect(root.hitTest(CGPoint(x: 100, y: 100)) === front)
        let outside = layer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), position: CGPoint(x: 500, y: 500))
        root.addSublayer(outside)
        #expect(root.hitTest(CGPoint(x: 500, y: 500)) === outside)
        root.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 500, y: 500)) == nil)
        #expect(root.contains(CGPoint(x: 10, y: 10)) && !root.contains(CGPoint(x: -1, y: 10)))
    }

    @Test("The layer tree: add, insert at/above/below, replace, remove, set sublayers")
    func tree() {
        let root = CALayer(), a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, at: 0)
        #expect(root.sublayers!.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        root.insertSublayer(d, above: c)
        #expect(root.sublayers![1] === d)
        root.insertSublayer(d, below: c)
        #expect(root.sublayers![0] === d)
        root.replaceSublayer(a, with: CALayer())
        #expect(a.superlayer == nil && root.sublayers!.count == 4)
        b.removeFromSuperlayer()
        #expect(b.superlayer == nil && root.sublayers!.count == 3)
        let other = CALayer()
        other.addSublayer(c)
        #expect(c.superlayer === other && root.sublayers!.count == 2)
        root.sublayers = nil
        #expect(root.sublayers == nil && d.superlayer == nil)
        root.insertSublayer(a, at: 99)
        #expect(root.sublayers!.count == 1)
    }
}
