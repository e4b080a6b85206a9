import FlipbookGallery
import FlipbookImageIO
import FlipbookScenes
import Foundation
import Testing

/// Every sample frame of the gallery, rendered by this build, has the digest the release build recorded in
/// `ReleaseFrameDigests.txt` (written by `scripts/frame-digests`, which also checks the release build with AVX2
/// off against it): debug and release give the same bytes.
@Suite("Debug and release builds render the same bytes")
struct ReleaseBuildEquivalenceTests {
    static let manifestPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("ReleaseFrameDigests.txt").path

    /// The file, read and parsed once for all the suite's tests (immutable, so shared safely).
    private static let parsedManifest = Result {
        try FrameDigestManifest(text: String(contentsOfFile: manifestPath, encoding: .utf8))
    }

    static func manifest() throws -> FrameDigestManifest {
        try parsedManifest.get()
    }

    @Test("The manifest lists every sample frame of every case, in the gallery's order")
    func manifestIsComplete() throws {
        let listed = try Self.manifest().entries.map { "\($0.sceneID) \($0.time)" }
        let expected = SceneCatalog.all.flatMap { scene in scene.sampleTimes.map { "\(scene.id) \($0)" } }
        #expect(listed == expected, "the manifest is stale: run scripts/frame-digests and commit \(Self.manifestPath)")
    }

    @Test("Each frame's bytes equal the release build's", arguments: SceneCatalog.all.map(\.id))
    func frames(of sceneID: String) throws {
        let manifest = try Self.manifest()
        let scene = try #require(SceneCatalog.scene(id: sceneID))
        for time in scene.sampleTimes {
            let digest = FrameDigest(try scene.renderFrame(at: time))
            let release = manifest.digest(sceneID: sceneID, time: time)
            #expect(digest == release, """
                \(sceneID) at t = \(time): this build gives \(digest), the release build \(release.map(\.description) ?? "nothing"); \
                if the rendering changed on purpose, run scripts/frame-digests and commit \(Self.manifestPath)
                """)
        }
    }

    @Test("A digest changes with one bit of a frame and reads back from its text")
    func digestSeesOneBit() throws {
        var image = try RGBAImage(width: 3, height: 2, pixels: [UInt8](repeating: 7, count: 24))
        let before = FrameDigest(image)
        image.pixels[13] ^= 1
        #expect(FrameDigest(image) != before)
        #expect(FrameDigest(hexadecimal: Substring(before.description)) == before)
        let rotated = try RGBAImage(width: 2, height: 3, pixels: [UInt8](repeating: 7, count: 24))
        #expect(FrameDigest(rotated) != before, "the size is part of the digest")
        #expect(FrameDigest(hexadecimal: "12345") == nil)
    }

    @Test("A malformed manifest line is an error naming the line")
    func malformedLine() {
        let error = #expect(throws: FrameDigestManifestError.self) {
            try FrameDigestManifest(text: "case-1\t0.0\t0123456789abcdef\ncase-1 0.5\n")
        }
        #expect(error?.line == 2 && error?.text == "case-1 0.5")
    }
}
