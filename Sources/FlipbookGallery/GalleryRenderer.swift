import FlipbookHarness
import FlipbookImageIO
import FlipbookScenes
import FlipbookText
import Foundation
import Synchronization

/// Renders scenes into a gallery folder, scenes in parallel on every core: per scene its sample frames
/// (`<id>/t=0.500.png`), its filmstrip (`<id>/filmstrip.png`), its animated preview (``GalleryPreview``:
/// `<id>/preview.gif`, `<id>/preview-frames.png`) and its plot (``GalleryPlot``: `<id>/plot.svg`), then the
/// ``GalleryPage`` (`index.html`) with the bundled font beside it (`fonts/`) for the Chinese titles.
///
/// ```swift
/// let result = try GalleryRenderer(scenes: SceneCatalog.all, scale: 2).render(into: "gallery")
/// print(result.frameCount, result.failures)
/// ```
public struct GalleryRenderer: Sendable {
    /// The scenes to render, in the page's order.
    public let scenes: [Scene]
    /// Pixels per point: 1, 2 or 3.
    public let scale: Int

    /// Creates a renderer of `scenes` at `scale` pixels per point.
    public init(scenes: [Scene] = SceneCatalog.all, scale: Int = 1) {
        self.scenes = scenes
        self.scale = scale
    }

    /// Renders every scene into `folder` (created if missing) and writes its `index.html`.
    ///
    /// A scene that fails to render or write is reported in the result's ``GalleryResult/failures`` and does not
    /// stop the others.
    ///
    /// - Parameter progress: called after each scene with the number of scenes finished so far and the scene, from
    ///   the rendering threads.
    /// - Throws: when `folder` or `index.html` cannot be written.
    public func render(into folder: String,
                       progress: @Sendable (_ finished: Int, _ scene: Scene) -> Void = { _, _ in }) throws -> GalleryResult {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let failures = Mutex<[GalleryFailure]>([])
        let finished = Atomic(0)
        DispatchQueue.concurrentPerform(iterations: scenes.count) { index in
            let scene = scenes[index]
            do {
                try render(scene, into: "\(folder)/\(scene.id)")
            } catch {
                failures.withLock { $0.append(GalleryFailure(sceneID: scene.id, reason: String(describing: error))) }
            }
            progress(finished.add(1, ordering: .relaxed).newValue, scene)
        }
        let font = try BundledFont.url.map { try EmbeddedFont.copy($0.path, into: folder) }
        let page = GalleryPage(scenes: scenes, scale: scale, font: font).html()
        try Data(page.utf8).write(to: URL(fileURLWithPath: folder + "/index.html"), options: .atomic)
        let order = Dictionary(uniqueKeysWithValues: scenes.enumerated().map { ($1.id, $0) })
        return GalleryResult(sceneCount: scenes.count, frameCount: scenes.reduce(0) { $0 + $1.sampleTimes.count },
                             previewFrameCount: scenes.reduce(0) { $0 + ((try? GalleryPreview.timeline(for: $1).frameCount) ?? 0) },
                             failures: failures.withLock { $0 }.sorted { order[$0.sceneID, default: 0] < order[$1.sceneID, default: 0] })
    }

    /// Renders one scene's sample frames, filmstrip, preview and plot into `folder`.
    private func render(_ scene: Scene, into folder: String) throws {
        let frames = try scene.renderSampleFrames(scale: scale)
        for (time, frame) in zip(scene.sampleTimes, frames) {
            try PNGCodec.write(frame, to: "\(folder)/\(GalleryPage.frameFileName(time))")
        }
        let strip = try Filmstrip.compose(frames: frames, times: scene.sampleTimes, scale: scale)
        try PNGCodec.write(strip, to: "\(folder)/filmstrip.png")
        try GalleryPreview.render(scene, into: folder)
        try GalleryPlot.render(scene, into: folder)
    }
}
