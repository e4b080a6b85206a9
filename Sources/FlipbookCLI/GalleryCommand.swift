import ArgumentParser
import Foundation
import FlipbookHarness
import FlipbookImageIO

/// `flipbook gallery`: the main job. Renders the gallery into a folder with an `index.html`.
///
/// Until the scenes of the book land, the gallery holds the harness's own test patterns and a diff report
/// of the same patterns shifted by one pixel: exactly what a reviewer sees when a golden drifts.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render the gallery (frames and an index.html) into a folder.")

    @Option(name: .shortAndLong, help: "The folder to write.")
    var out = "gallery"

    func run() throws {
        let fileManager = FileManager.default
        let review = out + "/review"
        if fileManager.fileExists(atPath: review) { try fileManager.removeItem(atPath: review) }
        try fileManager.createDirectory(atPath: out + "/patterns", withIntermediateDirectories: true)

        let store = GoldenStore(goldensDirectory: review + "/goldens", artifactsDirectory: review + "/artifacts", recordMode: .missing)
        var items = ""
        for (index, pattern) in TestPattern.allCases.enumerated() {
            progress(index, TestPattern.allCases.count, pattern.rawValue)
            let image = pattern.render()
            try PNGCodec.write(image, to: "\(out)/patterns/\(pattern.rawValue).png")
            items += "<figure><img src=\"patterns/\(pattern.rawValue).png\"><figcaption>\(pattern.rawValue)</figcaption></figure>\n"
            let identifier = try GoldenIdentifier(target: "Gallery", suites: ["TestPatterns"], name: pattern.rawValue)
            _ = store.check(image, as: identifier, test: "gallery/\(pattern.rawValue)")
            _ = store.check(pattern.render(shift: 1), as: identifier, test: "gallery/\(pattern.rawValue) shifted by 1 px")
        }
        progress(TestPattern.allCases.count, TestPattern.allCases.count, "report")
        let (reportPath, _) = try DiffReport(artifactsDirectory: review + "/artifacts").write(to: review + "/report")
        let html = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>Flipbook gallery</title>
        <style>body { font: 14px sans-serif; margin: 24px; } figure { display: inline-block; margin: 8px; } img { border: 1px solid #ccc; }</style>
        </head><body>
        <h1>Flipbook gallery</h1>
        <h2>Harness test patterns</h2>
        \(items)
        <h2>Diff report demo</h2>
        <p>The same patterns shifted right by one pixel, checked against the unshifted ones: <a href="review/report/index.html">the report a reviewer reads</a>.</p>
        </body></html>
        """
        try Data(html.utf8).write(to: URL(fileURLWithPath: out + "/index.html"), options: .atomic)
        FileHandle.standardError.write(Data("\n".utf8))
        print("gallery: \(out)/index.html (\(TestPattern.allCases.count) patterns), demo report: \(reportPath)")
    }

    private func progress(_ done: Int, _ total: Int, _ label: String) {
        let width = 30
        let filled = total == 0 ? width : done * width / total
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        FileHandle.standardError.write(Data("\r[\(bar)] \(done)/\(total) \(label)        ".utf8))
    }
}
