import Foundation
import Testing
import FlipbookGraphics
@testable import FlipbookCoreAnimation

/// Seed statements about media timing and timing functions (spec/seed-catalogue.md §3.4–3.5).
@Suite("Seed behaviour statements: media timing and curves")
struct SeedTimingStatements {
    func move(from: CGFloat = 0, to: CGFloat = 100, duration: Double = 1) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = from; a.toValue = to; a.duration = duration
        return a
    }

    func x(_ host: LayerHost, _ layer: CALayer, at t: Double) -> CGFloat {
        sample(host, at: t) { layer.presentation()!.position.x }
    }

    @Test("S-28 Layers and animations both implement CAMediaTiming, with autoreverses false by default")
    func s28() {
        let timings: [any CAMediaTiming] = [CALayer(), CABasicAnimation(), CAAnimationGroup()]
        for timing in timings {
            #expect(timing.beginTime == 0 && timing.speed == 1 && timing.timeOffset == 0 && !timing.autoreverses)
            #expect(timing.repeatCount == 0 && timing.repeatDuration == 0 && timing.fillMode == .removed)
        }
    }

    @Test("S-29 beginTime = CACurrentMediaTime() + 2 delays the start by 2 s")
    func s29() {
        let (host, layer) = makeHostWithLayer()
        host.run(until: 5)
        host.perform {
            let a = move()
            a.beginTime = CACurrentMediaTime() + 2
            layer.add(a, forKey: "m")
        }
        #expect(x(host, layer, at: 6.5) == 100)
        #expect(x(host, layer, at: 7.5) == 50)
    }

    @Test("S-30 Animation speed 2 completes a 1 s animation at 0.5 s")
    func s30() {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            let a = move()
            a.speed = 2
            a.fillMode = .forwards
            a.isRemovedOnCompletion = false
            layer.add(a, forKey: "m")
        }
        #expect(x(host, layer, at: 0.25) == 50)
        #expect(x(host, layer, at: 0.5) == 100)
    }

    @Test("S-31 Layer speed 2 runs every animation on the layer twice as fast")
    func s31() {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            layer.speed = 2
            layer.add(move(), forKey: "m")
            let b = CABasicAnimation(keyPath: "opacity")
            b.fromValue = 0; b.toValue = 1; b.duration = 2
            layer.add(b, forKey: "o")
        }
        #expect(x(host, layer, at: 0.25) == 50)
        #expect(sample(host, at: 0.5) { layer.presentation()!.opacity } == 0.5)
    }

    @Test("S-32 Layer speed 0 pauses, 100 accelerates, negative plays backwards (root speed affects the subtree)")
    func s32() {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            let a = move(duration: 100)
            a.fillMode = .both
            layer.add(a, forKey: "m")
        }
        host.run(until: 10)
        host.perform { host.rootLayer.speed = 0 }
        #expect(x(host, layer, at: 30) == x(host, layer, at: 50))
        let fast = LayerHost()
        let child = CALayer()
        fast.perform {
            fast.rootLayer.speed = 100
            fast.rootLayer.addSublayer(child)
            let a = move(duration: 100)
            child.add(a, forKey: "m")
        }
        #expect(sample(fast, at: 0.5) { child.presentation()!.position.x } == 50)
        let (backHost, backLayer) = makeHostWithLayer()
        backHost.perform {
            let a = move(duration: 1)
            a.speed = -1
            a.fillMode = .both
            backLayer.add(a, forKey: "m")
        }
        #expect(x(backHost, backLayer, at: 0.25) == 75)
    }

    @Test("S-33 timeOffset 0.5 starts a 1 s animation half-way; with speed 0 timeOffset scrubs")
    func s33() {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            let a = move()
            a.timeOffset = 0.5
            layer.add(a, forKey: "m")
        }
        #expect(x(host, layer, at: 0) == 50)
        #expect(x(host, layer, at: 0.25) == 75)
        let (scrubHost, scrubLayer) = makeHostWithLayer()
        scrubHost.perform {
            let a = move()
            a.speed = 0
            a.timeOffset = 0.3
            scrubLayer.add(a, forKey: "m")
        }
        #expect(isClose(x(scrubHost, scrubLayer, at: 0.9), 30, 1e-9))
    }

    @Test("S-34 Pause at 15 s and resume at media time 75 s: beginTime becomes 60 and the animation continues")
    func s34() {
        let host = LayerHost()
        let layer = CALayer()
        host.perform {
            host.rootLayer.addSublayer(layer)
            layer.add(move(from: 0, to: 60, duration: 60), forKey: "m")
        }
        host.run(until: 15)
        host.perform {
            let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 0
            layer.timeOffset = paused
        }
        host.run(until: 75)
        #expect(isClose(x(host, layer, at: 75), 15, 1e-9))
        host.perform {
            let pausedTime = layer.timeOffset
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
            #expect(layer.beginTime == 60)
        }
        #expect(isClose(x(host, layer, at: 76), 16, 1e-9))
    }

    @Test("S-35 repeatCount counts cycles, repeatDuration a time span, .infinity repeats forever")
    func s35() {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            let a = move()
            a.repeatCount = 2
            layer.add(a, forKey: "count")
        }
        #expect(x(host, layer, at: 1.5) == 50)
        #expect(x(host, layer, at: 2.5) == 100)
        let (h2, l2) = makeHostWithLayer()
        h2.perform {
            let a = move()
            a.repeatDuration = 1.5
            l2.add(a, forKey: "duration")
            let b = CABasicAnimation(keyPath: "opacity")
            b.fromValue = 0; b.toValue = 1; b.duration = 1
            b.repeatCount = .greatestFiniteMagnitude
            l2.add(b, forKey: "forever")
        }
        #expect(x(h2, l2, at: 1.25) == 25)
        #expect(x(h2, l2, at: 1.75) == 100)
        #expect(sample(h2, at: 1000.25) { l2.presentation()!.opacity } == 0.25)
    }

    @Test("S-36 autoreverses: each direction lasts the full duration (Apple), not half of it as 001 claims")
    func s36() {
        // [conflict] 001 says half the duration is used for the way back; Apple's CAMediaTiming header defines the
        // reverse as a second pass of `duration` (Apple wins).
        let (host, layer) = makeHostWithLayer()
        host.perform {
            let a = move()
            a.autoreverses = true
            layer.add(a, forKey: "m")
        }
        #expect(x(host, layer, at: 0.5) == 50)
        #expect(x(host, layer, at: 1.25) == 75)
        #expect(x(host, layer, at: 1.75) == 25)
        #expect(layer.animationKeys() == ["m"])
        host.advance(by: 0.5)
        #expect(layer.animationKeys() == nil)
    }

    @Test("S-37 An infinitely repeating animation keeps running with isRemovedOnCompletion true (the seed's claim is wrong)")
    func s37() {
        // [claim] 002 says removedOnCompletion must be NO for infinite loops; on Apple an infinite animation never
        // completes, so it is never removed (000 §12 repeats forever without it). Apple wins.
        let (host, layer) = makeHostWithLayer()
        host.perform {
            let a = move()
            a.repeatCount = .infinity
            layer.add(a, forKey: "loop")
        }
        host.advance(by: 100.25)
        #expect(layer.animationKeys() == ["loop"])
        #expect(x(host, layer, at: host.currentTime) == 25)
    }

    @Test("S-38 Named curves: linear constant, easeIn slow start, easeOut slow end, easeInEaseOut and default both ends")
    func s38() {
        func f(_ n: CAMediaTimingFunctionName, _ x: Double) -> Double { CAMediaTimingFunction(name: n).evaluate(x) }
        #expect(f(.linear, 0.3) == 0.3)
        #expect(f(.easeIn, 0.1) < 0.1 && f(.easeIn, 0.9) < 0.9)
        #expect(f(.easeOut, 0.1) > 0.1 && f(.easeOut, 0.9) > 0.9)
        #expect(f(.easeInEaseOut, 0.1) < 0.1 && f(.easeInEaseOut, 0.9) > 0.9)
        #expect(f(.default, 0.9) > 0.9 && f(.default, 0.05) < 0.1)
    }

    @Test("S-39 Custom timing functions are Béziers from (0,0) to (1,1); control points 1 and 2 are retrievable")
    func s39() {
        let f = CAMediaTimingFunction(controlPoints: 0.1, 0.7, 0.9, 0.3)
        var p: [Float] = [0, 0]
        f.getControlPoint(at: 1, values: &p)
        #expect(p == [0.1, 0.7])
        f.getControlPoint(at: 2, values: &p)
        #expect(p == [0.9, 0.3])
        #expect(f.evaluate(0) == 0 && f.evaluate(1) == 1)
        #expect(isClose(f.evaluate(0.5), 0.5, 1e-6))
    }

    @Test("S-40 timingFunctions hold one function per segment (keyframes − 1)")
    func s40() {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            let k = CAKeyframeAnimation(keyPath: "position.x")
            k.values = [0, 100, 200]
            k.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeOut)]
            k.duration = 2
            layer.add(k, forKey: "k")
        }
        #expect(isClose(x(host, layer, at: 0.5), 31.5357, 1e-3))
        #expect(isClose(x(host, layer, at: 1.5), 168.4643, 1e-3))
    }

    @Test("S-41 An animation without a timing function is linear (Apple's nil default)")
    func s41() {
        // [conflict] the seeds disagree on the default curve; Apple's CAAnimation.timingFunction defaults to nil,
        // which is linear pacing (UIView blocks, not this layer, choose ease-in-ease-out).
        #expect(CABasicAnimation().timingFunction == nil)
        let (host, layer) = makeHostWithLayer()
        host.perform { layer.add(move(), forKey: "m") }
        #expect(x(host, layer, at: 0.2) == 20)
    }
}
