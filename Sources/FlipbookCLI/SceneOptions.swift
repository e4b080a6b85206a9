import ArgumentParser
import FlipbookGallery
import FlipbookScenes

/// The arguments every one-case command takes: the case, the scale and the PNG to write.
struct SceneOptions: ParsableArguments {
    @Argument(help: "The case identifier (see `flipbook list`), e.g. case-25.")
    var caseID: String

    @Option(help: "Pixels per point: 1, 2 or 3.")
    var scale = 1

    @Option(name: .shortAndLong, help: "The PNG file to write.")
    var output: String

    func validate() throws { try Self.validate(scale: scale) }

    /// The case, with a usage error that lists the identifiers when it is unknown.
    func scene() throws -> Scene { try Self.scene(id: caseID) }

    /// The case `id`, or a usage error naming the identifiers nearest to it (see ``CaseSuggestions``).
    static func scene(id: String) throws -> Scene {
        guard let scene = SceneCatalog.scene(id: id) else {
            let near = CaseSuggestions.nearest(to: id, among: SceneCatalog.all.map(\.id))
            throw ValidationError("no case \"\(id)\"; did you mean \(near.joined(separator: ", "))? `flipbook list` shows the \(SceneCatalog.all.count) cases")
        }
        return scene
    }

    /// The scale, checked: 1, 2 or 3 pixels per point.
    static func validate(scale: Int) throws {
        guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3") }
    }
}
