import FlipbookCompositor
import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import FlipbookTesting
import Foundation
import Testing

/// Feature goldens of `CAReplicatorLayer`, rendered at 2× on white: nested replicators with colour offsets, offsets
/// clamped at both ends, and the phases `instanceDelay` gives a rotating ring of copies.
@Suite("CAReplicatorLayer goldens")
struct ReplicatorGoldenTests {
    /// A rounded white tile of `size` points at `origin`.
    static func tile(_ origin: CGPoint, size: CGFloat) -> CALayer {
        let tile = CALayer()
        tile.frame = CGRect(origin: origin, size: CGSize(width: size, height: size))
        tile.cornerRadius = size / 4
        tile.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        return tile
    }

    /// Renders `build`'s layers on a host of `size` at `time`, 2 pixels per point, on `background` (default white).
    static func render(_ size: CGSize, at time: CFTimeInterval = 0, background: CGColor = .white,
                       _ build: (CALayer) -> Void) throws -> RGBAImage {
        let host = LayerHost(size: size)
        host.perform {
            CATransaction.setDisableActions(true)
            build(host.rootLayer)
        }
        return try host.renderFrameImage(at: time, scale: 2, backgroundColor: background)
    }

    @Test("Nested: 5 columns × 4 rows of tiles; blue fades along a row (inner), red along a column (outer)")
    func nestedGrid() throws {
        let image = try Self.render(CGSize(width: 200, height: 160), background: CGColor(gray: 0.15, alpha: 1)) { root in
            let outer = CAReplicatorLayer(), inner = CAReplicatorLayer()
            outer.frame = root.bounds
            outer.instanceCount = 4
            outer.instanceTransform = CATransform3DMakeTranslation(0, 38, 0)
            outer.instanceRedOffset = -0.3
            inner.frame = outer.bounds
            inner.instanceCount = 5
            inner.instanceTransform = CATransform3DMakeTranslation(38, 0, 0)
            inner.instanceBlueOffset = -0.25
            inner.addSublayer(Self.tile(CGPoint(x: 8, y: 8), size: 30))
            outer.addSublayer(inner)
            root.addSublayer(outer)
        }
        try expectGolden(image)
    }

    @Test("Offsets clamp: 8 copies from (0.2, 0.9, 0.5, 1), red +0.25, green −0.3, blue +0.1, alpha −0.1 per copy")
    func clampedOffsets() throws {
        let image = try Self.render(CGSize(width: 300, height: 50)) { root in
            let replicator = CAReplicatorLayer()
            replicator.frame = root.bounds
            replicator.backgroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)
            replicator.instanceCount = 8
            replicator.instanceTransform = CATransform3DMakeTranslation(36, 0, 0)
            replicator.instanceColor = CGColor(red: 0.2, green: 0.9, blue: 0.5, alpha: 1)
            replicator.instanceRedOffset = 0.25
            replicator.instanceGreenOffset = -0.3
            replicator.instanceBlueOffset = 0.1
            replicator.instanceAlphaOffset = -0.1
            replicator.addSublayer(Self.tile(CGPoint(x: 8, y: 9), size: 32))
            root.addSublayer(replicator)
        }
        try expectGolden(image)
    }

    @Test("preservesDepth: a carousel of 8 cards turned 45° apart about y under perspective, the nearer covering the farther")
    func carousel() throws {
        let image = try Self.render(CGSize(width: 240, height: 160), background: CGColor(gray: 0.15, alpha: 1)) { root in
            let stage = CALayer()
            stage.frame = root.bounds
            stage.sublayerTransform.m34 = -1.0 / 400
            let replicator = CAReplicatorLayer()
            replicator.frame = stage.bounds
            replicator.preservesDepth = true
            replicator.instanceCount = 8
            replicator.instanceTransform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
            replicator.instanceColor = CGColor(red: 1, green: 0.3, blue: 0.2, alpha: 1)
            replicator.instanceRedOffset = -0.12
            replicator.instanceBlueOffset = 0.11
            replicator.instanceGreenOffset = 0.08
            let card = Self.tile(CGPoint(x: 100, y: 50), size: 40)
            card.bounds.size.height = 60
            card.cornerRadius = 6
            card.borderWidth = 2
            card.borderColor = CGColor(gray: 0.1, alpha: 1)
            card.transform = CATransform3DMakeTranslation(0, 0, 80)
            card.isDoubleSided = true
            replicator.addSublayer(card)
            stage.addSublayer(replicator)
            root.addSublayer(stage)
        }
        try expectGolden(image)
    }

    @Test("instanceDelay phases: 12 spokes 30° apart about the centre, each fading 1/12 s after the one before",
          arguments: [0.0, 0.25, 0.5, 1.0])
    func spinner(at time: Double) throws {
        let image = try Self.render(CGSize(width: 120, height: 120), at: time) { root in
            let replicator = CAReplicatorLayer()
            replicator.frame = root.bounds
            replicator.instanceCount = 12
            replicator.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
            replicator.instanceDelay = 1.0 / 12
            let spoke = CALayer()
            spoke.frame = CGRect(x: 55, y: 10, width: 10, height: 30)
            spoke.cornerRadius = 5
            spoke.backgroundColor = CGColor(red: 0.2, green: 0.3, blue: 0.8, alpha: 1)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0.1
            fade.duration = 1
            fade.repeatCount = .infinity
            spoke.add(fade, forKey: "fade")
            replicator.addSublayer(spoke)
            root.addSublayer(replicator)
        }
        try expectGolden(image, named: "spinner", time: time)
    }
}
