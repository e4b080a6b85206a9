import FlipbookCompositor
import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import Foundation
import Testing

/// `CAReplicatorLayer` drawn by the compositor: copies placed, tinted and delayed per copy, nested, hit-tested,
/// and bounded under bad counts. Frames render at 1 pixel per point on black; the probes read pixel centres.
@Suite("CAReplicatorLayer renders its copies")
struct ReplicatorRenderingTests {
    static let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    static let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)

    /// A host of `width` × `height` points holding a replicator covering it, with one white 10 × 10 square at
    /// `square`'s origin inside; `configure` sets the replicator up (and may animate the square) before the
    /// frame at `time` renders.
    static func render(width: Int = 200, height: Int = 40, square: CGPoint = CGPoint(x: 5, y: 15),
                       at time: CFTimeInterval = 0,
                       _ configure: (LayerHost, CAReplicatorLayer, CALayer) -> Void) throws -> RGBAImage {
        let host = LayerHost(size: CGSize(width: width, height: height))
        let replicator = CAReplicatorLayer(), item = CALayer()
        host.perform {
            CATransaction.setDisableActions(true)
            replicator.frame = CGRect(x: 0, y: 0, width: width, height: height)
            item.frame = CGRect(origin: square, size: CGSize(width: 10, height: 10))
            item.backgroundColor = white
            replicator.addSublayer(item)
            host.rootLayer.addSublayer(replicator)
            configure(host, replicator, item)
        }
        return try host.renderFrameImage(at: time, scale: 1, backgroundColor: black)
    }

    /// The pixel at (x, y) as integers.
    static func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        let p = image[x, y]
        return (Int(p.r), Int(p.g), Int(p.b))
    }

    /// The columns of row `y` whose red channel is above half.
    static func litColumns(_ image: RGBAImage, row y: Int) -> [Int] {
        (0..<image.width).filter { image[$0, y].r > 128 }
    }

    @Test("instanceCount copies, each moved by one more instanceTransform")
    func translatedCopies() throws {
        let image = try Self.render { _, replicator, _ in
            replicator.instanceCount = 4
            replicator.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
        }
        let expected = [5, 45, 85, 125].flatMap { Array($0..<($0 + 10)) }
        #expect(Self.litColumns(image, row: 20) == expected)
    }

    @Test("instanceTransform turns about the centre of the bounds, wherever the anchor point is")
    func rotationAboutCenter() throws {
        for anchor in [CGPoint(x: 0.5, y: 0.5), CGPoint(x: 0, y: 0)] {
            let image = try Self.render(width: 100, height: 100, square: CGPoint(x: 45, y: 0)) { _, replicator, _ in
                replicator.anchorPoint = anchor
                replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                replicator.instanceCount = 4
                replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            }
            // Top, right, bottom and left of the centre (50, 50); nothing in the middle.
            for (x, y) in [(50, 5), (95, 50), (50, 95), (5, 50)] {
                #expect(Self.pixel(image, x, y) == (255, 255, 255), "anchor \(anchor): (\(x), \(y))")
            }
            #expect(Self.pixel(image, 50, 50) == (0, 0, 0))
        }
    }

    @Test("instanceColor multiplies copy 0; the offsets add per copy, clamped to 0…1")
    func colorOffsets() throws {
        let image = try Self.render { _, replicator, _ in
            replicator.instanceCount = 4
            replicator.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
            replicator.instanceColor = CGColor(red: 0.5, green: 1, blue: 1, alpha: 1)
            replicator.instanceRedOffset = 0.5
            replicator.instanceGreenOffset = -0.25
            replicator.instanceBlueOffset = -0.5
        }
        // Red 0.5, 1, 1.5 → 1, 2 → 1; green 1, 0.75, 0.5, 0.25; blue 1, 0.5, 0, −0.5 → 0.
        let expected = [(128, 255, 255), (255, 191, 128), (255, 128, 0), (255, 64, 0)]
        for (k, color) in expected.enumerated() {
            let p = Self.pixel(image, 10 + 40 * k, 20)
            #expect(abs(p.r - color.0) <= 1 && abs(p.g - color.1) <= 1 && abs(p.b - color.2) <= 1, "copy \(k): \(p)")
        }
    }

    @Test("A tinted copy is clipped by the replicator's masksToBounds like an untinted one")
    func tintedCopyClipped() throws {
        let image = try Self.render(width: 100) { _, replicator, item in
            replicator.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
            replicator.masksToBounds = true
            replicator.instanceCount = 2
            replicator.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
            replicator.instanceBlueOffset = -1
            item.frame = CGRect(x: 5, y: 15, width: 20, height: 10)
        }
        #expect(Self.pixel(image, 24, 20) == (255, 255, 255))
        #expect(Self.pixel(image, 50, 20) == (255, 255, 0) && Self.pixel(image, 59, 20) == (255, 255, 0))
        #expect(Self.pixel(image, 60, 20) == (0, 0, 0) && Self.pixel(image, 64, 20) == (0, 0, 0))
    }

    @Test("A tinted copy of a shape layer with zero bounds is drawn where its path is")
    func tintedShapeCopies() throws {
        let image = try Self.render { _, replicator, item in
            item.backgroundColor = nil
            let shape = CAShapeLayer()
            shape.path = CGPath(rect: CGRect(x: 5, y: 15, width: 10, height: 10), transform: nil)
            shape.fillColor = Self.white
            replicator.addSublayer(shape)
            replicator.instanceCount = 3
            replicator.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
            replicator.instanceRedOffset = -0.5
        }
        #expect(Self.pixel(image, 10, 20) == (255, 255, 255))
        let second = Self.pixel(image, 50, 20), third = Self.pixel(image, 90, 20)
        #expect(abs(second.r - 128) <= 1 && second.g == 255 && second.b == 255)
        #expect(third == (0, 255, 255))
    }

    @Test("instanceAlphaOffset fades the copies; those it makes transparent are not made at all")
    func alphaOffset() throws {
        let image = try Self.render { _, replicator, _ in
            replicator.instanceCount = 4
            replicator.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
            replicator.instanceAlphaOffset = -0.4
        }
        let levels = (0..<4).map { Self.pixel(image, 10 + 40 * $0, 20).r }
        #expect(levels.count == 4 && abs(levels[1] - 153) <= 1 && abs(levels[2] - 51) <= 1 && levels[3] == 0)
        #expect(levels[0] == 255)
        let replicator = CAReplicatorLayer()
        replicator.instanceCount = 1_000_000_000
        replicator.instanceAlphaOffset = -0.4
        #expect(replicator.sublayerInstances?.count == 3)
    }

    @Test("instanceDelay: copy k shows the animation k × delay earlier, the model value before it begins")
    func delayedCopies() throws {
        func frame(at time: CFTimeInterval) throws -> RGBAImage {
            try Self.render(height: 100, square: CGPoint(x: 5, y: 0), at: time) { host, replicator, item in
                replicator.instanceCount = 3
                replicator.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
                replicator.instanceDelay = 0.25
                let fall = CABasicAnimation(keyPath: "position.y")
                fall.fromValue = 20
                fall.toValue = 80
                fall.duration = 1
                item.add(fall, forKey: "fall")
            }
        }
        // The square's centre: 20 + 60 × (the copy's time); its model centre y is 5.
        func centers(_ image: RGBAImage) -> [Int?] {
            (0..<3).map { k in
                let rows = (0..<100).filter { image[10 + 40 * k, $0].r > 128 }
                return rows.isEmpty ? nil : (rows.first! + rows.last! + 1) / 2
            }
        }
        #expect(centers(try frame(at: 0.5)) == [50, 35, 20])
        #expect(centers(try frame(at: 0.1)) == [26, 5, 5])
    }

    @Test("Replicators nest: 3 × 4 copies, and their delays add up (also when the outer one preserves depth)",
          arguments: [false, true])
    func nested(outerPreservesDepth: Bool) throws {
        let host = LayerHost(size: CGSize(width: 120, height: 120))
        let outer = CAReplicatorLayer(), inner = CAReplicatorLayer(), item = CALayer()
        host.perform {
            CATransaction.setDisableActions(true)
            outer.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
            inner.frame = outer.bounds
            item.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            item.backgroundColor = Self.black
            outer.instanceCount = 4
            outer.instanceTransform = CATransform3DMakeTranslation(0, 30, 0)
            outer.instanceDelay = 0.2
            outer.preservesDepth = outerPreservesDepth
            inner.instanceCount = 3
            inner.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
            inner.instanceDelay = 0.1
            inner.addSublayer(item)
            outer.addSublayer(inner)
            host.rootLayer.addSublayer(outer)
            let brighten = CABasicAnimation(keyPath: "backgroundColor")
            brighten.fromValue = Self.black
            brighten.toValue = Self.white
            brighten.duration = 1
            item.add(brighten, forKey: "brighten")
        }
        let image = try host.renderFrameImage(at: 0.9, scale: 1, backgroundColor: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        // Copy (column j, row k) shows time 0.9 − 0.1 j − 0.2 k: grey 255 × that (black before it begins).
        for k in 0..<4 {
            for j in 0..<3 {
                let time = max(0, 0.9 - 0.1 * Double(j) - 0.2 * Double(k))
                let p = Self.pixel(image, 10 + 30 * j, 10 + 30 * k)
                #expect(p.r == p.b && abs(p.g - Int((255 * time).rounded())) <= 1, "copy (\(j), \(k)): \(p)")
            }
        }
        #expect(Self.pixel(image, 100, 10) == (255, 0, 0))
    }

    @Test("preservesDepth: the copies keep their depth under the superlayer's perspective, sorted back to front, tinted and delayed; the replicator draws nothing of its own")
    func preservesDepth() throws {
        /// Copy 1 is 20 points right and 60 points farther than copy 0, and yellow (blue offset −1); the square's
        /// background animates from black to white over 1 s; the frame is at 0.75 s.
        func frame(preservingDepth: Bool) throws -> RGBAImage {
            let host = LayerHost(size: CGSize(width: 200, height: 200))
            host.perform {
                CATransaction.setDisableActions(true)
                // The perspective of a container whose centre (100, 100) is the vanishing point.
                let space = CALayer()
                space.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
                space.sublayerTransform.m34 = -1.0 / 500
                let replicator = CAReplicatorLayer(), item = CALayer()
                replicator.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
                replicator.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
                replicator.preservesDepth = preservingDepth
                replicator.instanceCount = 2
                replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, -60)
                replicator.instanceBlueOffset = -1
                replicator.instanceDelay = 0.5
                item.frame = CGRect(x: 60, y: 80, width: 40, height: 40)
                item.backgroundColor = Self.white
                let brighten = CABasicAnimation(keyPath: "backgroundColor")
                brighten.fromValue = Self.black
                brighten.toValue = Self.white
                brighten.duration = 1
                item.add(brighten, forKey: "brighten")
                replicator.addSublayer(item)
                space.addSublayer(replicator)
                host.rootLayer.addSublayer(space)
            }
            return try host.renderFrameImage(at: 0.75, scale: 1, backgroundColor: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        }
        let kept = try frame(preservingDepth: true), flat = try frame(preservingDepth: false)
        // Where the copies overlap (x ≈ 85), the nearer copy 0 (grey 0.75) covers copy 1 when depth is kept; the
        // later copy 1 (yellow at 0.25: (64, 64, 0)) covers copy 0 when flattened.
        let nearGrey = Self.pixel(kept, 85, 100), flatYellow = Self.pixel(flat, 85, 100)
        #expect(abs(nearGrey.r - 191) <= 1 && nearGrey.r == nearGrey.g && nearGrey.g == nearGrey.b, "\(nearGrey)")
        #expect(abs(flatYellow.r - 64) <= 1 && flatYellow.r == flatYellow.g && flatYellow.b == 0, "\(flatYellow)")
        // Copy 1, 60 points away, is smaller under the perspective it keeps: 40 × 500/560 ≈ 35.7 points tall
        // (y 82.1 … 117.9).
        let column = 115
        let keptRows = (0..<200).filter { Self.pixel(kept, column, $0).b == 0 && Self.pixel(kept, column, $0).g > 30 }
        let flatRows = (0..<200).filter { Self.pixel(flat, column, $0).b == 0 && Self.pixel(flat, column, $0).g > 30 }
        #expect(abs(keptRows.count - 36) <= 1, "\(keptRows.count) rows")
        #expect(flatRows.count == 40)
        // The replicator's blue background is drawn only when it flattens.
        #expect(Self.pixel(kept, 5, 5) == (255, 0, 0) && Self.pixel(flat, 5, 5) == (0, 0, 255))
    }

    @Test("render(in:) of a model replicator draws every copy, at the model values (no time to delay)")
    func renderInContext() throws {
        let replicator = CAReplicatorLayer(), item = CALayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        item.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        item.backgroundColor = Self.white
        replicator.addSublayer(item)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
        replicator.instanceDelay = 0.5
        replicator.instanceGreenOffset = -0.5
        let image = try ShapeTestFrame.rendered(replicator)  // a y-down bitmap context, as UIKit's
        #expect(Self.pixel(image, 10, 10) == (255, 255, 255))
        let second = Self.pixel(image, 40, 10)
        #expect(second.r == 255 && abs(second.g - 128) <= 1 && second.b == 255)
        #expect(Self.pixel(image, 70, 10) == (255, 0, 255))
    }

    @Test("Hit-testing finds only the first copy, as Apple's header says")
    func hitTestsFirstCopy() throws {
        let replicator = CAReplicatorLayer(), item = CALayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        item.frame = CGRect(x: 5, y: 15, width: 10, height: 10)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
        replicator.addSublayer(item)
        #expect(replicator.hitTest(CGPoint(x: 10, y: 20)) === item)
        #expect(replicator.hitTest(CGPoint(x: 50, y: 20)) === replicator)
    }

    @Test("Bad counts: zero or negative draws no sublayer, a huge one at most 10,000 copies, in bounded time")
    func badCounts() throws {
        for count in [0, -5] {
            let image = try Self.render { _, replicator, _ in replicator.instanceCount = count }
            #expect(Self.litColumns(image, row: 20).isEmpty, "instanceCount \(count)")
        }
        let notANumber = try Self.render { _, replicator, _ in
            replicator.setValue(Double.nan, forKey: "instanceCount")
        }
        #expect(Self.litColumns(notANumber, row: 20).isEmpty)
        let replicator = CAReplicatorLayer()
        replicator.instanceCount = 1_000_000_000
        #expect(replicator.sublayerInstances?.count == CAReplicatorLayer.maximumDrawnInstanceCount)
        let image = try Self.render { _, replicator, _ in
            replicator.instanceCount = .max
            replicator.instanceTransform = CATransform3DMakeTranslation(0.02, 0, 0)
        }
        // 10,000 copies 0.02 points apart: the squares cover x 5 … 5 + 199.98 + 10, clipped by the frame at 200.
        #expect(Self.litColumns(image, row: 20) == Array(5..<200))
    }

    @Test("Nested replicators share the cap: an inner one draws at most 10,000 / (the copies made of it), at least 1")
    func nestedCap() throws {
        let outer = CAReplicatorLayer(), inner = CAReplicatorLayer()
        outer.addSublayer(inner)
        inner.addSublayer(CALayer())
        outer.instanceCount = 100
        inner.instanceCount = 1_000
        #expect(outer.sublayerInstances?.count == 100 && inner.sublayerInstances?.count == 100)
        outer.instanceCount = 1_000_000_000
        inner.instanceCount = 1_000_000_000
        #expect(outer.sublayerInstances?.count == 10_000 && inner.sublayerInstances?.count == 1)
        // Rendered: 10,000 copies of the inner replicator's one copy, in bounded time.
        let host = LayerHost(size: CGSize(width: 200, height: 40))
        host.perform {
            CATransaction.setDisableActions(true)
            outer.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
            outer.instanceTransform = CATransform3DMakeTranslation(0.02, 0, 0)
            inner.frame = outer.bounds
            inner.instanceTransform = CATransform3DMakeTranslation(0, 1, 0)
            let item = inner.sublayers![0]
            item.frame = CGRect(x: 5, y: 15, width: 10, height: 10)
            item.backgroundColor = Self.white
            host.rootLayer.addSublayer(outer)
        }
        let image = try host.renderFrameImage(at: 0, scale: 1, backgroundColor: Self.black)
        #expect(Self.litColumns(image, row: 20) == Array(5..<200))
        #expect(Self.pixel(image, 10, 26) == (0, 0, 0))
    }

    @Test("Bad numbers: a NaN delay counts as none, a NaN offset as a transparent copy, a NaN transform draws nothing")
    func badNumbers() throws {
        let delayed = try Self.render(at: 0.5) { _, replicator, item in
            replicator.instanceCount = 2
            replicator.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
            replicator.instanceDelay = .nan
            replicator.instanceGreenOffset = .nan
        }
        #expect(Self.pixel(delayed, 10, 20) == (255, 255, 255))
        #expect(Self.pixel(delayed, 50, 20) == (255, 0, 255))
        let transformed = try Self.render { _, replicator, _ in
            replicator.instanceCount = 2
            replicator.instanceTransform = CATransform3DMakeScale(.nan, 1, 1)
        }
        #expect(Self.litColumns(transformed, row: 20) == Array(5..<15))
    }
}
