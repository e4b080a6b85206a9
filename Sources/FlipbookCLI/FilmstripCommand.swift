import ArgumentParser
import FlipbookGallery
import FlipbookScenes
import FlipbookImageIO

/// `flipbook filmstrip`: a case's sample frames side by side, labelled with their times.
struct FilmstripCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "filmstrip",
        abstract: "Render a case's sample frames side by side, labelled with their times, to PNG.")

    @OptionGroup var options: SceneOptions

    func run() throws {
        let scene = try options.scene()
        try PNGCodec.write(try scene.renderFilmstrip(scale: options.scale), to: options.output)
        print("filmstrip: \(options.output) (\(scene.id), \(scene.sampleTimes.count) frames)")
    }
}
