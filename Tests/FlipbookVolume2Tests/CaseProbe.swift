import FlipbookCoreAnimation
import FlipbookScenes
import FlipbookSceneTesting
import FlipbookUIKit
import FlipbookVolume2
import Testing

/// One of Volume 2's scenes for the tests of its numbers: a fresh stage (read it on its clock with
/// `stage.read(at:_:)`), its view controller, and the scene's frames read at screen points.
struct CaseProbe<Controller: UIViewController> {
    /// The scene.
    let scene: Scene
    /// A fresh stage of it (its events at time 0 have run; the clock reads 0).
    let stage: SceneStage
    /// The stage's view controller, the case's own.
    let controller: Controller

    /// Sets up Volume 2's scene `id`, whose view controller must be a `Controller`.
    init(_ id: String, as type: Controller.Type = Controller.self) throws {
        scene = try #require(Volume2.scenes.first { $0.id == id }, "no scene \(id)")
        stage = scene.makeStage(scale: 1)
        controller = try #require(stage.viewController as? Controller)
    }

    /// The scene's frame at `time` (1 pixel per point), from a fresh stage, read in screen points.
    func frame(at time: CFTimeInterval) throws -> CaseFrame {
        let image = try scene.renderFrame(at: time)
        return CaseFrame(origin: scene.canvas.origin) { image[$0, $1] }
    }
}

/// A rendered frame of a scene, read at screen points.
struct CaseFrame {
    /// The screen point of the frame's top-left pixel (the canvas's origin).
    let origin: CGPoint
    /// The pixel at a position in the frame.
    let pixelInFrame: (Int, Int) -> Pixel

    /// The pixel at screen point (`x`, `y`).
    subscript(x: Int, y: Int) -> Pixel {
        pixelInFrame(x - Int(origin.x), y - Int(origin.y))
    }
}

/// An RGBA pixel of a frame.
typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

/// Whether the pixel's red, green and blue are each within `tolerance` of `expected`'s.
func isColor(_ pixel: Pixel, _ expected: (Int, Int, Int), within tolerance: Int = 2) -> Bool {
    abs(Int(pixel.r) - expected.0) <= tolerance && abs(Int(pixel.g) - expected.1) <= tolerance
        && abs(Int(pixel.b) - expected.2) <= tolerance
}
