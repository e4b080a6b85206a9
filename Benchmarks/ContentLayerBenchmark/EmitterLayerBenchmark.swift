import FlipbookCompositor
import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

extension ContentLayerBenchmark {
    /// `CAEmitterLayer`: Case 43's flame (≈ 500 live particles, additive) on a black 414 × 736 pt screen at 2×,
    /// frames rendered at successive times; and a 1,000-particle emitter rendered at t = 0, 10 and 100 s, which must
    /// cost the same (the particles at t are computed in closed form, never stepped).
    static var emitterLayer: ContentLayerBenchmark {
        ContentLayerBenchmark(name: "CAEmitterLayer", run: measureEmitterLayers)
    }
}

/// The emitter benchmark's rounds and figures.
private func measureEmitterLayers(rounds: Int) -> [String] {
    let flameFrames = 30
    var lines: [String] = []
    // The same screen with the emitter's birth rate 0 (no particle): what the frame costs without the flame.
    for (title, birthRate) in [("Case 43 flame", Float(1)), ("the same screen without particles", 0)] {
        let cpuBefore = processCPUMilliseconds()
        let frames = measure(rounds: rounds) { round in
            let emitter = ghostFireEmitter()
            emitter.birthRate = birthRate
            let host = emitterBenchmarkHost(emitter: emitter)
            for frame in 0..<flameFrames {
                _ = try? host.renderFrameImage(at: 1 + Double(round * flameFrames + frame) / 60, scale: 2)
            }
        }
        let cpuPerFrame = (processCPUMilliseconds() - cpuBefore) / Double(rounds * flameFrames)
        lines.append("\(title), 414 × 736 pt at 2×, \(flameFrames) frames a round: "
            + summary(frames, framesPerRound: flameFrames))
        lines.append(String(format: "  CPU time %.2f ms a frame (%.1f frames/s on one free core)", cpuPerFrame,
                            1000 / cpuPerFrame))
    }
    // The three times interleaved round by round, so that the process's state (its heap, the machine's load) drifts
    // alike for all three.
    let times = [0.0, 10, 100]
    let hosts = times.map { _ in emitterBenchmarkHost(emitter: thousandParticleEmitter()) }
    var milliseconds = times.map { _ in [Double]() }
    for _ in 0..<rounds {
        for (index, time) in times.enumerated() {
            milliseconds[index] += measure(rounds: 1) { _ in _ = try? hosts[index].renderFrameImage(at: time, scale: 2) }
        }
    }
    for (index, time) in times.enumerated() {
        lines.append(String(format: "1,000 particles at t = %g s: ", time) + summary(milliseconds[index], framesPerRound: 1))
    }
    return lines
}

/// The CPU time the process has used, in milliseconds (what a loaded machine's wall clock hides).
private func processCPUMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}

/// A host of the seeds' 414 × 736 screen, black, holding `emitter`.
private func emitterBenchmarkHost(emitter: CAEmitterLayer) -> LayerHost {
    let host = LayerHost(size: CGSize(width: 414, height: 736))
    host.perform {
        host.rootLayer.backgroundColor = CGColor(gray: 0, alpha: 1)
        host.rootLayer.addSublayer(emitter)
    }
    return host
}

/// A 32 × 32 soft round particle: white at the centre, transparent at the rim.
private let particleImage: CGImage = {
    let context = CGContext(data: nil, width: 32, height: 32, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                              colors: [CGColor(red: 1, green: 1, blue: 1, alpha: 1),
                                       CGColor(red: 1, green: 1, blue: 1, alpha: 0)] as CFArray, locations: nil)!
    context.drawRadialGradient(gradient, startCenter: CGPoint(x: 16, y: 16), startRadius: 0,
                               endCenter: CGPoint(x: 16, y: 16), endRadius: 16, options: [])
    return context.makeImage()!
}()

/// Case 43's emitter at the screen's centre.
private func ghostFireEmitter() -> CAEmitterLayer {
    let cell = CAEmitterCell()
    cell.name = "fire"
    cell.emissionLongitude = .pi
    cell.velocity = -1
    cell.velocityRange = 50
    cell.emissionRange = 1.1
    cell.yAcceleration = -200
    cell.scaleSpeed = 0.3
    cell.color = CGColor(red: 0.8, green: 0.4, blue: 0.2, alpha: 0.1)
    cell.contents = particleImage
    cell.birthRate = 500
    cell.lifetime = 1
    let layer = CAEmitterLayer()
    layer.position = CGPoint(x: 207, y: 368)
    layer.emitterSize = CGSize(width: 50, height: 10)
    layer.renderMode = .additive
    layer.emitterMode = .outline
    layer.emitterShape = .line
    layer.emitterCells = [cell]
    return layer
}

/// An emitter of 1,000 live particles from the first frame on (1,000 a second living 1 s, its simulation started
/// 2 s before the host's clock): particles fly out of a point in every direction, turning and changing colour.
private func thousandParticleEmitter() -> CAEmitterLayer {
    let cell = CAEmitterCell()
    cell.birthRate = 1000
    cell.lifetime = 1
    cell.velocity = 150
    cell.velocityRange = 100
    cell.emissionRange = 2 * .pi
    cell.spin = 2
    cell.scale = 0.5
    cell.redSpeed = -0.5
    cell.contents = particleImage
    let layer = CAEmitterLayer()
    layer.position = CGPoint(x: 207, y: 368)
    layer.beginTime = -2
    layer.emitterCells = [cell]
    return layer
}
