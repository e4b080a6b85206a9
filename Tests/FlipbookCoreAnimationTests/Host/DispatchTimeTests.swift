import Testing
@testable import FlipbookCoreAnimation

/// Flipbook's `DispatchTime` (this file imports neither `Foundation` nor `Dispatch`, so the name is Flipbook's):
/// nanoseconds on the host's virtual clock, with Dispatch's arithmetic and clamps.
@Suite("DispatchTime on the virtual clock")
struct DispatchTimeTests {
    @Test("now() is the host's media time in nanoseconds, and 0 outside any host")
    func now() {
        #expect(DispatchTime.now().uptimeNanoseconds == 0)
        let host = LayerHost(startTime: 2.5)
        #expect(host.perform { DispatchTime.now() }.uptimeNanoseconds == 2_500_000_000)
        host.advance(by: 0.125)
        #expect(host.perform { DispatchTime.now() }.uptimeNanoseconds == 2_625_000_000)
        #expect(LayerHost(startTime: -3).perform { DispatchTime.now() }.uptimeNanoseconds == 0)
    }

    @Test("The book's zero delay, seconds and intervals move a time by whole nanoseconds")
    func arithmetic() {
        let time = DispatchTime(uptimeNanoseconds: 1_000_000_000)
        #expect(time + Double(Int64(0 * NSEC_PER_SEC)) / Double(NSEC_PER_SEC) == time)
        #expect((time + 0.25).uptimeNanoseconds == 1_250_000_000)
        #expect((time - 0.5).uptimeNanoseconds == 500_000_000)
        #expect((time + 1.0 / 60).uptimeNanoseconds == 1_016_666_666)   // truncated, as Dispatch
        #expect((time + .seconds(2)).uptimeNanoseconds == 3_000_000_000)
        #expect((time + .milliseconds(3)).uptimeNanoseconds == 1_003_000_000)
        #expect((time + .microseconds(4)).uptimeNanoseconds == 1_000_004_000)
        #expect((time - .nanoseconds(5)).uptimeNanoseconds == 999_999_995)
        #expect(time < time + .nanoseconds(1))
        #expect(time + 10 < .distantFuture)
        #expect(NSEC_PER_MSEC * 1_000 == NSEC_PER_SEC && NSEC_PER_USEC * USEC_PER_SEC == NSEC_PER_SEC)
    }

    @Test("NaN, infinities, .never and overflow clamp as Dispatch's: to distantFuture, or to 0 before the start")
    func badInput() {
        let time = DispatchTime(uptimeNanoseconds: 1_000_000_000)
        #expect(time + .nan == .distantFuture)
        #expect(time - .nan == .distantFuture)
        #expect(time + .infinity == .distantFuture)
        #expect(time + .never == .distantFuture)
        #expect(time + .seconds(.max) == .distantFuture)
        #expect(time - .seconds(.min) == .distantFuture)
        #expect(DispatchTime(uptimeNanoseconds: UInt64(Int64.max) - 1) + .nanoseconds(10) == .distantFuture)
        #expect(DispatchTime.distantFuture - 1 == .distantFuture)
        #expect(DispatchTime.distantFuture - .seconds(5) == .distantFuture)
        #expect((time - .infinity).uptimeNanoseconds == 0)
        #expect((time - .never).uptimeNanoseconds == 0)
        #expect((time - 10).uptimeNanoseconds == 0)
        #expect((time + .seconds(.min)).uptimeNanoseconds == 0)
    }
}
