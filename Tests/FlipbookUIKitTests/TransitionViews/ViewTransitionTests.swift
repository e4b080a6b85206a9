@testable import FlipbookCoreAnimation
import FlipbookGraphics
@testable import FlipbookUIKit
import Foundation
import Testing

@Suite("UIView.transition(with:) and transition(from:to:) on CATransition")
struct ViewTransitionTests {
    /// A 200 × 100 container with a red subview, on a stage.
    private struct Fixture {
        let stage = AnimationStage()
        let container: UIView
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))

        init() {
            container = stage.addView(frame: CGRect(x: 20, y: 40, width: 200, height: 100))
            let child = child
            stage.host.perform {
                child.backgroundColor = .red
                container.addSubview(child)
            }
        }

        func transition(_ options: UIView.AnimationOptions, duration: TimeInterval = 1, log: CallbackLog,
                        changes: @escaping () -> Void) {
            let container = container
            stage.host.perform {
                UIView.transition(with: container, duration: duration, options: options, animations: changes) {
                    log.append("completion(\($0)) at \(CACurrentMediaTime())")
                }
            }
        }
    }

    @Test("each transition option maps to its CATransition type and subtype")
    func optionMapping() {
        let expected: [(UIView.AnimationOptions, String, CATransitionSubtype?)] = [
            (.transitionFlipFromLeft, "oglFlip", .fromLeft), (.transitionFlipFromRight, "oglFlip", .fromRight),
            (.transitionFlipFromTop, "oglFlip", .fromTop), (.transitionFlipFromBottom, "oglFlip", .fromBottom),
            (.transitionCurlUp, "pageCurl", .fromBottom), (.transitionCurlDown, "pageUnCurl", .fromBottom),
            (.transitionCrossDissolve, "fade", nil),
        ]
        for (option, type, subtype) in expected {
            let style = ViewTransitionStyle([option, .curveEaseIn, .allowAnimatedContent])
            #expect(style?.type.rawValue == type && style?.subtype == subtype, "\(option.rawValue)")
        }
        #expect(ViewTransitionStyle([]) == nil && ViewTransitionStyle(.curveLinear) == nil)
        #expect(ViewTransitionStyle(UIView.AnimationOptions(rawValue: 9 << 20)) == nil, "an unused field value")
        #expect(UIView.AnimationOptions.transitionCrossDissolve.rawValue == 0x50_0000, "Apple's raw value (5 << 20)")
    }

    @Test("transition(with:): the block's changes show through a CATransition on the view's layer, not animated")
    func transitionWithView() {
        let fixture = Fixture()
        let log = CallbackLog()
        let child = fixture.child
        fixture.transition([.transitionFlipFromRight, .curveEaseIn], log: log) {
            child.backgroundColor = .blue
            child.frame = CGRect(x: 100, y: 10, width: 50, height: 50)
        }
        let transition = fixture.stage.host.perform {
            fixture.container.layer.animation(forKey: kCATransition) as? CATransition
        }
        #expect(transition?.type.rawValue == "oglFlip" && transition?.subtype == .fromRight)
        #expect(transition?.duration == 1)
        #expect(transition?.timingFunction?.description == CAMediaTimingFunction(name: .easeIn).description)
        #expect(fixture.stage.host.perform { child.layer.animationKeys() ?? [] }.isEmpty,
                "the changes in the block are not animated on their own")

        let mid = fixture.stage.presented(fixture.container, at: 0.5)
        let expectedProgress = CAMediaTimingFunction(name: .easeIn).evaluate(0.5)
        #expect(abs((mid.transitionPresentation?.progress ?? -1) - expectedProgress) < 1e-6)
        let prior = mid.transitionPresentation?.priorRendering?.sublayers?.first
        #expect(prior?.backgroundColor == UIColor.red.cgColor && prior?.position == CGPoint(x: 35, y: 35),
                "the old rendering: the child as it was before the block")
        #expect(mid.sublayers?.first?.backgroundColor == UIColor.blue.cgColor, "the new rendering is live")
        #expect(log.entries.isEmpty)

        fixture.stage.host.run(until: 1.01)
        #expect(log.entries == ["completion(true) at 1.0"])
        #expect(fixture.stage.host.perform { fixture.container.layer.animation(forKey: kCATransition) } == nil)
    }

    @Test("allowAnimatedContent: animatable changes in the block also animate over the transition's duration")
    func animatedContent() {
        let fixture = Fixture()
        let child = fixture.child
        fixture.transition([.transitionCrossDissolve, .allowAnimatedContent, .curveLinear], duration: 2,
                           log: CallbackLog()) {
            child.frame = CGRect(x: 110, y: 10, width: 50, height: 50)
        }
        let presented = fixture.stage.presented(child, at: 1)
        #expect(AnimationStage.close(presented.position.x, 85), "halfway from x 35 to 135, linear")
        #expect(fixture.stage.host.perform { fixture.container.layer.animation(forKey: kCATransition) } != nil)
    }

    @Test("no transition option, or a zero or NaN duration: the changes at once, completion(true) on the next turn")
    func noTransition() {
        for (options, duration) in [(UIView.AnimationOptions(), 1.0), (.transitionCurlUp, 0), (.transitionCurlUp, .nan)] {
            let fixture = Fixture()
            let log = CallbackLog()
            let child = fixture.child
            fixture.transition(options, duration: duration, log: log) { child.backgroundColor = .green }
            #expect(fixture.stage.host.perform { fixture.container.layer.animation(forKey: kCATransition) } == nil)
            #expect(fixture.stage.host.perform { child.layer.presentation()?.backgroundColor } == UIColor.green.cgColor)
            fixture.stage.host.advance(by: 0.01)
            #expect(log.entries == ["completion(true) at 0.0"], "options \(options.rawValue), duration \(duration)")
        }
    }

    @Test("a transition removed before its end reports completion(false)")
    func removedTransition() {
        let fixture = Fixture()
        let log = CallbackLog()
        let child = fixture.child
        fixture.transition(.transitionCrossDissolve, log: log) { child.isHidden = true }
        fixture.stage.host.advance(by: 0.25)
        fixture.stage.host.perform { fixture.container.layer.removeAllAnimations() }
        fixture.stage.host.advance(by: 0.1)
        #expect(log.entries == ["completion(false) at 0.25"])
    }

    @Test("transition(from:to:) puts toView in fromView's place and plays the transition on their superview")
    func transitionFromTo() {
        let fixture = Fixture()
        let above = UIView(frame: .zero)
        let replacement = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let log = CallbackLog()
        fixture.stage.host.perform {
            fixture.container.addSubview(above)
            UIView.transition(from: fixture.child, to: replacement, duration: 0.5, options: .transitionCurlUp) {
                log.append("completion(\($0))")
            }
        }
        #expect(fixture.container.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(replacement), ObjectIdentifier(above)])
        #expect(fixture.child.superview == nil)
        let transition = fixture.stage.host.perform {
            fixture.container.layer.animation(forKey: kCATransition) as? CATransition
        }
        #expect(transition?.type.rawValue == "pageCurl" && transition?.duration == 0.5)
        #expect(transition?.timingFunction?.description == CAMediaTimingFunction(name: .easeInEaseOut).description,
                "the default curve")
        fixture.stage.host.run(until: 0.6)
        #expect(log.entries == ["completion(true)"])
    }

    @Test("showHideTransitionViews hides fromView and shows toView, both staying in place")
    func showHide() {
        let fixture = Fixture()
        let sibling = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        fixture.stage.host.perform {
            sibling.isHidden = true
            fixture.container.addSubview(sibling)
            UIView.transition(from: fixture.child, to: sibling, duration: 1,
                              options: [.transitionFlipFromTop, .showHideTransitionViews])
        }
        #expect(fixture.child.isHidden && !sibling.isHidden)
        #expect(fixture.child.superview === fixture.container && fixture.container.subviews.count == 2)
        let transition = fixture.stage.host.perform { fixture.container.layer.animation(forKey: kCATransition) as? CATransition }
        #expect(transition?.subtype == .fromTop)
    }

    @Test("transition(from:to:) with a fromView outside any hierarchy changes nothing and completes")
    func fromViewWithoutSuperview() {
        let stage = AnimationStage()
        let log = CallbackLog()
        let loose = UIView(frame: .zero), other = UIView(frame: .zero)
        stage.host.perform {
            UIView.transition(from: loose, to: other, duration: 1, options: .transitionCrossDissolve) {
                log.append("completion(\($0))")
            }
        }
        stage.host.advance(by: 0.01)
        #expect(loose.superview == nil && other.superview == nil)
        #expect(log.entries == ["completion(true)"])
    }
}
