import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
@testable import FlipbookVolume1
import Testing

/// Table 1.1 (the fly-in's x against time) under UIKit's default curve, ease-in-ease-out, and under the book's
/// linear reading (seed contradictions E1 and S-41; docs/volume1.md).
@Suite("Table 1.1")
struct Table11Tests {
    /// x at 0, 0.25, 0.5, 0.75 and 1 s on `UIView.animate`'s default curve, ease-in-ease-out (control points
    /// (0.42, 0), (0.58, 1)): −394 + 414 × progress, the progress solved from the Bézier curve independently.
    static let easeInEaseOut: [(time: Double, x: CGFloat)] = [
        (0, -394), (0.25, -340.527), (0.5, -187), (0.75, -33.473), (1, 20),
    ]

    @Test("Closure and method forms give x −394, −340.5, −187, −33.5, 20 at 0, 0.25, 0.5, 0.75, 1 s",
          arguments: ["case-1", "case-2"])
    func defaultCurve(id: String) throws {
        let probe = try SceneProbe<LoginViewController>(id)
        for (time, x) in Self.easeInEaseOut {
            let button = try probe.presentation(of: { $0.loginButton }, at: time)
            #expect(isClose(button.frame.origin.x, x), "t = \(time): x = \(button.frame.origin.x), want \(x)")
            #expect(button.frame.origin.y == 230)
        }
    }

    @Test("The book's table is the linear curve sampled at 0, ⅓, ⅔, 1 s: −394, −256, −118, 20")
    func linearReading() throws {
        let scene = Scene(id: "case-1-linear", origin: .book(volume: 1, chapter: 1, section: "1.2"), title: "",
                          chineseTitle: "", sampleTimes: [0], viewController: { LinearFlyInViewController(loginButtonX: -394) })
        let probe = try SceneProbe<LinearFlyInViewController>(scene)
        for (time, x) in [(0.0, -394.0), (1.0 / 3, -256.0), (2.0 / 3, -118.0), (1.0, 20.0)] as [(Double, CGFloat)] {
            let button = try probe.presentation(of: { $0.loginButton }, at: time)
            #expect(isClose(button.frame.origin.x, x), "t = \(time): x = \(button.frame.origin.x), want \(x)")
        }
    }
}

/// Case 1 with `.curveLinear`: the book's reading of its fly-in.
private final class LinearFlyInViewController: LoginViewController {
    override func viewWillAppear(_ animated: Bool) {
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            self.loginButton!.frame.origin.x = 20
        })
    }
}
