import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import FlipbookTesting
import Foundation
import Testing
@testable import FlipbookContentLayers

/// One small golden per emitter feature, on black at scale 1 (one pixel per point), with pixel probes of what the
/// golden shows: where shapes and modes put particles, source-over against additive light, sub-cells.
@Suite("Emitter features")
struct EmitterFeatureGoldenTests {
    /// The frame at `time` of a black `width × height` screen showing `layers`.
    private func render(_ layers: [CAEmitterLayer], width: CGFloat, height: CGFloat, at time: Double) throws -> RGBAImage {
        let host = LayerHost(size: CGSize(width: width, height: height))
        for layer in layers { host.rootLayer.addSublayer(layer) }
        return try host.renderFrameImage(at: time, scale: 1, backgroundColor: .black)
    }

    /// Still 4-pt white dots (the 16-pixel image at contentsScale 4), 100 born a second, living 10 s.
    private func stillDots(_ values: [String: Any] = [:]) -> CAEmitterCell {
        EmitterTestScenes.cell(["birthRate": 100, "lifetime": 10, "contentsScale": 4].merging(values) { $1 })
    }

    @Test("Shapes in outline mode (top row) and volume mode (bottom row): line, rectangle, cuboid, circle, sphere")
    func shapesAndModes() throws {
        let shapes: [CAEmitterLayerEmitterShape] = [.line, .rectangle, .cuboid, .circle, .sphere]
        let modes: [CAEmitterLayerEmitterMode] = [.outline, .volume]
        var layers: [CAEmitterLayer] = []
        for (row, mode) in modes.enumerated() {
            for (column, shape) in shapes.enumerated() {
                let layer = EmitterTestScenes.emitter([stillDots()], [
                    "emitterShape": shape.rawValue, "emitterMode": mode.rawValue,
                    "emitterSize": CGSize(width: 35, height: 50), "emitterDepth": 30,
                ])
                layer.position = CGPoint(x: 50 + 100 * column, y: 50 + 100 * row)
                layer.emitterSize = shape == .circle || shape == .sphere ? CGSize(width: 35, height: 35) : layer.emitterSize
                layers.append(layer)
            }
        }
        let image = try render(layers, width: 500, height: 200, at: 2)
        // The circle's outline leaves its centre dark; its disc does not; the rectangle's outline passes (32.5, 50).
        #expect(image[350, 50].r == 0 && image[350, 150].r > 0)
        #expect((48...52).contains { image[150 - 17, $0].r > 0 })
        #expect(image[150, 50].r == 0)
        try expectGolden(image, named: "shapes-and-modes")
    }

    @Test("Source-over against additive: overlapping half-transparent red particles add up only in additive mode")
    func renderModes() throws {
        let cell = EmitterTestScenes.cell([
            "birthRate": 200, "lifetime": 1, "velocity": 30, "emissionRange": 2 * CGFloat.pi,
            "color": CGColor(red: 1, green: 0.2, blue: 0.1, alpha: 0.3),
        ])
        let normal = EmitterTestScenes.emitter([cell], ["renderMode": "unordered"])
        normal.position = CGPoint(x: 50, y: 50)
        let additive = EmitterTestScenes.emitter([cell], ["renderMode": "additive"])
        additive.position = CGPoint(x: 150, y: 50)
        let image = try render([normal, additive], width: 200, height: 100, at: 2)
        // At the centres many particles overlap: source-over converges on the colour, additive saturates.
        #expect(image[50, 50].r >= 250 && image[50, 50].g < 70)
        #expect(image[150, 50].r == 255 && image[150, 50].g > 150)
        try expectGolden(image, named: "render-modes")
    }

    @Test("Sub-cells: a rocket rising at 80 pt/s leaves a red trail of sparks (its colour, inherited) falling behind")
    func subcells() throws {
        let spark = EmitterTestScenes.cell([
            "birthRate": 60, "lifetime": 0.6, "velocity": 20, "emissionLongitude": CGFloat.pi, "yAcceleration": 40,
            "scale": 0.25,
        ])
        let rocket = EmitterTestScenes.cell([
            "birthRate": 1, "lifetime": 2, "velocity": 80, "emissionLongitude": -CGFloat.pi / 2, "scale": 0.5,
            "color": CGColor(red: 1, green: 0.3, blue: 0.3, alpha: 1),
        ])
        rocket.emitterCells = [spark]
        let layer = EmitterTestScenes.emitter([rocket], [:])
        layer.position = CGPoint(x: 50, y: 190)
        let image = try render([layer], width: 100, height: 200, at: 1.5)
        // The rocket born at 1 s is 40 pt up, the one born at 0 s 120 pt up; sparks trail below each.
        #expect(image[50, 70].r > 200 && image[50, 150].r > 200)
        #expect(image[50, 95].r > 0 && image[50, 95].g < image[50, 95].r)
        #expect(image[10, 10].r == 0)
        try expectGolden(image, named: "sub-cells")
    }
}
