import ArgumentParser
import Foundation
import FlipbookGallery

/// `flipbook gallery`: the main job. Renders every case — its sample frames, its filmstrip and its animated preview — into a folder
/// with an `index.html` grouped by volume and chapter (or article), with English and Chinese titles.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render every case (frames, filmstrip, animated preview) and an index.html into a folder.")

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
        let progress = GalleryProgress(total: scenes.count)
        let start = ContinuousClock.now
        let result = try GalleryRenderer(scenes: scenes, scale: scale).render(into: out) { finished, scene in
            progress.draw(finished, label: scene.id)
        }
        let elapsed = ContinuousClock.now - start
        progress.finish()

        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print("gallery: \(out)/index.html — \(result.sceneCount) cases, \(result.frameCount) frames + \(result.sceneCount) filmstrips "
              + "+ \(result.previewFrameCount) preview frames in "
              + String(format: "%.2f s (%.1f frames/s)", seconds, Double(result.frameCount) / max(seconds, 1e-9)))
        if !result.failures.isEmpty {
            for failure in result.failures { FileHandle.standardError.write(Data("gallery: \(failure)\n".utf8)) }
            throw ExitCode(1)
        }
    }
}
