import ArgumentParser
import FlipbookGallery
import FlipbookScenes
import FlipbookImageIO

/// `flipbook render`: one frame of one case at one time.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render one frame of a case at a time, to PNG.")

    @OptionGroup var options: SceneOptions

    @Option(help: "The time in seconds.")
    var at: Double

    func validate() throws {
        guard at.isFinite, at >= 0 else { throw ValidationError("--at must be a time in seconds, 0 or more") }
    }

    func run() throws {
        let scene = try options.scene()
        try PNGCodec.write(try scene.renderFrame(at: at, scale: options.scale), to: options.output)
        print("render: \(options.output) (\(scene.id) at t = \(at) s, scale \(options.scale))")
    }
}
