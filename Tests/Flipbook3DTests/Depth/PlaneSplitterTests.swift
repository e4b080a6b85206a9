import Flipbook3D
import FlipbookCoreAnimation
import Foundation
import Testing

/// The plane splitter on plain geometry: quads given by a transform and an area, ordered back to front.
@Suite("Plane splitter: visibility order and splitting of a 3D rendering context")
struct PlaneSplitterTests {
    static let square = CGRect(x: -50, y: -50, width: 100, height: 100)

    /// The point `(u, v)` of a layer placed by `t`, after the perspective divide.
    static func point(_ u: Double, _ v: Double, _ t: CATransform3D) -> (x: Double, y: Double, z: Double) {
        let x = u * t.m11 + v * t.m21 + t.m41, y = u * t.m12 + v * t.m22 + t.m42
        let z = u * t.m13 + v * t.m23 + t.m43, w = u * t.m14 + v * t.m24 + t.m44
        return (x / w, y / w, z / w)
    }

    @Test("Two quads crossing at 30°: three fragments, the half of the second behind the first drawn before it")
    func crossingQuads() {
        let a = CATransform3DMakeRotation(.pi / 12, 0, 1, 0), b = CATransform3DMakeRotation(-.pi / 12, 0, 1, 0)
        let fragments = PlaneSplitter.order([.init(a, area: Self.square), .init(b, area: Self.square)])
        #expect(fragments.map(\.index) == [1, 0, 1])
        #expect(fragments[1].isWhole)
        try? #require(fragments.count == 3 && fragments[0].halfPlanes.count == 1 && fragments[2].halfPlanes.count == 1)
        let back = fragments[0].halfPlanes[0], front = fragments[2].halfPlanes[0]
        #expect(back.a == front.a && back.b == front.b && back.c == front.c && back.keepsNonNegative != front.keepsNonNegative)
        // A's plane through the origin, with normal its image of the z axis: the back fragment keeps B's points
        // behind it.
        let normal = (x: a.m31, y: a.m32, z: a.m33)
        for u in [-40.0, -10, 10, 40] {
            let p = Self.point(u, 0, b)
            let aDepth = -(normal.x * p.x + normal.y * p.y) / normal.z
            #expect(back.contains(u: u, v: 0) == (p.z < aDepth))
            #expect(front.contains(u: u, v: 0) == (p.z > aDepth))
        }
    }

    @Test("Parallel quads are sorted by depth, whole")
    func parallelQuads() {
        let depths: [Double] = [0, 20, -10, 5]
        let fragments = PlaneSplitter.order(depths.map { .init(CATransform3DMakeTranslation(0, 0, $0), area: Self.square) })
        #expect(fragments.map(\.index) == [2, 0, 3, 1])
        #expect(fragments.allSatisfy { $0.isWhole })
    }

    @Test("A card standing on the far part of a tilted floor is drawn after the floor, though its centre is deeper")
    func cardOnTiltedFloor() {
        let angle = Double.pi / 3
        let floor = CATransform3DMakeRotation(angle, 1, 0, 0)
        // The floor's normal (its image of the z axis) faces the viewer; the card stands on it along that normal,
        // facing the floor's +v direction.
        let normal = (x: floor.m31, y: floor.m32, z: floor.m33)
        let foot = Self.point(0, -150, floor)
        var card = CATransform3DIdentity
        (card.m21, card.m22, card.m23) = (-normal.x, -normal.y, -normal.z)
        (card.m31, card.m32, card.m33) = (0, floor.m22, floor.m23)
        (card.m41, card.m42, card.m43) = (foot.x, foot.y, foot.z)
        let cardArea = CGRect(x: -20, y: -40, width: 40, height: 40)
        // Centre depth (the input order) would draw the card first, under the floor.
        #expect(Self.point(0, -20, card).z < Self.point(0, 0, floor).z)
        let fragments = PlaneSplitter.order([.init(card, area: cardArea),
                                             .init(floor, area: CGRect(x: -200, y: -200, width: 400, height: 400))])
        // The floor's plane crosses nothing, so it is the node (the card's plane would cut the floor): the floor,
        // then the card in front of it, both whole.
        #expect(fragments.map(\.index) == [1, 0])
        #expect(fragments.allSatisfy { $0.isWhole })
    }

    /// The six faces of a cube of side 100 centred at the origin, turned by `spin`: each face's transform.
    static func cubeFaces(spin: CATransform3D) -> [CATransform3D] {
        let turns: [(angle: Double, x: Double, y: Double)] = [(0, 0, 1), (.pi, 0, 1), (.pi / 2, 0, 1), (-.pi / 2, 0, 1),
                                                              (.pi / 2, 1, 0), (-.pi / 2, 1, 0)]
        return turns.map { turn in
            let face = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 50),
                                           CATransform3DMakeRotation(turn.angle, turn.x, turn.y, 0))
            return CATransform3DConcat(face, spin)
        }
    }

    @Test("Cube faces sharing edges: six whole fragments, every face turned away drawn before every face towards the viewer",
          arguments: [0.3, 0.7, 1.9, 4.0])
    func cube(angle: Double) {
        let faces = Self.cubeFaces(spin: CATransform3DMakeRotation(angle, 1, 1, 1))
        let fragments = PlaneSplitter.order(faces.map { .init($0, area: Self.square) })
        #expect(fragments.count == 6)
        #expect(fragments.allSatisfy { $0.isWhole })
        #expect(Set(fragments.map(\.index)) == Set(0..<6))
        let facesViewer = fragments.map { faces[$0.index].m33 > 0 }
        let lastAway = facesViewer.lastIndex(of: false) ?? -1, firstTowards = facesViewer.firstIndex(of: true) ?? 6
        #expect(lastAway < firstTowards)
    }

    @Test("Coplanar overlapping quads keep the input order")
    func coplanar() {
        let tilt = CATransform3DMakeRotation(0.4, 1, 1, 0)
        let layers = [CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 30, y: 30, width: 100, height: 100),
                      CGRect(x: -20, y: 50, width: 60, height: 60)].map { PlaneSplitter.Layer(tilt, area: $0) }
        let fragments = PlaneSplitter.order(layers)
        #expect(fragments.map(\.index) == [0, 1, 2])
        #expect(fragments.allSatisfy { $0.isWhole })
    }

    @Test("Beyond the layer cap a context keeps the input order, unsplit")
    func layerCap() {
        let count = PlaneSplitter.maximumLayers + 1
        let layers = (0..<count).map { i in
            PlaneSplitter.Layer(CATransform3DMakeRotation(Double(i) * 0.01, 0, 1, 0), area: Self.square)
        }
        let fragments = PlaneSplitter.order(layers)
        #expect(fragments.map(\.index) == Array(0..<count))
        #expect(fragments.allSatisfy { $0.isWhole })
    }

    @Test("Many crossing planes stop splitting at the fragment cap; every layer is still drawn")
    func fragmentCap() {
        // Planes through the y axis at different angles, each shifted a little: they all cross each other.
        let count = 160
        let layers = (0..<count).map { i in
            let turn = CATransform3DMakeRotation(Double(i) * .pi / Double(count), 0, 1, 0)
            return PlaneSplitter.Layer(CATransform3DTranslate(turn, 0, 0, Double(i % 7) - 3), area: Self.square)
        }
        let fragments = PlaneSplitter.order(layers)
        #expect(fragments.count == PlaneSplitter.maximumFragments)
        #expect(Set(fragments.map(\.index)) == Set(0..<count))
    }
}
