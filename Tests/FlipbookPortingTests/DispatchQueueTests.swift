import Testing
import UIKit

/// GCD's main queue as iOS code writes it (this file imports `UIKit`, not `Foundation` or `Dispatch`, so
/// `DispatchQueue` and `DispatchTime` are Flipbook's): Case 40's `DispatchTime` and `asyncAfter` lines.
@Suite("DispatchQueue.main on the virtual clock")
struct DispatchQueueTests {
    /// Case 40's ticker: a 0.02 s timer whose action schedules a zero-delay main-queue block with the book's two
    /// lines (seed 000, `timeaction()` lines 2–3, in the current Swift); the block notes when it runs.
    final class Ticker {
        var timer: Timer?
        var growths: [(tick: Int, time: CFTimeInterval)] = []
        var countNum: Int = 0

        func start() {
            timer = Timer.scheduledTimer(withTimeInterval: 0.02, repeats: true) { _ in self.timeaction() }
        }

        func timeaction() {
            countNum += 1
            let tick = countNum
            let dismissTime: DispatchTime = DispatchTime.now() +
                Double(Int64(0 * NSEC_PER_SEC)) / Double(NSEC_PER_SEC)
            DispatchQueue.main.asyncAfter(deadline: dismissTime, execute: { () in
                self.growths.append((tick, CACurrentMediaTime()))
            })
        }
    }

    @Test("The book's zero-delay block runs right after each 0.02 s tick, at the tick's own time")
    func case40Lines() {
        let host = LayerHost()
        let ticker = Ticker()
        host.perform { ticker.start() }
        host.run(until: 0.101)
        #expect(ticker.growths.map(\.tick) == [1, 2, 3, 4, 5])
        for (tick, time) in ticker.growths {
            #expect(abs(time - Double(tick) * 0.02) < 1e-12)
        }
        ticker.timer?.invalidate()
    }

    @Test("Article 002's dispatch_after in Swift: .now() + 1/60 s and + 1/20 s, on the host's clock")
    func delayedLogs() {
        let host = LayerHost(startTime: 0.5)
        var logged: [Double] = []
        host.perform {
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.0 / 60) { logged.append(CACurrentMediaTime()) }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.0 / 20) { logged.append(CACurrentMediaTime()) }
        }
        host.advance(by: 0.1)
        #expect(logged == [0.516_666_666, 0.55])
    }
}
