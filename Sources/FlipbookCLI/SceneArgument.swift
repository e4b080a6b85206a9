import ArgumentParser
import FlipbookGallery

/// Looks a scene up by its catalogue identifier, with a usage error that lists the identifiers when it is unknown.
enum SceneArgument {
    static func scene(_ id: String) throws -> Scene {
        guard let scene = SceneCatalog.scene(id: id) else {
            throw ValidationError("no case \"\(id)\"; `flipbook list` shows the \(SceneCatalog.all.count) cases (e.g. \(SceneCatalog.all.prefix(3).map(\.id).joined(separator: ", ")))")
        }
        return scene
    }

    /// The scale, checked: 1, 2 or 3 pixels per point.
    static func validate(scale: Int) throws {
        guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3") }
    }
}
