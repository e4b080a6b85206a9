// GalleryBenchmark: how fast the catalogue renders, in a release build:
//
//     swift build -c release --product GalleryBenchmark && .build/release/GalleryBenchmark [scale] [repeats]
//
// Renders every sample frame of every scene (each from a fresh stage, as the gallery and the goldens do), every
// filmstrip and every animated preview (GalleryPreview: the GIF and the stacked frames, written to a temporary
// folder), one after another on one core, `repeats` times (default 3), and prints frames per second, megapixels
// per second and the five slowest scenes. Timing uses the monotonic clock (this is a benchmark, not a test).
import Dispatch
import FlipbookGallery
import FlipbookScenes
import Foundation

let arguments = CommandLine.arguments.dropFirst()
let scale = arguments.first.flatMap { Int($0) } ?? 1
let repeats = max(1, arguments.dropFirst().first.flatMap { Int($0) } ?? 3)

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

var best: [String: Double] = [:]
var frameCount = 0, pixelCount = 0
var bestTotal = Double.infinity, bestStrips = Double.infinity, bestPreviews = Double.infinity
var previewFrameCount = 0
let previewFolder = NSTemporaryDirectory() + "flipbook-gallery-benchmark-\(ProcessInfo.processInfo.processIdentifier)"
defer { try? FileManager.default.removeItem(atPath: previewFolder) }
do {
    for _ in 0..<repeats {
        frameCount = 0
        pixelCount = 0
        var total = 0.0
        for scene in SceneCatalog.all {
            var pixels = 0
            let time = try seconds {
                for frame in try scene.renderSampleFrames(scale: scale) { pixels += frame.pixelCount }
            }
            best[scene.id] = min(best[scene.id] ?? .infinity, time)
            frameCount += scene.sampleTimes.count
            pixelCount += pixels
            total += time
        }
        bestTotal = min(bestTotal, total)
        bestStrips = min(bestStrips, try seconds { for scene in SceneCatalog.all { _ = try scene.renderFilmstrip(scale: scale) } })
        previewFrameCount = 0
        try FileManager.default.createDirectory(atPath: previewFolder, withIntermediateDirectories: true)
        bestPreviews = min(bestPreviews, try seconds {
            for scene in SceneCatalog.all { previewFrameCount += try GalleryPreview.render(scene, into: previewFolder) }
        })
    }
} catch {
    FileHandle.standardError.write(Data("GalleryBenchmark: \(error)\n".utf8))
    exit(1)
}
print("GalleryBenchmark — \(SceneCatalog.all.count) scenes, \(frameCount) frames at scale \(scale), best of \(repeats)")
print(String(format: "frames:      %.3f s  %.1f frames/s  %.1f Mpx/s", bestTotal, Double(frameCount) / bestTotal,
             Double(pixelCount) / bestTotal / 1e6))
print(String(format: "filmstrips:  %.3f s  (%d strips, frames rendered again)", bestStrips, SceneCatalog.all.count))
print(String(format: "previews:    %.3f s  (%d frames at scale %d: render, GIF, stacked PNG; %.1f frames/s)", bestPreviews,
             previewFrameCount, GalleryPreview.scale, Double(previewFrameCount) / bestPreviews))
print("slowest scenes (all sample frames):")
for (id, time) in best.sorted(by: { $0.value > $1.value }).prefix(5) {
    print(String(format: "  %-8@ %7.1f ms", id as NSString, time * 1000))
}
