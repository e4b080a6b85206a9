import Flipbook
import Testing

/// Foundation's `Timer` as iOS code writes it (this file imports `Flipbook`, not `Foundation`, so `Timer` is
/// Flipbook's virtual-clock timer), on a host's virtual clock.
@Suite("Timer on the virtual clock")
struct TimerTests {
    /// Case 19's view controller: a 0.1 s timer shows frames 0…66, then invalidates itself inside its callback.
    final class PlaneFrames {
        var timer: Timer?
        var index = 0
        var shown: [(time: Double, frame: Int)] = []

        func start() {
            timer = Timer.scheduledTimer(timeInterval: 0.1, target: self, selector: Selector(PlaneFrames.refreshImage),
                                         userInfo: nil, repeats: true)
        }

        func refreshImage() {
            shown.append((CACurrentMediaTime(), index))
            index += 1
            if index == 67 {
                timer?.invalidate()
                index -= 1
                shown.append((CACurrentMediaTime(), index))
            }
        }
    }

    @Test("Case 19: frame k appears at (k + 1) × 0.1 s; the timer stops itself at frame 66")
    func case19() {
        let host = LayerHost()
        let controller = PlaneFrames()
        host.perform { controller.start() }
        host.advance(by: 3.05)
        #expect(controller.shown.count == 30)
        host.advance(by: 10)
        #expect(controller.shown.count == 68)
        for (k, entry) in controller.shown.prefix(67).enumerated() {
            #expect(entry.frame == k)
            #expect(entry.time == Double(k + 1) * 0.1)
        }
        #expect(controller.shown.last! == (6.7, 66))
        #expect(controller.timer?.isValid == false)
    }

    @Test("Case 21: a 1/30 s timer has grown the radius to 29 at 1 s and 149 at 5 s")
    func case21() {
        let host = LayerHost()
        var radius: Float = -1
        var index: Float = 0
        host.perform {
            Timer.scheduledTimer(withTimeInterval: 1.0 / 30, repeats: true) { _ in
                radius = index
                index += 1
            }
        }
        host.advance(by: 1)
        #expect(radius == 29)
        host.advance(by: 4)
        #expect(radius == 149)
    }

    @Test("A timer created unscheduled fires once added to the run loop; adding it again changes nothing")
    func runLoopAdd() {
        let host = LayerHost()
        var fires: [Double] = []
        host.perform {
            let timer = Timer(timeInterval: 0.25, repeats: true) { _ in fires.append(CACurrentMediaTime()) }
            RunLoop.current.add(timer, forMode: .default)
            RunLoop.main.add(timer, forMode: .common)
        }
        host.advance(by: 1)
        #expect(fires == [0.25, 0.5, 0.75, 1])
    }

    @Test("A one-shot timer fires once, reports a 0 interval and is invalid afterwards; fire() does not move it")
    func oneShotAndFire() {
        let host = LayerHost()
        var fires: [Double] = []
        let (once, repeating) = host.perform {
            (Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in fires.append(CACurrentMediaTime()) },
             Timer.scheduledTimer(withTimeInterval: 0.3, repeats: true) { _ in fires.append(-CACurrentMediaTime()) })
        }
        #expect(once.timeInterval == 0 && repeating.timeInterval == 0.3)
        #expect(once.fireDate == Date(timeIntervalSinceReferenceDate: 0.5))
        host.perform { repeating.fire() }
        #expect(fires == [-0])
        host.advance(by: 1)
        #expect(fires == [-0, -0.3, 0.5, -0.6, -0.8999999999999999])
        #expect(!once.isValid && repeating.isValid)
        host.perform { once.fire() }
        #expect(fires.count == 5)
    }

    @Test("userInfo is kept until invalidation; the target receives the timer when its method takes one")
    func userInfoAndArgument() {
        final class Receiver {
            var received: [String] = []
            func tick(_ timer: Timer) { received.append(timer.userInfo as? String ?? "none") }
        }
        let host = LayerHost()
        let receiver = Receiver()
        let timer = host.perform {
            Timer.scheduledTimer(timeInterval: 0.1, target: receiver, selector: Selector(Receiver.tick),
                                 userInfo: "plane", repeats: false)
        }
        host.advance(by: 0.2)
        #expect(receiver.received == ["plane"])
        #expect(timer.userInfo == nil)
    }

    @Test("Zero, negative and NaN intervals fire every 0.1 ms as Foundation's; an infinite one never fires")
    func degenerateIntervals() {
        let host = LayerHost()
        var counts = [0, 0, 0, 0]
        let timers = host.perform {
            [0.0, -1, .nan, .infinity].enumerated().map { slot, interval in
                Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { _ in counts[slot] += 1 }
            }
        }
        host.advance(by: 0.001)
        #expect(counts == [10, 10, 10, 0])
        #expect(timers.map(\.timeInterval).prefix(3).allSatisfy { $0 == 0.0001 })
    }

    @Test("A repeating timer whose fire dates passed fires once, then keeps its schedule")
    func missedFires() {
        let host = LayerHost()
        var fires: [Double] = []
        let timer = host.perform {
            Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in fires.append(CACurrentMediaTime()) }
        }
        host.perform { timer.fireDate = Date(timeIntervalSinceReferenceDate: -2.5) }
        host.advance(by: 2)
        #expect(fires == [0, 0.5, 1.5])
    }

    @Test("A timer scheduled outside any host never fires and stays valid")
    func outsideHost() {
        var fired = false
        let timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in fired = true }
        let host = LayerHost()
        host.advance(by: 1)
        #expect(!fired && timer.isValid)
    }

    @Test("Invalidating releases the target")
    func invalidationReleasesTarget() {
        final class Target { func tick() {} }
        let host = LayerHost()
        var target: Target? = Target()
        weak let watched = target
        let timer = host.perform {
            Timer.scheduledTimer(timeInterval: 1, target: target!, selector: Selector(Target.tick), userInfo: nil,
                                 repeats: true)
        }
        target = nil
        #expect(watched != nil)
        timer.invalidate()
        #expect(watched == nil)
    }
}
