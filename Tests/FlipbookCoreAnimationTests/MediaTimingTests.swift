import Foundation
import Testing
@testable import FlipbookCoreAnimation

@Suite("CAMediaTiming time mapping")
struct MediaTimingTests {
    func fraction(_ timing: MediaTimingValues, _ t: Double) -> Double? {
        timing.sample(atParentTime: t)?.fraction
    }

    @Test("Defaults: animation duration 0, speed 1, repeatCount 0, fill removed; layer duration infinite")
    func defaults() {
        let a = CABasicAnimation()
        #expect(a.duration == 0 && a.speed == 1 && a.repeatCount == 0 && a.repeatDuration == 0)
        #expect(a.fillMode == .removed && a.isRemovedOnCompletion && a.timingFunction == nil && !a.autoreverses)
        #expect(CALayer().duration == .infinity)
        #expect(CALayer().speed == 1)
    }

    @Test("Local time is (tp − beginTime) × speed + timeOffset")
    func linearMap() {
        let timing = MediaTimingValues(beginTime: 2, duration: 10, speed: 3, timeOffset: 0.25)
        #expect(timing.localTime(fromParent: 10) == 24.25)
        #expect(timing.parentTime(fromLocal: 24.25) == 10)
    }

    @Test("Speed 2 finishes a 1 s animation at 0.5 s")
    func speed() {
        let timing = MediaTimingValues(duration: 1, speed: 2)
        #expect(fraction(timing, 0.25) == 0.5)
        #expect(fraction(timing, 0.5) == nil)
    }

    @Test("timeOffset starts half-way and wraps around for the full duration")
    func timeOffsetWraps() {
        let timing = MediaTimingValues(duration: 1, timeOffset: 0.5)
        #expect(fraction(timing, 0) == 0.5)
        #expect(fraction(timing, 0.25) == 0.75)
        #expect(fraction(timing, 0.75) == 0.25)
        #expect(fraction(timing, 1) == nil)
    }

    @Test("repeatCount 2.5 runs two and a half cycles; an interior boundary starts the next cycle")
    func repeatCount() {
        let timing = MediaTimingValues(duration: 1, repeatCount: 2.5, fillMode: .forwards)
        #expect(timing.activeDuration == 2.5)
        #expect(fraction(timing, 1) == 0)
        #expect(timing.sample(atParentTime: 1)?.iteration == 1)
        #expect(fraction(timing, 2.25) == 0.25)
        #expect(fraction(timing, 3) == 0.5)
    }

    @Test("The terminal sample is the end of the last cycle")
    func terminalSample() {
        let timing = MediaTimingValues(duration: 1, repeatCount: 2, fillMode: .forwards)
        let end = timing.sample(atParentTime: 5)
        #expect(end?.fraction == 1)
        #expect(end?.iteration == 1)
    }

    @Test("Autoreverse: each direction lasts duration; one repeat is there and back; it ends on the start")
    func autoreverse() {
        let timing = MediaTimingValues(duration: 1, repeatCount: 1, autoreverses: true, fillMode: .forwards)
        #expect(timing.activeDuration == 2)
        #expect(fraction(timing, 0.5) == 0.5)
        #expect(fraction(timing, 1.5) == 0.5)
        #expect(fraction(timing, 1.75) == 0.25)
        #expect(fraction(timing, 3) == 0)
    }

    @Test("repeatDuration is the total active time and is not doubled by autoreverse")
    func repeatDuration() {
        let timing = MediaTimingValues(duration: 1, repeatDuration: 1.5, autoreverses: true)
        #expect(timing.activeDuration == 1.5)
        #expect(fraction(timing, 1.25) == 0.75)
        #expect(fraction(timing, 1.5) == nil)
    }

    @Test("Infinite repeatCount never ends")
    func infiniteRepeat() {
        let timing = MediaTimingValues(duration: 1, repeatCount: .infinity)
        #expect(timing.activeDuration == .infinity)
        #expect(fraction(timing, 1_000_000.25) == 0.25)
    }

    @Test("Fill modes decide what shows before and after the active interval")
    func fillModes() {
        let cases: [(CAMediaTimingFillMode, Double?, Double?)] = [
            (.removed, nil, nil), (.forwards, nil, 1), (.backwards, 0, nil), (.both, 0, 1),
            (CAMediaTimingFillMode(rawValue: "sideways"), nil, nil),
        ]
        for (mode, before, after) in cases {
            let timing = MediaTimingValues(beginTime: 1, duration: 1, fillMode: mode)
            #expect(fraction(timing, 0.5) == before)
            #expect(fraction(timing, 2.5) == after)
        }
    }

    @Test("Negative speed runs the interval from its end toward its start")
    func negativeSpeed() {
        let timing = MediaTimingValues(duration: 1, speed: -1, fillMode: .both)
        #expect(fraction(timing, 0) == 1)
        #expect(fraction(timing, 0.25) == 0.75)
        #expect(fraction(timing, 2) == 0)
    }

    @Test("Speed 0 holds the animation at timeOffset")
    func pausedAnimation() {
        let timing = MediaTimingValues(duration: 2, speed: 0, timeOffset: 0.5)
        #expect(fraction(timing, 0) == 0.25)
        #expect(fraction(timing, 100) == 0.25)
    }

    @Test("Bad input is sanitised: NaN/∞ speed → 1, negative or NaN counts and durations → 0")
    func badInput() {
        let timing = MediaTimingValues(beginTime: .nan, duration: -3, speed: .nan, timeOffset: .infinity,
                                       repeatCount: -2, repeatDuration: .nan)
        #expect(timing.speed == 1 && timing.duration == 0 && timing.repeatCount == 0)
        #expect(timing.repeatDuration == 0 && timing.beginTime == 0 && timing.timeOffset == 0)
        #expect(MediaTimingValues(repeatCount: .nan).repeatCount == 0)
        #expect(MediaTimingValues(speed: -.infinity).speed == 1)
    }
}
