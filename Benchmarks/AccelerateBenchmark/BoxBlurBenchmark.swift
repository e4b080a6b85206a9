import FlipbookAccelerate
import FlipbookImageIO
import Foundation

/// Flipbook's `vImageBoxConvolve_ARGB8888`, 7 × 7 with `kvImageEdgeExtend` as Case 58 calls it, on the image.
enum BoxBlurBenchmark {
    struct Result {
        let report: String
        /// The blurred image, for the comparison with ImageMagick.
        let output: RGBAImage
    }

    static func run(_ image: RGBAImage, rounds: Int) -> Result {
        var input = image.pixels, output = [UInt8](repeating: 0, count: image.pixels.count)
        let blur = {
            input.withUnsafeMutableBytes { source in
                output.withUnsafeMutableBytes { destination in
                    var sourceBuffer = vImage_Buffer(data: source.baseAddress, height: vImagePixelCount(image.height),
                                                     width: vImagePixelCount(image.width), rowBytes: image.width * 4)
                    var destinationBuffer = sourceBuffer
                    destinationBuffer.data = destination.baseAddress
                    let error = vImageBoxConvolve_ARGB8888(&sourceBuffer, &destinationBuffer, nil, 0, 0, 7, 7, nil,
                                                           vImage_Flags(kvImageEdgeExtend))
                    precondition(error == kvImageNoError, "vImageBoxConvolve_ARGB8888 failed: \(error)")
                }
            }
        }
        let times = Timing.milliseconds(rounds: rounds, blur)
        return Result(report: "vImageBoxConvolve_ARGB8888 7 × 7, kvImageEdgeExtend (in memory): \(times.summary) per call",
                      output: try! RGBAImage(width: image.width, height: image.height, pixels: output))
    }
}
