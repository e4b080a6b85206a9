import Foundation
import FlipbookImageIO
import FlipbookTesting

/// Small images and temporary folders for the harness tests.
enum TestImages {
    /// A 32×24 white image with an opaque red square whose left edge is at `left`.
    static func square(left: Int = 8, width: Int = 32, height: Int = 24) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, red: 255, green: 255, blue: 255, alpha: 255)
        for y in 6..<18 {
            for x in left..<(left + 12) {
                let offset = (y * width + x) * 4
                image.pixels[offset] = 220
                image.pixels[offset + 1] = 30
                image.pixels[offset + 2] = 30
            }
        }
        return image
    }

    /// `image` with every channel of every pixel moved by one step towards the middle (±1 LSB noise).
    static func nudged(_ image: RGBAImage) -> RGBAImage {
        var copy = image
        for index in copy.pixels.indices where index % 4 != 3 {
            copy.pixels[index] = copy.pixels[index] > 127 ? copy.pixels[index] - 1 : copy.pixels[index] + 1
        }
        return copy
    }

    /// A new empty folder under the system's temporary folder.
    static func temporaryDirectory(_ label: String) throws -> String {
        let path = NSTemporaryDirectory() + "flipbook-tests-\(label)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Runs `body` with goldens and artifacts in fresh temporary folders (named after `label`), set as the golden
    /// configuration of the running task with an empty environment, so that the checks behave alike with and without
    /// `CI=true` or `FLIPBOOK_RECORD` in the runner's environment.
    static func withTemporaryGoldens(_ label: String, _ body: (_ goldens: String, _ artifacts: String) throws -> Void) throws {
        let goldens = try temporaryDirectory(label + "-goldens")
        let artifacts = try temporaryDirectory(label + "-artifacts")
        try GoldenConfiguration.$current.withValue(GoldenConfiguration(goldensDirectory: goldens, artifactsDirectory: artifacts, environment: [:])) {
            try body(goldens, artifacts)
        }
    }
}
