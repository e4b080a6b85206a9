import Testing
@testable import FlipbookRaster

@Suite("Gradients")
struct GradientTests {
    typealias S = RasterTestSupport
    static let blackToWhite = [ColorStop(offset: 0, color: .black), ColorStop(offset: 1, color: .white)]

    private func render(_ shader: Paint.Shader, width: Int = 300, height: Int = 4) -> Pixmap {
        var p = S.canvas(width, height)
        var all = RasterPath(); all.addRect(x: 0, y: 0, width: Double(width), height: Double(height))
        Painter().fill(all, in: &p, paint: Paint(shader), blend: .copy)
        return p
    }

    private func red(_ p: Pixmap, _ x: Int, _ y: Int) -> Int { Int(p.components(x: x, y: y).r) }

    @Test("linear: the pixel whose centre is at t has value round(255·t)")
    func linearValues() {
        let g = LinearGradient(start: Vec2(0.5, 0), end: Vec2(255.5, 0), stops: Self.blackToWhite)
        let p = render(.linearGradient(g))
        for x in 0..<256 { #expect(red(p, x, 1) == x) }
        #expect(red(p, 290, 1) == 255)   // pad after the end
        #expect(p.components(x: 7, y: 1).a == 255)
    }

    @Test("linear extend modes: none, repeat, reflect, padStart, padEnd")
    func extendModes() {
        func gradient(_ e: GradientExtend) -> Pixmap {
            render(.linearGradient(LinearGradient(start: Vec2(100.5, 0), end: Vec2(200.5, 0), stops: Self.blackToWhite, extend: e)))
        }
        let none = gradient(.none), repeating = gradient(.repeat), reflecting = gradient(.reflect)
        #expect(none.pixel(x: 50, y: 0) == 0)
        #expect(none.pixel(x: 250, y: 0) == 0)
        #expect(abs(red(none, 150, 0) - 128) <= 1)   // t = 0.5: a rounding tie
        #expect(red(repeating, 250, 0) == red(repeating, 150, 0))           // t = 1.5 ≡ 0.5
        #expect(red(reflecting, 225, 0) == red(reflecting, 175, 0))         // t = 1.25 ≡ 0.75
        #expect(red(reflecting, 75, 0) == red(reflecting, 125, 0))          // t = −0.25 ≡ 0.25
        #expect(gradient(.padStart).pixel(x: 250, y: 0) == 0)
        #expect(gradient(.padStart).components(x: 50, y: 0).a == 255)
        #expect(gradient(.padEnd).pixel(x: 50, y: 0) == 0)
        #expect(red(gradient(.padEnd), 250, 0) == 255)
    }

    @Test("radial (concentric): value grows with distance from the centre")
    func radialValues() {
        let g = RadialGradient(startCenter: Vec2(100, 100), startRadius: 0, endCenter: Vec2(100, 100), endRadius: 100,
                               stops: Self.blackToWhite)
        let p = render(.radialGradient(g), width: 200, height: 200)
        // Pixel (150, 100) has its centre at distance 50.5 → t = 0.505.
        #expect(abs(red(p, 150, 100) - 129) <= 1)
        #expect(abs(red(p, 100, 175) - 192) <= 1)      // distance 75.5
        #expect(red(p, 100, 100) <= 2)
        #expect(red(p, 0, 0) == 255)                    // pad beyond r = 100
    }

    @Test("radial two-circle form: outside both circles' cone nothing is drawn without padding")
    func radialTwoCircles() {
        let g = RadialGradient(startCenter: Vec2(50, 50), startRadius: 10, endCenter: Vec2(150, 50), endRadius: 30,
                               stops: Self.blackToWhite, extend: .none)
        let p = render(.radialGradient(g), width: 200, height: 100)
        #expect(p.components(x: 100, y: 50).a == 255)   // between the circles, inside the cone
        #expect(abs(red(p, 100, 50) - 193) <= 1)        // the larger root: t = 60.5/80 ≈ 0.756
        #expect(p.pixel(x: 100, y: 5) == 0)             // outside the cone
        #expect(p.pixel(x: 195, y: 50) == 0)            // beyond the end circle
    }

    @Test("conic: a quarter turn from the start angle is t = 0.25")
    func conicValues() {
        let g = ConicGradient(center: Vec2(100, 100), startAngle: 0, stops: Self.blackToWhite)
        let p = render(.conicGradient(g), width: 200, height: 200)
        #expect(abs(red(p, 100, 180) - 64) <= 1)    // +y: a quarter turn
        #expect(abs(red(p, 20, 100) - 128) <= 1)    // −x: half a turn
        #expect(abs(red(p, 100, 20) - 191) <= 1)    // −y: three quarters
        let rotated = render(.conicGradient(ConicGradient(center: Vec2(100, 100), startAngle: Double.pi / 2,
                                                          stops: Self.blackToWhite)), width: 200, height: 200)
        #expect(abs(red(rotated, 20, 100) - 64) <= 1)
    }

    @Test("stops interpolate non-premultiplied, then premultiply")
    func stopInterpolation() {
        let ramp = ColorRamp(stops: [ColorStop(offset: 0, color: RasterColor(red: 1, green: 0, blue: 0, alpha: 1)),
                                     ColorStop(offset: 1, color: RasterColor(red: 1, green: 0, blue: 0, alpha: 0))])
        let mid = ramp.entries[128]
        // Red stays 1 (unpremultiplied) while alpha falls, so premultiplied red equals alpha.
        #expect(mid & 0xFF == mid >> 24)
        #expect(ColorRamp(stops: []).entries.allSatisfy { $0 == 0 })
        #expect(!ramp.isOpaque)
    }

    @Test("degenerate gradients draw nothing")
    func degenerate() {
        let p = render(.linearGradient(LinearGradient(start: Vec2(5, 5), end: Vec2(5, 5), stops: Self.blackToWhite)))
        #expect(S.coveredArea(p) == 0)
    }
}
