import Flipbook
import Testing

/// `CADisplayLink(target:selector:)` as the book and article 002 write it, on a host's 60 Hz virtual refresh.
@Suite("CADisplayLink with a target and selector")
struct DisplayLinkTests {
    /// Case 20's view controller: one plane frame per refresh, the link invalidated after frame 66.
    final class PlaneFrames {
        var displayLink: CADisplayLink?
        var index = 0
        var shown: [(time: Double, frame: Int)] = []

        func start() {
            displayLink = CADisplayLink(target: self, selector: Selector(PlaneFrames.refreshImage))
            displayLink?.frameInterval = 1
            displayLink?.add(to: RunLoop.current, forMode: RunLoop.Mode.default)
        }

        func refreshImage() {
            shown.append((CACurrentMediaTime(), index))
            index += 1
            if index == 67 { displayLink?.invalidate() }
        }
    }

    @Test("Case 20: a new frame every 1/60 s; 67 frames take 67/60 s; invalidation inside the callback stops it")
    func case20() {
        let host = LayerHost()
        let controller = PlaneFrames()
        host.perform { controller.start() }
        host.advance(by: 0.5)
        #expect(controller.shown.count == 30)
        host.advance(by: 2)
        #expect(controller.shown.count == 67)
        #expect(controller.shown.map(\.frame) == Array(0...66))
        let refreshTimes: [Double] = (1...67).map { Double($0) / 60 }
        #expect(controller.shown.map(\.time) == refreshTimes)
        let link = controller.displayLink!
        #expect(link.timestamp == 67.0 / 60)
        #expect(link.duration == 1.0 / 60)
    }

    /// Article 002's fish (B-24): the link on the main run loop in common modes; every 6th callback shows the next
    /// of 8 images.
    final class Fish {
        var shownImage: [Int] = []
        private var callbacks = 0
        private var index = 0

        func start() {
            let link = CADisplayLink(target: self, selector: Selector(Fish.stepFish))
            link.add(to: RunLoop.main, forMode: RunLoop.Mode.common)
        }

        func stepFish(_ link: CADisplayLink) {
            callbacks += 1
            if callbacks % 6 == 0 {
                shownImage.append(index)
                index = (index + 1) % 8
            }
        }
    }

    @Test("B-24: every 6th callback at 60 Hz changes the image 10 times a second, cycling through 8 images")
    func b24() {
        let host = LayerHost()
        let fish = Fish()
        host.perform { fish.start() }
        host.advance(by: 1)
        #expect(fish.shownImage == [0, 1, 2, 3, 4, 5, 6, 7, 0, 1])
    }

    @Test("preferredFramesPerSecond 30 fires every other refresh; targetTimestamp is the next callback's time")
    func preferredRate() {
        let host = LayerHost()
        var stamps: [Double] = []
        let link = CADisplayLink { stamps.append($0.timestamp) }
        link.preferredFramesPerSecond = 30
        host.perform { link.add(to: .main, forMode: .default) }
        host.advance(by: 0.1)
        let everyOtherRefresh: [Double] = [2, 4, 6].map { $0 / 60 }
        #expect(stamps == everyOtherRefresh)
        #expect(link.targetTimestamp == 6.0 / 60 + 2.0 / 60)
    }

    @Test("An invalidated link releases its target and cannot be added again; outside a host a link never fires")
    func invalidation() {
        final class Target { var calls = 0; func step() { calls += 1 } }
        var target: Target? = Target()
        weak let watched = target
        let link = CADisplayLink(target: target!, selector: Selector(Target.step))
        link.add(to: .main, forMode: .default)   // outside a host: ignored
        let host = LayerHost()
        host.advance(by: 0.1)
        #expect(watched?.calls == 0)
        host.perform { link.add(to: .main, forMode: .default) }
        host.advance(by: 0.1)
        #expect(watched?.calls == 6)
        target = nil
        link.invalidate()
        #expect(watched == nil)
        let lastStamp = link.timestamp
        host.perform { link.add(to: .main, forMode: .default) }
        host.advance(by: 0.1)
        #expect(link.timestamp == lastStamp)
    }
}

@Suite("CADisplayLink.preferredFrameRateRange")
struct DisplayLinkFrameRateRangeTests {
    func callbackTimes(_ range: CAFrameRateRange, preferredFramesPerSecond: Int = 0) -> [Double] {
        let host = LayerHost()
        var stamps: [Double] = []
        let link = CADisplayLink { stamps.append($0.timestamp * 60) }
        link.preferredFramesPerSecond = preferredFramesPerSecond
        link.preferredFrameRateRange = range
        host.perform { link.add(to: .main, forMode: .common) }
        host.advance(by: 0.1)
        return stamps.map { $0.rounded() }
    }

    @Test("The preferred rate (else the maximum, within the range) picks the nearest divisor of 60 Hz and wins")
    func ranges() {
        #expect(CAFrameRateRange.default == CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0))
        #expect(callbackTimes(.default) == [1, 2, 3, 4, 5, 6])
        #expect(callbackTimes(CAFrameRateRange(minimum: 10, maximum: 60, preferred: 20)) == [3, 6])
        #expect(callbackTimes(CAFrameRateRange(minimum: 10, maximum: 30)) == [2, 4, 6])
        #expect(callbackTimes(CAFrameRateRange(minimum: 30, maximum: 60, preferred: 10)) == [2, 4, 6])
        #expect(callbackTimes(CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)) == [1, 2, 3, 4, 5, 6])
        #expect(callbackTimes(CAFrameRateRange(minimum: 10, maximum: 30), preferredFramesPerSecond: 60) == [2, 4, 6])
        #expect(callbackTimes(CAFrameRateRange(minimum: 0, maximum: .nan, preferred: .leastNonzeroMagnitude)).isEmpty)
    }
}
