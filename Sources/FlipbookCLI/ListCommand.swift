import ArgumentParser
import FlipbookGallery
import FlipbookScenes

/// `flipbook list`: the cases of the gallery, one a line.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the cases: identifier, origin, titles and sample times.")

    func run() throws {
        for scene in SceneCatalog.all {
            let times = scene.sampleTimes.map { Filmstrip.label(for: $0).replacingOccurrences(of: "t = ", with: "") }
            print("\(scene.id)\t\(scene.origin.description)\t\(scene.title) · \(scene.chineseTitle)\t[\(times.joined(separator: ", "))]")
        }
    }
}
