import Foundation
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookHarness
import FlipbookImageIO
import FlipbookMotion
import FlipbookTesting
import Testing

@Suite("expectGoldenAnimation")
struct ExpectGoldenAnimationTests {
    /// Runs `body` with goldens and artifacts in fresh temporary folders.
    func withTemporaryGoldens(_ body: (String, String) throws -> Void) throws {
        try TestImages.withTemporaryGoldens("animation", body)
    }

    /// A 40 × 20 pt host with a red 8-pt square whose x runs through `xs` at key times 0, 0.5 and 1 s (linear).
    static func slidingSquare(xs: [Double]) -> LayerHost {
        let host = LayerHost(size: CGSize(width: 40, height: 20))
        let square = CALayer()
        host.perform {
            CATransaction.setDisableActions(true)
            host.rootLayer.backgroundColor = CGColor(gray: 1, alpha: 1)
            square.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
            square.position = CGPoint(x: xs[2], y: 10)
            square.backgroundColor = CGColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1)
            host.rootLayer.addSublayer(square)
        }
        host.perform {
            let slide = CAKeyframeAnimation(keyPath: "position.x")
            slide.values = xs
            slide.keyTimes = [0, 0.5, 1]
            slide.duration = 1
            square.add(slide, forKey: "slide")
        }
        return host
    }

    /// Copies the golden `from` (recorded by this test under another name) to the golden path of `to`.
    func copyGolden(_ goldens: String, from: String, to: String) throws {
        let folder = goldens + "/FlipbookHarnessTests/ExpectGoldenAnimationTests/"
        try FileManager.default.copyItem(atPath: folder + from + ".png", toPath: folder + to + ".png")
    }

    @Test("the frames of the timeline become one labelled filmstrip golden, named as expectGolden names it")
    func recordsOneStrip() throws {
        try withTemporaryGoldens { goldens, _ in
            try withKnownIssue {
                let outcome = try expectGoldenAnimation(of: Self.slidingSquare(xs: [10, 20, 30]), from: 0, to: 1, fps: 10)
                #expect(outcome.status == .recorded)
                #expect(outcome.identifier.relativePath == "FlipbookHarnessTests/ExpectGoldenAnimationTests/recordsOneStrip.png")
                let frames = try #require(outcome.frames)
                #expect(frames.map(\.time) == (0...10).map { Double($0) / 10 })
                // 11 frames of 40 × 20 px: 10 a row, then one.
                let layout = FilmstripLayout(frameCount: 11, framePixelWidth: 40, framePixelHeight: 20, scale: 1, columns: 10)
                #expect(frames.map { [$0.x, $0.y, $0.width, $0.height] } == (0..<11).map {
                    let rect = layout.framePixelRect($0)
                    return [rect.x, rect.y, rect.width, rect.height]
                })
                let strip = try PNGCodec.read(contentsOf: outcome.goldenPath)
                #expect(strip.width == Int(layout.size.width) && strip.height == Int(layout.size.height))
                // Frame 5 (t = 0.5) shows the square's centre at x = 20: red there, white at 20 ± 6.
                let middle = frames[5]
                #expect(strip[middle.x + 20, middle.y + 10] == (230, 26, 26, 255))
                #expect(strip[middle.x + 13, middle.y + 10] == (255, 255, 255, 255) && strip[middle.x + 27, middle.y + 10] == (255, 255, 255, 255))
                #expect(strip[frames[10].x + 30, frames[10].y + 10] == (230, 26, 26, 255))
            } matching: { $0.description.contains("recorded new golden") }
        }
    }

    @Test("the same animation passes against its golden")
    func passes() throws {
        try withTemporaryGoldens { goldens, _ in
            withKnownIssue { try expectGoldenAnimation(of: Self.slidingSquare(xs: [10, 20, 30]), from: 0, to: 1, named: "recorded") }
            try copyGolden(goldens, from: "recorded", to: "passes")
            let outcome = try expectGoldenAnimation(of: Self.slidingSquare(xs: [10, 20, 30]), from: 0, to: 1, record: .never)
            #expect(outcome.status == .passed)
            #expect(outcome.artifacts.all.isEmpty)
            #expect(outcome.frames?.allSatisfy { $0.mismatchedPixels == nil } == true)
        }
    }

    @Test("a drift in the second half fails and names exactly the drifted frames (a sub-pixel shift passes as anti-aliasing)")
    func driftNamesFrames() throws {
        try withTemporaryGoldens { goldens, artifacts in
            withKnownIssue { try expectGoldenAnimation(of: Self.slidingSquare(xs: [10, 20, 30]), from: 0, to: 1, named: "recorded") }
            try copyGolden(goldens, from: "recorded", to: "drift")
            try withKnownIssue {
                let outcome = try expectGoldenAnimation(of: Self.slidingSquare(xs: [10, 20, 34]), from: 0, to: 1, named: "drift", record: .never)
                #expect(outcome.status == .failed)
                let frames = try #require(outcome.frames)
                // x differs by 14 · (t − 0.5) / 0.5 … 4 px: 0.8 px at 0.6 s is anti-aliasing, then 1.6, 2.4, 3.2, 4 px.
                #expect(frames.filter(\.hasDrifted).map(\.time) == [0.7, 0.8, 0.9, 1.0])
                #expect(frames.prefix(7).allSatisfy { $0.mismatchedPixels == 0 })
                // The last frame's square moved 4 px right: two 4 × 8 bands of it changed colour.
                #expect(frames.suffix(4).map(\.mismatchedPixels) == [16, 32, 48, 64])
                #expect(frames.compactMap(\.mismatchedPixels).reduce(0, +) == outcome.comparison?.mismatchedPixels)
                for path in outcome.artifacts.all { #expect(path.hasPrefix(artifacts) && FileManager.default.fileExists(atPath: path)) }
                let logged = try ResultsLog(artifactsDirectory: artifacts).read().last { $0.golden.hasSuffix("/drift.png") }
                #expect(logged?.frames == frames)
                // The expected and actual animations: 11 frames of 40 × 20 px, 10 cs apart, the last held 0.5 s more,
                // whose frames are the strips' frames (flat colours come through the palette exactly).
                let expectedStrip = try PNGCodec.read(contentsOf: try #require(outcome.artifacts.expected))
                let actualStrip = try PNGCodec.read(contentsOf: try #require(outcome.artifacts.actual))
                for (path, strip) in [(outcome.artifacts.expectedAnimation, expectedStrip), (outcome.artifacts.actualAnimation, actualStrip)] {
                    let gif = try GIFDecoder(data: [UInt8](try Data(contentsOf: URL(fileURLWithPath: try #require(path)))))
                    #expect(gif.width == 40 && gif.height == 20 && gif.frameCount == 11 && gif.loopCount == 0)
                    #expect((0..<11).map { gif.frameInfo(at: $0).delayCentiseconds } == Array(repeating: 10, count: 10) + [60])
                    for index in [0, 7, 10] {
                        let image = try gif.image(at: index)
                        let frame = frames[index]
                        for (x, y) in [(20, 10), (30, 10), (33, 12), (5, 5)] {
                            #expect(image[x, y] == strip[frame.x + x, frame.y + y])
                        }
                    }
                }
                #expect(outcome.artifacts.expectedAnimation == artifacts + "/FlipbookHarnessTests/ExpectGoldenAnimationTests/drift.expected.gif")
            } matching: { issue in
                issue.description.contains("drifted frames (4 of 11): t = 0.700 s (16 px), t = 0.800 s (32 px)")
                    && issue.description.contains("t = 1.000 s (64 px)") && issue.description.contains("expected animation: ")
                    && issue.description.contains("drift.actual.gif")
            }
        }
    }

    @Test("the report outlines and lists the drifted frames")
    func reportMarksDriftedFrames() throws {
        try withTemporaryGoldens { goldens, artifacts in
            withKnownIssue { try expectGoldenAnimation(of: Self.slidingSquare(xs: [10, 20, 30]), from: 0, to: 1, named: "recorded") }
            try copyGolden(goldens, from: "recorded", to: "reported")
            withKnownIssue {
                try expectGoldenAnimation(of: Self.slidingSquare(xs: [10, 20, 34]), from: 0, to: 1, named: "reported", record: .never)
            }
            let output = try TestImages.temporaryDirectory("animation-report")
            let (indexPath, _) = try DiffReport(artifactsDirectory: artifacts).write(to: output)
            let html = try String(contentsOfFile: indexPath, encoding: .utf8)
            #expect(html.contains("animation: 11 frames, 4 drifted"))
            #expect(html.components(separatedBy: "class=\"drift\"").count - 1 == 4)
            #expect(html.contains("<li>t = 1.000 s: 64 px</li>") && !html.contains("<li>t = 0.500 s"))
            // The two animations play side by side, copied beside the page (card 0: the failing "reported"; card 1
            // is the recording of "recorded").
            #expect(html.contains("<div class=\"animations\"><figure><img src=\"images/0-0-expected-animation.gif\" alt=\"Expected animation\">"))
            #expect(html.contains("<img src=\"images/0-0-actual-animation.gif\" alt=\"Actual animation\">"))
            for name in ["0-0-expected-animation.gif", "0-0-actual-animation.gif"] {
                #expect(try GIFDecoder(data: [UInt8](try Data(contentsOf: URL(fileURLWithPath: output + "/images/" + name)))).frameCount == 11)
            }
        }
    }

    @Test("a standalone layer is checked alone on a host the size of its frame")
    func standaloneLayer() throws {
        try withTemporaryGoldens { _, _ in
            let layer = CALayer()
            layer.frame = CGRect(x: 50, y: 50, width: 30, height: 30)
            layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 1
            layer.add(fade, forKey: "fade")
            try withKnownIssue {
                let outcome = try expectGoldenAnimation(of: layer, from: 0, to: 1, fps: 2)
                let strip = try PNGCodec.read(contentsOf: outcome.goldenPath)
                let frames = try #require(outcome.frames)
                #expect(frames.count == 3 && frames.allSatisfy { $0.width == 30 && $0.height == 30 })
                // Transparent at 0 (over white), half blue at 0.5, blue at 1.
                #expect(strip[frames[0].x + 15, frames[0].y + 15] == (255, 255, 255, 255))
                let half = strip[frames[1].x + 15, frames[1].y + 15]
                #expect(abs(Int(half.r) - 128) <= 1 && half.b == 255)
                #expect(strip[frames[2].x + 15, frames[2].y + 15] == (0, 0, 255, 255))
                #expect(layer.superlayer == nil)
            } matching: { $0.description.contains("recorded new golden") }
        }
    }

    @Test("bad input: a layer inside a tree, a bad frame rate or range")
    func badInput() throws {
        try withTemporaryGoldens { _, _ in
            let host = Self.slidingSquare(xs: [10, 20, 30])
            let inTree = try #require(host.rootLayer.sublayers?.first)
            #expect(throws: GoldenUsageError.self) { try expectGoldenAnimation(of: inTree, from: 0, to: 1, named: "in-tree") }
            #expect(throws: FrameTimelineError.unsupportedFramesPerSecond(0)) {
                try expectGoldenAnimation(of: host, from: 0, to: 1, fps: 0, named: "zero-fps")
            }
            #expect(throws: FrameTimelineError.endBeforeStart(start: 1, end: 0)) {
                try expectGoldenAnimation(of: host, from: 1, to: 0, named: "backwards")
            }
        }
    }
}
