import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
@testable import FlipbookVolume1
import Testing

/// A scene's stage and its view controller, for reading the presentation tree at given times.
struct SceneProbe<Controller: UIViewController> {
    let stage: SceneStage
    let controller: Controller

    /// A fresh stage of Volume 1's scene `id`, whose view controller must be a `Controller`.
    init(_ id: String, as type: Controller.Type = Controller.self) throws {
        let scene = try #require(Volume1.scenes.first { $0.id == id })
        try self.init(scene)
    }

    /// A fresh stage of `scene`, whose view controller must be a `Controller`.
    init(_ scene: Scene) throws {
        stage = scene.makeStage(scale: 1)
        controller = try #require(stage.viewController as? Controller)
    }

    /// Runs the clock to `time` (callbacks on the way included) and reads `body` there, inside the host.
    func at<Value>(_ time: CFTimeInterval, _ body: (Controller) -> Value) -> Value {
        stage.host.run(until: time)
        return stage.host.perform { body(controller) }
    }

    /// The presentation of `view`'s layer at `time`.
    func presentation(of view: (Controller) -> UIView?, at time: CFTimeInterval) throws -> CALayer {
        let layer = at(time) { view($0)?.layer.presentation() }
        return try #require(layer)
    }
}

/// The rotation angle of `transform` in degrees, in 0 ..< 360.
func rotationDegrees(_ transform: CATransform3D) -> Double {
    let degrees = atan2(Double(transform.m12), Double(transform.m11)) * 180 / .pi
    return degrees < 0 ? degrees + 360 : degrees
}

/// Whether `value` is within `tolerance` of `expected`.
func isClose(_ value: CGFloat, _ expected: CGFloat, within tolerance: CGFloat = 0.01) -> Bool {
    abs(value - expected) <= tolerance
}

/// The red, green and blue components of an RGB or grey colour (a grey's white repeated).
func redGreenBlue(of color: CGColor) -> [CGFloat] {
    let components = color.components ?? []
    return components.count == 2 ? Array(repeating: components[0], count: 3) : Array(components.prefix(3))
}
