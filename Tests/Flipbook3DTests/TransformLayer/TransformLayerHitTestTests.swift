import Flipbook3D
import FlipbookCompositor
import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import FlipbookUIKit
import Foundation
import Testing

/// `hitTest(_:)` through a transform layer (`CATransformLayer.h`: "CALayer will pass over transform layers directly
/// to their sublayers, applying the effects of the transform layer's geometry when hit-testing each sublayer"): the
/// sublayer nearest the viewer at the hit point wins, the transform layer itself never does.
@Suite("Hit-testing through a transform layer")
struct TransformLayerHitTestTests {
    /// A 200 × 200 screen: a plain stage (perspective m34 = −1/500 when `perspective`), a transform layer filling it,
    /// and in that two planes that cross: A (0, 50, 200, 100) sheared so that its z is −0.5 (x − 100), nearer the
    /// viewer on the left, and B (40, 70, 120, 60) parallel to the screen at zPosition 10, whose centre is nearer
    /// than A's. They cross where A's z is 10: x = 80.
    static func crossingPlanes(perspective: Bool) -> (root: CALayer, a: CALayer, b: CALayer) {
        let (root, _, space) = Stage.space(m34: perspective ? -1 / 500 : nil)
        let a = Stage.solid(CGRect(x: 0, y: 50, width: 200, height: 100), Stage.red, in: space)
        a.transform.m13 = -0.5
        let b = Stage.solid(CGRect(x: 40, y: 70, width: 120, height: 60), Stage.blue, in: space)
        b.zPosition = 10
        return (root, a, b)
    }

    @Test("Crossing planes: the one nearest the viewer at the point is hit, not the one with the nearer centre",
          arguments: [false, true])
    func nearestAtThePoint(perspective: Bool) {
        let (root, a, b) = Self.crossingPlanes(perspective: perspective)
        #expect(root.hitTest(CGPoint(x: 20, y: 100)) === a)   // A alone
        #expect(root.hitTest(CGPoint(x: 60, y: 100)) === a)   // A at z 20, B at 10
        #expect(root.hitTest(CGPoint(x: 100, y: 100)) === b)  // A at z 0
        #expect(root.hitTest(CGPoint(x: 140, y: 100)) === b)  // A at z −20
        #expect(root.hitTest(CGPoint(x: 190, y: 100)) === a)  // A alone, far behind
    }

    @Test("The transform layer itself is never hit: a point on none of its sublayers passes through to its superlayer")
    func passesThrough() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let stage = Stage.solid(CGRect(x: 10, y: 10, width: 180, height: 180), Stage.black, in: root)
        let space = Stage.transformLayer(CGRect(x: 20, y: 20, width: 100, height: 100), in: stage)
        space.backgroundColor = Stage.white
        let inside = Stage.solid(CGRect(x: 10, y: 10, width: 30, height: 30), Stage.red, in: space)
        let outside = Stage.solid(CGRect(x: 120, y: 10, width: 30, height: 30), Stage.blue, in: space)
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === inside)
        #expect(root.hitTest(CGPoint(x: 100, y: 100)) === stage)       // in the transform layer's bounds only
        #expect(root.hitTest(CGPoint(x: 160, y: 50)) === outside)      // outside its bounds, on a sublayer
        #expect(space.hitTest(CGPoint(x: 80, y: 80)) == nil)            // asked directly: nothing of its own
        #expect(space.hitTest(CGPoint(x: 40, y: 40)) === inside)
        space.masksToBounds = true                                     // ignored, as in drawing
        #expect(root.hitTest(CGPoint(x: 160, y: 50)) === outside)
        outside.isHidden = true
        #expect(root.hitTest(CGPoint(x: 160, y: 50)) === stage)
    }

    @Test("A sublayer asked directly with a point of the transform layer's plane is hit where it is seen, as convert maps it")
    func sublayerAskedDirectly() {
        let (root, _, space) = Stage.space(m34: -1 / 500)
        let near = Stage.solid(CGRect(x: 80, y: 80, width: 40, height: 40), Stage.red, in: space)
        near.zPosition = 100
        // Magnified 1.25× by the perspective: seen from 75 to 125.
        #expect(near.hitTest(CGPoint(x: 78, y: 100)) === near)
        #expect(near.hitTest(CGPoint(x: 73, y: 100)) == nil)
        #expect(root.hitTest(CGPoint(x: 78, y: 100)) === near)
        let local = near.convert(CGPoint(x: 78, y: 100), from: space)
        #expect(abs(local.x - (78 - 75) / 1.25) < 1e-9 && abs(local.y - 20) < 1e-9)
    }

    @Test("A sublayer edge-on to the transform layer's plane but facing the viewer is hit, and converts points exactly")
    func edgeOnToTheTransformLayer() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let space = Stage.transformLayer(CGRect(x: 50, y: 50, width: 100, height: 100), in: root)
        space.transform = CATransform3DMakeRotation(-.pi / 2, 0, 1, 0)
        let face = Stage.solid(space.bounds, Stage.red, in: space)
        face.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        #expect(root.hitTest(CGPoint(x: 60, y: 70)) === face)
        let local = face.convert(CGPoint(x: 60, y: 70), from: nil)
        #expect(abs(local.x - 10) < 1e-9 && abs(local.y - 20) < 1e-9)
        let back = face.convert(CGPoint(x: 10, y: 20), to: nil)
        #expect(abs(back.x - 60) < 1e-9 && abs(back.y - 70) < 1e-9)
    }

    @Test("A flip card: the single-sided face turned away is not hit, though it lies at the same depth")
    func flipCard() {
        for turned in [false, true] {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            root.sublayerTransform.m34 = -1 / 400
            let card = Stage.transformLayer(CGRect(x: 20, y: 20, width: 60, height: 60), in: root)
            let front = Stage.solid(card.bounds, Stage.red, in: card)
            let back = Stage.solid(card.bounds, Stage.blue, in: card)
            back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            front.isDoubleSided = false
            back.isDoubleSided = false
            if turned { card.transform = CATransform3DMakeRotation(.pi, 0, 1, 0) }
            #expect(root.hitTest(CGPoint(x: 50, y: 50)) === (turned ? back : front), "turned: \(turned)")
            #expect(front.showsBackFace == turned && back.showsBackFace == !turned)
        }
    }

    @Test("A replicator that preserves depth inside a transform layer is passed over the same way: its first copy is hit, by depth")
    func depthPreservingReplicator() {
        let (root, stage, space) = Stage.space()
        let replicator = CAReplicatorLayer()
        replicator.frame = space.bounds
        replicator.preservesDepth = true
        replicator.instanceCount = 2
        replicator.instanceTransform = CATransform3DMakeTranslation(60, 0, 0)
        space.addSublayer(replicator)
        let tile = Stage.solid(CGRect(x: 20, y: 50, width: 80, height: 80), Stage.red, in: replicator)
        tile.zPosition = -10
        let card = Stage.solid(CGRect(x: 60, y: 70, width: 30, height: 30), Stage.blue, in: space)
        #expect(root.hitTest(CGPoint(x: 30, y: 60)) === tile)     // the first copy
        #expect(root.hitTest(CGPoint(x: 150, y: 60)) === stage)   // the second copy only: Apple hits the first
        #expect(root.hitTest(CGPoint(x: 70, y: 80)) === card)     // the card (z 0) over the tile (z −10)
        card.zPosition = -20
        #expect(root.hitTest(CGPoint(x: 70, y: 80)) === tile)     // now behind it, though added later
        #expect(root.hitTest(CGPoint(x: 110, y: 140)) === stage)  // in the replicator's bounds, on no copy
    }

    /// A scene of distinctly coloured layers and the root they hang from.
    struct Scene: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let build: @Sendable (CALayer) -> [CALayer]
    }

    static let scenes: [Scene] = [
        Scene(testDescription: "a cube turned about (1, 1, 0) under perspective") { root in
            root.sublayerTransform.m34 = -1 / 500
            let cube = Stage.transformLayer(CGRect(x: 50, y: 50, width: 100, height: 100), in: root)
            cube.transform = CATransform3DMakeRotation(.pi / 5, 1, 1, 0)
            return Stage.cubeFaces(side: 100, in: cube, colors: Stage.palette)
        },
        Scene(testDescription: "nested transform layers tilted under perspective, layers interleaved by depth") { root in
            root.sublayerTransform.m34 = -1 / 600
            let outer = Stage.transformLayer(root.bounds, in: root)
            outer.transform = CATransform3DMakeRotation(.pi / 7, 1, 0, 0)
            let c = Stage.solid(CGRect(x: 60, y: 60, width: 100, height: 100), Stage.palette[2], in: outer)
            c.zPosition = 20
            let inner = Stage.transformLayer(outer.bounds, in: outer)
            let b = Stage.solid(CGRect(x: 40, y: 40, width: 100, height: 100), Stage.palette[1], in: inner)
            let d = Stage.solid(CGRect(x: 100, y: 100, width: 80, height: 80), Stage.palette[3], in: inner)
            d.zPosition = 40
            let a = Stage.solid(CGRect(x: 20, y: 20, width: 100, height: 100), Stage.palette[0], in: outer)
            a.zPosition = -20
            return [a, b, c, d]
        },
    ]

    @Test("Every grid point hits the layer whose colour is drawn there", arguments: scenes)
    func agreesWithDrawing(_ scene: Scene) throws {
        let host = LayerHost(size: CGSize(width: 200, height: 200))
        let layers = host.perform {
            CATransaction.setDisableActions(true)
            return scene.build(host.rootLayer)
        }
        let image = try host.renderFrameImage(at: 0, scale: 1, backgroundColor: Stage.white)
        var checked = 0
        for y in stride(from: 1, to: 200, by: 3) {
            for x in stride(from: 1, to: 200, by: 3) {
                let drawn = Stage.rgb(image, x, y)
                let expected: CALayer?
                if drawn == [255, 255, 255] {
                    expected = host.rootLayer
                } else if let index = layers.firstIndex(where: { Stage.rgb($0.backgroundColor!) == drawn }) {
                    expected = layers[index]
                } else {
                    continue   // an anti-aliased edge
                }
                checked += 1
                let hit = host.rootLayer.hitTest(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
                #expect(hit === expected, "(\(x), \(y)): drawn \(drawn)")
            }
        }
        #expect(checked > 4000)
        // At least three layers show (a cube shows three faces), so that the comparison is between layers.
        let shown = layers.filter { layer in
            let color = Stage.rgb(layer.backgroundColor!)
            return (0..<image.height).reduce(0) { sum, y in
                sum + (0..<image.width).filter { x in Stage.rgb(image, x, y) == color }.count
            } > 200
        }
        #expect(shown.count >= 3)
    }


    @Test("UIView.hitTest through a view backed by a transform layer reaches a subview where its 3D placement draws it")
    func viewHitTest() throws {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.backgroundColor = .black
        window.layer.sublayerTransform.m34 = -1 / 500
        let space = TransformView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        space.layer.transform = CATransform3DMakeRotation(.pi / 6, 0, 1, 0)
        window.addSubview(space)
        let face = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        face.backgroundColor = .red
        face.layer.zPosition = 50
        space.addSubview(face)
        // The face's centre is 50 pt in front of the turned plane: 25 pt to the side of it on screen, and more under
        // the perspective.
        let centre = face.convert(CGPoint(x: 25, y: 25), to: window)
        #expect(abs(centre.x - 100) > 25)
        #expect(window.hitTest(centre, with: nil) === face)
        let back = face.convert(centre, from: window)
        #expect(abs(back.x - 25) < 1e-9 && abs(back.y - 25) < 1e-9)
        let host = LayerHost(size: CGSize(width: 200, height: 200))
        host.perform {
            CATransaction.setDisableActions(true)
            host.rootLayer.addSublayer(window.layer)
        }
        let image = try host.renderFrameImage(at: 0, scale: 1, backgroundColor: Stage.white)
        #expect(Stage.rgb(image, Int(centre.x), Int(centre.y)) == [255, 0, 0])
    }
}
