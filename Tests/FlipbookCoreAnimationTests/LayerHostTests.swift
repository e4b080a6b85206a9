import Foundation
import Testing
@testable import FlipbookCoreAnimation

@Suite("LayerHost: virtual clock and run loop")
struct LayerHostTests {
    func fade(duration: Double = 1, tag: String = "") -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0; a.toValue = 1; a.duration = duration
        a.setValue(tag, forKey: "tag")
        return a
    }

    @Test("CACurrentMediaTime reads the host's clock, which only moves when advanced")
    func clock() {
        let host = LayerHost(startTime: 10)
        #expect(host.perform { CACurrentMediaTime() } == 10)
        host.advance(by: 0.5)
        #expect(host.perform { CACurrentMediaTime() } == 10.5)
        host.advance(by: -1)
        host.advance(by: .nan)
        host.run(until: 3)
        #expect(host.currentTime == 10.5)
    }

    @Test("Timers, display links and delayed blocks fire in time order on the virtual clock")
    func callbacksInOrder() {
        let host = LayerHost()
        var log: [String] = []
        host.perform {
            host.scheduledTimer(withTimeInterval: 0.05, repeats: true) { timer in
                log.append("timer \(CACurrentMediaTime())")
                if CACurrentMediaTime() >= 0.1 { timer.invalidate() }
            }
            host.asyncAfter(deadline: 0.04) { log.append("block \(CACurrentMediaTime())") }
            let link = CADisplayLink { link in log.append("frame \(link.timestamp)") }
            link.preferredFramesPerSecond = 30
            link.add(to: .main, forMode: .default)
        }
        host.advance(by: 0.12)
        #expect(log == ["frame 0.03333333333333333", "block 0.04", "timer 0.05", "frame 0.06666666666666667",
                        "timer 0.1", "frame 0.1"])
    }

    @Test("A display link fires once per 1/60 s frame and stops when invalidated")
    func displayLink() {
        let host = LayerHost()
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        host.perform { link.add(to: .main, forMode: .common) }
        host.advance(by: 1)
        #expect(count == 60)
        #expect(link.duration == 1.0 / 60)
        link.isPaused = true
        host.advance(by: 0.5)
        #expect(count == 60)
        link.isPaused = false
        link.frameInterval = 2
        host.advance(by: 0.5)
        #expect(count == 75)
        link.invalidate()
        host.advance(by: 1)
        #expect(count == 75)
    }

    @Test("Changes made in a callback commit right after it (they animate from that time)")
    func callbackCommits() {
        let (host, layer) = makeHostWithLayer()
        host.perform { host.asyncAfter(deadline: 1) { layer.opacity = 0 } }
        host.run(until: 1)
        let a = host.perform { layer.animation(forKey: "opacity") }
        #expect(a?.beginTime == 1)
        let eased = CAMediaTimingFunction(name: .default).evaluate(0.5)
        #expect(isClose(Double(sample(host, at: 1.125) { layer.presentation()!.opacity }), 1 - eased, 1e-6))
    }

    @Test("animationDidStart fires when the active interval begins; didStop when it ends")
    func delegateTiming() {
        let (host, layer) = makeHostWithLayer()
        let delegate = RecordingDelegate()
        host.perform {
            let a = fade(tag: "a")
            a.delegate = delegate
            a.beginTime = CACurrentMediaTime() + 0.5
            layer.add(a, forKey: "a")
        }
        host.advance(by: 0.4)
        #expect(delegate.events.isEmpty)
        host.advance(by: 2)
        #expect(delegate.events == ["start a", "stop a true"])
        #expect(delegate.times == [0.5, 1.5])
        #expect(layer.animationKeys() == nil)
    }

    @Test("Removing or replacing a running animation reports finished = false")
    func interrupted() {
        let (host, layer) = makeHostWithLayer()
        let delegate = RecordingDelegate()
        host.perform {
            let a = fade(tag: "first")
            a.delegate = delegate
            layer.add(a, forKey: "k")
        }
        host.advance(by: 0.2)
        host.perform {
            let b = fade(tag: "second")
            b.delegate = delegate
            layer.add(b, forKey: "k")
        }
        host.advance(by: 2)
        #expect(delegate.events == ["start first", "stop first false", "start second", "stop second true"])
    }

    @Test("Animations of a layer that is deallocated stop with finished = false")
    func deallocatedLayer() {
        let host = LayerHost()
        let delegate = RecordingDelegate()
        var layer: CALayer? = CALayer()
        weak let weakLayer = layer
        host.perform {
            let a = fade(tag: "gone")
            a.delegate = delegate
            layer!.add(a, forKey: "a")
        }
        layer = nil
        #expect(weakLayer == nil)
        host.advance(by: 0.1)
        #expect(delegate.events == ["start gone", "stop gone false"])
    }

    @Test("isRemovedOnCompletion = false keeps the animation (and its fill) after didStop")
    func keptAnimation() {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            let a = fade()
            a.isRemovedOnCompletion = false
            a.fillMode = .forwards
            a.toValue = 0.3
            layer.add(a, forKey: "kept")
        }
        host.advance(by: 5)
        #expect(layer.animationKeys() == ["kept"])
        #expect(host.perform { layer.presentation()!.opacity } == 0.3)
    }

    @Test("Sampling at t gives the same answer whether or not earlier times were sampled")
    func samplingIsPure() {
        func run(samples: [Double]) -> CGFloat {
            let (host, layer) = makeHostWithLayer()
            host.perform {
                let k = CAKeyframeAnimation(keyPath: "position.x")
                k.values = [0, 50, 20, 80]
                k.calculationMode = .cubic
                k.duration = 1.3
                k.repeatCount = 3
                k.autoreverses = true
                layer.add(k, forKey: "k")
            }
            for t in samples { _ = sample(host, at: t) { layer.presentation()!.position.x } }
            return sample(host, at: 2.71) { layer.presentation()!.position.x }
        }
        #expect(run(samples: []) == run(samples: [0.1, 0.2, 0.9, 1.7, 2.5]))
    }

    @Test("Apple's pause-and-scrub idiom: speed 0, flush, timeOffset t, presentation()")
    func pauseAndScrub() {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            let a = CABasicAnimation(keyPath: "position.x")
            a.fromValue = 0; a.toValue = 100; a.duration = 1
            a.fillMode = .both
            a.isRemovedOnCompletion = false
            layer.add(a, forKey: "move")
            layer.speed = 0
            CATransaction.flush()
            for (t, expected): (Double, CGFloat) in [(0.25, 25), (0.8, 80), (0.5, 50)] {
                layer.timeOffset = t
                #expect(layer.presentation()!.position.x == expected)
            }
        }
    }

    @Test("Parallel hosts do not see each other's clocks or transactions")
    func parallelIsolation() async {
        await withTaskGroup(of: (Double, CFTimeInterval).self) { group in
            for i in 1...8 {
                group.addTask {
                    let host = LayerHost()
                    host.perform { CATransaction.setAnimationDuration(Double(i)) }
                    host.advance(by: Double(i))
                    return host.perform { (CATransaction.animationDuration(), CACurrentMediaTime()) }
                }
            }
            for await (duration, time) in group {
                #expect(duration == 0.25)
                #expect(time >= 1 && time <= 8)
            }
        }
    }

    @Test("Timer intervals below 0.1 ms are raised, so a zero-interval repeating timer cannot stall the clock")
    func zeroIntervalTimer() {
        let host = LayerHost()
        var fires = 0
        host.perform { host.scheduledTimer(withTimeInterval: 0, repeats: true) { _ in fires += 1 } }
        host.advance(by: 0.001)
        #expect(fires == 10)
    }

    @Test("Turns in which nothing starts or ends still see later additions, removals and timing changes")
    func eventsAfterQuietTurns() {
        let (host, layer) = makeHostWithLayer()
        let delegate = RecordingDelegate()
        host.perform {
            let a = fade(duration: 1, tag: "a")
            a.delegate = delegate
            layer.add(a, forKey: "a")
        }
        for frame in 1...20 { host.run(until: Double(frame) / 60) }   // quiet turns: the end is at 1 s
        host.perform { layer.speed = 0 }   // the layer pauses: the end event waits
        host.run(until: 2)
        #expect(delegate.events == ["start a"])
        host.perform {
            layer.speed = 1
            let b = fade(duration: 0.5, tag: "b")
            b.delegate = delegate
            layer.add(b, forKey: "b")
        }
        host.run(until: 2.25)
        // Both are due at the commit (a's end is past again): starts are delivered before ends.
        #expect(delegate.events == ["start a", "start b", "stop a true"])
        host.perform { layer.removeAnimation(forKey: "b") }
        #expect(delegate.events == ["start a", "start b", "stop a true", "stop b false"])
        host.run(until: 2.5)
        host.perform {   // no timing change: only the new record makes the next start due
            let c = fade(duration: 0.25, tag: "c")
            c.delegate = delegate
            layer.add(c, forKey: "c")
        }
        host.run(until: 3)
        #expect(delegate.events == ["start a", "start b", "stop a true", "stop b false", "start c", "stop c true"])
        #expect(delegate.times == [0, 2, 2, 2.25, 2.5, 2.75])
    }
}
