import ArgumentParser
import FlipbookGallery
import FlipbookImageIO

/// `flipbook filmstrip`: a case's sample frames side by side, labelled with their times.
struct FilmstripCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "filmstrip",
        abstract: "Render a case's sample frames side by side, labelled with their times, to PNG.")

    @Argument(help: "The case identifier (see `flipbook list`), e.g. case-25.")
    var caseID: String

    @Option(help: "Pixels per point: 1, 2 or 3.")
    var scale = 1

    @Option(name: .shortAndLong, help: "The PNG file to write.")
    var output: String

    func validate() throws { try SceneArgument.validate(scale: scale) }

    func run() throws {
        let scene = try SceneArgument.scene(caseID)
        try PNGCodec.write(try scene.renderFilmstrip(scale: scale), to: output)
        print("filmstrip: \(output) (\(scene.id), \(scene.sampleTimes.count) frames)")
    }
}
