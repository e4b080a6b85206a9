import Flipbook3D
import FlipbookCoreAnimation
import Foundation
import Testing

/// Bad 3D input to the plane splitter: a documented outcome each, never a crash (see docs/3d.md § Bad input).
@Suite("Plane splitter: bad input")
struct PlaneSplitterBadInputTests {
    static let square = PlaneSplitterTests.square
    static let crossing = CATransform3DMakeRotation(.pi / 6, 0, 1, 0)

    @Test("A layer scaled to zero has no plane: it splits nothing, is not split, and is drawn")
    func singular() {
        let flat = CATransform3DMakeScale(0, 1, 1), point = CATransform3DMakeScale(0, 0, 1)
        let fragments = PlaneSplitter.order([.init(flat, area: Self.square), .init(Self.crossing, area: Self.square),
                                             .init(point, area: Self.square), .init(CATransform3DIdentity, area: Self.square)])
        #expect(Set(fragments.map(\.index)) == Set(0..<4))
        #expect(fragments.filter { $0.index == 0 || $0.index == 2 }.allSatisfy { $0.isWhole })
        #expect(fragments.filter { $0.index == 0 }.count == 1 && fragments.filter { $0.index == 2 }.count == 1)
        // The two real planes cross: one of them is split.
        #expect(fragments.count == 5)
    }

    @Test("A transform with NaN, or no area, is listed first, whole")
    func notANumber() {
        var broken = CATransform3DIdentity
        broken.m43 = .nan
        let fragments = PlaneSplitter.order([.init(Self.crossing, area: Self.square), .init(broken, area: Self.square),
                                             .init(CATransform3DIdentity, area: nil), .init(CATransform3DIdentity, area: Self.square)])
        #expect(fragments.prefix(2).map(\.index) == [1, 2])
        #expect(fragments.prefix(2).allSatisfy { $0.isWhole })
        #expect(fragments.count == 5)
    }

    @Test("A plane behind the eye is listed first; one reaching behind it is clipped at W ≥ ε and still split")
    func behindTheEye() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let behind = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 800), perspective)
        // Tilted about y so far that its right part reaches behind the eye (z ≥ 500).
        let reaching = CATransform3DConcat(CATransform3DScale(CATransform3DMakeRotation(-1.2, 0, 1, 0), 12, 1, 1), perspective)
        let fragments = PlaneSplitter.order([.init(behind, area: Self.square), .init(reaching, area: Self.square),
                                             .init(perspective, area: Self.square)])
        #expect(fragments.first == DepthFragment(index: 0))
        #expect(fragments.count == 4)
        #expect(fragments.allSatisfy { $0.halfPlanes.allSatisfy { [$0.a, $0.b, $0.c].allSatisfy(\.isFinite) } })
    }

    @Test("A huge m34 does not crash and every layer is drawn")
    func hugePerspective() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1e12
        let layers = [CATransform3DConcat(Self.crossing, perspective), perspective,
                      CATransform3DConcat(CATransform3DMakeTranslation(0, 0, -1e-9), perspective)].map { PlaneSplitter.Layer($0, area: Self.square) }
        let fragments = PlaneSplitter.order(layers)
        #expect(Set(fragments.map(\.index)) == Set(0..<3))
    }

    @Test("A plane seen edge-on (n.z ≈ 0) crossing another splits it; either order is right, nothing is lost")
    func edgeOn() {
        let edgeOn = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        let fragments = PlaneSplitter.order([.init(edgeOn, area: Self.square), .init(CATransform3DIdentity, area: Self.square)])
        #expect(fragments.map(\.index).sorted() == [0, 1, 1])
        #expect(fragments.first(where: { $0.index == 0 })?.isWhole == true)
    }
}
