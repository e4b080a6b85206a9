// AccelerateBenchmark: Case 58's blur in a release build, beside ImageMagick on the same image:
//
//     swift run -c release AccelerateBenchmark [rounds]
//
// Each benchmark (one file each) times its work `rounds` times (after one untimed warm-up) and prints the median
// and minimum (wall clock on this machine; run it on an idle machine).
import Foundation

let rounds = CommandLine.arguments.dropFirst().compactMap { Int($0) }.map { max(1, $0) }.first ?? 20
let image = BenchmarkImage.screenshot()
print("image: \(image.width) × \(image.height) RGBA, opaque (BenchmarkImage.screenshot)")
let boxBlur = BoxBlurBenchmark.run(image, rounds: rounds)
print(boxBlur.report)
ImageMagickBenchmark.run(image, rounds: max(1, rounds / 4), comparedWith: boxBlur.output)
