import Testing
import Foundation
@testable import FlipbookText

/// The test fonts under `Fixtures/`, built by `scripts/make-bundled-font.py` from the bundled font's outlines:
/// a Latin-only TrueType face (ascent 800, descent -200, line gap 100, kerning A–V -80) and a TTC holding it and a
/// face with only 登录航班.
enum Fixtures {
    static func data(_ name: String, _ ext: String) throws -> Data {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "Fixtures"))
        return try Data(contentsOf: url)
    }

    static func latinFont() throws -> CGFont { try CGFont(data: data("LatinFixture", "ttf")) }

    static var bundled: CGFont { BundledFont.defaultFont }
}
