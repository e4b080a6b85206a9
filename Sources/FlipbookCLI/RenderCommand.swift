import ArgumentParser
import FlipbookGallery
import FlipbookImageIO

/// `flipbook render`: one frame of one case at one time.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render one frame of a case at a time, to PNG.")

    @Argument(help: "The case identifier (see `flipbook list`), e.g. case-25.")
    var caseID: String

    @Option(help: "The time in seconds.")
    var at: Double

    @Option(help: "Pixels per point: 1, 2 or 3.")
    var scale = 1

    @Option(name: .shortAndLong, help: "The PNG file to write.")
    var output: String

    func validate() throws {
        try SceneArgument.validate(scale: scale)
        guard at.isFinite, at >= 0 else { throw ValidationError("--at must be a time in seconds, 0 or more") }
    }

    func run() throws {
        let scene = try SceneArgument.scene(caseID)
        try PNGCodec.write(try scene.renderFrame(at: at, scale: scale), to: output)
        print("render: \(output) (\(scene.id) at t = \(at) s, scale \(scale))")
    }
}
