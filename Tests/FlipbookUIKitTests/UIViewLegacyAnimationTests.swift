import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Foundation
import Testing

/// The receiver of a block's selectors, as the seeds' view controllers.
private final class AnimationObserver {
    let log = CallbackLog()
    func animationEnd() { log.append("AnimationEnd! at \(CACurrentMediaTime())") }
    func animationWillStart(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        log.append("will start \(animationID ?? "nil") at \(CACurrentMediaTime())")
    }
    func animationDidStop(_ animationID: String?, finished: NSNumber, context: UnsafeMutableRawPointer?) {
        log.append("did stop \(animationID ?? "nil") \(finished.boolValue) context \(context != nil)")
    }
}

@Suite("beginAnimations/commitAnimations and the setAnimation… calls")
struct UIViewLegacyAnimationTests {
    @Test("Case 2: the method form with setAnimationDuration(1) matches the closure form; the default is 0.2 s ease-in-out")
    func methodForm() {
        let stage = AnimationStage()
        let button = stage.addView(frame: CGRect(x: -394, y: 230, width: 374, height: 50))
        let other = stage.addView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.host.perform {
            UIView.beginAnimations(nil, context: nil)
            #expect(UIView.inheritedAnimationDuration == 0.2)
            other.alpha = 0
            UIView.setAnimationDuration(1)
            button.frame = CGRect(x: 20, y: 230, width: 374, height: 50)
            UIView.commitAnimations()
        }
        #expect(other.layer.animation(forKey: "opacity")?.duration == 0.2)
        #expect(other.layer.animation(forKey: "opacity")?.timingFunction?.description
                == CAMediaTimingFunction(name: .easeInEaseOut).description)
        #expect(AnimationStage.close(stage.presented(button, at: 0.5).frame.origin.x, -187, 1e-4))
        #expect(stage.presented(button, at: 1).frame.origin.x == 20)
    }

    @Test("setAnimationDelay, setAnimationCurve: S-84, the effect starts after the delay")
    func delayAndCurve() {
        let stage = AnimationStage()
        let button = stage.addView(frame: CGRect(x: 20, y: 230, width: 374, height: 50))
        stage.host.perform {
            UIView.beginAnimations(nil, context: nil)
            UIView.setAnimationDuration(1)
            UIView.setAnimationDelay(1)
            UIView.setAnimationCurve(.linear)
            button.center = CGPoint(x: 207, y: 555)
            UIView.commitAnimations()
        }
        #expect(stage.presented(button, at: 0.9).position.y == 255)
        #expect(AnimationStage.close(stage.presented(button, at: 1.25).position.y, 330, 1e-9))
        #expect(stage.presented(button, at: 2).position.y == 555)
    }

    @Test("Case 12 / S-86: repeat count 2 without autoreverse restarts from the start; with it, goes back and forth")
    func repeatCountAndAutoreverse() {
        let stage = AnimationStage()
        let plain = stage.addView(frame: CGRect(x: 20, y: 230, width: 374, height: 50))
        let reversing = stage.addView(frame: CGRect(x: 20, y: 230, width: 374, height: 50))
        stage.host.perform {
            UIView.beginAnimations(nil, context: nil)
            UIView.setAnimationDuration(1)
            UIView.setAnimationCurve(.linear)
            UIView.setAnimationRepeatCount(2)
            plain.transform = CGAffineTransform(translationX: 0, y: 300)
            UIView.setAnimationRepeatAutoreverses(true)
            reversing.transform = CGAffineTransform(translationX: 0, y: 300)
            UIView.commitAnimations()
        }
        #expect(AnimationStage.close(stage.presented(plain, at: 0.99).affineTransform().ty, 297, 1e-6))
        #expect(AnimationStage.close(stage.presented(plain, at: 1.01).affineTransform().ty, 3, 1e-6))   // jumps back
        #expect(AnimationStage.close(stage.presented(reversing, at: 1.5).affineTransform().ty, 150, 1e-6))
        #expect(AnimationStage.close(stage.presented(reversing, at: 2.5).affineTransform().ty, 150, 1e-6))
        #expect(stage.presented(reversing, at: 4).affineTransform().ty == 300)   // the model value after the end
    }

    @Test("Case 14: setAnimationDidStop with a method without arguments is sent to the delegate when the animation ends")
    func didStopWithoutArguments() {
        let stage = AnimationStage()
        let button = stage.addView(frame: CGRect(x: 20, y: 230, width: 374, height: 50))
        let observer = AnimationObserver()
        stage.host.perform {
            UIView.beginAnimations(nil, context: nil)
            UIView.setAnimationDelegate(observer)
            UIView.setAnimationDidStop(Selector(AnimationObserver.animationEnd))
            UIView.setAnimationDuration(1)
            button.transform = CGAffineTransform(scaleX: 0.7, y: 1.2)
            UIView.commitAnimations()
        }
        stage.host.run(until: 2)
        #expect(observer.log.entries == ["AnimationEnd! at 1.0"])
    }

    @Test("Case 15: the turntable's chain of did-stop selectors, 90° per 0.1 s, its first step repeated")
    func case15ChainedTurntable() {
        final class Turntable {
            let imageView: UIView
            var index: CGFloat = 0
            var stops: [CFTimeInterval] = []
            init(imageView: UIView) { self.imageView = imageView }
            func start() {
                UIView.beginAnimations(nil, context: nil)
                UIView.setAnimationDelegate(self)
                UIView.setAnimationDidStop(Selector(Turntable.animationEnd))
                UIView.setAnimationDuration(0.1)
                imageView.transform = CGAffineTransform(rotationAngle: .pi / 2)
                UIView.commitAnimations()
            }
            func animationEnd() {
                stops.append(CACurrentMediaTime())
                UIView.beginAnimations(nil, context: nil)
                UIView.setAnimationDelegate(self)
                UIView.setAnimationDidStop(Selector(Turntable.animationEnd))
                UIView.setAnimationDuration(0.1)
                index += 1
                imageView.transform = CGAffineTransform(rotationAngle: index * .pi / 2)
                UIView.commitAnimations()
            }
        }
        let stage = AnimationStage()
        let turntable = Turntable(imageView: stage.addView(frame: CGRect(x: 7, y: 168, width: 400, height: 400)))
        stage.host.perform { turntable.start() }
        #expect(AnimationStage.close(stage.presentedAngle(of: turntable.imageView, at: 0.15), .pi / 2, 1e-9))   // repeated
        #expect(AnimationStage.close(stage.presentedAngle(of: turntable.imageView, at: 0.3), .pi, 1e-9))
        stage.host.run(until: 1.0)
        #expect(turntable.stops.count == 10)
        #expect(turntable.stops.enumerated().allSatisfy { AnimationStage.close($1, 0.1 * Double($0 + 1), 1e-9) })
    }

    @Test("will-start and did-stop selectors of UIKit's shapes receive the identifier, finished and the context")
    func selectorArguments() {
        let stage = AnimationStage()
        let view = stage.addView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let observer = AnimationObserver()
        var marker = 7
        withUnsafeMutablePointer(to: &marker) { pointer in
            stage.host.perform {
                UIView.beginAnimations("ZXBasicAnimation", context: UnsafeMutableRawPointer(pointer))
                UIView.setAnimationDelegate(observer)
                UIView.setAnimationWillStart(Selector(AnimationObserver.animationWillStart(_:context:)))
                UIView.setAnimationDidStop(Selector(AnimationObserver.animationDidStop(_:finished:context:)))
                UIView.setAnimationDelay(0.5)
                UIView.setAnimationDuration(1.5)
                view.center = CGPoint(x: 300, y: 300)
                UIView.commitAnimations()
            }
        }
        stage.host.run(until: 1)
        stage.host.perform { view.layer.removeAllAnimations() }
        #expect(observer.log.entries == ["will start ZXBasicAnimation at 0.5", "did stop ZXBasicAnimation false context true"])
    }

    @Test("setAnimationsEnabled(false) and performWithoutAnimation apply changes at once (S-85)")
    func disablingAnimations() {
        let stage = AnimationStage()
        let view = stage.addView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.host.perform {
            UIView.animate(withDuration: 1) {
                UIView.performWithoutAnimation { view.alpha = 0.5 }
                #expect(UIView.areAnimationsEnabled)
            }
            #expect(view.layer.animationKeys() == nil)
            UIView.setAnimationsEnabled(false)
            UIView.animate(withDuration: 1) { view.center.x = 200 }
            #expect(!UIView.areAnimationsEnabled)
            UIView.setAnimationsEnabled(true)
        }
        #expect(view.layer.animationKeys() == nil)
        #expect(stage.presented(view, at: 0.5).position.x == 200)
    }

    @Test("nested blocks inherit the duration and curve unless overridden")
    func nestedInheritance() {
        let stage = AnimationStage()
        let view = stage.addView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.host.perform {
            UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
                UIView.animate(withDuration: 0.5) { view.alpha = 0 }
                #expect(UIView.inheritedAnimationDuration == 2)
                UIView.animate(withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve],
                               animations: { view.center.x = 10 })
            })
        }
        let opacity = view.layer.animation(forKey: "opacity")
        #expect(opacity?.duration == 2 && opacity?.timingFunction?.description == CAMediaTimingFunction(name: .linear).description)
        let position = view.layer.animation(forKey: "position")
        #expect(position?.duration == 0.5
                && position?.timingFunction?.description == CAMediaTimingFunction(name: .easeInEaseOut).description)
    }

    @Test("commitAnimations without beginAnimations, and setAnimation… outside a block, do nothing")
    func unbalancedCalls() {
        let stage = AnimationStage()
        let view = stage.addView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.host.perform {
            UIView.commitAnimations()
            UIView.setAnimationDuration(5)
            UIView.setAnimationRepeatCount(.nan)
            view.alpha = 0
        }
        #expect(view.layer.animationKeys() == nil)
        #expect(UIView.inheritedAnimationDuration == 0)
    }

    @Test("S-88: ten full turns show no rotation, and the animation still takes its duration")
    func multipleOfTwoPi() {
        let stage = AnimationStage()
        let wheel = stage.addView(frame: CGRect(x: 7, y: 168, width: 400, height: 400))
        let log = CallbackLog()
        stage.host.perform {
            UIView.animate(withDuration: 1, animations: {
                wheel.transform = CGAffineTransform(rotationAngle: .pi / 2 * 4 * 10)
            }, completion: { log.append("done \($0) at \(CACurrentMediaTime())") })
        }
        for time in [0.25, 0.5, 0.75] {
            #expect(abs(stage.presentedAngle(of: wheel, at: time)) < 1e-9)
        }
        stage.host.run(until: 1)
        #expect(log.entries == ["done true at 1.0"])
    }
}
