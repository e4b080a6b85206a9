import FlipbookGraphics
import FlipbookImageIO
import Foundation

/// Draws the stand-in images for the seeds' assets (catalogue §4.2: none is supplied) with `CGContext` and writes
/// them as PNG into `Sources/FlipbookStandIns/Resources/StandIns/` (or the directory given as the first argument),
/// and the animated ones as GIF (``StandInAnimation``).
///
/// Every picture is made of paths and gradients only — no randomness, no fonts — so running the generator again
/// rewrites the same bytes. Run it from the package root: `swift run StandInGenerator`.
@main
struct StandInGenerator {
    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        let directory = arguments.first ?? "Sources/FlipbookStandIns/Resources/StandIns"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for standIn in StandInDrawing.all {
            let path = directory + "/" + standIn.name + ".png"
            try PNGCodec.write(try standIn.render(), to: path)
            print("wrote \(path) (\(standIn.width)×\(standIn.height))")
        }
        for animation in StandInAnimation.all {
            let path = directory + "/" + animation.name + ".gif"
            try Data(animation.encode()).write(to: URL(fileURLWithPath: path), options: .atomic)
            print("wrote \(path) (\(animation.frames.count) frames)")
        }
    }
}
