import FlipbookDiff
import FlipbookImageIO

/// How close decoded GIF frames are to their sources: the mean absolute difference per colour channel (opaque
/// source pixels; a pixel whose transparency differs counts 255) and the mean SSIM of FlipbookDiff.
struct GIFQuality {
    let meanChannelError: Double
    let meanSSIM: Double

    init(sources: [RGBAImage], decoded: [RGBAImage]) throws {
        precondition(sources.count == decoded.count, "\(decoded.count) frames decoded for \(sources.count) sources")
        var errorSum = 0, channelCount = 0
        var ssimSum = 0.0
        for (source, frame) in zip(sources, decoded) {
            for offset in stride(from: 0, to: source.pixels.count, by: 4) {
                let sourceTransparent = source.pixels[offset + 3] < 128, frameTransparent = frame.pixels[offset + 3] < 128
                channelCount += 3
                if sourceTransparent != frameTransparent {
                    errorSum += 3 * 255
                } else if !sourceTransparent {
                    for channel in 0..<3 { errorSum += abs(Int(source.pixels[offset + channel]) - Int(frame.pixels[offset + channel])) }
                }
            }
            ssimSum += try ImageDiff.compare(expected: source, actual: frame, makeDiffImage: false).ssim
        }
        meanChannelError = Double(errorSum) / Double(channelCount)
        meanSSIM = ssimSum / Double(sources.count)
    }
}
