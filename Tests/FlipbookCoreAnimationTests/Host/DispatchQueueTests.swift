import Synchronization
import Testing
@testable import FlipbookCoreAnimation

/// Flipbook's `DispatchQueue` (this file imports neither `Foundation` nor `Dispatch`): the main queue on the current
/// host's virtual clock, every other queue Dispatch's.
@Suite("DispatchQueue: the main queue on the virtual clock")
struct DispatchQueueTests {
    @Test("Blocks run at their deadlines in time order, each reading its own time")
    func order() {
        let host = LayerHost()
        var log: [String] = []
        host.perform {
            for delay in [0.3, 0.1, 0.2] {
                DispatchQueue.main.asyncAfter(deadline: .now() + delay) { log.append("\(delay) at \(CACurrentMediaTime())") }
            }
        }
        host.advance(by: 0.15)
        #expect(log == ["0.1 at 0.1"])
        host.advance(by: 1)
        #expect(log == ["0.1 at 0.1", "0.2 at 0.2", "0.3 at 0.3"])
    }

    @Test("Ties run in submission order, with the host's timers; async runs after the submitting turn, at its time")
    func ties() {
        let host = LayerHost(startTime: 1)
        var log: [String] = []
        host.perform {
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(500)) { log.append("a") }
            host.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in log.append("timer") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { log.append("b") }
            DispatchQueue.main.async { log.append("async at \(CACurrentMediaTime())") }
            log.append("turn")
        }
        #expect(log == ["turn"])
        host.advance(by: 0.5)
        #expect(log == ["turn", "async at 1.0", "a", "timer", "b"])
    }

    @Test("A block scheduling more: zero delays run at the same time after it, later deadlines on the clock")
    func nested() {
        let host = LayerHost()
        var log: [String] = []
        host.perform {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {
                log.append("outer \(CACurrentMediaTime())")
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { log.append("later \(CACurrentMediaTime())") }
                DispatchQueue.main.async { log.append("inner \(CACurrentMediaTime())") }
                DispatchQueue.main.asyncAfter(deadline: .now() - 1) { log.append("past \(CACurrentMediaTime())") }
            }
        }
        host.advance(by: 1)
        #expect(log == ["outer 0.25", "inner 0.25", "past 0.25", "later 0.5"])
    }

    @Test("Each block is one run-loop turn: a change it makes commits and animates implicitly from its time")
    func blockIsATurn() {
        let host = LayerHost()
        let layer = CALayer()
        host.perform {
            host.rootLayer.addSublayer(layer)
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { layer.opacity = 0 }
        }
        host.advance(by: 1.125)   // half-way through the implicit 0.25 s fade that began at 1 s
        let opacity = host.perform { layer.presentation()?.opacity } ?? -1
        #expect(opacity > 0.1 && opacity < 0.9)
        host.advance(by: 0.25)
        #expect(host.perform { layer.presentation()?.opacity } == 0)
    }

    @Test("Outside any host the main queue never runs its blocks; distantFuture and NaN deadlines never come")
    func neverRuns() {
        var ran: [String] = []
        DispatchQueue.main.async { ran.append("outside") }
        DispatchQueue.main.asyncAfter(deadline: .now()) { ran.append("outside after") }
        let host = LayerHost()
        host.perform {
            DispatchQueue.main.asyncAfter(deadline: .distantFuture) { ran.append("distant future") }
            DispatchQueue.main.asyncAfter(deadline: .now() + .nan) { ran.append("NaN") }
            DispatchQueue.main.asyncAfter(deadline: .now() + .never) { ran.append("never") }
            DispatchQueue.main.asyncAfter(deadline: .now() - .infinity) { ran.append("minus infinity") }
        }
        host.advance(by: 1e9)
        #expect(ran == ["minus infinity"])
    }

    @Test("A group is entered until the host has run the main-queue block; never entered outside a host")
    func group() {
        let group = DispatchGroup()
        DispatchQueue.main.async(group: group) {}
        #expect(group.wait(timeout: .now()) == .success)
        let host = LayerHost()
        var ran = false
        host.perform { DispatchQueue.main.async(group: group) { ran = true } }
        #expect(group.wait(timeout: .now()) == .timedOut)
        host.advance(by: 0.01)
        #expect(ran)
        #expect(group.wait(timeout: .now()) == .success)
    }

    @Test("main.sync runs the block at once and returns its result")
    func mainSync() {
        let host = LayerHost(startTime: 3)
        #expect(DispatchQueue.main.sync { 7 } == 7)
        #expect(host.perform { DispatchQueue.main.sync { CACurrentMediaTime() } } == 3)
        #expect(DispatchQueue.main.label == Dispatch.DispatchQueue.main.label)
    }

    @Test("Global and labelled queues are Dispatch's: real threads, real clock")
    func otherQueuesAreDispatchs() {
        let sum = Atomic(0)
        DispatchQueue.concurrentPerform(iterations: 1000) { index in
            sum.add(index, ordering: .relaxed)
        }
        #expect(sum.load(ordering: .relaxed) == 499_500)

        let queue = DispatchQueue(label: "flipbook.test", qos: .utility, attributes: .concurrent)
        #expect(queue.label == "flipbook.test")
        #expect(queue.sync { 41 + 1 } == 42)

        let group = DispatchGroup()
        let results = Mutex<[String]>([])
        DispatchQueue.global(qos: .userInitiated).async(group: group) { results.withLock { $0.append("global") } }
        queue.async(group: group) { results.withLock { $0.append("labelled") } }
        #expect(group.wait(timeout: .now() + 10) == .success)
        #expect(results.withLock { $0.sorted() } == ["global", "labelled"])

        // Inside a host the deadline is on the virtual clock; the global queue waits the same delay on the real one.
        let host = LayerHost(startTime: 100)
        let done = DispatchSemaphore(value: 0)
        host.perform { DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) { done.signal() } }
        #expect(done.wait(timeout: .now() + 10) == .success)
        DispatchQueue.global().asyncAfter(deadline: .distantFuture) { done.signal() }
        #expect(done.wait(timeout: .now() + 0.05) == .timedOut)
    }
}
