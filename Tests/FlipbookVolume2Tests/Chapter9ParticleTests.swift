import FlipbookCoreAnimation
import FlipbookScenes
import FlipbookUIKit
import FlipbookVolume2
import Testing
@testable import FlipbookContentLayers

/// The catalogue's numbers of chapter 9 (Cases 42–44), read from the emitter layers' presentation copies at the
/// scenes' times and from their frames.
@Suite("Chapter 9 particles")
struct Chapter9ParticleTests {
    /// The emitter layers of scene `id`'s view, sampled (presentation copies) at `time`.
    private func emitters(of id: String, at time: Double) throws -> [CAEmitterLayer] {
        let scene = try #require(Volume2.scenes.first { $0.id == id })
        let stage = scene.makeStage(scale: 1)
        stage.host.run(until: time)
        return stage.host.perform {
            (stage.view.layer.sublayers ?? []).compactMap { $0 as? CAEmitterLayer }.compactMap { $0.presentation() }
        }
    }

    @Test("Case 43: the key paths set the fire cell to 500 a second for 1 s; about 500 live particles from 1 s on")
    func ghostFire() throws {
        let early = try #require(try emitters(of: "case-43", at: 0.5).first)
        #expect(early.value(forKeyPath: "emitterCells.fire.birthRate") as? Float == 500)
        #expect(early.value(forKeyPath: "emitterCells.fire.lifetime") as? Float == 1)
        #expect(early.liveParticles.count == 251)
        for time in [1.0, 2.0] {
            let layer = try #require(try emitters(of: "case-43", at: time).first)
            #expect(abs(layer.liveParticles.count - 500) <= 1)
            // Born on the 50-pt line about the view's centre (207, 368), rising about 100 pt in a lifetime.
            let heights = layer.liveParticles.map { -$0.position.y }
            #expect(heights.max()! > 90 && heights.max()! < 130)
            #expect(layer.liveParticles.allSatisfy { abs($0.position.x) < 25 + 26 + 1e-9 })
        }
    }

    @Test("Case 44: about 400 live particles at 4 s, white turning blue and fading: (0.2, 0.6, 1, 0.2) at 4 s")
    func neon() throws {
        let layer = try #require(try emitters(of: "case-44", at: 4).first)
        #expect(abs(layer.liveParticles.count - 400) <= 1)
        let oldest = try #require(layer.liveParticles.min { $0.birthTime < $1.birthTime })
        let expected: [Double] = [0.2, 0.6, 1, 0.2]
        #expect((0..<4).allSatisfy { abs(oldest.color[$0] - expected[$0]) < 0.01 })
    }

    @Test("Case 42: 50, 500 and 5000 live particles; velocities 1, 100, 1000")
    func parameterStudy() throws {
        let rates = try emitters(of: "case-42-1", at: 2).map(\.liveParticles.count)
        #expect(zip(rates, [50, 500, 5000]).allSatisfy { abs($0 - $1) <= 1 })
        let speeds = try emitters(of: "case-42-2", at: 2).map { $0.value(forKeyPath: "emitterCells.fire.velocity") as? CGFloat }
        #expect(speeds == [-1, -100, -1000])
    }

    @Test("The flame's frame: additive light near-white where particles crowd, black beyond the flame")
    func ghostFireFrame() throws {
        let scene = try #require(Volume2.scenes.first { $0.id == "case-43" })
        let frame = try scene.renderFrame(at: 2)
        // Canvas origin (82, 218): the line's centre (207, 368) is at (125, 150) in the frame.
        let core = frame[125, 125]
        #expect(core.r > 240 && core.g > 150)
        #expect(frame[10, 10] == (0, 0, 0, 255) && frame[240, 180] == (0, 0, 0, 255))
    }
}
