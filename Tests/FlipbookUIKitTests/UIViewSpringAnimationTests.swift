import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Foundation
import Testing

@Suite("The spring form of UIView.animate is a CASpringAnimation over the block's duration")
struct UIViewSpringAnimationTests {
    @Test("B-25's ball: damping 0.5, velocity 1 over 1.2 s — mass 1, ω₀ = ln 1000 / (ζT), additive, duration T")
    func springParameters() throws {
        let stage = AnimationStage()
        let ball = stage.addView(frame: CGRect(x: 182, y: 343, width: 50, height: 50))
        let log = CallbackLog()
        stage.host.perform {
            UIView.animate(withDuration: 1.2, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 1,
                           options: .curveLinear, animations: { ball.center = CGPoint(x: 100, y: 600) },
                           completion: { log.append("done \($0) at \(CACurrentMediaTime())") })
        }
        let spring = try #require(ball.layer.animation(forKey: "position") as? CASpringAnimation)
        let omega = log1p(999) / (0.5 * 1.2)
        #expect(spring.mass == 1 && spring.duration == 1.2 && spring.isAdditive && spring.initialVelocity == 1)
        #expect(AnimationStage.close(spring.stiffness, omega * omega, 1e-9))
        #expect(AnimationStage.close(spring.damping, 2 * 0.5 * omega, 1e-9))
        #expect(spring.timingFunction == nil)
        stage.host.run(until: 1.2)
        #expect(log.entries == ["done true at 1.2"])
    }

    @Test("the presented value is the standalone CASpringAnimation's with the same parameters, overshooting the target")
    func springMatchesCoreAnimation() throws {
        let stage = AnimationStage()
        let ball = stage.addView(frame: CGRect(x: 135, y: 25, width: 50, height: 50))
        let reference = stage.addView(frame: CGRect(x: 135, y: 25, width: 50, height: 50))
        stage.host.perform {
            UIView.animate(withDuration: 5, delay: 0, usingSpringWithDamping: 0.1, initialSpringVelocity: 1,
                           options: .curveLinear, animations: { ball.center = CGPoint(x: 160, y: 450) })
        }
        let spring = try #require(ball.layer.animation(forKey: "position") as? CASpringAnimation)
        stage.host.perform {
            let standalone = CASpringAnimation(keyPath: "position.y")
            standalone.mass = spring.mass
            standalone.stiffness = spring.stiffness
            standalone.damping = spring.damping
            standalone.initialVelocity = spring.initialVelocity
            standalone.fromValue = 50
            standalone.toValue = 450
            standalone.duration = 5
            reference.layer.add(standalone, forKey: "reference")
        }
        var overshoots = false
        for time in stride(from: 0.1, through: 4.9, by: 0.4) {
            let y = stage.presented(ball, at: time).position.y
            #expect(AnimationStage.close(y, stage.presented(reference, at: time).position.y, 1e-9))
            overshoots = overshoots || y > 450
        }
        #expect(overshoots)
        #expect(abs(stage.presented(ball, at: 4.999).position.y - 450) < 0.01 * 400)   // settled to within 1 %
    }

    @Test("out-of-range damping ratios are clamped to 0.01…1, a NaN velocity is 0")
    func springBadInput() throws {
        let stage = AnimationStage()
        let view = stage.addView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.host.perform {
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 7, initialSpringVelocity: .nan,
                           options: [], animations: { view.alpha = 0 })
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: -1, initialSpringVelocity: 0,
                           options: [], animations: { view.center.x = 30 })
        }
        let critical = try #require(view.layer.animation(forKey: "opacity") as? CASpringAnimation)
        #expect(AnimationStage.close(critical.damping, 2 * critical.stiffness.squareRoot(), 1e-9) && critical.initialVelocity == 0)
        let light = try #require(view.layer.animation(forKey: "position") as? CASpringAnimation)
        #expect(AnimationStage.close(light.damping / (2 * light.stiffness.squareRoot()), 0.01, 1e-9))
    }
}
