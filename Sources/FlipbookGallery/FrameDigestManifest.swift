import FlipbookScenes

/// The digest of every sample frame of a set of scenes, as one text file: a line per frame,
/// `<scene id>␉<sample time>␉<digest>`, in the scenes' order.
///
/// `scripts/frame-digests` writes the release build's manifest; a test of the debug build renders every frame
/// again and compares, so the two builds are shown to give the same bytes for the whole gallery.
public struct FrameDigestManifest: Equatable, Sendable {
    /// One sample frame: its scene, its time and its digest.
    public struct Entry: Equatable, Sendable {
        /// The scene's identifier (`case-25`).
        public let sceneID: String
        /// The sample time in seconds.
        public let time: Double
        /// The rendered frame's digest.
        public let digest: FrameDigest
    }

    /// The frames, in the scenes' order and then by sample time.
    public let entries: [Entry]

    /// Renders every sample frame of `scenes` at scale 1 and digests it.
    public init(rendering scenes: [Scene]) throws {
        entries = try scenes.flatMap { scene in
            try scene.sampleTimes.map { time in
                Entry(sceneID: scene.id, time: time, digest: FrameDigest(try scene.renderFrame(at: time)))
            }
        }
    }

    /// Reads the text form; a malformed line is an error naming its line number.
    public init(text: String) throws(FrameDigestManifestError) {
        var entries: [Entry] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: true).enumerated() {
            let fields = line.split(separator: "\t")
            guard fields.count == 3, let time = Double(fields[1]), let digest = FrameDigest(hexadecimal: fields[2]) else {
                throw FrameDigestManifestError(line: index + 1, text: String(line))
            }
            entries.append(Entry(sceneID: String(fields[0]), time: time, digest: digest))
        }
        self.entries = entries
    }

    /// The text form: one `<scene id>␉<time>␉<digest>` line per frame, each ending in a newline.
    public var text: String {
        entries.map { "\($0.sceneID)\t\($0.time)\t\($0.digest)\n" }.joined()
    }

    /// The digest recorded for `sceneID` at `time`, if any.
    public func digest(sceneID: String, time: Double) -> FrameDigest? {
        entries.first { $0.sceneID == sceneID && $0.time == time }?.digest
    }
}

/// A line of a frame-digest manifest that is not `<scene id>␉<time>␉<16 hex digits>`.
public struct FrameDigestManifestError: Error, Equatable, CustomStringConvertible {
    /// The 1-based line number.
    public let line: Int
    /// The line as read.
    public let text: String

    public var description: String { "frame-digest manifest line \(line) is not <scene id>\\t<time>\\t<digest>: \(text)" }
}
