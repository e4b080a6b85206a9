import Testing
import UIKit

/// GCD's main queue as iOS code writes it (this file imports `UIKit`, not `Foundation` or `Dispatch`, so
/// `DispatchQueue` and `DispatchTime` are Flipbook's): Case 40's `timeaction()` with the book's lines.
@Suite("DispatchQueue.main on the virtual clock")
struct DispatchQueueTests {
    /// Case 40's ripple without its drawing: the book's timer and its two zero-delay main-queue blocks, verbatim
    /// (seed 000, `timeaction()`, in the current Swift; `#selector` → `Selector`, the Linux edit).
    final class Ripple: UIView {
        var viewRadius: CGFloat = 0
        var countNum: Int = 0
        var timer: Timer?

        func start() {
            timer = Timer.scheduledTimer(timeInterval: 0.02,
                                         target: self,
                                         selector: Selector(Ripple.timeaction),  // Linux: #selector(Ripple.timeaction)
                                         userInfo: nil,
                                         repeats: true)
            RunLoop.main.add(timer!, forMode: RunLoop.Mode.common)
        }

        func timeaction() {
            countNum += 1
            let dismissTime: DispatchTime = DispatchTime.now() +
                Double(Int64(0 * NSEC_PER_SEC)) / Double(NSEC_PER_SEC)
            DispatchQueue.main.asyncAfter(deadline: dismissTime,
                                          execute: { () in
                self.viewRadius += 5
                self.setNeedsDisplay()
            })
            if countNum > 50 {
                countNum = 0
                viewRadius = 0
                timer?.invalidate()
                DispatchQueue.main.asyncAfter(deadline: dismissTime,
                                              execute: { () in
                    self.viewRadius = 0
                    self.setNeedsDisplay()
                })
                self.isUserInteractionEnabled = true
            }
        }
    }

    @Test("The book's blocks grow the radius 5 per 0.02 s tick on the host's clock; the 51st tick clears it")
    func case40Lines() {
        let host = LayerHost()
        let ripple = Ripple(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.perform { ripple.start() }
        host.run(until: 0.51)
        #expect(ripple.viewRadius == 125)   // 25 ticks
        host.run(until: 1.01)
        #expect(ripple.viewRadius == 250)   // 50 ticks
        host.run(until: 1.03)
        #expect(ripple.viewRadius == 0 && ripple.timer?.isValid == false)
        host.run(until: 2)
        #expect(ripple.viewRadius == 0)
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
