import FlipbookImageIO
import FlipbookStandIns
import Foundation
import Testing

/// The bundled stand-in files and their documented sizes (docs/uikit.md, "Stand-in images").
enum StandInFiles {
    /// The animated stand-ins (GIF files; docs/uikit.md): `plane.gif`, the 67 plane stills.
    static let animations: Set<String> = ["plane.gif"]

    /// Every file with its width and height in pixels.
    static let sizes: [String: (width: Int, height: Int)] = {
        var sizes: [String: (width: Int, height: Int)] = [
            "login.png": (414, 736), "Airport.png": (414, 736), "Plane.png": (100, 100), "turntable.png": (400, 400),
            "Spaceship.png": (64, 64), "Logo.png": (240, 240), "Girls.png": (300, 300), "Photo.png": (300, 300),
            "open2.png": (160, 160), "Petal.png": (40, 80), "Background.png": (60, 60), "NightSky.png": (60, 60),
            "Snowflake.png": (40, 80), "Unlock.png": (414, 736), "blackBall.png": (40, 40), "ball.png": (40, 40),
            "GrayHead.png": (90, 90), "GreenHead.png": (90, 90), "fire.png": (32, 32), "nenolight.png": (64, 64),
            "earth.png": (100, 100), "sun.png": (100, 100), "SpaceBackground.png": (414, 736),
            "Landscape.png": (400, 300), "Cover1.png": (300, 400), "Cover2.png": (300, 400), "Cover3.png": (300, 400),
        ]
        sizes["SnowyWeather.png"] = (414, 736)
        sizes["SunnyWeather.png"] = (414, 736)
        sizes["StatusBanner.png"] = (180, 44)
        sizes["SummaryArrow.png"] = (24, 24)
        for slide in slides { sizes[slide] = (207, 368) }
        for tile in tiles { sizes[tile] = (300, 300) }
        for frame in planeFrames { sizes[frame] = (300, 200) }
        for frame in fishFrames { sizes[frame] = (250, 250) }
        return sizes
    }()

    /// `0.png` … `66.png`, the book's flying plane.
    static let planeFrames = (0...66).map { "\($0).png" }

    /// `Slide0.png` … `Slide5.png`, the numbered slides of articles 001 and 002's `"%i.jpg"`.
    static let slides = (0...5).map { "Slide\($0).png" }

    /// `Tile01.png` … `Tile08.png`, article 002's `"01.png"` … `"08.png"`.
    static let tiles = (1...8).map { String(format: "Tile%02d.png", $0) }

    /// `timg_0000.png` … `timg_0007.png`, article 002's swimming fish.
    static let fishFrames = (0...7).map { "timg_000\($0).png" }

    /// Decodes the bundled file `name`, found through the lookup by its exact file name.
    static func decode(_ name: String) throws -> RGBAImage {
        let url = try #require(StandIn.url(forImageNamed: name), "no stand-in file \(name)")
        return try PNGCodec.read(contentsOf: url.path)
    }
}
