import Foundation
@testable import FlipbookHarness
import FlipbookImageIO

/// A synthetic test run for the report's tests: an animation checked as three still frames of which one drifted,
/// a new golden, a passing golden, and a text golden (the kind the `inspect` work writes) with its unified diff and
/// a plot, checked by a test with a Chinese name.
enum ReportFixture {
    /// The run's artifacts folder and goldens folder.
    struct Run {
        let artifacts: String
        let goldens: String
    }

    /// The text golden's unified diff.
    static let textDiff = """
        --- expected
        +++ actual
        @@ -1,3 +1,3 @@
         layer CATextLayer
        -  string: "旋转"
        +  string: "旋转动画"
           opacity: 1.0

        """

    /// Checks the goldens of one run with `label` in its folders' names; `failing: false` makes every frame pass.
    static func run(_ label: String, failing: Bool = true) throws -> Run {
        let store = GoldenStore(goldensDirectory: try TestImages.temporaryDirectory(label + "-goldens"),
                                artifactsDirectory: try TestImages.temporaryDirectory(label + "-artifacts"),
                                recordMode: .missing)
        try FileManager.default.createDirectory(atPath: store.goldensDirectory + "/T/Spin", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: store.goldensDirectory + "/T/Passing", withIntermediateDirectories: true)
        for (time, left) in [(0.0, 4), (0.5, 10), (1.0, 16)] {
            let identifier = try GoldenIdentifier(target: "T", suites: ["Spin"], name: GoldenIdentifier.name("spin", time: time))
            try PNGCodec.write(TestImages.square(left: left), to: store.path(of: identifier))
            let drifted = failing && time == 0.5 ? left + 3 : left
            _ = store.check(TestImages.square(left: drifted), as: identifier, test: "T.Spin/frame(at:)")
        }
        let steady = try GoldenIdentifier(target: "T", suites: ["Passing"], name: "steady")
        try PNGCodec.write(TestImages.square(), to: store.path(of: steady))
        _ = store.check(TestImages.square(), as: steady, test: "T.Passing/steady()")
        guard failing else { return Run(artifacts: store.artifactsDirectory, goldens: store.goldensDirectory) }

        _ = store.check(TestImages.square(left: 2), as: try GoldenIdentifier(target: "T", suites: ["New"], name: "icon"), test: "T.New/icon()")
        try appendTextGolden(to: store)
        return Run(artifacts: store.artifactsDirectory, goldens: store.goldensDirectory)
    }

    /// A failed text golden as the text-golden check logs it, with its artifacts on disk.
    private static func appendTextGolden(to store: GoldenStore) throws {
        let base = "T/Chapter7/tree.t=0.500"
        let folder = store.artifactsDirectory + "/T/Chapter7"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let files = [
            ".expected.txt": "layer CATextLayer\n  string: \"旋转\"\n  opacity: 1.0\n",
            ".actual.txt": "layer CATextLayer\n  string: \"旋转动画\"\n  opacity: 1.0\n",
            ".diff": textDiff,
            ".plot.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"240\" height=\"80\" viewBox=\"0 0 240 80\">"
                + "<polyline points=\"0,80 120,40 240,0\" fill=\"none\" stroke=\"#d33\" stroke-width=\"2\"/></svg>\n",
        ]
        for (suffix, text) in files {
            try Data(text.utf8).write(to: URL(fileURLWithPath: store.artifactsDirectory + "/" + base + suffix))
        }
        let result = GoldenResult(
            golden: base + ".txt", goldenPath: store.goldensDirectory + "/" + base + ".txt", test: "T.第七章/layerTree()",
            status: .failed, recordMode: .missing, message: "text golden \(base).txt differs: 1 line changed",
            width: 0, height: 0, tolerance: .default,
            artifacts: GoldenArtifacts(expectedText: base + ".expected.txt", actualText: base + ".actual.txt",
                                       textDiff: base + ".diff", plot: base + ".plot.svg"))
        try ResultsLog(artifactsDirectory: store.artifactsDirectory).append(result)
    }
}
