import Flipbook3D
import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
import Foundation
import Testing

@testable import FlipbookArticles

/// Case D-1 (article 004): the loader's tree, its squares' spins read from the presentation tree, and its pixels,
/// against the article's numbers (``Article004Geometry``), in the final version and its two failing stages.
@Suite("Article 004: the stacked spinning squares")
struct Article004StackTests {
    private typealias Geometry = Article004Geometry

    /// The scenes and their stages.
    private static let stages: [(id: String, stage: Geometry.Stage)] = [
        ("D-1-1", .flat), ("D-1-2", .tiltedFlat), ("D-1", .final),
    ]

    /// The loader of scene `id` on a fresh stage.
    private func loader(_ id: String) throws -> (probe: SceneProbe, layer: any StackedSquaresLayer) {
        let probe = try SceneProbe(id)
        return (probe, try probe.controller(StackedSquaresViewController.self).layer)
    }

    @Test("The loader: frame (W/2 − 50, H/2 − 100, 100, 100), tilted 60° in perspective but in stage 1, a CATransformLayer only in the final version",
          arguments: stages.map(\.id))
    func loaderLayer(id: String) throws {
        let (_, layer) = try loader(id)
        let stage = try #require(Self.stages.first { $0.id == id }).stage
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(layer.position == CGPoint(x: Geometry.position.x, y: Geometry.position.y))
        #expect(layer.position == CGPoint(x: 207, y: 318))
        #expect((layer is CATransformLayer) == stage.keepsDepth)
        #expect(layer.masksToBounds == false)
        var expected = CATransform3DIdentity
        if stage.tilted {
            let angle = Double.pi / 3
            // CATransform3DRotate(t, 60°, 1, 0, 0) is the rotation followed by t: its rows, then the m34 of t.
            expected.m22 = cos(angle); expected.m23 = sin(angle); expected.m32 = -sin(angle); expected.m33 = cos(angle)
            expected.m24 = sin(angle) * (-1.0 / 500); expected.m34 = cos(angle) * (-1.0 / 500)
        }
        let t = layer.transform
        for (actual, wanted) in zip([t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44],
                                    [expected.m11, expected.m12, expected.m13, expected.m14, expected.m21, expected.m22, expected.m23, expected.m24,
                                     expected.m31, expected.m32, expected.m33, expected.m34, expected.m41, expected.m42, expected.m43, expected.m44]) {
            #expect(abs(actual - wanted) < 1e-12, "\(id): transform \(t)")
        }
        // Untransformed, the frame is the article's; stage 1 keeps it as it is.
        if !stage.tilted { #expect(layer.frame == CGRect(x: 157, y: 268, width: 100, height: 100)) }
    }

    @Test("Six rounded squares: zPositions 0 … −100, frames (0, 0, 100, 100) at anchor (0.5, 0.5), greys 1.0 … 0.5",
          arguments: stages.map(\.id))
    func squares(id: String) throws {
        let (_, layer) = try loader(id)
        let squares = try #require(layer.sublayers).map { try #require($0 as? CAShapeLayer) }
        #expect(squares.count == 6)
        for (k, square) in squares.enumerated() {
            #expect(Double(square.zPosition) == Geometry.zPosition(k))
            #expect(square.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
            // E23: the anchor point is (0.5, 0.5) already, so the article's helper leaves the position alone.
            #expect(square.anchorPoint == CGPoint(x: 0.5, y: 0.5))
            #expect(square.position == CGPoint(x: 50, y: 50))
            let path = try #require(square.path)
            let box = path.boundingBox
            #expect([box.minX, box.minY, box.maxX - 100, box.maxY - 100].allSatisfy { abs($0) < 1e-12 }, "\(box)")
            #expect(path.contains(CGPoint(x: 50, y: 1)) && path.contains(CGPoint(x: 1, y: 50)))
            #expect(!path.contains(CGPoint(x: 5, y: 5)))       // 20.5√2 − 25 ≈ 3.3 points outside the corner arc
            #expect(path.contains(CGPoint(x: 9, y: 9)))        // 16√2 = 22.6 < 25: inside it
            let fill = try #require(square.fillColor?.components)
            #expect(fill.count == 4)
            for channel in fill.prefix(3) { #expect(abs(channel * 255 - Geometry.grey(k)) < 1e-9, "\(id) square \(k): \(fill)") }
            #expect(fill[3] == 1)
        }
    }

    @Test("Each square spins half a turn and back on the ease-in-ease-out curve, square k 0.1 k s late (presentation tree)",
          arguments: stages.map(\.id))
    func spins(id: String) throws {
        let (probe, layer) = try loader(id)
        let squares = try #require(layer.sublayers)
        for time in [0, 0.05, 0.25, 0.42, 0.5, 0.75, 1, 1.1, 1.3, 1.75, 2, 2.45, 3.1, 4.5] {
            let transforms = try probe.at(time) { try squares.map { try #require($0.presentation()).transform } }
            for (k, t) in transforms.enumerated() {
                let progress = Geometry.spinProgress(square: k, at: time) ?? 0
                let angle = Double.pi * progress
                #expect(abs(t.m11 - cos(angle)) < 1e-9 && abs(t.m22 - cos(angle)) < 1e-9, "\(id) square \(k) at \(time) s: \(t)")
                #expect(abs(t.m12 - sin(angle)) < 1e-9 && abs(t.m21 + sin(angle)) < 1e-9, "\(id) square \(k) at \(time) s: \(t)")
                // The perspective of the spin's end value is interpolated as well (it leaves the square's plane alone).
                #expect(abs(t.m34 - progress * (-1.0 / 500)) < 1e-11, "\(id) square \(k) at \(time) s: \(t)")
                #expect(t.m41 == 0 && t.m42 == 0 && t.m43 == 0 && t.m44 == 1)
            }
        }
    }

    @Test("repeatCount HUGE: the wave still runs after 1,000 s")
    func spinsForever() throws {
        let (probe, layer) = try loader("D-1")
        let squares = try #require(layer.sublayers)
        let time = 1000.35
        let transforms = try probe.at(time) { try squares.map { try #require($0.presentation()).transform } }
        for (k, t) in transforms.enumerated() {
            let angle = Geometry.spinAngle(square: k, at: time)
            #expect(abs(t.m12 - sin(angle)) < 1e-6 && abs(t.m11 - cos(angle)) < 1e-6, "square \(k): \(t)")
        }
        #expect(abs(transforms[0].m12) > 0.5)
    }

    @Test("halt(sender:) stops the spins: every square shows its model transform, the identity")
    func halt() throws {
        let (probe, _) = try loader("D-1")
        let controller = try probe.controller(StackedSquaresViewController.self)
        let squares = try #require(controller.layer.sublayers)
        let presented = { try squares.map { try #require($0.presentation()).transform } }
        #expect(try probe.at(0.6, presented).allSatisfy { $0 != CATransform3DIdentity })
        probe.at(0.6) { controller.halt(sender: controller) }
        #expect(try probe.at(0.7, presented).allSatisfy { $0 == CATransform3DIdentity })
    }

    @Test("Each pixel shows the grey of the front square covering it, or the dark grey background",
          arguments: stages.map(\.id), [0, 0.4, 0.75, 1, 1.5])
    func pixels(id: String, time: Double) throws {
        let scene = try #require(Articles.scenes.first { $0.id == id })
        let stage = try #require(Self.stages.first { $0.id == id }).stage
        let frame = try scene.renderFrame(at: time, scale: 1)
        let angles = (0..<6).map { Geometry.spinAngle(square: $0, at: time) }
        var shown = [Int](repeating: 0, count: 7)
        for py in 0..<frame.height {
            for px in 0..<frame.width {
                let (x, y) = (Double(scene.canvas.minX) + Double(px) + 0.5, Double(scene.canvas.minY) + Double(py) + 0.5)
                guard let front = expectedSquare(x: x, y: y, stage: stage, angles: angles) else { continue }
                let expected = front < 6 ? Geometry.grey(front) : Geometry.background
                let pixel = frame[px, py]
                #expect(abs(Double(pixel.r) - expected) <= 1 && pixel.g == pixel.r && pixel.b == pixel.r,
                        "\(id) at \(time) s, (\(x), \(y)): \(pixel) where square \(front) shows \(expected)")
                shown[front] += 1
            }
        }
        #expect(shown[0] > 2000, "\(id) at \(time) s: the white square shows (\(shown))")
        if stage.keepsDepth {
            // The stack: every square shows a band below the one in front of it.
            #expect(shown.prefix(6).allSatisfy { $0 > 150 }, "\(id) at \(time) s: \(shown)")
        } else if time == 0 {
            // Flattened and not turned yet, the squares coincide: only the white one shows.
            #expect(shown[1..<6].allSatisfy { $0 == 0 }, "\(id) at \(time) s: \(shown)")
        } else if time == 0.4 {
            // Turned by different angles, the squares' corners come out from under the white one.
            #expect(shown[1] > 20 && shown[2] > 20, "\(id) at \(time) s: \(shown)")
        }
    }

    /// The square (0 front … 5 back, 6 for the background) whose colour the screen point (x, y) must show, or `nil`
    /// when the point is within 2 square points (a pixel at most) of an edge that decides it (anti-aliased or ambiguous).
    private func expectedSquare(x: Double, y: Double, stage: Geometry.Stage, angles: [Double]) -> Int? {
        for k in 0..<6 {
            let point = stage.squarePoint(x: x, y: y, square: k, angle: angles[k])
            let distance = Geometry.distanceToSquare(u: point.u, v: point.v)
            if abs(distance) < 2 { return nil }
            if distance < 0 { return k }
        }
        return 6
    }

    @Test("The tilt: the white square's rows are narrower further up (a trapezoid) once tilted, 100 points wide in stage 1",
          arguments: stages.map(\.id))
    func trapezoid(id: String) throws {
        let scene = try #require(Articles.scenes.first { $0.id == id })
        let stage = try #require(Self.stages.first { $0.id == id }).stage
        let frame = try scene.renderFrame(at: 0, scale: 1)
        var widths: [Double] = []
        for v in [30.0, 70.0] {
            let left = stage.screenPoint(u: 0, v: v, square: 0, angle: 0), right = stage.screenPoint(u: 100, v: v, square: 0, angle: 0)
            let row = Int(left.y - Double(scene.canvas.minY))
            let white = (0..<frame.width).filter { frame[$0, row].r > 250 }.count
            #expect(abs(Double(white) - (right.x - left.x)) <= 2, "\(id) row at v = \(v): \(white) white pixels, \(right.x - left.x) expected")
            widths.append(Double(white))
        }
        if stage.tilted {
            #expect(widths[0] < widths[1] - 3, "\(id): \(widths)")
        } else {
            #expect(widths == [100, 100])
        }
    }

    @Test("The canvas holds the whole loader at every sample time, 4 points to spare", arguments: stages.map(\.id))
    func canvas(id: String) throws {
        let scene = try #require(Articles.scenes.first { $0.id == id })
        let stage = try #require(Self.stages.first { $0.id == id }).stage
        let outline = (0..<72).map { step -> (u: Double, v: Double) in
            // The rounded square's outline: each corner arc, 18 points a quarter.
            let angle = Double(step) * .pi / 36
            let corner = (u: cos(angle) >= 0 ? 75.0 : 25.0, v: sin(angle) >= 0 ? 75.0 : 25.0)
            return (corner.u + 25 * cos(angle), corner.v + 25 * sin(angle))
        }
        let inner = scene.canvas.insetBy(dx: 4, dy: 4)
        for time in scene.sampleTimes {
            for k in 0..<6 {
                for point in outline {
                    let screen = stage.screenPoint(u: point.u, v: point.v, square: k, angle: Geometry.spinAngle(square: k, at: time))
                    #expect(inner.contains(CGPoint(x: screen.x, y: screen.y)), "\(id) at \(time) s: square \(k) at \(screen)")
                }
            }
        }
    }
}
