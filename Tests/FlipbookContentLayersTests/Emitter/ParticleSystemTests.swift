import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation
import Testing
@testable import FlipbookContentLayers

/// The analytic particle model: steady-state counts, closed-form states, determinism, bounded work, bad input.
@Suite("Particle system")
struct ParticleSystemTests {
    @Test("Case 43: 500 live particles at steady state, rising under the −200 pt/s² acceleration")
    func ghostFireSteadyState() {
        let system = EmitterTestScenes.ghostFire().particleSystem
        for time in [1.5, 2.0, 10.0] {
            #expect(abs(system.particles(at: time).count - 500) <= 1)
        }
        #expect(system.particles(at: 0.5).count == 251)
        let particles = system.particles(at: 3)
        // Born on the 50-pt line at y = 0 (layer coordinates: the emitter position is (0, 0)), each rises by
        // ½·200·a² less its small vertical speed: the oldest are near 100 pt up.
        #expect(particles.allSatisfy { abs($0.position.y + 100 * pow(3 - $0.birthTime, 2)) <= 26 * (3 - $0.birthTime) + 1e-9 })
        #expect(particles.map(\.position.y).min()! < -90)
        #expect(particles.allSatisfy { abs($0.color[0] - 0.8) < 1e-6 && abs($0.color[3] - 0.1) < 1e-6 })
        #expect(particles.allSatisfy { abs($0.scale - (1 + 0.3 * (3 - $0.birthTime))) < 1e-9 })
    }

    @Test("Case 44: 400 live particles at steady state; colour after a s is (1 − 0.2a, 1 − 0.1a, 1, 1 − 0.2a)")
    func neonSteadyState() {
        let system = EmitterTestScenes.neon().particleSystem
        #expect(abs(system.particles(at: 5).count - 400) <= 1)
        for particle in system.particles(at: 5) {
            let a = 5 - particle.birthTime
            #expect(abs(particle.color[0] - (1 - 0.2 * a)) < 1e-6 && abs(particle.color[1] - (1 - 0.1 * a)) < 1e-6)
            #expect(particle.color[2] == 1 && abs(particle.color[3] - max(0, 1 - 0.2 * a)) < 1e-6)
            #expect(abs(particle.scale - (0.1 - 0.2 * a)) < 1e-6)
            // Outward from the circle of radius 2 at 25 … 75 pt/s.
            let r = (particle.position.x * particle.position.x + particle.position.y * particle.position.y).squareRoot()
            #expect(r >= 2 + 25 * a - 1e-6 && r <= 2 + 75 * a + 1e-6)
        }
    }

    @Test("The particles at t are the same whatever was sampled before, and as many at t = 10 and 100 s")
    func determinism() {
        let layer = EmitterTestScenes.ghostFire()
        let direct = layer.particleSystem.particles(at: 2.5)
        for earlier in [0.1, 1.0, 2.4] { _ = layer.particleSystem.particles(at: earlier) }
        let again = EmitterTestScenes.ghostFire().particleSystem.particles(at: 2.5)
        #expect(direct.map(\.position) == again.map(\.position))
        #expect(direct.map(\.color) == again.map(\.color))
        let at10 = layer.particleSystem.particles(at: 10), at100 = layer.particleSystem.particles(at: 100)
        #expect(at10.count == at100.count)
        layer.seed = 1
        #expect(layer.particleSystem.particles(at: 2.5).map(\.position) != direct.map(\.position))
    }

    @Test("A birth rate of 10⁹ is thinned to the per-emission cap; NaN, zero and negative rates emit nothing")
    func boundedWork() {
        let layer = EmitterTestScenes.ghostFire()
        layer.setValue(1e9, forKeyPath: "emitterCells.fire.birthRate")
        let capped = layer.particleSystem.particles(at: 5)
        #expect(capped.count <= ParticleSystem.maximumParticlesPerEmission && capped.count > 9000)
        layer.birthRate = .infinity
        #expect(layer.particleSystem.particles(at: 5).count <= ParticleSystem.maximumParticlesPerEmission)
        #expect(layer.particleSystem.particles(at: 0).count <= 1)
        #expect(layer.particleSystem.particles(at: 1e300).isEmpty)
        for rate in [Float.nan, 0, -5] {
            layer.birthRate = rate
            #expect(layer.particleSystem.particles(at: 5).isEmpty)
        }
        layer.birthRate = 1
        layer.lifetime = .nan
        #expect(layer.particleSystem.particles(at: 5).isEmpty)
        #expect(EmitterTestScenes.ghostFire().particleSystem.particles(at: .nan).isEmpty)
        #expect(EmitterTestScenes.ghostFire().particleSystem.particles(at: -1).isEmpty)
    }

    @Test("A cell that contains itself stops at the nesting limit; sub-particles start where their parent is")
    func nesting() throws {
        let cell = CAEmitterCell()
        cell.birthRate = 2
        cell.lifetime = 2
        cell.velocity = 100
        cell.emitterCells = [cell]
        let layer = CAEmitterLayer()
        layer.emitterCells = [cell]
        let particles = layer.particleSystem.particles(at: 3)
        #expect(!particles.isEmpty && particles.count <= ParticleSystem.maximumParticles)

        let spark = CAEmitterCell()
        spark.birthRate = 10
        spark.lifetime = 0.05
        let rocket = CAEmitterCell()
        rocket.birthRate = 1
        rocket.lifetime = 1
        rocket.velocity = 100
        rocket.scale = 0.5
        rocket.color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        rocket.emitterCells = [spark]
        layer.emitterCells = [rocket]
        let sparks = layer.particleSystem.particles(at: 0.5).filter { $0.cell === spark }
        #expect(!sparks.isEmpty)
        // A spark is born on the rocket's path (along +x) and inherits its scale and colour.
        #expect(sparks.allSatisfy { abs($0.position.y) < 1e-9 && $0.position.x <= 50 + 1e-9 })
        #expect(sparks.allSatisfy { $0.scale == 0.5 && $0.color == SIMD4(1, 0, 0, 1) })
    }

    @Test("Cell timing: nothing before beginTime, no births after duration, speed runs the clock")
    func cellTiming() {
        let layer = EmitterTestScenes.ghostFire()
        let cell = layer.emitterCells![0]
        cell.beginTime = 1
        #expect(layer.particleSystem.particles(at: 0.9).isEmpty)
        #expect(layer.particleSystem.particles(at: 1.5).count == 251)
        cell.duration = 0.2
        #expect(layer.particleSystem.particles(at: 1.5).count == 101)
        #expect(layer.particleSystem.particles(at: 2.3).isEmpty)
        cell.duration = 0
        cell.speed = 2
        #expect(abs(layer.particleSystem.particles(at: 1.5).count - 500) <= 1)
        cell.speed = -1
        #expect(layer.particleSystem.particles(at: 1.5).isEmpty)
    }

    @Test("Render orders: oldest first or last, back to front by z")
    func renderOrders() {
        let layer = EmitterTestScenes.neon()
        let particles = layer.particleSystem.particles(at: 2)
        let oldestFirst = ParticleRenderer.ordered(particles, mode: .oldestFirst).map(\.birthTime)
        #expect(oldestFirst == oldestFirst.sorted())
        let oldestLast = ParticleRenderer.ordered(particles, mode: .oldestLast).map(\.birthTime)
        #expect(oldestLast == oldestFirst.reversed())
        layer.emitterCells![0].emissionRange = .pi
        let depths = ParticleRenderer.ordered(layer.particleSystem.particles(at: 2), mode: .backToFront).map(\.position.z)
        #expect(depths == depths.sorted() && Set(depths).count > 1)
    }
}
