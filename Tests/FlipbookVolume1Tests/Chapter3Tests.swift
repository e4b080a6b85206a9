import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
@testable import FlipbookVolume1
import Testing

/// The catalogue's numbers for chapter 3's keyframe cases, read from the presentation tree.
@Suite("Volume 1 · Chapter 3 values")
struct Chapter3Tests {
    @Test("Case 16: (100, 100) → (200, 200) at 1 s → (300, 300), 50 × 50; \"done\" at 2 s")
    func case16() throws {
        let probe = try SceneProbe<PlaneLandingViewController>("case-16")
        for (time, origin) in [(0.0, CGFloat(100)), (1.0, 200), (2.0, 300)] {
            let plane = try probe.presentation(of: { $0.imageViewPlane }, at: time).frame
            #expect(isClose(plane.minX, origin) && isClose(plane.minY, origin), "t = \(time): \(plane)")
            #expect(isClose(plane.width, 50) && isClose(plane.height, 50), "t = \(time): \(plane)")
        }
        #expect(probe.at(2.01) { $0.console } == ["done"])
    }

    @Test("Case 17: (300, 100, 30, 30) at 1 s, (300, 300, 100, 100) at 2 s; \"done\" once")
    func case17() throws {
        let probe = try SceneProbe<PlaneLandingKeyframesViewController>("case-17")
        for (time, frame) in [(0.0, CGRect(x: 100, y: 100, width: 50, height: 50)),
                              (1.0, CGRect(x: 300, y: 100, width: 30, height: 30)),
                              (2.0, CGRect(x: 300, y: 300, width: 100, height: 100))] {
            let plane = try probe.presentation(of: { $0.imageViewPlane }, at: time).frame
            #expect(isClose(plane.minX, frame.minX) && isClose(plane.minY, frame.minY), "t = \(time): \(plane)")
            #expect(isClose(plane.width, frame.width) && isClose(plane.height, frame.height), "t = \(time): \(plane)")
        }
        #expect(probe.at(2.5) { $0.console } == ["done"])
    }

    /// Case 18's angle at t within a round: UIKit runs a keyframe animation on ease-in-ease-out over its whole
    /// duration unless the options carry a curve, so the four evenly spaced quarter turns (linear between them)
    /// give 360° × ease(t / 0.2), the progress solved from the Bézier curve (0.42, 0), (0.58, 1) independently.
    static let turntableRound: [(time: Double, degrees: Double)] = [
        (0.025, 11.201), (0.05, 46.498), (0.075, 105.397), (0.1, 180), (0.15, 313.502), (0.175, 348.799),
    ]

    @Test("Case 18: four quarter turns per 0.2 s round on UIKit's ease-in-ease-out, round after round")
    func case18() throws {
        let probe = try SceneProbe<TurntableKeyframesViewController>("case-18")
        let rounds = Self.turntableRound + Self.turntableRound.map { ($0.time + 0.2, $0.degrees) }
        for (time, degrees) in rounds {
            let transform = try probe.presentation(of: { $0.imageView }, at: time).transform
            #expect(abs(rotationDegrees(transform) - degrees) < 0.01, "t = \(time): \(rotationDegrees(transform))°")
        }
    }

    @Test("Case 18: the first round, begun in viewDidLoad, plays from t = 0 — four quarter turns counted per round")
    func case18FirstRound() throws {
        let probe = try SceneProbe<TurntableKeyframesViewController>("case-18")
        #expect(probe.at(0) { $0.index } == 4)
        #expect(probe.at(0.19) { $0.index } == 4)
        #expect(probe.at(0.21) { $0.index } == 8)
        #expect(probe.at(1.01) { $0.index } == 24)
    }
}
