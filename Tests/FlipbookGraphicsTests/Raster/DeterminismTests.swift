import Foundation
import Testing
@testable import FlipbookRaster

@Suite("Determinism")
struct DeterminismTests {
    typealias S = RasterTestSupport

    /// A scene touching every feature: rrects, strokes with dashes, gradients, images, clip, blur, blend modes.
    static func scene() -> Pixmap {
        var p = S.canvas(160, 160, fill: PixelOps.pack(255, 255, 255, 255))
        let painter = Painter()
        var rng = S.XorShift32(state: 12345)
        for _ in 0..<20 {
            var path = RasterPath()
            path.addRoundedRect(x: rng.unit() * 120, y: rng.unit() * 120, width: 30, height: 30, rx: 6, ry: 6)
            let color = RasterColor(red: rng.unit(), green: rng.unit(), blue: rng.unit(), alpha: 0.5 + 0.5 * rng.unit())
            painter.fill(path, in: &p, paint: .solid(color), transform: .rotation(rng.unit() * 0.3))
        }
        var star = RasterPath()
        for k in 0..<14 {
            let (s, c) = DeterministicMath.sinCos(Double(k) * Double.pi / 7)
            let r = k % 2 == 0 ? 70.0 : 30
            if k == 0 { star.move(to: Vec2(80 + r * c, 80 + r * s)) } else { star.line(to: Vec2(80 + r * c, 80 + r * s)) }
        }
        star.close()
        painter.stroke(star, style: StrokeStyle(width: 3, cap: .round, join: .round, dashes: [5, 3]), in: &p,
                       paint: .solid(.black))
        let grad = RadialGradient(startCenter: Vec2(60, 60), startRadius: 5, endCenter: Vec2(80, 80), endRadius: 60,
                                  stops: [ColorStop(offset: 0, color: .white), ColorStop(offset: 1, color: RasterColor(red: 0.2, green: 0.3, blue: 0.9, alpha: 0.7))])
        // Sizes are valid constants.
        var clip = (try? Mask(width: 160, height: 160)) ?? Mask(alphaOf: p)
        painter.clip(&clip, to: star, rule: .evenOdd)
        var all = RasterPath(); all.addRect(x: 0, y: 0, width: 160, height: 160)
        painter.fill(all, in: &p, paint: Paint(.radialGradient(grad), alpha: 0.8), blend: .multiply, clip: clip)
        painter.fill(all, in: &p, paint: Paint(.conicGradient(ConicGradient(center: Vec2(80, 80), startAngle: 1,
            stops: GradientTests.blackToWhite)), alpha: 0.3), blend: .screen)
        var img = p
        GaussianBlur.blur(&img, sigma: 2)
        painter.draw(img, in: &p, transform: Transform2D.scale(0.4, 0.35).concatenating(.rotation(0.2)).concatenating(.translation(30, 20)),
                     filter: .smooth)
        return p
    }

    @Test("repeated renders are bit-identical")
    func repeatedRenders() {
        let a = Self.scene(), b = Self.scene()
        #expect(a == b)
        #expect(a.fnv1a == b.fnv1a)
    }

    @Test("deterministic sin/cos/exp match the C library to 1e-15 and conic turns to 2e-6")
    func deterministicMath() {
        for i in -200...200 {
            let x = Double(i) * 0.173
            let (s, c) = DeterministicMath.sinCos(x)
            #expect(abs(s - Foundation.sin(x)) < 1e-15 && abs(c - Foundation.cos(x)) < 1e-15)
            let e = Double(i) * 0.05
            #expect(abs(DeterministicMath.exp(e) - Foundation.exp(e)) <= 2e-15 * Foundation.exp(e))
            let (yy, xx) = (Float(Foundation.sin(x)), Float(Foundation.cos(x)))
            var expected = Foundation.atan2(Double(yy), Double(xx)) / (2 * Double.pi)
            if expected < 0 { expected += 1 }
            let got = Double(DeterministicMath.turns(y: yy, x: xx))
            #expect(min(abs(got - expected), 1 - abs(got - expected)) < 2e-6)
        }
    }
}
