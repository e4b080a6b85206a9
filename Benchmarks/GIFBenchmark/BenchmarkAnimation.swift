import FlipbookImageIO
import FlipbookScenes
import FlipbookStandIns
import FlipbookVolume4
import Foundation

/// One benchmark input: a named sequence of canvas-sized RGBA frames.
struct BenchmarkAnimation {
    let name: String
    let frames: [RGBAImage]

    var width: Int { frames[0].width }
    var height: Int { frames[0].height }

    /// The book's 67-frame plane animation: the stand-ins `0.png` … `66.png` (300 × 200) Cases 22–24 use.
    static func plane() throws -> BenchmarkAnimation {
        let frames = try (0..<67).map { index in
            guard let url = StandIn.url(forImageNamed: "\(index).png") else { throw MissingStandIn(name: "\(index).png") }
            return try PNGCodec.read(contentsOf: url.path)
        }
        return BenchmarkAnimation(name: "plane, 67 frames 300 × 200", frames: frames)
    }

    /// A real case as 200 frames at 1x (414 × 736): Case 58, the side bar sliding over a blurred app and back,
    /// sampled evenly over its 2 seconds from one stage.
    static func sideBar(frameCount: Int = 200) throws -> BenchmarkAnimation {
        guard let scene = Volume4.scenes.first(where: { $0.id == "case-58" }) else { throw MissingStandIn(name: "case-58") }
        let stage = scene.makeStage(scale: 1)
        let duration = scene.sampleTimes.last ?? 0
        let frames = try withExtendedLifetime(stage) {
            try (0..<frameCount).map { index in
                try stage.host.renderFrameImage(at: duration * Double(index) / Double(frameCount - 1), scale: 1)
            }
        }
        return BenchmarkAnimation(name: "Case 58, 200 frames 414 × 736", frames: frames)
    }

    /// Writes the frames as `f000.png`, `f001.png` … into `folder` (for ImageMagick).
    func writePNGs(to folder: String) throws {
        for (index, frame) in frames.enumerated() {
            try PNGCodec.write(frame, to: "\(folder)/f\(String(format: "%03d", index)).png", compression: .fast)
        }
    }

    struct MissingStandIn: Error { let name: String }
}
