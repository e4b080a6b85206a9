// GIFBenchmark: GIF encoding (and decoding) speed, size and quality, beside ImageMagick on the same frames:
//
//     swift build -c release --product GIFBenchmark && .build/release/GIFBenchmark [runs] [--flipbook-only]
//
// Two inputs: the 67-frame plane animation (the stand-ins 0.png … 66.png, 300 × 200) and 200 frames of Case 58 at
// 1x (414 × 736). For each, Flipbook's GIFEncoder encodes the in-memory frames with each dithering (and a shared
// table), and ImageMagick runs `convert -delay 10 -loop 1 f*.png out.gif` on the same frames saved as PNGs (its
// time includes reading the PNGs: the time of `convert f*.png -coalesce rgba:/dev/null`, reading them alone, is
// printed too). Decoding is `convert out.gif -coalesce -depth 8 rgba:/dev/null`. Quality is measured on the frames
// ImageMagick decodes from each GIF against the sources. Decoding is timed for Flipbook's GIFDecoder (every frame
// composited, in order, in memory) and for ImageMagick, on both GIFs; Flipbook's frames are checked against
// ImageMagick's (the largest channel difference). Times are medians of `runs` runs (default 5).
import FlipbookImageIO
import Foundation

let runs = CommandLine.arguments.dropFirst().compactMap { Int($0) }.map { max(1, $0) }.first ?? 5
/// `--flipbook-only` skips ImageMagick's own encoding and decoding (it still decodes Flipbook's GIFs for quality).
let flipbookOnly = CommandLine.arguments.contains("--flipbook-only")

func report(_ animation: BenchmarkAnimation, imageMagick: ImageMagick?) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("GIFBenchmark-\(getpid())").path
    try FileManager.default.createDirectory(atPath: "\(folder)/frames", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try animation.writePNGs(to: "\(folder)/frames")
    let pixels = Double(animation.frames.count * animation.width * animation.height)
    print("\n\(animation.name) (\(String(format: "%.1f", pixels / 1e6)) Mpx)")
    print("| encoder | encode ms | Mpx/s | bytes | mean channel error | mean SSIM |")
    print("|---|---:|---:|---:|---:|---:|")

    let configurations: [(String, GIFEncoder.Options)] = [
        ("Flipbook, ordered (default)", .init()),
        ("Flipbook, Floyd–Steinberg", .init(dithering: .floydSteinberg)),
        ("Flipbook, no dithering", .init(dithering: .none)),
        ("Flipbook, shared table, ordered", .init(palette: .shared)),
    ]
    for (name, options) in configurations {
        var bytes = [UInt8]()
        let milliseconds = try Stopwatch.medianMilliseconds(runs: runs) {
            var encoder = try GIFEncoder(width: animation.width, height: animation.height, loopCount: 1, options: options)
            for frame in animation.frames { try encoder.addFrame(frame, delayCentiseconds: 10) }
            bytes = try encoder.finish()
        }
        let path = "\(folder)/flipbook.gif"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        if options == GIFEncoder.Options() { try Data(bytes).write(to: URL(fileURLWithPath: "\(folder)/flipbook-default.gif")) }
        let quality = try imageMagick.map {
            try GIFQuality(sources: animation.frames,
                           decoded: $0.frames(of: path, width: animation.width, height: animation.height, scratch: "\(folder)/decoded.raw"))
        }
        print(row(name, milliseconds: milliseconds, pixels: pixels, bytes: bytes.count, quality: quality))
    }
    guard let imageMagick, !flipbookOnly else {
        print("ImageMagick: skipped (\(flipbookOnly ? "--flipbook-only" : "`convert` is not installed"))")
        return
    }
    let output = "\(folder)/imagemagick.gif"
    let encodeMilliseconds = try Stopwatch.medianMilliseconds(runs: runs) { try imageMagick.encode(framesIn: "\(folder)/frames", to: output) }
    let size = try FileManager.default.attributesOfItem(atPath: output)[.size] as? Int ?? 0
    let quality = try GIFQuality(sources: animation.frames,
                                 decoded: imageMagick.frames(of: output, width: animation.width, height: animation.height, scratch: "\(folder)/decoded.raw"))
    print(row("ImageMagick `convert` (PNG reading included)", milliseconds: encodeMilliseconds, pixels: pixels, bytes: size, quality: quality))
    let pngMilliseconds = try Stopwatch.medianMilliseconds(runs: runs) {
        try imageMagick.decode("\(folder)/frames/f*.png")
    }
    print(String(format: "ImageMagick reading the PNGs alone (`convert f*.png -coalesce rgba:/dev/null`): %.0f ms", pngMilliseconds))

    print("| decoder | GIF | decode ms | Mpx/s | largest difference from ImageMagick's frames |")
    print("|---|---|---:|---:|---:|")
    for (name, gif) in [("Flipbook's (default options)", "\(folder)/flipbook-default.gif"), ("ImageMagick's", output)] {
        let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: gif)))
        var decoded = [RGBAImage]()
        let milliseconds = try Stopwatch.medianMilliseconds(runs: runs) {
            let decoder = try GIFDecoder(data: data, source: gif)
            decoded = try (0..<decoder.frameCount).map { index throws(ImageIOError) in try decoder.image(at: index) }
        }
        let reference = try imageMagick.frames(of: gif, width: animation.width, height: animation.height, scratch: "\(folder)/decoded.raw")
        let difference = largestDifference(decoded, reference)
        print(String(format: "| Flipbook `GIFDecoder` | %@ | %.0f | %.1f | %d |", name as NSString, milliseconds, pixels / milliseconds / 1e3, difference))
        let imageMagickMilliseconds = try Stopwatch.medianMilliseconds(runs: runs) { try imageMagick.decode(gif) }
        print(String(format: "| ImageMagick `convert -coalesce` (subprocess) | %@ | %.0f | %.1f | – |", name as NSString,
                     imageMagickMilliseconds, pixels / imageMagickMilliseconds / 1e3))
    }
}

/// The largest difference of any channel of any pixel between two frame sequences (transparent pixels compare as
/// equal whatever their colour; 255 when the counts or sizes differ).
func largestDifference(_ a: [RGBAImage], _ b: [RGBAImage]) -> Int {
    guard a.count == b.count else { return 255 }
    var largest = 0
    for (first, second) in zip(a, b) {
        guard first.width == second.width, first.height == second.height else { return 255 }
        for offset in stride(from: 0, to: first.pixels.count, by: 4) {
            if first.pixels[offset + 3] == 0 && second.pixels[offset + 3] == 0 { continue }
            for channel in 0..<4 { largest = max(largest, abs(Int(first.pixels[offset + channel]) - Int(second.pixels[offset + channel]))) }
        }
    }
    return largest
}

func row(_ name: String, milliseconds: Double, pixels: Double, bytes: Int, quality: GIFQuality?) -> String {
    let error = quality.map { String(format: "%.2f", $0.meanChannelError) } ?? "–"
    let ssim = quality.map { String(format: "%.4f", $0.meanSSIM) } ?? "–"
    return String(format: "| %@ | %.0f | %.1f | %d | %@ | %@ |", name as NSString, milliseconds, pixels / milliseconds / 1e3, bytes,
                  error as NSString, ssim as NSString)
}

do {
    let imageMagick = ImageMagick.find()
    print("GIFBenchmark — medians of \(runs) runs; load: \(try String(contentsOfFile: "/proc/loadavg", encoding: .utf8).prefix(14))")
    try report(BenchmarkAnimation.plane(), imageMagick: imageMagick)
    try report(BenchmarkAnimation.sideBar(), imageMagick: imageMagick)
} catch {
    FileHandle.standardError.write(Data("GIFBenchmark: \(error)\n".utf8))
    exit(1)
}
