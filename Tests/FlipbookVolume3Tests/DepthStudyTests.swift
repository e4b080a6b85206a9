import Flipbook3D
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
@testable import FlipbookVolume3
import Testing

/// The depth-sorting study's frames against the geometry: at each sample time, every point of a 4-point grid over
/// the canvas shows the colour of the plane its eye ray meets first (``DepthProbe``), or the background where it
/// meets none — points on an edge or where two planes are at nearly one depth left out.
@Suite("Depth-sorting study: the nearest plane shows")
struct DepthStudyTests {
    /// Every (study scene, sample time).
    static let samples: [(String, Double)] = Volume3.scenes.filter { $0.origin.group == .study("Depth sorting") }
        .flatMap { scene in scene.sampleTimes.map { (scene.id, $0) } }

    /// The view's background, 0.12 white.
    static let background = [31, 31, 31]

    @Test("Each point shows the plane nearest the eye along its ray", arguments: samples)
    func nearestPlaneShows(id: String, time: Double) throws {
        let scene = try #require(Volume3.scenes.first { $0.id == id })
        let frame = try scene.renderFrame(at: time)
        let stage = scene.makeStage(scale: 1)
        let controller = try #require(stage.viewController as? DepthStudyViewController)
        stage.host.run(until: time)
        let probe = try stage.host.perform { try DepthProbe(controller) }
        var checked = 0, seen: Set<Int> = [], wrong: [String] = []
        for y in stride(from: 0, to: frame.height, by: 4) {
            for x in stride(from: 0, to: frame.width, by: 4) {
                let point = CGPoint(x: scene.canvas.minX + CGFloat(x) + 0.5, y: scene.canvas.minY + CGFloat(y) + 0.5)
                guard let sight = probe.sight(at: point) else { continue }
                let expected: [Int]
                switch sight {
                case .background: expected = Self.background
                case .plane(let index):
                    expected = probe.planes[index].color
                    seen.insert(index)
                }
                let pixel = frame[x, y]
                let actual = [Int(pixel.r), Int(pixel.g), Int(pixel.b)]
                checked += 1
                if zip(actual, expected).contains(where: { abs($0 - $1) > 3 }) {
                    wrong.append("(\(point.x), \(point.y)): \(actual), expected \(sight) \(expected)")
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) of \(checked) points wrong, e.g. \(wrong.prefix(5))")
        #expect(checked > 4000, "only \(checked) points checked")
        #expect(seen.count >= 2, "planes seen: \(seen.sorted())")
    }

    @Test("The spin turns the context a quarter turn about its axis every 2 s: at 2 s, the tilt after 90° about the spin axis")
    func spinKeyframes() throws {
        for (id, study) in [("study-depth-cube", DepthStudy.cube), ("study-depth-planes", DepthStudy.crossingPlanes)] {
            let scene = try #require(Volume3.scenes.first { $0.id == id })
            let stage = scene.makeStage(scale: 1)
            let controller = try #require(stage.viewController as? DepthStudyViewController)
            stage.host.run(until: 2)
            let transform = try stage.host.perform { try #require(controller.transformLayer.presentation()).transform }
            let expected = study.spinTransform(quarterTurns: 1)
            for (a, b) in zip(Self.entries(transform), Self.entries(expected)) {
                #expect(abs(a - b) < 1e-6, "\(id): \(transform) vs \(expected)")
            }
        }
    }

    /// The sixteen entries of a transform, row by row.
    static func entries(_ t: CATransform3D) -> [CGFloat] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    }
}
