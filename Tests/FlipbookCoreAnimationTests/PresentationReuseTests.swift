import Foundation
import Testing
@testable import FlipbookCoreAnimation

/// The reuse of released presentation copies by the next `presentation()` (see `SublayerCopies`).
@Suite("Presentation layer reuse")
struct PresentationReuseTests {
    /// A host with root → parent → (child → leaf, sibling), every layer moving along x from 0 to 100 in 1 s.
    struct Scene {
        let host: LayerHost
        let parent = CALayer(), child = CALayer(), leaf = CALayer(), sibling = CALayer()

        init() {
            host = LayerHost()
            let layers = [parent, child, leaf, sibling]
            host.perform {
                host.rootLayer.addSublayer(parent)
                parent.addSublayer(child)
                child.addSublayer(leaf)
                parent.addSublayer(sibling)
                for (index, layer) in layers.enumerated() {
                    layer.bounds = CGRect(x: 0, y: 0, width: 10 + Double(index), height: 10)
                    layer.name = "layer \(index)"
                    let move = CABasicAnimation(keyPath: "position.x")
                    move.fromValue = 0; move.toValue = 100; move.duration = 1
                    layer.add(move, forKey: "move")
                }
            }
        }

        func presentation(at time: CFTimeInterval) -> CALayer {
            sample(host, at: time) { parent.presentation()! }
        }
    }

    /// The properties a presentation layer shows, for comparing a refilled copy with a new one.
    struct Shown: Equatable {
        let position: CGPoint, bounds: CGRect, opacity: Float, name: String?, model: ObjectIdentifier
        let needsDisplay: Bool, sublayers: Int, superlayerModel: ObjectIdentifier?

        init(_ layer: CALayer) {
            position = layer.position; bounds = layer.bounds; opacity = layer.opacity; name = layer.name
            model = ObjectIdentifier(layer.model()); needsDisplay = layer.needsDisplay()
            sublayers = layer.sublayers?.count ?? 0
            superlayerModel = layer.superlayer.map { ObjectIdentifier($0.model()) }
        }
    }

    /// The tree's layers in order.
    func flatten(_ layer: CALayer) -> [CALayer] {
        [layer] + (layer.sublayers ?? []).flatMap(flatten)
    }

    @Test("A released tree's sublayer copies are refilled and show what new copies show")
    func releasedTreeIsReused() throws {
        let scene = Scene()
        let first = scene.presentation(at: 0.25)
        let firstIdentities = flatten(first).dropFirst().map(ObjectIdentifier.init)
        // Changes a caller makes to released copies must not survive the refill.
        for copy in flatten(first) {
            copy.name = "changed"
            copy.opacity = 0.5
            copy.setNeedsDisplay()
        }
        _ = consume first
        let reused = scene.presentation(at: 0.5)
        #expect(flatten(reused).dropFirst().map(ObjectIdentifier.init) == firstIdentities)
        let fresh = scene.presentation(at: 0.5)   // `reused` is held: every copy is new
        #expect(Set(flatten(fresh).map(ObjectIdentifier.init)).isDisjoint(with: flatten(reused).map(ObjectIdentifier.init)))
        #expect(flatten(reused).map(Shown.init) == flatten(fresh).map(Shown.init))
        #expect(flatten(reused).map(\.position.x) == [50, 50, 50, 50])
        #expect(flatten(reused).map(\.name) == ["layer 0", "layer 1", "layer 2", "layer 3"])
        #expect(try #require(reused.sublayers?.first?.superlayer) === reused)
    }

    @Test("A held presentation tree never changes on the next presentation()")
    func heldTreeIsLeftAlone() {
        let scene = Scene()
        let held = scene.presentation(at: 0.25)
        let before = flatten(held).map(Shown.init)
        let next = scene.presentation(at: 0.75)
        #expect(flatten(held).map(Shown.init) == before)
        #expect(flatten(held).map(\.position.x) == [25, 25, 25, 25])
        #expect(flatten(next).map(\.position.x) == [75, 75, 75, 75])
    }

    @Test("A held sublayer copy never changes, and no longer names a refilled superlayer")
    func heldSublayerIsLeftAlone() throws {
        let scene = Scene()
        let heldLeaf = try #require(scene.presentation(at: 0.25).sublayers?.first?.sublayers?.first)
        let next = scene.presentation(at: 0.75)
        let nextChild = try #require(next.sublayers?.first)
        #expect(heldLeaf.position.x == 25 && heldLeaf.model() === scene.leaf)
        #expect(nextChild.sublayers?.first !== heldLeaf)
        #expect(nextChild.sublayers?.first?.position.x == 75)
        // The tree holding the leaf was released: its superlayer is a presentation of the model's superlayer,
        // not the refilled copy that now belongs to the new tree.
        let superlayer = try #require(heldLeaf.superlayer)
        #expect(superlayer !== nextChild && superlayer.model() === scene.child)
    }

    @Test("A held sublayers array keeps its copies unchanged")
    func heldSublayersArrayIsLeftAlone() throws {
        let scene = Scene()
        let heldArray = try #require(scene.presentation(at: 0.25).sublayers)
        let next = scene.presentation(at: 0.75)
        #expect(heldArray.map(\.position.x) == [25, 25])
        #expect(try #require(heldArray.first?.sublayers?.first).position.x == 25)
        #expect(zip(heldArray, try #require(next.sublayers)).allSatisfy { $0 !== $1 })
    }

    @Test("A subclass's presentation copies are always new, made by init(layer:)")
    func subclassesGetInitLayer() throws {
        /// Counts the copies in a chain of `init(layer:)` calls.
        final class Counting: CALayer {
            var copies = 0
            required init(layer: Any) {
                super.init(layer: layer)
                copies = ((layer as? Counting)?.copies ?? 0) + 1
            }
            override init() { super.init() }
        }
        let host = LayerHost()
        let parent = CALayer(), counted = Counting()
        host.perform {
            host.rootLayer.addSublayer(parent)
            parent.addSublayer(counted)
        }
        for _ in 0..<3 {
            // Each copy is made from the model (copies 0) by init(layer:), never refilled from a previous copy.
            let copy = try #require(host.perform { parent.presentation()?.sublayers?.first as? Counting })
            #expect(copy.copies == 1 && copy.model() === counted)
        }
    }

    @Test("Removing a presented sublayer releases it at once")
    func removedSublayerIsReleased() {
        let scene = Scene()
        weak var removed: CALayer?
        do {
            let leaf = CALayer()
            scene.host.perform { scene.leaf.addSublayer(leaf) }
            removed = leaf
            _ = scene.presentation(at: 0.25)
            scene.host.perform { leaf.removeFromSuperlayer() }
        }
        #expect(removed == nil)
    }

    @Test("Removing a sublayer of a mask releases it at once")
    func removedMaskSublayerIsReleased() {
        let scene = Scene()
        weak var removed: CALayer?
        do {
            let mask = CALayer(), inner = CALayer()
            scene.host.perform {
                mask.addSublayer(inner)
                scene.child.mask = mask
            }
            removed = inner
            _ = scene.presentation(at: 0.25)
            scene.host.perform { inner.removeFromSuperlayer() }
        }
        #expect(removed == nil)
    }

    @Test("A tree with a mask is presented the same way on every call")
    func treeWithMask() throws {
        let scene = Scene()
        let mask = CALayer()
        scene.host.perform { scene.leaf.mask = mask }
        _ = scene.presentation(at: 0.25)
        let next = scene.presentation(at: 0.5)
        let leaf = try #require(next.sublayers?.first?.sublayers?.first)
        #expect(leaf.position.x == 50 && leaf.mask?.model() === mask)
    }
}
