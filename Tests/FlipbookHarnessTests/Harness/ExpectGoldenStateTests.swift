import Foundation
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookHarness
import FlipbookInspection
import FlipbookTesting
import Testing

@Suite("expectGoldenState")
struct ExpectGoldenStateTests {
    /// A 100 × 100 pt host whose layer "box" moves right by `distance` points over 1 s.
    static func movingBox(distance: Double) -> LayerHost {
        let host = LayerHost(size: CGSize(width: 100, height: 100))
        let box = CALayer()
        host.perform {
            CATransaction.setDisableActions(true)
            box.name = "box"
            box.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            box.position = CGPoint(x: 10, y: 50)
            host.rootLayer.addSublayer(box)
        }
        host.perform {
            let move = CABasicAnimation(keyPath: "position.x")
            move.byValue = distance
            move.duration = 1
            box.add(move, forKey: "move")
        }
        return host
    }

    /// The text golden's folder of this suite.
    static func folder(_ goldens: String) -> String { goldens + "/FlipbookHarnessTests/ExpectGoldenStateTests/" }

    @Test("the dump is recorded as Goldens/<Target>/<Suite>/<name>.t=<time>.txt, then passes")
    func recordsThenPasses() throws {
        try TestImages.withTemporaryGoldens("state") { goldens, artifacts in
            try withKnownIssue {
                let outcome = try expectGoldenState(of: Self.movingBox(distance: 40), at: 0.5, named: "box")
                #expect(outcome.status == .recorded)
                #expect(outcome.identifier.relativePath == "FlipbookHarnessTests/ExpectGoldenStateTests/box.t=0.500.txt")
                let text = try String(contentsOfFile: outcome.goldenPath, encoding: .utf8)
                #expect(text == (try LayerStateDump(of: Self.movingBox(distance: 40), at: 0.5)).text)
                #expect(text.contains("  position: (10, 50), presentation (30, 50)\n"))
            } matching: { $0.description.contains("recorded new golden") }
            try FileManager.default.copyItem(atPath: Self.folder(goldens) + "box.t=0.500.txt", toPath: Self.folder(goldens) + "again.t=0.500.txt")
            let outcome = try expectGoldenState(of: Self.movingBox(distance: 40), at: 0.5, named: "again", record: .never)
            #expect(outcome.status == .passed && outcome.artifacts.all.isEmpty)
            #expect(try ResultsLog(artifactsDirectory: artifacts).read().map(\.status) == [.recorded, .passed])
        }
    }

    @Test("a changed animation fails with a unified diff in the message and as an artifact, beside the two texts")
    func diffOnFailure() throws {
        try TestImages.withTemporaryGoldens("state-diff") { goldens, artifacts in
            withKnownIssue { try expectGoldenState(of: Self.movingBox(distance: 40), at: 0.5, named: "recorded") }
            try FileManager.default.copyItem(atPath: Self.folder(goldens) + "recorded.t=0.500.txt",
                                             toPath: Self.folder(goldens) + "moved.t=0.500.txt")
            try withKnownIssue {
                let outcome = try expectGoldenState(of: Self.movingBox(distance: 60), at: 0.5, named: "moved", record: .never)
                #expect(outcome.status == .failed)
                let base = artifacts + "/FlipbookHarnessTests/ExpectGoldenStateTests/moved.t=0.500"
                #expect(outcome.artifacts.expectedText == base + ".expected.txt")
                #expect(outcome.artifacts.actualText == base + ".actual.txt")
                #expect(outcome.artifacts.textDiff == base + ".diff")
                let diff = try String(contentsOfFile: base + ".diff", encoding: .utf8)
                #expect(diff == """
                    --- FlipbookHarnessTests/ExpectGoldenStateTests/moved.t=0.500.txt (golden)
                    +++ FlipbookHarnessTests/ExpectGoldenStateTests/moved.t=0.500.txt (actual)
                    @@ -4,10 +4,10 @@
                       anchorPoint: (0, 0)
                         CALayer "box"
                           bounds: (0, 0, 10, 10)
                    -      position: (10, 50), presentation (30, 50)
                    +      position: (10, 50), presentation (40, 50)
                           animation "move": CABasicAnimation
                               keyPath: position.x
                    -          byValue: 40
                    +          byValue: 60
                               beginTime: 0
                               duration: 1
                               repeatCount: 0

                    """)
                #expect(outcome.message.contains("2 lines removed, 2 added"))
                #expect(outcome.message.hasSuffix(diff))
                // The results log names the text artifacts relative to the artifacts folder; a text has no pixels.
                let logged = try #require(try ResultsLog(artifactsDirectory: artifacts).read().last)
                #expect(logged.golden == "FlipbookHarnessTests/ExpectGoldenStateTests/moved.t=0.500.txt")
                #expect(logged.artifacts.textDiff == "FlipbookHarnessTests/ExpectGoldenStateTests/moved.t=0.500.diff")
                #expect(logged.artifacts.expectedText == "FlipbookHarnessTests/ExpectGoldenStateTests/moved.t=0.500.expected.txt")
                #expect(logged.width == 0 && logged.height == 0 && logged.totalPixels == nil)
            } matching: { $0.description.contains("+          byValue: 60") }
        }
    }

    @Test("record modes apply as to images: never writes nothing, failed rewrites, a golden that is not UTF-8 is unreadable")
    func recordModes() throws {
        try TestImages.withTemporaryGoldens("state-modes") { goldens, _ in
            let path = Self.folder(goldens) + "modes.t=0.500.txt"
            try withKnownIssue {
                let missing = try expectGoldenState(of: Self.movingBox(distance: 40), at: 0.5, named: "modes-missing", record: .never)
                #expect(missing.status == .missing && !FileManager.default.fileExists(atPath: missing.goldenPath))
                #expect(missing.artifacts.actualText != nil && missing.artifacts.textDiff == nil)
            } matching: { $0.description.contains("record mode is never") }
            withKnownIssue { try expectGoldenState(of: Self.movingBox(distance: 40), at: 0.5, named: "modes2") }
            try FileManager.default.copyItem(atPath: Self.folder(goldens) + "modes2.t=0.500.txt", toPath: path)
            withKnownIssue {
                let rewritten = try expectGoldenState(of: Self.movingBox(distance: 50), at: 0.5, named: "modes", record: .failed)
                #expect(rewritten.status == .rerecorded)
            }
            #expect(try String(contentsOfFile: path, encoding: .utf8) == (try LayerStateDump(of: Self.movingBox(distance: 50), at: 0.5)).text)
            try Data([0xff, 0xfe]).write(to: URL(fileURLWithPath: Self.folder(goldens) + "modes-bad.t=0.500.txt"))
            try withKnownIssue {
                let unreadable = try expectGoldenState(of: Self.movingBox(distance: 50), at: 0.5, named: "modes-bad", record: .never)
                #expect(unreadable.status == .unreadable)
            } matching: { $0.description.contains("is not UTF-8 text") }
        }
    }

    @Test("one text golden checked twice in a run is an error; the same name at another time is another golden")
    func claims() throws {
        try TestImages.withTemporaryGoldens("state-claims") { _, _ in
            withKnownIssue { try expectGoldenState(of: Self.movingBox(distance: 40), at: 0.25) }
            withKnownIssue { try expectGoldenState(of: Self.movingBox(distance: 40), at: 0.5) }
            #expect(throws: GoldenUsageError.self) { try expectGoldenState(of: Self.movingBox(distance: 40), at: 0.25) }
        }
    }

    @Test("a standalone layer is dumped from itself, its animations starting when it joins a fresh host; a layer in a tree is refused")
    func standaloneLayer() throws {
        try TestImages.withTemporaryGoldens("state-standalone") { _, _ in
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            let grow = CABasicAnimation(keyPath: "bounds.size.width")
            grow.fromValue = 0
            grow.toValue = 20
            grow.duration = 1
            layer.add(grow, forKey: "grow")
            try withKnownIssue {
                let outcome = try expectGoldenState(of: layer, at: 0.25, named: "standalone")
                let text = try String(contentsOfFile: outcome.goldenPath, encoding: .utf8)
                #expect(text.hasPrefix("t = 0.25 s\nCALayer root\n  bounds: (0, 0, 20, 20), presentation (0, 0, 5, 20)\n"), "\(text)")
            } matching: { $0.description.contains("recorded new golden") }
            #expect(layer.superlayer == nil)
            let host = Self.movingBox(distance: 10)
            let inTree = try #require(host.rootLayer.sublayers?.first)
            #expect(throws: GoldenUsageError.self) { try expectGoldenState(of: inTree, at: 0.5, named: "in-tree") }
        }
    }

    /// Under CI nothing is written, whatever the mode: a missing text golden fails and is not recorded.
    @Test("under CI=true a missing text golden is never recorded")
    func continuousIntegration() throws {
        let goldens = try TestImages.temporaryDirectory("state-ci-goldens"), artifacts = try TestImages.temporaryDirectory("state-ci-artifacts")
        let store = GoldenStore(goldensDirectory: goldens, artifactsDirectory: artifacts, recordMode: .all, recordingAllowed: false)
        let identifier = try GoldenIdentifier(target: "T", suites: ["S"], name: "state.t=0.500", fileExtension: "txt")
        let outcome = store.check(text: "t = 0.5 s\n", as: identifier, test: "T.S/state()")
        #expect(outcome.status == .missing && outcome.message.contains("recording is disabled under CI=true"))
        #expect(!FileManager.default.fileExists(atPath: goldens + "/T/S/state.t=0.500.txt"))
        #expect(try ResultsLog(artifactsDirectory: artifacts).read().map(\.recordMode) == [.never])
    }

    @Test("a failing animation golden writes a plot of its animated properties and names it in the results log")
    func animationPlotArtifact() throws {
        try TestImages.withTemporaryGoldens("animation-plot") { _, artifacts in
            withKnownIssue {
                let recorded = try expectGoldenAnimation(of: ExpectGoldenAnimationTests.slidingSquare(xs: [10, 20, 30]), from: 0, to: 1, named: "plotted")
                #expect(recorded.artifacts.plot != nil, "a recorded golden fails too, so it gets its plot")
            }
            var missing: GoldenOutcome?
            withKnownIssue {
                missing = try expectGoldenAnimation(of: ExpectGoldenAnimationTests.slidingSquare(xs: [10, 20, 30]), from: 0, to: 1,
                                                    named: "plotted-again", record: .never)
            }
            #expect(missing?.status == .missing)
            let plotPath = try #require(missing?.artifacts.plot)
            #expect(plotPath == artifacts + "/FlipbookHarnessTests/ExpectGoldenStateTests/plotted-again.plot.svg")
            let svg = try String(contentsOfFile: plotPath, encoding: .utf8)
            // One sample per frame: the plot of the same host sampled at the 11 frame times.
            #expect(svg == (try AnimationPlot(host: ExpectGoldenAnimationTests.slidingSquare(xs: [10, 20, 30]), from: 0, to: 1, sampleCount: 11)).svg)
            #expect(svg.contains(">CALayer 0 · position.x</text>"))
            let logged = try #require(try ResultsLog(artifactsDirectory: artifacts).read().last)
            #expect(logged.artifacts.plot == "FlipbookHarnessTests/ExpectGoldenStateTests/plotted-again.plot.svg")
        }
    }
}
