import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Foundation
import Testing

@Suite("animateKeyframes/addKeyframe become one CAKeyframeAnimation per property")
struct UIViewKeyframeAnimationTests {
    /// The keyframe options carrying the linear curve bits, as UIKit users pass them.
    private static let linearCurve = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    @Test("a (0, 0.1) keyframe: key times 0, 0.1, 1, values old, new, new, ease-in-ease-out over the whole, fill both")
    func animationShape() throws {
        let stage = AnimationStage()
        let view = stage.addView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.host.perform {
            UIView.animateKeyframes(withDuration: 10, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1) { view.alpha = 0 }
            })
        }
        let animation = try #require(view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)
        #expect(animation.keyTimes?.map(\.doubleValue) == [0, 0.1, 1])
        #expect(animation.values?.compactMap { ($0 as? Float).map(Double.init) ?? ($0 as? CGFloat).map(Double.init) } == [1, 0, 0])
        #expect(animation.calculationMode == .linear && animation.fillMode == .both && animation.duration == 10)
        #expect(animation.timingFunction?.description == CAMediaTimingFunction(name: .easeInEaseOut).description)
    }

    @Test("Case 16: one change in a cubic keyframe block: (100,100) → (200,200) at 1 s → (300,300) at 2 s")
    func case16SingleKeyframe() {
        let stage = AnimationStage()
        let plane = stage.addView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        let log = CallbackLog()
        stage.host.perform {
            UIView.animateKeyframes(withDuration: 2, delay: 0, options: .calculationModeCubic, animations: {
                plane.frame = CGRect(x: 300, y: 300, width: 50, height: 50)
            }, completion: { log.append("done \($0) at \(CACurrentMediaTime())") })
        }
        #expect((plane.layer.animation(forKey: "position") as? CAKeyframeAnimation)?.calculationMode == .cubic)
        #expect(stage.presented(plane, at: 0).frame == CGRect(x: 100, y: 100, width: 50, height: 50))
        let mid = stage.presented(plane, at: 1).frame
        #expect(AnimationStage.close(mid.origin.x, 200, 1e-3) && AnimationStage.close(mid.origin.y, 200, 1e-3))
        #expect(stage.presented(plane, at: 2).frame == CGRect(x: 300, y: 300, width: 50, height: 50))
        #expect(log.entries == ["done true at 2.0"])
    }

    @Test("Case 17: two relative keyframes: (300,100,30,30) at 1 s, (300,300,100,100) at 2 s, curved in between")
    func case17TwoKeyframes() {
        let stage = AnimationStage()
        let plane = stage.addView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        stage.host.perform {
            UIView.animateKeyframes(withDuration: 2, delay: 0, options: .calculationModeCubic, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1.0 / 2) {
                    plane.frame = CGRect(x: 300, y: 100, width: 30, height: 30)
                }
                UIView.addKeyframe(withRelativeStartTime: 1.0 / 2, relativeDuration: 1.0 / 2) {
                    plane.frame = CGRect(x: 300, y: 300, width: 100, height: 100)
                }
            })
        }
        let atOne = stage.presented(plane, at: 1).frame
        #expect(AnimationStage.close(atOne.origin.x, 300, 1e-3) && AnimationStage.close(atOne.origin.y, 100, 1e-3))
        #expect(AnimationStage.close(atOne.width, 30, 1e-3))
        #expect(stage.presented(plane, at: 2).frame == CGRect(x: 300, y: 300, width: 100, height: 100))
        // The cubic spline leaves the straight line between the first two keyframes' centres.
        let between = stage.presented(plane, at: 0.5).position
        let straightY = 125 + (115 - 125) * (between.x - 125) / (315 - 125)
        #expect(abs(between.y - straightY) > 0.5)
    }

    @Test("B-27: the petal path's keyframes at 2.5, 3.75 and 5 s — with the linear curve bits; eased by default")
    func b27PetalPath() {
        func run(options: UIView.KeyframeAnimationOptions) -> (AnimationStage, UIView) {
            let stage = AnimationStage()
            let ball = stage.addView(frame: CGRect(x: 40, y: 140, width: 20, height: 20))
            stage.host.perform {
                UIView.animateKeyframes(withDuration: 5, delay: 0, options: options, animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { ball.center = CGPoint(x: 80, y: 220) }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { ball.center = CGPoint(x: 40, y: 300) }
                    UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { ball.center = CGPoint(x: 67, y: 400) }
                })
            }
            return (stage, ball)
        }
        let (linear, linearBall) = run(options: [.calculationModeLinear, Self.linearCurve])
        #expect(linear.presented(linearBall, at: 2.5).position == CGPoint(x: 80, y: 220))
        #expect(linear.presented(linearBall, at: 3.75).position == CGPoint(x: 40, y: 300))
        #expect(linear.presented(linearBall, at: 5).position == CGPoint(x: 67, y: 400))
        let (eased, easedBall) = run(options: .calculationModeLinear)
        #expect(AnimationStage.close(eased.presented(easedBall, at: 2.5).position.y, 220, 1e-3))   // symmetric curve
        #expect(eased.presented(easedBall, at: 3.75).position.y > 300)   // eased time is ahead at ¾
        #expect(eased.presented(easedBall, at: 5).position == CGPoint(x: 67, y: 400))
    }

    @Test("Case 18 as printed (E4: the second keyframe also starts at 0): its change replaces the first's, 180° at 0.05 s")
    func case18SameWindowKeyframes() throws {
        let stage = AnimationStage()
        let turntable = stage.addView(frame: CGRect(x: 0, y: 0, width: 414, height: 736))
        stage.host.perform {
            var index = 0
            UIView.animateKeyframes(withDuration: 0.2, delay: 0, options: Self.linearCurve, animations: {
                for start in [0.0, 0.0, 2.0 / 4, 3.0 / 4] {
                    UIView.addKeyframe(withRelativeStartTime: start, relativeDuration: 1.0 / 4) {
                        index += 1
                        turntable.transform = CGAffineTransform(rotationAngle: .pi / 2 * CGFloat(index))
                    }
                }
            })
        }
        let animation = try #require(turntable.layer.animation(forKey: "transform") as? CAKeyframeAnimation)
        #expect(animation.keyTimes?.map(\.doubleValue) == [0, 0.25, 0.5, 0.75, 1])
        func angle(at time: Double) -> CGFloat { stage.presentedAngle(of: turntable, at: time) }
        #expect(AnimationStage.close(abs(angle(at: 0.025)), .pi / 2, 1e-6))   // half-way to 180°
        #expect(AnimationStage.close(abs(angle(at: 0.075)), .pi, 1e-6))        // held
        #expect(AnimationStage.close(angle(at: 0.125), -.pi * 3 / 4, 1e-6))    // half-way from 180° to 270°
        #expect(AnimationStage.close(angle(at: 0.2), 0, 1e-6))                 // 360°: the model value
    }

    @Test("a keyframe window starting before the previous one ends starts at its end: a jump")
    func overlappingWindows() throws {
        let stage = AnimationStage()
        let view = stage.addView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.host.perform {
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { view.alpha = 0 }
            })
        }
        let animation = try #require(view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)
        #expect(animation.keyTimes?.map(\.doubleValue) == [0, 0.5, 0.5, 1])
    }

    @Test("every calculation-mode option maps to its Core Animation mode")
    func calculationModes() {
        let modes: [(UIView.KeyframeAnimationOptions, CAAnimationCalculationMode)] = [
            (.calculationModeLinear, .linear), (.calculationModeDiscrete, .discrete), (.calculationModePaced, .paced),
            (.calculationModeCubic, .cubic), (.calculationModeCubicPaced, .cubicPaced),
        ]
        let stage = AnimationStage()
        let view = stage.addView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        for (option, mode) in modes {
            stage.host.perform {
                UIView.animateKeyframes(withDuration: 1, delay: 0, options: option, animations: { view.alpha = view.alpha == 1 ? 0 : 1 })
            }
            #expect((view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)?.calculationMode == mode)
        }
    }

    @Test("addKeyframe outside a keyframe block makes its changes as written; bad relative times are clamped")
    func keyframeBadInput() throws {
        let stage = AnimationStage()
        let view = stage.addView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.host.perform {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.5 }
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: .nan, relativeDuration: 7) { view.alpha = 0 }
                UIView.addKeyframe(withRelativeStartTime: -1, relativeDuration: -1) { view.center.x = 50 }
            })
        }
        #expect(view.alpha == 0)
        let opacity = try #require(view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)
        #expect(opacity.keyTimes?.map(\.doubleValue) == [0, 1])
        let position = try #require(view.layer.animation(forKey: "position") as? CAKeyframeAnimation)
        #expect(position.keyTimes?.map(\.doubleValue) == [0, 0, 1])
    }
}
