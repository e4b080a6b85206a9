import Testing
@testable import FlipbookContentLayers

/// Where particles are born on each emitter shape and mode (offsets from the emitter position), and the shapes'
/// natural directions.
@Suite("Emission shapes")
struct EmissionShapeTests {
    /// 200 offsets of `shape` in `mode` for a 40 × 20 × 10 size, from seeded draws.
    private func offsets(_ shape: CAEmitterLayerEmitterShape, _ mode: CAEmitterLayerEmitterMode) -> [SIMD3<Double>] {
        let emission = EmissionShape(shape: shape, mode: mode, width: 40, height: 20, depth: 10)
        let random = ParticleRandom(seed: 3)
        return (0..<200).map { j in
            emission.offset((0..<EmissionShape.drawCount).map { random.child(j).uniform($0) })
        }
    }

    @Test("Point: always the emitter position")
    func point() {
        for mode in [CAEmitterLayerEmitterMode.points, .outline, .surface, .volume] {
            #expect(offsets(.point, mode).allSatisfy { $0 == .zero })
        }
    }

    @Test("Line: its two ends in points mode, anywhere along its width otherwise")
    func line() {
        #expect(Set(offsets(.line, .points).map(\.x)) == [-20, 20])
        let along = offsets(.line, .outline)
        #expect(along.allSatisfy { abs($0.x) <= 20 && $0.y == 0 && $0.z == 0 } && Set(along.map(\.x)).count > 100)
    }

    @Test("Rectangle: corners, perimeter, area")
    func rectangle() {
        #expect(offsets(.rectangle, .points).allSatisfy { abs($0.x) == 20 && abs($0.y) == 10 })
        #expect(offsets(.rectangle, .outline).allSatisfy {
            (abs(abs($0.x) - 20) < 1e-9 && abs($0.y) <= 10) || (abs(abs($0.y) - 10) < 1e-9 && abs($0.x) <= 20)
        })
        let inside = offsets(.rectangle, .volume)
        #expect(inside.allSatisfy { abs($0.x) <= 20 && abs($0.y) <= 10 && $0.z == 0 })
        #expect(inside.contains { abs($0.x) < 15 && abs($0.y) < 5 })
    }

    @Test("Cuboid: corners, edges, faces, inside")
    func cuboid() {
        let half = SIMD3<Double>(20, 10, 5)
        func onBoundary(_ p: SIMD3<Double>, axis: Int) -> Bool { abs(abs(p[axis]) - half[axis]) < 1e-9 }
        #expect(offsets(.cuboid, .points).allSatisfy { p in (0..<3).allSatisfy { onBoundary(p, axis: $0) } })
        #expect(offsets(.cuboid, .outline).allSatisfy { p in (0..<3).filter { onBoundary(p, axis: $0) }.count >= 2 })
        #expect(offsets(.cuboid, .surface).allSatisfy { p in (0..<3).contains { onBoundary(p, axis: $0) } })
        #expect(offsets(.cuboid, .volume).allSatisfy { p in (0..<3).allSatisfy { abs(p[$0]) <= half[$0] } })
    }

    @Test("Circle of radius emitterSize.width: centre, circumference, disc")
    func circle() {
        func radius(_ p: SIMD3<Double>) -> Double { (p.x * p.x + p.y * p.y).squareRoot() }
        #expect(offsets(.circle, .points).allSatisfy { $0 == .zero })
        #expect(offsets(.circle, .outline).allSatisfy { abs(radius($0) - 40) < 1e-9 && $0.z == 0 })
        #expect(offsets(.circle, .volume).allSatisfy { radius($0) <= 40 + 1e-9 })
    }

    @Test("Sphere of radius emitterSize.width: centre, surface, ball")
    func sphere() {
        func radius(_ p: SIMD3<Double>) -> Double { (p * p).sum().squareRoot() }
        #expect(offsets(.sphere, .points).allSatisfy { $0 == .zero })
        #expect(offsets(.sphere, .surface).allSatisfy { abs(radius($0) - 40) < 1e-9 })
        let ball = offsets(.sphere, .volume)
        #expect(ball.allSatisfy { radius($0) <= 40 + 1e-9 } && ball.contains { radius($0) < 30 })
    }

    @Test("Natural directions: a line's upper normal, a circle's outward radius, +x otherwise")
    func naturalDirections() {
        let line = EmissionShape(shape: .line, mode: .outline, width: 40, height: 0, depth: 0)
        #expect(line.naturalDirection(at: SIMD3(5, 0, 0)) == SIMD3(0, -1, 0))
        let circle = EmissionShape(shape: .circle, mode: .outline, width: 40, height: 0, depth: 0)
        #expect(circle.naturalDirection(at: SIMD3(0, 40, 0)) == SIMD3(0, 40, 0))
        let disc = EmissionShape(shape: .circle, mode: .volume, width: 40, height: 0, depth: 0)
        #expect(disc.naturalDirection(at: SIMD3(0, 10, 0)) == nil)
        let rectangle = EmissionShape(shape: .rectangle, mode: .outline, width: 40, height: 20, depth: 0)
        #expect(rectangle.naturalDirection(at: SIMD3(20, 0, 0)) == nil)
    }
}
