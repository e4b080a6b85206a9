import FlipbookImageIO
import Foundation

/// ImageMagick's `convert` on the same image, as subprocesses (PNG decode and encode included in its times): first
/// with no operation (the process and the PNG round trip alone, to subtract), then the 7 × 7 box
/// `-morphology Convolve Square:3` and the Gaussian `-blur 0x3`, each compared with Flipbook's box blur (the largest
/// difference of any channel). Skipped with a message when `convert` is not installed.
enum ImageMagickBenchmark {
    static func run(_ image: RGBAImage, rounds: Int, comparedWith boxBlur: RGBAImage) {
        guard let convert = ["/usr/bin/convert", "/usr/local/bin/convert"].first(where: FileManager.default.isExecutableFile)
        else {
            print("ImageMagick: skipped, `convert` is not installed")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("AccelerateBenchmark-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.png").path, output = folder.appendingPathComponent("out.png").path
        do {
            try PNGCodec.write(image, to: input, compression: .fast)
            let roundTrip = Timing.milliseconds(rounds: rounds) { _ = runProcess(convert, [input, output]) }
            print("convert in.png out.png (no operation: the subprocess and its PNG in and out): \(roundTrip.summary)")
            for operation in [["-morphology", "Convolve", "Square:3"], ["-blur", "0x3"]] {
                let arguments = [input] + operation + [output]
                var status: Int32 = 0
                let times = Timing.milliseconds(rounds: rounds) { status = runProcess(convert, arguments) }
                guard status == 0 else {
                    print("convert \(operation.joined(separator: " ")): exit status \(status)")
                    continue
                }
                let result = try PNGCodec.read(contentsOf: output)
                print("convert in.png \(operation.joined(separator: " ")) out.png (subprocess, PNG in and out): "
                    + "\(times.summary); max channel difference from Flipbook's box blur: "
                    + "\(maxChannelDifference(result, boxBlur))")
            }
        } catch {
            print("ImageMagick: \(error)")
        }
    }

    /// Runs `executable` with `arguments`, its output discarded, and returns its exit status.
    private static func runProcess(_ executable: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The largest difference of any channel of any pixel (255 when the sizes differ).
    private static func maxChannelDifference(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        guard a.width == b.width, a.height == b.height else { return 255 }
        return zip(a.pixels, b.pixels).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }
}
