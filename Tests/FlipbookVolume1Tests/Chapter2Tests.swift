import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
@testable import FlipbookVolume1
import Testing

/// The catalogue's numbers for chapter 2's cases, read from the presentation tree.
@Suite("Volume 1 · Chapter 2 values")
struct Chapter2Tests {
    @Test("Case 3: the centre passes (0, 255) at 0.5 s and ends at (207, 255); the print shows the model centre")
    func case3() throws {
        let probe = try SceneProbe<PositionViewController>("case-3")
        #expect(probe.controller.console == ["center:\(CGPoint(x: 207, y: 255))"])
        #expect(try probe.presentation(of: { $0.loginButton }, at: 0).position == CGPoint(x: -207, y: 255))
        let middle = try probe.presentation(of: { $0.loginButton }, at: 0.5).position
        #expect(isClose(middle.x, 0) && middle.y == 255)
        #expect(try probe.presentation(of: { $0.loginButton }, at: 1).position == CGPoint(x: 207, y: 255))
    }

    @Test("Case 4: 317.9 × 55 at 0.5 s, 261.8 × 60 at 1 s, the centre fixed at (207, 255)")
    func case4() throws {
        let probe = try SceneProbe<GeometricShapeViewController>("case-4")
        let middle = try probe.presentation(of: { $0.loginButton }, at: 0.5)
        #expect(isClose(middle.bounds.width, 317.9) && isClose(middle.bounds.height, 55))
        #expect(middle.position == CGPoint(x: 207, y: 255))
        let end = try probe.presentation(of: { $0.loginButton }, at: 1)
        #expect(isClose(end.frame.origin.x, 76.1) && isClose(end.frame.width, 261.8) && isClose(end.frame.height, 60))
    }

    @Test("Case 5: frame (10, 230, 317.9, 55) at 0.5 s, (0, 230, 261.8, 60) at 1 s")
    func case5() throws {
        let probe = try SceneProbe<PositionAndShapeViewController>("case-5")
        for (time, frame) in [(0.5, CGRect(x: 10, y: 230, width: 317.9, height: 55)),
                              (1.0, CGRect(x: 0, y: 230, width: 261.8, height: 60))] {
            let button = try probe.presentation(of: { $0.loginButton }, at: time).frame
            #expect(isClose(button.minX, frame.minX) && isClose(button.minY, frame.minY), "t = \(time): \(button)")
            #expect(isClose(button.width, frame.width) && isClose(button.height, frame.height), "t = \(time): \(button)")
        }
    }

    @Test("Case 6: opacity 0, 0.5, 1 at 0, 1, 2 s")
    func case6() throws {
        let probe = try SceneProbe<FadeInViewController>("case-6")
        for (time, opacity) in [(0.0, Float(0)), (1.0, 0.5), (2.0, 1)] {
            let button = try probe.presentation(of: { $0.loginButton }, at: time)
            #expect(abs(button.opacity - opacity) < 0.001, "t = \(time): opacity \(button.opacity)")
        }
    }

    @Test("Case 7: RGB(88.75, 156.25, 148.75) at 1 s, grey at 2 s")
    func case7() throws {
        let probe = try SceneProbe<ColorChangeViewController>("case-7")
        for (time, rgb) in [(1.0, [88.75, 156.25, 148.75]), (2.0, [127.5, 127.5, 127.5])] as [(Double, [CGFloat])] {
            let color = try #require(try probe.presentation(of: { $0.loginButton }, at: time).backgroundColor)
            let components = redGreenBlue(of: color)
            for (component, expected) in zip(components, rgb) {
                #expect(isClose(component * 255, expected), "t = \(time): \(components)")
            }
        }
    }

    @Test("Case 8: scale (0.85, 1.1) at 0.5 s, (0.7, 1.2) at 1 s")
    func case8() throws {
        let probe = try SceneProbe<ScaleViewController>("case-8")
        for (time, sx, sy) in [(0.5, 0.85, 1.1), (1.0, 0.7, 1.2)] as [(Double, CGFloat, CGFloat)] {
            let transform = try probe.presentation(of: { $0.loginButton }, at: time).transform
            #expect(isClose(transform.m11, sx) && isClose(transform.m22, sy), "t = \(time): \(transform)")
        }
    }

    @Test("Case 9: 22.5° at 0.5 s, 45° at 1 s")
    func case9() throws {
        let probe = try SceneProbe<RotationViewController>("case-9")
        for (time, degrees) in [(0.5, 22.5), (1.0, 45.0)] {
            let transform = try probe.presentation(of: { $0.loginButton }, at: time).transform
            #expect(abs(rotationDegrees(transform) - degrees) < 0.01, "t = \(time): \(rotationDegrees(transform))°")
        }
    }

    @Test("Case 10: offset (0, 150) at 0.5 s, (0, 300) at 1 s — the code's numbers, not the prose's (E3)")
    func case10() throws {
        let probe = try SceneProbe<TranslationViewController>("case-10")
        for (time, offset) in [(0.5, CGFloat(150)), (1.0, 300)] {
            let transform = try probe.presentation(of: { $0.loginButton }, at: time).transform
            #expect(transform.m41 == 0 && isClose(transform.m42, offset), "t = \(time): \(transform)")
        }
    }

    @Test("Case 11: nothing moves before the tap at 1 s; at 2 s alpha 0.5, 90°, width 55 %; gone at 3 s")
    func case11() throws {
        let probe = try SceneProbe<CombinedTapViewController>("case-11")
        let before = try probe.presentation(of: { $0.loginButton }, at: 0.9)
        #expect(before.frame == CGRect(x: 20, y: 230, width: 374, height: 50) && before.opacity == 1)
        let middle = try probe.presentation(of: { $0.loginButton }, at: 2)
        #expect(abs(middle.opacity - 0.5) < 0.001)
        #expect(abs(rotationDegrees(middle.transform) - 90) < 0.01)
        #expect(isClose(middle.bounds.width, 205.7) && isClose(middle.bounds.height, 27.5))
        let end = try probe.presentation(of: { $0.loginButton }, at: 3)
        #expect(end.opacity == 0)
        #expect(isClose(end.position.x, 418.7) && isClose(end.position.y, 2.5))
    }

    @Test("Case 12: autoreversing goes down and back, then shows the model value")
    func case12Autoreverse() throws {
        let probe = try SceneProbe<RepeatViewController>("case-12")
        for (time, offset) in [(0.5, CGFloat(150)), (1.0, 300), (1.5, 150), (2.5, 300)] {
            let transform = try probe.presentation(of: { $0.loginButton }, at: time).transform
            #expect(isClose(transform.m42, offset), "t = \(time): offset \(transform.m42)")
        }
    }

    @Test("Case 12: repeat count 2 without autoreversing restarts from the top instead of coming back")
    func case12Restart() throws {
        let scene = Scene(id: "case-12-restart", origin: .book(volume: 1, chapter: 2, section: "2.3.1"), title: "",
                          chineseTitle: "", sampleTimes: [0],
                          viewController: { RepeatViewController(repeatCount: 2, repeatAutoreverses: false) })
        let probe = try SceneProbe<RepeatViewController>(scene)
        // Ease-in-ease-out at a quarter of a run is 12.9 % of the way, at three quarters 87.1 %.
        for (time, offset) in [(0.75, CGFloat(261.25)), (1.25, 38.75), (1.75, 261.25), (2.5, 300)] {
            let transform = try probe.presentation(of: { $0.loginButton }, at: time).transform
            #expect(isClose(transform.m42, offset, within: 0.1), "t = \(time): offset \(transform.m42)")
        }
    }

    @Test("Case 13: a delegate without selectors hears nothing, as in UIKit; Case 14's selector prints at 1 s")
    func stopCallbacks() throws {
        let delegate = try SceneProbe<StopDelegateViewController>("case-13")
        #expect(delegate.at(2) { $0.console }.isEmpty)
        let selector = try SceneProbe<StopSelectorViewController>("case-14")
        #expect(selector.at(0.99) { $0.console }.isEmpty)
        #expect(selector.at(1.01) { $0.console } == ["AnimationEnd!"])
    }

    @Test("Case 15: a quarter turn per 0.1 s, the first one held for a period")
    func case15() throws {
        let probe = try SceneProbe<TurntableChainViewController>("case-15")
        for (time, degrees) in [(0.05, 45.0), (0.15, 90), (0.25, 135), (0.35, 225), (0.45, 315), (0.55, 45)] {
            let transform = try probe.presentation(of: { $0.imageView }, at: time).transform
            #expect(abs(rotationDegrees(transform) - degrees) < 0.01, "t = \(time): \(rotationDegrees(transform))°")
        }
    }
}
