import Flipbook3D
import FlipbookContentLayers
import FlipbookCoreAnimation
import Foundation
import Testing

/// Each placement names the 3D rendering context it belongs to: the outermost non-flattening layer it was reached
/// through.
@Suite("3D rendering context marking of placements")
struct RenderingContextMarkingTests {
    @Test("A flattening layer's direct sublayers have no context; layers inside nested transform layers have the outermost's")
    func nestedTransformLayers() {
        let root = CALayer(), direct = CALayer(), outer = CATransformLayer(), inner = CATransformLayer()
        let a = CALayer(), b = CALayer(), other = CATransformLayer(), c = CALayer()
        root.addSublayer(direct)
        root.addSublayer(outer)
        outer.addSublayer(a)
        outer.addSublayer(inner)
        inner.addSublayer(b)
        root.addSublayer(other)
        other.addSublayer(c)
        let contexts = Dictionary(uniqueKeysWithValues: root.sublayerPlacements.map {
            (ObjectIdentifier($0.layer), $0.renderingContext)
        })
        #expect(contexts.count == 4)
        #expect(contexts[ObjectIdentifier(direct)] == .some(nil))
        #expect(contexts[ObjectIdentifier(a)] == ObjectIdentifier(outer))
        #expect(contexts[ObjectIdentifier(b)] == ObjectIdentifier(outer))
        #expect(contexts[ObjectIdentifier(c)] == ObjectIdentifier(other))
    }

    @Test("A root that does not flatten is its sublayers' context; a depth-preserving replicator's copies share one")
    func rootAndReplicator() {
        let root = CATransformLayer(), plane = CALayer()
        root.addSublayer(plane)
        #expect(root.sublayerPlacements.map(\.renderingContext) == [ObjectIdentifier(root)])
        let replicator = CAReplicatorLayer(), card = CALayer()
        replicator.preservesDepth = true
        replicator.instanceCount = 3
        replicator.addSublayer(card)
        let copies = replicator.sublayerCopies(CopySampling(mediaTime: nil))
        #expect(copies.count == 1)
        #expect(copies.first?.placements.map(\.renderingContext) == Array(repeating: ObjectIdentifier(replicator), count: 3))
    }
}
