import ArgumentParser
import FlipbookGallery
import Foundation

/// `flipbook frame-digests`: the digest of every sample frame of the gallery, so two builds (debug and release,
/// with and without AVX2) can be compared byte for byte without keeping their frames.
struct FrameDigestsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frame-digests",
        abstract: "Print (or write) the FNV-1a digest of every sample frame: <case>\\t<time>\\t<digest> per line.")

    @Option(name: .shortAndLong, help: "The file to write (default: standard output).")
    var output: String?

    func run() throws {
        let manifest = try FrameDigestManifest(rendering: SceneCatalog.all)
        if let output {
            try Data(manifest.text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } else {
            print(manifest.text, terminator: "")
        }
    }
}
