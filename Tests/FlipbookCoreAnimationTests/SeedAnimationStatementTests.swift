import Foundation
import Testing
import FlipbookGraphics
@testable import FlipbookCoreAnimation

/// Seed statements about basic, keyframe and group animations (spec/seed-catalogue.md §3.6).
@Suite("Seed behaviour statements: basic, keyframe and group animations")
struct SeedAnimationStatements {
    func position(_ animation: CAAnimation, at t: Double, model: CGPoint = CGPoint(x: 100, y: 100)) -> CGPoint {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            CATransaction.setDisableActions(true)
            layer.position = model
            layer.add(animation, forKey: "a")
        }
        return sample(host, at: t) { layer.presentation()!.position }
    }

    @Test("S-43 from/to/by: missing ends use the current value")
    func s43() {
        let a = CABasicAnimation(keyPath: "position")
        a.toValue = CGPoint(x: 300, y: 100)
        a.duration = 1
        #expect(position(a, at: 0.5) == CGPoint(x: 200, y: 100))
        let b = CABasicAnimation(keyPath: "position")
        b.fromValue = CGPoint(x: 0, y: 0)
        b.duration = 1
        #expect(position(b, at: 0.5) == CGPoint(x: 50, y: 50))
    }

    @Test("S-44 byValue (−20, 100) from the centre (207, 255) ends at (187, 355)")
    func s44() {
        let a = CABasicAnimation(keyPath: "position")
        a.byValue = NSValue(cgPoint: CGPoint(x: -20, y: 100))
        a.duration = 1
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        #expect(position(a, at: 2, model: CGPoint(x: 207, y: 255)) == CGPoint(x: 187, y: 355))
    }

    @Test("S-45 A basic animation equals a keyframe animation with two keyframes")
    func s45() {
        let basic = CABasicAnimation(keyPath: "position")
        basic.fromValue = CGPoint(x: 0, y: 0); basic.toValue = CGPoint(x: 80, y: 40); basic.duration = 1
        basic.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        let keyframe = CAKeyframeAnimation(keyPath: "position")
        keyframe.values = [CGPoint(x: 0, y: 0), CGPoint(x: 80, y: 40)]; keyframe.duration = 1
        keyframe.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        for t in [0.1, 0.35, 0.6, 0.95] { #expect(position(basic, at: t) == position(keyframe, at: t)) }
    }

    @Test("S-46 Keyframes are evenly spaced by default; keyTimes override (8 s: 4 s, 2 s, 2 s)")
    func s46() {
        let k = CAKeyframeAnimation(keyPath: "position.x")
        k.values = [0, 10, 20, 30]
        k.duration = 8
        #expect(isClose(position(k, at: 8.0 / 3).x, 10, 1e-9))
        k.keyTimes = [0.0, 0.5, 0.75, 1.0]
        #expect(position(k, at: 4).x == 10)
        #expect(position(k, at: 6).x == 20)
    }

    @Test("S-47 calculationMode: linear default, discrete jumps, paced uniform, cubic and cubicPaced smooth")
    func s47() {
        #expect(CAKeyframeAnimation().calculationMode == .linear)
        func at(_ mode: CAAnimationCalculationMode, _ t: Double, _ values: [CGFloat] = [0, 10, 100]) -> CGFloat {
            let k = CAKeyframeAnimation(keyPath: "position.x")
            k.values = values
            k.calculationMode = mode
            k.duration = 1
            return position(k, at: t).x
        }
        #expect(at(.linear, 0.25) == 5)
        #expect(at(.discrete, 0.4) == 10)
        #expect(isClose(at(.paced, 0.5), 50, 1e-9))
        let cubic = at(.cubic, 0.25, [0, 50, 100])
        #expect(cubic > 0 && cubic < 25)
        #expect(isClose(at(.cubicPaced, 0.1), 10, 1e-9))
    }

    @Test("S-48 When path is set, values are ignored")
    func s48() {
        let k = CAKeyframeAnimation(keyPath: "position")
        k.values = [CGPoint(x: 500, y: 500), CGPoint(x: 600, y: 600)]
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0)); path.addLine(to: CGPoint(x: 10, y: 0))
        k.path = path
        k.duration = 1
        #expect(position(k, at: 0.5) == CGPoint(x: 5, y: 0))
    }

    @Test("S-49 A path animation starts at the path's first point: a rectangle at its top-left, clockwise; an ellipse at its right")
    func s49() {
        let rect = CAKeyframeAnimation(keyPath: "position")
        rect.path = CGPath(rect: CGRect(x: 10, y: 10, width: 100, height: 50), transform: nil)
        rect.duration = 4
        #expect(position(rect, at: 0) == CGPoint(x: 10, y: 10))
        #expect(position(rect, at: 1) == CGPoint(x: 110, y: 10))
        #expect(position(rect, at: 2) == CGPoint(x: 110, y: 60))
        let ellipse = CAKeyframeAnimation(keyPath: "position")
        ellipse.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        ellipse.duration = 4
        #expect(isClose(position(ellipse, at: 0), CGPoint(x: 100, y: 50), 1e-9))
        #expect(isClose(position(ellipse, at: 1), CGPoint(x: 50, y: 100), 1e-9))
    }

    @Test("S-50 rotationMode auto turns the layer to the path's tangent; without it the orientation is unchanged")
    func s50() {
        func angle(_ mode: CAAnimationRotationMode?) -> CGFloat {
            let (host, layer) = makeHostWithLayer()
            host.perform {
                let k = CAKeyframeAnimation(keyPath: "position")
                let path = CGMutablePath()
                path.move(to: .zero); path.addLine(to: CGPoint(x: 100, y: 100))
                k.path = path
                k.rotationMode = mode
                k.duration = 1
                layer.add(k, forKey: "k")
            }
            return sample(host, at: 0.5) { layer.presentation()!.value(forKeyPath: "transform.rotation.z") as! CGFloat }
        }
        #expect(isClose(angle(.rotateAuto), .pi / 4, 1e-9))
        #expect(isClose(angle(.rotateAutoReverse), -3 * .pi / 4, 1e-9))
        #expect(angle(nil) == 0)
    }

    @Test("S-51 Value keyframes must include the initial value: the animation starts at values[0], not the model")
    func s51() {
        let k = CAKeyframeAnimation(keyPath: "position.x")
        k.values = [300, 400]
        k.duration = 1
        #expect(position(k, at: 0).x == 300)
    }

    @Test("S-52 Group children without their own duration run for the group's duration")
    func s52() {
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0; move.toValue = 100
        let group = CAAnimationGroup()
        group.animations = [move]
        group.duration = 4
        #expect(position(group, at: 1).x == 25)
    }

    @Test("S-53 The group's duration cuts off longer children")
    func s53() {
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0; move.toValue = 100; move.duration = 10
        let group = CAAnimationGroup()
        group.animations = [move]
        group.duration = 2
        #expect(position(group, at: 1.9).x == 19)
        #expect(position(group, at: 2.1).x == 100)
    }

    @Test("S-54 transform.rotation.z to 2π spins a full turn; a matrix animation to rotation(20π) shows no rotation")
    func s54() {
        func transform(_ a: CAAnimation, at t: Double) -> CATransform3D {
            let (host, layer) = makeHostWithLayer()
            host.perform { layer.add(a, forKey: "a") }
            return sample(host, at: t) { layer.presentation()!.transform }
        }
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = 2 * CGFloat.pi; spin.duration = 1
        let group = CAAnimationGroup()
        group.animations = [spin]; group.duration = 1
        #expect(isClose(transform(group, at: 0.25), CATransform3DMakeRotation(.pi / 2, 0, 0, 1), 1e-9))
        let matrix = CABasicAnimation(keyPath: "transform")
        matrix.toValue = NSValue(caTransform3D: CATransform3DMakeRotation(20 * .pi, 0, 0, 1)); matrix.duration = 1
        #expect(isClose(transform(matrix, at: 0.25), CATransform3DIdentity, 1e-9))
    }

    @Test("S-55 Component key paths rotate, scale and translate together in a group")
    func s55() {
        let rotate = CABasicAnimation(keyPath: "transform.rotation")
        rotate.toValue = CGFloat.pi / 2
        let scale = CABasicAnimation(keyPath: "transform.scale")
        scale.toValue = 3
        let translate = CABasicAnimation(keyPath: "transform.translation.x")
        translate.toValue = 50
        let group = CAAnimationGroup()
        group.animations = [rotate, scale, translate]
        group.duration = 1
        let (host, layer) = makeHostWithLayer()
        host.perform { layer.add(group, forKey: "g") }
        let t = sample(host, at: 0.5) { layer.presentation()! }
        #expect(isClose(t.value(forKeyPath: "transform.rotation.z") as! CGFloat, .pi / 4, 1e-9))
        #expect(isClose(t.value(forKeyPath: "transform.scale.x") as! CGFloat, 2, 1e-9))
        #expect(isClose(t.value(forKeyPath: "transform.translation.x") as! CGFloat, 25, 1e-9))
    }

    @Test("S-56 Animations store arbitrary keys (KVC) to tell them apart in animationDidStop")
    func s56() {
        let (host, layer) = makeHostWithLayer()
        let delegate = RecordingDelegate()
        host.perform {
            let a = CABasicAnimation(keyPath: "opacity")
            a.setValue("circle", forKey: "tag")
            a.toValue = 0; a.duration = 1
            a.delegate = delegate
            layer.add(a, forKey: nil)
        }
        host.advance(by: 2)
        #expect(delegate.events.last == "stop circle true")
    }

    @Test("S-57 Start and stop are reported; one delegate for two animations gets both callbacks")
    func s57() {
        let (host, layer) = makeHostWithLayer()
        let delegate = RecordingDelegate()
        host.perform {
            for (tag, duration) in [("a", 1.0), ("b", 2.0)] {
                let anim = CABasicAnimation(keyPath: "opacity")
                anim.toValue = 0; anim.duration = duration
                anim.delegate = delegate
                anim.setValue(tag, forKey: "tag")
                layer.add(anim, forKey: tag)
            }
        }
        host.advance(by: 3)
        #expect(delegate.events == ["start a", "start b", "stop a true", "stop b true"])
        #expect(delegate.times == [0, 0, 1, 2])
    }

    @Test("S-58 Starting the next animation in animationDidStop chains seamlessly")
    func s58() {
        final class Chain: CAAnimationDelegate {
            let layer: CALayer
            var stage = 0
            init(layer: CALayer) { self.layer = layer }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                stage += 1
                guard stage < 3 else { return }
                let next = CABasicAnimation(keyPath: "position.x")
                next.fromValue = CGFloat(stage * 100); next.toValue = CGFloat(stage * 100 + 100); next.duration = 1
                next.delegate = self
                layer.add(next, forKey: "stage")
            }
        }
        let (host, layer) = makeHostWithLayer()
        let chain = Chain(layer: layer)
        host.perform {
            let first = CABasicAnimation(keyPath: "position.x")
            first.fromValue = 0; first.toValue = 100; first.duration = 1
            first.delegate = chain
            layer.add(first, forKey: "stage")
        }
        #expect(sample(host, at: 1) { layer.presentation()!.position.x } == 100)
        #expect(sample(host, at: 1.5) { layer.presentation()!.position.x } == 150)
        #expect(sample(host, at: 2.5) { layer.presentation()!.position.x } == 250)
        #expect(layer.animation(forKey: "stage")?.beginTime == 2)
    }
}
