import ArgumentParser
import Foundation
import FlipbookGallery
import FlipbookImageIO
import Synchronization

/// `flipbook gallery`: the main job. Renders every case — its sample frames and its filmstrip — into a folder
/// with an `index.html` grouped by volume and chapter (or article), with English and Chinese titles.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render every case (frames, filmstrip) and an index.html into a folder.")

    @Option(name: .shortAndLong, help: "The folder to write.")
    var out = "gallery"

    @Option(help: "Pixels per point: 1, 2 or 3.")
    var scale = 1

    @Option(help: "Only the cases whose identifier contains this text.")
    var filter: String?

    func validate() throws { try SceneOptions.validate(scale: scale) }

    func run() throws {
        let scenes = SceneCatalog.all.filter { scene in filter.map { scene.id.localizedCaseInsensitiveContains($0) } ?? true }
        guard !scenes.isEmpty else { throw ValidationError("no case matches --filter \(filter ?? "")") }
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)

        let progress = GalleryProgress(total: scenes.count)
        let failures = Mutex<[String]>([])
        let start = ContinuousClock.now
        let outputFolder = out, pixelScale = scale
        DispatchQueue.concurrentPerform(iterations: scenes.count) { index in
            let scene = scenes[index]
            do {
                let folder = "\(outputFolder)/\(scene.id)"
                let frames = try scene.renderSampleFrames(scale: pixelScale)
                for (time, frame) in zip(scene.sampleTimes, frames) {
                    try PNGCodec.write(frame, to: "\(folder)/\(GalleryPage.frameFileName(time))")
                }
                let strip = try Filmstrip.compose(frames: frames, times: scene.sampleTimes, scale: pixelScale)
                try PNGCodec.write(strip, to: "\(folder)/filmstrip.png")
            } catch {
                failures.withLock { $0.append("\(scene.id): \(error)") }
            }
            progress.advance(label: scene.id)
        }
        let elapsed = ContinuousClock.now - start
        progress.finish()

        let page = GalleryPage(scenes: scenes, scale: scale).html()
        try Data(page.utf8).write(to: URL(fileURLWithPath: out + "/index.html"), options: .atomic)
        let frameCount = scenes.reduce(0) { $0 + $1.sampleTimes.count }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print("gallery: \(out)/index.html — \(scenes.count) cases, \(frameCount) frames + \(scenes.count) filmstrips in "
              + String(format: "%.2f s (%.1f frames/s)", seconds, Double(frameCount) / max(seconds, 1e-9)))
        let failed = failures.withLock { $0 }
        if !failed.isEmpty {
            for line in failed { FileHandle.standardError.write(Data("gallery: \(line)\n".utf8)) }
            throw ExitCode(1)
        }
    }
}

/// A progress bar on standard error, safe to advance from several threads.
final class GalleryProgress: Sendable {
    private let total: Int
    private let done = Mutex(0)

    init(total: Int) {
        self.total = total
        draw(0, label: "")
    }

    func advance(label: String) {
        let count = done.withLock { value in
            value += 1
            return value
        }
        draw(count, label: label)
    }

    func finish() { FileHandle.standardError.write(Data("\n".utf8)) }

    private func draw(_ count: Int, label: String) {
        let width = 30
        let filled = total == 0 ? width : count * width / total
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        FileHandle.standardError.write(Data("\r[\(bar)] \(count)/\(total) \(label)          ".utf8))
    }
}
