import FlipbookImageIO
import Foundation

/// One animated stand-in: its file name (without `.gif`) and the stand-in stills it plays, each for the same delay,
/// encoded with FlipbookImageIO's `GIFEncoder` (deterministic: the same stills give the same bytes).
struct StandInAnimation: Sendable {
    let name: String
    let frames: [StandInDrawing]
    let delayCentiseconds: Int
    /// The NETSCAPE2.0 loop count (0 = forever).
    let loopCount: Int

    /// The GIF file's bytes.
    func encode() throws -> [UInt8] {
        guard let first = frames.first else { return [] }
        var encoder = try GIFEncoder(width: first.width, height: first.height, loopCount: loopCount)
        for frame in frames {
            try encoder.addFrame(try frame.render(), delayCentiseconds: delayCentiseconds)
        }
        return try encoder.finish()
    }

    /// Every animated stand-in: `plane.gif` (the book's § 5.4), the 67 plane stills at 0.1 s, looping forever.
    static let all = [StandInAnimation(name: "plane", frames: StandInDrawing.planeFrames, delayCentiseconds: 10, loopCount: 0)]
}
