import FlipbookCoreAnimation
import FlipbookGraphics
@testable import FlipbookUIKit
import Foundation
import Testing

@Suite("UIView.animate maps view changes onto additive Core Animation animations")
struct UIViewAnimateTests {
    @Test("Table 1.1: a linear fly-in reads −394, −256, −118, 20 at 0, ⅓, ⅔ and 1 of the second (E1)")
    func table1Point1Linear() {
        let stage = AnimationStage()
        let button = stage.addView(frame: CGRect(x: -394, y: 230, width: 374, height: 50))
        stage.host.perform {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                button.frame = CGRect(x: 20, y: 230, width: 374, height: 50)
            })
        }
        #expect(button.frame.origin.x == 20)   // the model changes at once
        let expected: [(CFTimeInterval, CGFloat)] = [(0, -394), (1.0 / 3, -256), (2.0 / 3, -118), (1, 20)]
        for (time, x) in expected {
            #expect(AnimationStage.close(stage.presented(button, at: time).frame.origin.x, x, 1e-9))
        }
    }

    @Test("the default curve is ease-in-ease-out: the same mid-point as linear, slower at the ends")
    func defaultCurveIsEaseInOut() {
        let stage = AnimationStage()
        let button = stage.addView(frame: CGRect(x: -394, y: 230, width: 374, height: 50))
        stage.host.perform {
            UIView.animate(withDuration: 1) { button.frame.origin.x = 20 }
        }
        let animation = button.layer.animation(forKey: "position") as? CABasicAnimation
        #expect(animation?.timingFunction?.description == CAMediaTimingFunction(name: .easeInEaseOut).description)
        #expect(animation?.isAdditive == true && animation?.fillMode == .both)
        #expect(AnimationStage.close(stage.presented(button, at: 0.5).frame.origin.x, -187, 1e-4))
        let quarter = stage.presented(button, at: 0.75).frame.origin.x
        #expect(quarter > -118)   // eased: further than linear at ¾
    }

    @Test("the animation is additive: fromValue old − new, toValue zero, under the property's key")
    func additiveAnimationValues() {
        let stage = AnimationStage()
        let view = stage.addView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.host.perform {
            UIView.animate(withDuration: 1) {
                view.center = CGPoint(x: 150, y: 50)
                view.alpha = 0.5
            }
        }
        let position = view.layer.animation(forKey: "position") as? CABasicAnimation
        #expect(position?.fromValue as? CGPoint == CGPoint(x: -100, y: 0))
        #expect(position?.toValue as? CGPoint == CGPoint(x: 0, y: 0))
        let opacity = view.layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(opacity.flatMap { ($0.fromValue as? CGFloat) }.map { AnimationStage.close($0, 0.5) } == true)
        #expect(opacity?.duration == 1)
    }

    @Test("Case 4: bounds 374×50 → 261.8×60 reads 317.9×55 at 0.5 s, split into bounds.origin and bounds.size")
    func case4Bounds() {
        let stage = AnimationStage()
        let button = stage.addView(frame: CGRect(x: 20, y: 230, width: 374, height: 50))
        stage.host.perform {
            UIView.beginAnimations(nil, context: nil)
            UIView.setAnimationDuration(1)
            button.bounds = CGRect(x: 0, y: 0, width: button.frame.width * 0.7, height: button.frame.height * 1.2)
            UIView.commitAnimations()
        }
        #expect(Set(button.layer.animationKeys() ?? []) == ["bounds.origin", "bounds.size"])
        let half = stage.presented(button, at: 0.5)
        #expect(AnimationStage.close(half.bounds.width, 317.9, 1e-4) && AnimationStage.close(half.bounds.height, 55, 1e-4))
        #expect(half.position == CGPoint(x: 207, y: 255))
        let end = stage.presented(button, at: 1)
        #expect(AnimationStage.close(end.frame.origin.x, 76.1, 1e-9) && AnimationStage.close(end.frame.width, 261.8, 1e-9))
    }

    @Test("Case 7: teal → gray over 2 s is RGB(88.75, 156.25, 148.75) at 1 s")
    func case7MidColour() throws {
        let stage = AnimationStage()
        let button = stage.addView(frame: CGRect(x: 20, y: 230, width: 374, height: 50))
        stage.host.perform { button.backgroundColor = UIColor(red: 50 / 255, green: 185 / 255, blue: 170 / 255, alpha: 1) }
        stage.host.perform {
            UIView.beginAnimations(nil, context: nil)
            UIView.setAnimationDuration(2)
            button.backgroundColor = UIColor(white: 0.5, alpha: 1)
            UIView.commitAnimations()
        }
        let colour = try #require(stage.presented(button, at: 1).backgroundColor?.components)
        let expected: [CGFloat] = [88.75, 156.25, 148.75, 255]
        for (component, value) in zip(colour, expected) {
            #expect(AnimationStage.close(component * 255, value, 1e-4))
        }
    }

    @Test("B-16: a 1 s animation delayed 2 s shows the old frame until 2 s, (100,120,120,120) at 2.5 s")
    func b16Delay() {
        let stage = AnimationStage()
        let view = stage.addView(frame: CGRect(x: 120, y: 140, width: 80, height: 80))
        stage.host.perform {
            UIView.animate(withDuration: 1, delay: 2, options: .beginFromCurrentState, animations: {
                view.frame = CGRect(x: 80, y: 100, width: 160, height: 160)
            })
        }
        #expect(stage.presented(view, at: 1).frame == CGRect(x: 120, y: 140, width: 80, height: 80))
        #expect(stage.presented(view, at: 2).frame == CGRect(x: 120, y: 140, width: 80, height: 80))
        let mid = stage.presented(view, at: 2.5).frame
        #expect(AnimationStage.close(mid.origin.x, 100, 1e-4) && AnimationStage.close(mid.width, 120, 1e-4))
        #expect(stage.presented(view, at: 2.5).position == CGPoint(x: 160, y: 180))
        #expect(stage.presented(view, at: 3).frame == CGRect(x: 80, y: 100, width: 160, height: 160))
    }

    @Test("B-4: a 3 s bounds animation overlapped at 0.5 s by a 1 s one dips below 100 and ends at 100 at 3 s")
    func b4OverlappingAnimationsAdd() {
        let stage = AnimationStage()
        let view = stage.addView(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        let log = CallbackLog()
        stage.host.perform {
            UIView.animate(withDuration: 3, delay: 0, options: .curveLinear, animations: {
                view.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
            }, completion: { log.append("3 s finished \($0) at \(CACurrentMediaTime())") })
        }
        let before = stage.presented(view, at: 0.5).bounds.width
        #expect(AnimationStage.close(before, 100 + 100 * 0.5 / 3, 1e-9))
        stage.host.perform {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            }, completion: { log.append("1 s finished \($0) at \(CACurrentMediaTime())") })
        }
        #expect(view.layer.animationKeys() == ["bounds.origin", "bounds.size", "bounds.origin-2", "bounds.size-2"])
        // Continuous at the overlap: the new animation starts from the displayed value.
        #expect(AnimationStage.close(stage.presented(view, at: 0.5).bounds.width, before, 1e-9))
        // 100 + (−100)(1 − t/3) + 100(1 − (t − 0.5)): at 1.5 s 100 − 50 = 50.
        #expect(AnimationStage.close(stage.presented(view, at: 1.5).bounds.width, 100 - 100 * (1 - 1.5 / 3), 1e-9))
        #expect(stage.presented(view, at: 2).bounds.width < 100)
        #expect(stage.presented(view, at: 3).bounds.width == 100)
        #expect(log.entries == ["1 s finished true at 1.5", "3 s finished true at 3.0"])
    }

    @Test("completion: true after the animations end, false when they are removed first")
    func completionFinishedFlag() {
        let stage = AnimationStage()
        let view = stage.addView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let log = CallbackLog()
        stage.host.perform {
            UIView.animate(withDuration: 1, animations: { view.center.x = 200; view.alpha = 0 },
                           completion: { log.append("first \($0) at \(CACurrentMediaTime())") })
        }
        stage.host.run(until: 0.999)
        #expect(log.entries.isEmpty)
        stage.host.run(until: 1)
        #expect(log.entries == ["first true at 1.0"])
        stage.host.perform {
            UIView.animate(withDuration: 1, animations: { view.center.x = 0 },
                           completion: { log.append("second \($0) at \(CACurrentMediaTime())") })
        }
        stage.host.run(until: 1.5)
        stage.host.perform { view.layer.removeAllAnimations() }
        #expect(log.entries == ["first true at 1.0", "second false at 1.5"])
        #expect(view.layer.presentation()?.position.x == 0)
    }

    @Test("a colour animation replaced by another block's reports false once, committed or not")
    func replacedColourAnimation() {
        let stage = AnimationStage()
        let view = stage.addView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let log = CallbackLog()
        func fade(to white: CGFloat, _ name: String) {
            UIView.animate(withDuration: 1, animations: { view.backgroundColor = UIColor(white: white, alpha: 1) },
                           completion: { log.append("\(name) \($0) at \(CACurrentMediaTime())") })
        }
        stage.host.perform {
            fade(to: 0, "first")
            fade(to: 1, "same turn")
        }
        stage.host.run(until: 0.5)
        stage.host.perform { fade(to: 0.5, "later") }
        stage.host.run(until: 2)
        #expect(log.entries == ["first false at 0.0", "same turn false at 0.5", "later true at 1.5"])
    }

    @Test(".beginFromCurrentState starts a colour animation from the colour shown, not the old model colour")
    func beginFromCurrentStateColour() throws {
        let stage = AnimationStage()
        let view = stage.addView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.host.perform { view.backgroundColor = UIColor(white: 0, alpha: 1) }
        stage.host.perform {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.backgroundColor = UIColor(white: 1, alpha: 1)
            })
        }
        stage.host.run(until: 0.5)
        stage.host.perform {
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState], animations: {
                view.backgroundColor = UIColor(white: 0, alpha: 1)
            })
        }
        let start = try #require(stage.presented(view, at: 0.5).backgroundColor?.components)
        #expect(AnimationStage.close(start[0], 0.5, 1e-9))   // continues from the shown grey
        let later = try #require(stage.presented(view, at: 1).backgroundColor?.components)
        #expect(AnimationStage.close(later[0], 0.25, 1e-9))
    }

    @Test(".layoutSubviews lays the animated views out inside the block: their subviews' new frames animate too")
    func layoutSubviewsOption() {
        final class Container: UIView {
            let child = UIView(frame: .zero)
            override func layoutSubviews() {
                child.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
            }
        }
        let stage = AnimationStage()
        let container = Container(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.host.perform {
            stage.window.addSubview(container)
            container.addSubview(container.child)
            container.setNeedsLayout()
            container.layoutIfNeeded()
        }
        stage.host.perform {
            UIView.animate(withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear], animations: {
                container.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
                container.setNeedsLayout()
            })
        }
        #expect(container.child.frame.width == 100)   // laid out before the block closed
        #expect(AnimationStage.close(stage.presented(container.child, at: 0.5).bounds.width, 75, 1e-9))
    }

    @Test("B-5: the model is the end value at once, the presentation is between at 0.1 s, and its model is the layer")
    func b5ModelAndPresentation() throws {
        let stage = AnimationStage()
        let view = stage.addView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        stage.host.perform {
            UIView.animate(withDuration: 1) { view.bounds = CGRect(x: 0, y: 0, width: 200, height: 200) }
            #expect(view.bounds.width == 200 && view.layer.bounds.width == 200)
        }
        let presentation = stage.presented(view, at: 0.1)
        #expect(presentation.bounds.width > 100 && presentation.bounds.width < 200)
        #expect(presentation.model() === view.layer && view.layer.model() === view.layer)
    }

    @Test("a block that animates nothing completes on the next run-loop turn with true")
    func completionWithoutAnimations() {
        let stage = AnimationStage()
        let log = CallbackLog()
        stage.host.perform {
            UIView.animate(withDuration: 1, animations: {}, completion: { log.append("done \($0)") })
            log.append("after the call")
        }
        #expect(log.entries == ["after the call"])
        stage.host.advance(by: 0.001)
        #expect(log.entries == ["after the call", "done true"])
    }

    @Test("bad durations and delays: NaN, negative and zero durations change at once; bad delays are 0")
    func badInput() {
        let stage = AnimationStage()
        let view = stage.addView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let log = CallbackLog()
        stage.host.perform {
            for duration in [Double.nan, -1, 0, .infinity] {
                UIView.animate(withDuration: duration, animations: { view.center.x += 10 },
                               completion: { log.append("\(duration) \($0)") })
            }
        }
        #expect(view.layer.animationKeys() == nil)
        #expect(view.center.x == 90)
        stage.host.advance(by: 0.001)
        #expect(log.entries == ["nan true", "-1.0 true", "0.0 true", "inf true"])
        stage.host.perform {
            UIView.animate(withDuration: 1, delay: .nan, options: [], animations: { view.center.x = 0 })
            UIView.animate(withDuration: 1, delay: -3, options: [], animations: { view.alpha = 0 })
        }
        let presented = stage.presented(view, at: 0.501)
        #expect(presented.position.x < 90 && presented.opacity < 1)
    }

    @Test("contradicting curves OR their bits as in UIKit: [.curveEaseIn, .curveEaseOut] is .curveLinear")
    func contradictingCurves() {
        #expect(UIView.AnimationOptions([.curveEaseIn, .curveEaseOut]) == .curveLinear)
        let stage = AnimationStage()
        let view = stage.addView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.host.perform {
            UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseIn, .curveEaseOut], animations: { view.alpha = 0 })
        }
        #expect(view.layer.animation(forKey: "opacity")?.timingFunction?.description == CAMediaTimingFunction(name: .linear).description)
    }

    @Test("a view outside any window: the model changes and the completion waits for a host to play the animations")
    func viewNotInWindow() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let log = CallbackLog()
        UIView.animate(withDuration: 1, animations: { view.center.x = 300 }, completion: { log.append("done \($0)") })
        #expect(view.center.x == 300)
        #expect(view.layer.animationKeys() == ["position"])
        #expect(log.entries.isEmpty)
        let stage = AnimationStage()
        stage.host.perform { stage.window.addSubview(view) }
        stage.host.run(until: 1)
        #expect(log.entries == ["done true"])
    }

    @Test("removing a view mid-animation keeps its animations running: the completion reports true at the end")
    func removingViewMidAnimation() {
        let stage = AnimationStage()
        let view = stage.addView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let log = CallbackLog()
        stage.host.perform {
            UIView.animate(withDuration: 1, animations: { view.center.x = 300 }, completion: { log.append("done \($0)") })
        }
        stage.host.run(until: 0.5)
        stage.host.perform { view.removeFromSuperview() }
        stage.host.run(until: 1)
        #expect(log.entries == ["done true"])
    }

    @Test("a completion may start the next animation (the turntable's chain)")
    func chainedCompletions() {
        let stage = AnimationStage()
        let view = stage.addView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let log = CallbackLog()
        func rotate(_ index: Int) {
            UIView.animate(withDuration: 0.1, delay: 0, options: .curveLinear, animations: {
                view.transform = CGAffineTransform(rotationAngle: CGFloat(index) * .pi / 2)
            }, completion: { _ in
                log.append("\(index) at \(CACurrentMediaTime())")
                if index < 4 { rotate(index + 1) }
            })
        }
        stage.host.perform { rotate(1) }
        stage.host.run(until: 0.45)
        #expect(log.entries.count == 4)
        #expect(AnimationStage.close(stage.presentedAngle(of: view, at: 0.45), 4.5 * .pi / 2 - 2 * .pi, 1e-6))
    }

    @Test("an animating view blocks interaction unless its block allows it, until the animation ends")
    func interactionDuringAnimation() {
        let stage = AnimationStage()
        let blocked = stage.addView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let allowed = stage.addView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        stage.host.perform {
            UIView.animate(withDuration: 1) { blocked.alpha = 0.5 }
            UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { allowed.alpha = 0.5 })
        }
        #expect(blocked.isAnimatingWithoutUserInteraction)
        #expect(!allowed.isAnimatingWithoutUserInteraction)
        #expect(stage.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === stage.window)   // the touch falls through
        #expect(stage.window.hitTest(CGPoint(x: 250, y: 50), with: nil) === allowed)
        stage.host.run(until: 1)
        #expect(!blocked.isAnimatingWithoutUserInteraction)
        #expect(stage.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === blocked)
    }
}
