import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import Foundation
import Testing
@testable import FlipbookContentLayers

/// Emitter layers in frames: particles drawn beyond the (empty) bounds, additive light, frames that depend only on
/// their time, `masksToBounds` keeping particles in.
@Suite("Emitter rendering")
struct EmitterRenderingTests {
    /// A 414 × 736 host with Case 43's flame (a 16-pt white square image) at its centre.
    private func flameHost() -> (LayerHost, CAEmitterLayer) {
        let host = LayerHost(size: CGSize(width: 414, height: 736))
        let layer = EmitterTestScenes.ghostFire()
        host.perform { host.rootLayer.addSublayer(layer) }
        return (host, layer)
    }

    @Test("Particles of a zero-bounds layer draw around its position; additive light builds up above the line")
    func flame() throws {
        let (host, _) = flameHost()
        let frame = try host.renderFrameImage(at: 2, scale: 1, backgroundColor: .black)
        func red(_ x: Int, _ y: Int) -> Int { Int(frame[x, y].r) }
        // Where the flame's particles crowd (20–60 pt above the line) many 0.1-alpha orange squares add up.
        #expect(red(207, 330) > 200)
        // Far from the flame: black.
        #expect(red(40, 100) == 0 && red(207, 600) == 0)
        // Green stays half of red where nothing saturates (RGB(204, 102, 51) added up), near the edge.
        let edge = (250...300).map { frame[207, $0] }.first { $0.r > 20 && $0.r < 200 }
        let pixel = try #require(edge)
        #expect(abs(Double(pixel.g) / Double(pixel.r) - 0.5) < 0.1)
    }

    @Test("The frame at t is the same whether or not earlier frames were rendered")
    func sameFrameWhateverCameBefore() throws {
        let (direct, _) = flameHost()
        let once = try direct.renderFrameImage(at: 1.5, scale: 1)
        let (stepped, _) = flameHost()
        for t in [0.25, 0.5, 1.0] { _ = try stepped.renderFrameImage(at: t, scale: 1) }
        #expect(try stepped.renderFrameImage(at: 1.5, scale: 1) == once)
    }

    @Test("masksToBounds keeps the particles to the bounds")
    func masksToBounds() throws {
        let (host, layer) = flameHost()
        host.perform {
            layer.bounds = CGRect(x: -25, y: -40, width: 50, height: 80)
            layer.masksToBounds = true
        }
        let frame = try host.renderFrameImage(at: 2, scale: 1, backgroundColor: .black)
        #expect(frame[207, 340].r > 100)
        #expect(frame[207, 310].r == 0)
    }

    @Test("Non-finite positions, sizes, velocities, scales and spins, or contents that are not images, draw nothing")
    func badInput() throws {
        let broken: [(CAEmitterLayer) -> Void] = [
            { $0.emitterPosition = CGPoint(x: CGFloat.nan, y: 0) },
            { $0.emitterSize = CGSize(width: CGFloat.infinity, height: 10) },
            { $0.velocity = .nan },
            { $0.scale = .infinity },
            { $0.emitterCells?.first?.spin = .nan },
            { $0.emitterCells?.first?.contents = "fire.png" },
            { $0.emitterCells?.first?.contentsScale = 0 },
            { $0.emitterCells?.first?.redSpeed = .nan },
            { $0.emitterCells?.first?.contentsRect = CGRect(x: CGFloat.nan, y: 0, width: 0.5, height: 0.5) },
            { $0.timeOffset = 1e300 },
            { $0.lifetime = .infinity },
        ]
        for (index, breakLayer) in broken.enumerated() {
            let (host, layer) = flameHost()
            host.perform { breakLayer(layer) }
            let frame = try host.renderFrameImage(at: 2, scale: 1, backgroundColor: .black)
            let lit = (0..<frame.height).contains { y in (0..<frame.width).contains { frame[$0, y].r > 0 } }
            // An infinite lifetime keeps every particle born since 0 s (thinned to the cap): the flame is drawn.
            #expect(lit == (index == broken.count - 1), "case \(index)")
        }
    }
}
