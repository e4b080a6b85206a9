import Foundation
import Testing
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics

/// A test-only layer class that draws content of its own through the compositor's content hook: a red bar
/// across the top 5 points of its bounds.
private final class BarLayer: CALayer, LayerCompositing {
    var contentDrawing: ((CGContext) -> Void)? {
        let width = bounds.width
        return { context in
            context.setFillColor(Probe.red)
            context.fill(CGRect(x: 0, y: 0, width: width, height: 5))
        }
    }
}

/// A test-only layer class with zero-size bounds whose content lies outside them, as a shape layer's path does: a
/// red square 20 points wide, 10 to 30 points right of and below its origin.
private final class OutsideSquareLayer: CALayer, LayerCompositing {
    static let square = CGRect(x: 10, y: 10, width: 20, height: 20)

    var contentDrawing: ((CGContext) -> Void)? {
        { context in
            context.setFillColor(Probe.red)
            context.fill(Self.square)
        }
    }

    var contentExtent: CGRect { Self.square }
}

/// A test-only layer class that draws its sublayers three times through the instance hook: copy k moved
/// 40k points right, its green scaled by 1 − k/4 and its blue by 1 − k/2, shown `k × delay` seconds earlier.
private final class TripleLayer: CALayer, LayerCompositing {
    static let delay = 0.25

    var sublayerInstances: [LayerInstance]? {
        (0..<3).map { k in
            let step = Double(k)
            return LayerInstance(transform: CATransform3DMakeTranslation(40 * step, 0, 0),
                                 colorMultiplier: (1, 1 - step / 4, 1 - step / 2, 1), timeOffset: -step * Self.delay)
        }
    }
}

/// A test-only layer class whose instances carry bad numbers: a NaN transform, out-of-range and NaN colour
/// multipliers, a NaN time offset.
private final class BadInstancesLayer: CALayer, LayerCompositing {
    var sublayerInstances: [LayerInstance]? {
        [LayerInstance(transform: CATransform3DMakeScale(.nan, 1, 1)),
         LayerInstance(transform: CATransform3DMakeTranslation(20, 0, 0), colorMultiplier: (.nan, -1, 2, .infinity)),
         LayerInstance(transform: CATransform3DMakeTranslation(40, 0, 0), timeOffset: .nan)]
    }
}

@Suite("Layer classes plug into the compositor")
struct LayerCompositingTests {
    @Test("Content hook: a class's own content is drawn in its coordinates, above the background, under sublayers")
    func contentHook() throws {
        let canvas = try TestCanvas(width: 100, height: 100, scale: 2) { root in
            let bar = BarLayer()
            bar.frame = CGRect(x: 20, y: 30, width: 40, height: 40)
            bar.backgroundColor = Probe.blue
            bar.addSublayer(Probe.layer(CGRect(x: 30, y: 0, width: 10, height: 10), Probe.green))
            root.addSublayer(bar)
        }
        // The bar covers device rows 60..<70 (y down, scale 2), columns 40..<120.
        #expect(canvas.box(where: Probe.isRed)! == (40, 60, 100, 70))
        #expect(Probe.isBlue(canvas[x: 50, y: 75]) && Probe.isGreen(canvas[x: 105, y: 65]))
    }

    @Test("Content extent: content outside the bounds is drawn whole, and only masksToBounds clips it")
    func contentOutsideBounds() throws {
        func render(masksToBounds: Bool, frame: CGRect) throws -> TestCanvas {
            try TestCanvas(width: 100, height: 100, scale: 2) { root in
                let square = OutsideSquareLayer()
                square.frame = frame
                square.masksToBounds = masksToBounds
                root.addSublayer(square)
            }
        }
        // Zero-size bounds at (20, 20): the square covers points 30..<50, device pixels 60..<100.
        #expect(try render(masksToBounds: false, frame: CGRect(x: 20, y: 20, width: 0, height: 0))
            .box(where: Probe.isRed)! == (60, 60, 100, 100))
        #expect(try render(masksToBounds: true, frame: CGRect(x: 20, y: 20, width: 0, height: 0))
            .box(where: Probe.isNotWhite) == nil)
        // Bounds 20 × 20 at (20, 20) keep the square's top-left quarter, points 30..<40.
        #expect(try render(masksToBounds: true, frame: CGRect(x: 20, y: 20, width: 20, height: 20))
            .box(where: Probe.isRed)! == (60, 60, 80, 80))
    }

    @Test("Content extent: groups include it — a shadow of content outside the bounds, opacity and a mask over it")
    func contentOutsideBoundsInGroups() throws {
        let shadowed = try TestCanvas(width: 100, height: 100, scale: 2) { root in
            let square = OutsideSquareLayer()
            square.frame = CGRect(x: 20, y: 20, width: 0, height: 0)
            square.shadowOpacity = 1
            square.shadowColor = Probe.blue
            square.shadowOffset = CGSize(width: 10, height: 10)
            square.shadowRadius = 0
            root.addSublayer(square)
        }
        // The shadow: points 40..<60, beneath the square (30..<50): blue where the square does not cover it.
        #expect(shadowed.box(where: Probe.isRed)! == (60, 60, 100, 100))
        #expect(shadowed.box(where: Probe.isBlue)! == (80, 80, 120, 120))
        #expect(Probe.isBlue(shadowed[x: 110, y: 110]) && Probe.isRed(shadowed[x: 90, y: 90]))

        let masked = try TestCanvas(width: 100, height: 100, scale: 2) { root in
            let holder = CALayer()
            holder.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            holder.opacity = 0.5
            let square = OutsideSquareLayer()
            square.frame = CGRect(x: 20, y: 20, width: 0, height: 0)
            holder.addSublayer(square)
            // The mask's own content, outside its zero bounds too, keeps the left half of the square.
            let mask = OutsideSquareLayer()
            mask.frame = CGRect(x: 10, y: 20, width: 0, height: 0)
            holder.mask = mask
            root.addSublayer(holder)
        }
        #expect(masked.box(where: Probe.isNotWhite)! == (60, 60, 80, 100))
        let half = masked[x: 70, y: 80]
        #expect(half.r == 255 && abs(half.g - 128) <= 2 && abs(half.b - 128) <= 2)
    }

    @Test("Non-flattening path: sublayers rotated about y at different depths draw by depth, not insertion order")
    func depthOrder() throws {
        func render(_ container: CALayer) throws -> TestCanvas {
            try TestCanvas(width: 200, height: 200) { root in
                var perspective = CATransform3DIdentity
                perspective.m34 = -1 / 500
                root.sublayerTransform = perspective
                container.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
                // Added first, but 60 points nearer the viewer.
                let near = Probe.layer(CGRect(x: 50, y: 50, width: 100, height: 100), Probe.red)
                near.transform = CATransform3DConcat(CATransform3DMakeRotation(.pi / 6, 0, 1, 0),
                                                     CATransform3DMakeTranslation(0, 0, 30))
                let far = Probe.layer(CGRect(x: 50, y: 50, width: 100, height: 100), Probe.blue)
                far.transform = CATransform3DConcat(CATransform3DMakeRotation(-.pi / 6, 0, 1, 0),
                                                    CATransform3DMakeTranslation(0, 0, -30))
                container.addSublayer(near)
                container.addSublayer(far)
                root.addSublayer(container)
            }
        }
        let kept = try render(DepthSortingLayer())
        #expect(Probe.isRed(kept[x: 100, y: 100]))
        // Flattened by an ordinary layer, the later sublayer covers the earlier one.
        let flattened = try render(CALayer())
        #expect(Probe.isBlue(flattened[x: 100, y: 100]))
        // Kept in 3D, the perspective of the root reaches each sublayer: the near square (z ≈ 30) is magnified,
        // while flattened into the container's plane (z = 0) the squares keep their 100-point height.
        let near = try #require(kept.box(where: Probe.isRed)), flat = try #require(flattened.box(where: Probe.isBlue))
        #expect(near.y1 - near.y0 > 103)
        #expect(flat.y1 - flat.y0 == 100)
        // Nested non-flattening layers form one 3D rendering context: the near square, inside an inner layer
        // added before the far one, is still sorted in front of it.
        let nested = try TestCanvas(width: 200, height: 200) { root in
            root.sublayerTransform.m34 = -1 / 500
            let outer = DepthSortingLayer(), inner = DepthSortingLayer()
            outer.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            inner.frame = outer.bounds
            let near = Probe.layer(CGRect(x: 50, y: 50, width: 100, height: 100), Probe.red)
            near.transform = CATransform3DMakeTranslation(0, 0, 30)
            let far = Probe.layer(CGRect(x: 60, y: 60, width: 100, height: 100), Probe.blue)
            far.transform = CATransform3DMakeTranslation(0, 0, -30)
            inner.addSublayer(near)
            outer.addSublayer(inner)
            outer.addSublayer(far)
            root.addSublayer(outer)
        }
        #expect(Probe.isRed(nested[x: 120, y: 120]))
    }

    @Test("A layer that does not flatten draws none of its own background; its opacity reaches each sublayer")
    func nonFlatteningLayerDrawsOnlySublayers() throws {
        let canvas = try TestCanvas(width: 100, height: 100) { root in
            let space = DepthSortingLayer()
            space.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            space.backgroundColor = Probe.green
            space.opacity = 0.5
            space.addSublayer(Probe.layer(CGRect(x: 10, y: 10, width: 20, height: 20), Probe.black))
            root.addSublayer(space)
        }
        #expect(Probe.isWhite(canvas[x: 50, y: 50]))
        let p = canvas[x: 20, y: 20]
        #expect(abs(p.r - 128) <= 1 && p.r == p.g && p.g == p.b)
    }

    @Test("Bad geometry inside a 3D context: the damaged layer is not drawn, the others keep their depth order")
    func badDepth() throws {
        let canvas = try TestCanvas(width: 100, height: 100) { root in
            let space = DepthSortingLayer()
            space.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            let near = Probe.layer(CGRect(x: 20, y: 20, width: 40, height: 40), Probe.red)
            near.zPosition = 10
            let damaged = Probe.layer(CGRect(x: 0, y: 0, width: 100, height: 100), Probe.green)
            damaged.transform = CATransform3DMakeTranslation(0, 0, .nan)
            let far = Probe.layer(CGRect(x: 40, y: 40, width: 40, height: 40), Probe.blue)
            space.addSublayer(near)
            space.addSublayer(damaged)
            space.addSublayer(far)
            root.addSublayer(space)
        }
        #expect(canvas.count(where: Probe.isGreen) == 0)
        #expect(Probe.isRed(canvas[x: 50, y: 50]) && Probe.isBlue(canvas[x: 70, y: 70]))
    }

    @Test("Instance hook: three copies with increasing offsets, colour multipliers and time offsets")
    func instances() throws {
        let host = LayerHost(size: CGSize(width: 160, height: 100))
        let triple = TripleLayer()
        triple.frame = CGRect(x: 0, y: 0, width: 160, height: 100)
        let square = Probe.layer(CGRect(x: 10, y: 10, width: 20, height: 20), CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        triple.addSublayer(square)
        host.rootLayer.addSublayer(triple)
        host.perform { square.add(Probe.linearAnimation("position.y", from: 20, to: 80), forKey: "fall") }
        let canvas = TestCanvas(try host.renderFrameImage(at: 0.5, scale: 1, backgroundColor: .black))
        // Copy k is at x = 10 + 40k…, shown at t = 0.5 − 0.25k: its centre at y = 20 + 60 × (0.5 − 0.25k).
        let expected: [(x: Int, y: Int, g: Int, b: Int)] = [(20, 50, 255, 255), (60, 35, 191, 128), (100, 20, 128, 0)]
        for (k, copy) in expected.enumerated() {
            let p = canvas[x: copy.x, y: copy.y]
            #expect(p.r == 255 && abs(p.g - copy.g) <= 1 && abs(p.b - copy.b) <= 1, "copy \(k): \(p)")
            let rows = (0..<100).filter { canvas[x: copy.x, y: $0].r > 128 }
            #expect(rows.first == copy.y - 10 && rows.last == copy.y + 9, "copy \(k): rows \(rows)")
            let columns = (0..<160).filter { canvas[x: $0, y: copy.y].r > 128 && abs($0 - copy.x) < 20 }
            #expect(columns.first == copy.x - 10 && columns.last == copy.x + 9, "copy \(k): columns \(columns)")
        }
    }

    @Test("Bad instances: a NaN transform draws nothing, colour multipliers clamp to 0…1, a NaN time offset means now")
    func badInstances() throws {
        let canvas = try TestCanvas(width: 60, height: 20, background: Probe.black) { root in
            let layer = BadInstancesLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
            layer.addSublayer(Probe.layer(CGRect(x: 0, y: 5, width: 10, height: 10), CGColor(red: 1, green: 1, blue: 1, alpha: 1)))
            root.addSublayer(layer)
        }
        #expect(canvas[x: 5, y: 10] == (0, 0, 0, 255))
        #expect(canvas[x: 25, y: 10] == (0, 0, 255, 255))
        #expect(canvas[x: 45, y: 10] == (255, 255, 255, 255))
    }
}
