import FlipbookImageIO
import Foundation

/// ImageMagick's `convert` as a subprocess: encoding PNG frames into a GIF and decoding a GIF's frames (coalesced,
/// as a browser shows them) to raw RGBA.
struct ImageMagick {
    let executable: String

    /// `convert` from the usual places, or `nil` when it is not installed.
    static func find() -> ImageMagick? {
        ["/usr/bin/convert", "/usr/local/bin/convert"].first(where: FileManager.default.isExecutableFile).map(ImageMagick.init)
    }

    /// `convert -delay 10 -loop 1 f*.png out.gif` in `folder`.
    func encode(framesIn folder: String, to output: String) throws {
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
        try run(["-delay", "10", "-loop", "1"] + frames.map { "\(folder)/\($0)" } + [output])
    }

    /// `convert in.gif -coalesce -depth 8 rgba:<output>`: every frame composited, as raw RGBA.
    func decode(_ gif: String, to output: String = "/dev/null") throws {
        try run([gif, "-coalesce", "-depth", "8", "rgba:\(output)"])
    }

    /// The frames of `gif` composited by ImageMagick, each `width` × `height` (the reference decoder for quality).
    func frames(of gif: String, width: Int, height: Int, scratch: String) throws -> [RGBAImage] {
        try decode(gif, to: scratch)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: scratch)))
        let frameBytes = width * height * 4
        return try stride(from: 0, to: bytes.count - frameBytes + 1, by: frameBytes).map {
            try RGBAImage(width: width, height: height, pixels: Array(bytes[$0..<($0 + frameBytes)]))
        }
    }

    private func run(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(arguments: arguments, status: process.terminationStatus) }
    }

    struct Failure: Error { let arguments: [String]; let status: Int32 }
}
