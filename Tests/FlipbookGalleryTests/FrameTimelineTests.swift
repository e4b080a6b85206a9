import FlipbookScenes
import Testing

/// Frame timelines: times on the grid computed from their index, GIF delays by cumulative rounding, bad input.
@Suite("Frame timeline")
struct FrameTimelineTests {
    @Test("Frames sit at start + k / fps, with the end included when it falls on the grid")
    func grid() throws {
        let second = try FrameTimeline(from: 0, to: 1, framesPerSecond: 30)
        #expect(second.frameCount == 31 && second.endsOnGrid)
        #expect(second.time(ofFrame: 1) == 1.0 / 30 && second.time(ofFrame: 30) == 1)
        #expect(second.times == (0...30).map { Double($0) / 30 })

        // 0.3 · 10 is 3.0000000000000004 in binary: still on the grid, and the last time is exactly 0.4.
        let tenths = try FrameTimeline(from: 0.1, to: 0.4, framesPerSecond: 10)
        #expect(tenths.frameCount == 4 && tenths.endsOnGrid && tenths.times.last == 0.4)

        let offGrid = try FrameTimeline(from: 0, to: 0.25, framesPerSecond: 10)
        #expect(offGrid.frameCount == 3 && !offGrid.endsOnGrid && offGrid.times == [0, 0.1, 0.2])

        let still = try FrameTimeline(from: 2, to: 2, framesPerSecond: 15)
        #expect(still.frameCount == 1 && still.times == [2])
    }

    @Test("Times never accumulate error: frame 900 at 30 fps is exactly 30 s")
    func noDrift() throws {
        let timeline = try FrameTimeline(from: 0, to: 30, framesPerSecond: 30)
        #expect(timeline.time(ofFrame: 900) == 30)
        #expect(timeline.time(ofFrame: 450) == 15)
        var accumulated = 0.0
        for _ in 0..<900 { accumulated += 1.0 / 30 }
        #expect(accumulated != 30)      // what adding the interval would have given
    }

    @Test("Delays round cumulatively: 30 fps gives 3, 3, 4 and the total stays exact")
    func delays() throws {
        let timeline = try FrameTimeline(from: 0, to: 2, framesPerSecond: 30)
        let delays = timeline.delaysInCentiseconds()
        #expect(Array(delays.prefix(6)) == [3, 3, 4, 3, 3, 4])
        #expect(delays.reduce(0, +) == 100 * timeline.frameCount / 30)
        #expect(try FrameTimeline(from: 0, to: 1, framesPerSecond: 50).delaysInCentiseconds().allSatisfy { $0 == 2 })
        let sevenths = try FrameTimeline(from: 0, to: 3, framesPerSecond: 7).delaysInCentiseconds()
        #expect(sevenths.reduce(0, +) == 100 * 22 / 7 && sevenths.allSatisfy { $0 == 14 || $0 == 15 })
    }

    @Test("A hold lengthens the last frame only, clamped to GIF's largest delay")
    func hold() throws {
        let timeline = try FrameTimeline(from: 0, to: 1, framesPerSecond: 10)
        let held = timeline.delaysInCentiseconds(holdingLastFrameFor: 0.5)
        #expect(held.dropLast() == timeline.delaysInCentiseconds().dropLast() && held.last == 60)
        #expect(timeline.delaysInCentiseconds(holdingLastFrameFor: -1).last == 10)
        #expect(timeline.delaysInCentiseconds(holdingLastFrameFor: .nan).last == 10)
        #expect(timeline.delaysInCentiseconds(holdingLastFrameFor: 1e9).last == 65_535)
    }

    @Test("Bad frame rates and ranges give a typed error")
    func errors() {
        #expect(throws: FrameTimelineError.unsupportedFramesPerSecond(0)) { try FrameTimeline(from: 0, to: 1, framesPerSecond: 0) }
        #expect(throws: FrameTimelineError.unsupportedFramesPerSecond(60)) { try FrameTimeline(from: 0, to: 1, framesPerSecond: 60) }
        #expect(throws: FrameTimelineError.invalidTime(-1)) { try FrameTimeline(from: -1, to: 1, framesPerSecond: 10) }
        #expect(throws: FrameTimelineError.invalidTime(.infinity)) { try FrameTimeline(from: 0, to: .infinity, framesPerSecond: 10) }
        #expect(throws: FrameTimelineError.endBeforeStart(start: 2, end: 1)) { try FrameTimeline(from: 2, to: 1, framesPerSecond: 10) }
        #expect(throws: FrameTimelineError.tooManyFrames(start: 0, end: 1e300, framesPerSecond: 50)) {
            try FrameTimeline(from: 0, to: 1e300, framesPerSecond: 50)
        }
    }

    @Test("The frame cap is exactly maximumFrameCount frames")
    func cap() throws {
        let largest = try FrameTimeline(from: 0, to: 99.9, framesPerSecond: 10)
        #expect(largest.frameCount == FrameTimeline.maximumFrameCount)
        #expect(throws: FrameTimelineError.tooManyFrames(start: 0, end: 100, framesPerSecond: 10)) {
            try FrameTimeline(from: 0, to: 100, framesPerSecond: 10)
        }
    }
}
