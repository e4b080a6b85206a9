import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import FlipbookSceneTesting
import FlipbookScenes
import FlipbookUIKit
@testable import FlipbookVolume4
import Testing

/// Case 57's numbers (catalogue §2.4): a touch at 0 s pushes the white view controller; `TransitionAnim` puts its
/// view at y = 2 H below the blue one and animates it to y = 0 in 2 s (ease in, ease out: y = H at 1 s), then
/// completes the transition; H is the container's height, the screen's 736.
@Suite("Case 57 custom navigation push")
struct Case57Tests {
    static let scene = Volume4.scenes.first { $0.id == "case-57" }

    /// The white view's presentation frame at `time`, and the navigation stack's top then.
    static func whiteView(at time: Double) throws -> (frame: CGRect, top: UIViewController?) {
        let stage = try #require(scene).makeStage(scale: 1)
        let navigation = try #require(stage.viewController as? UINavigationController)
        let main = try #require(navigation.viewControllers.first as? TransitionMainViewController)
        return try stage.read(at: time) {
            (try #require(main.viewController.view.layer.presentation()).frame, navigation.topViewController)
        }
    }

    @Test("The white view is at y = 2 H, H, 0 at 0, 1, 2 s (H = 736), the screen's size",
          arguments: [(0.0, 1472.0), (1.0, 736.0), (2.0, 0.0)])
    func whiteViewPosition(time: Double, y: Double) throws {
        let white = try Self.whiteView(at: time)
        #expect(abs(white.frame.minY - y) < 0.01, "y \(white.frame.minY) at \(time) s, expected \(y)")
        #expect(white.frame.minX == 0 && white.frame.size == CGSize(width: 414, height: 736))
        #expect(white.top is NewViewController, "the push changes the stack at once")
    }

    @Test("The frames: blue under the bar at 0 s and 1 s (the white view still below the screen), white from the bottom up at 1.5 s, white at 2 s")
    func frames() throws {
        let scene = try #require(Self.scene)
        let start = try scene.renderFrame(at: 0), middle = try scene.renderFrame(at: 1)
        let late = try scene.renderFrame(at: 1.5), end = try scene.renderFrame(at: 2)
        for frame in [start, middle] {
            #expect(Self.isBlue(frame[207, 400]) && Self.isBlue(frame[10, 730]))
        }
        // At 1.5 s the ease-in-ease-out curve (0.42, 0, 0.58, 1) is about 87 % of the way: the white view's top
        // edge at y = 2 H (1 − 0.871) ≈ 190, white below it, blue above.
        #expect(Self.isWhite(late[207, 300]) && Self.isWhite(late[10, 730]) && Self.isBlue(late[207, 100]))
        #expect(Self.isWhite(end[207, 400]) && Self.isWhite(end[10, 730]))
    }

    static func isBlue(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r < 10 && p.g < 10 && p.b > 245 }
    static func isWhite(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 245 && p.g > 245 && p.b > 245 }
}
