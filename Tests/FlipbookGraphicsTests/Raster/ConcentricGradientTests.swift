import Testing
@testable import FlipbookRaster

@Suite("Concentric radial gradients")
struct ConcentricGradientTests {
    typealias S = RasterTestSupport
    static let blackToWhite = [ColorStop(offset: 0, color: .black), ColorStop(offset: 1, color: .white)]

    private func shade(_ sampler: GradientSampler, y: Int, x0: Int, count: Int) -> [UInt32] {
        var out = [UInt32](repeating: 0xDEAD_BEEF, count: count)
        out.withUnsafeMutableBufferPointer { sampler.shade(y: y, x0: x0, count: count, into: $0.baseAddress!) }
        return out
    }

    @Test("pad: every pixel, in a 4-pixel step or the row's tail, gets ⌊(ρ − r0)·255/dr + ½⌋ of its own centre")
    func padIndexPerPixel() throws {
        var rng = S.XorShift32(state: 31)
        for _ in 0..<60 {
            let center = Vec2(rng.unit() * 400 - 100, rng.unit() * 400 - 100)
            let r0 = rng.unit() < 0.3 ? 0 : rng.unit() * 80, r1 = rng.unit() * 300
            let transform = Transform2D.rotation(rng.unit() * 6.3)
                .concatenating(.scale(0.5 + rng.unit() * 2, 0.5 + rng.unit() * 2))
                .concatenating(.translation(rng.unit() * 50, rng.unit() * 50))
            let g = RadialGradient(startCenter: center, startRadius: r0, endCenter: center, endRadius: r1,
                                   stops: Self.blackToWhite, transform: transform)
            let sampler = try #require(GradientSampler(g))
            let inv = try #require(transform.inverted)
            let y = Int(rng.next() % 300), x0 = Int(rng.next() % 300), count = 1 + Int(rng.next() % 37)
            let out = shade(sampler, y: y, x0: x0, count: count)
            let p0 = inv.apply(Vec2(Double(x0) + 0.5, Double(y) + 0.5)) - center
            let scale = 255 / (r1 - r0), offset = 0.5 - r0 * scale
            for i in 0..<count {
                let x = p0.x + Double(i) * inv.a, yy = p0.y + Double(i) * inv.b
                let tt = (x * x + yy * yy).squareRoot() * scale + offset
                let k = tt > 0 ? Int(min(tt, 255)) : 0
                #expect(out[i] == sampler.ramp.entries[k], "pixel \(i) of \(count)")
            }
        }
    }

    @Test("repeat, reflect and none follow t = (ρ − r0)/dr, to one ramp step")
    func otherExtends() throws {
        let center = Vec2(60.3, 40.7), r0 = 5.0, r1 = 35.0
        for extend in [GradientExtend.repeat, .reflect, .none] {
            let g = RadialGradient(startCenter: center, startRadius: r0, endCenter: center, endRadius: r1,
                                   stops: Self.blackToWhite, extend: extend)
            let sampler = try #require(GradientSampler(g))
            for y in stride(from: 0, to: 100, by: 7) {
                let out = shade(sampler, y: y, x0: 0, count: 121)
                for (x, pixel) in out.enumerated() {
                    let d = Vec2(Double(x) + 0.5, Double(y) + 0.5) - center
                    let t = (d.dot(d).squareRoot() - r0) / (r1 - r0)
                    let f: Double?
                    switch extend {
                    case .repeat: f = t - t.rounded(.down)
                    case .reflect: let m = t - 2 * (t / 2).rounded(.down); f = m > 1 ? 2 - m : m
                    default: f = (0...1).contains(t) ? t : nil
                    }
                    if let f {
                        let red = Double(pixel & 0xFF)
                        // The ramp wraps at the ends of a repeat period: 0 and 255 are one step apart there.
                        let distance = abs(red - 255 * f)
                        #expect(distance <= 1.01 || (extend == .repeat && 255 - distance <= 1.01), "\(extend) \(x),\(y)")
                    } else if abs(t) > 1e-6 && abs(t - 1) > 1e-6 {
                        #expect(pixel == 0, "\(extend) \(x),\(y)")
                    }
                }
            }
        }
    }
}
