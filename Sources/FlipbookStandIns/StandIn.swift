import FlipbookGraphics
import Foundation

/// The stand-ins for the images the seeds use but do not supply (catalogue §4.2), drawn by `StandInGenerator`
/// (`Tools/StandInGenerator`) and bundled as PNG resources. Each is decoded once per process and shared
/// (a `CGImage` is immutable).
public enum StandIn {
    /// `Plane.png`: an airliner from above, nose right (100 × 100 px).
    public static let plane = image("Plane")
    /// Article 001's spaceship: a rocket from above, nose right (64 × 64 px).
    public static let spaceship = image("Spaceship")
    /// Article 002's `logo`: a rounded blue badge with a sun, hills and an "F" (240 × 240 px).
    public static let logo = image("Logo")
    /// `girls.jpg`: a portrait photo (300 × 300 px).
    public static let girls = image("Girls")
    /// `photo.jpg`: a landscape photo (300 × 300 px).
    public static let photo = image("Photo")
    /// `petal.png`: a pink petal (40 × 80 px).
    public static let petal = image("Petal")
    /// `background.jpg`: a pale green pattern tile with a flower (60 × 60 px).
    public static let background = image("Background")
    /// `bg.jpg`: a night-blue pattern tile with stars (60 × 60 px).
    public static let nightSky = image("NightSky")
    /// `雪`: a snowflake (40 × 80 px).
    public static let snowflake = image("Snowflake")

    /// Decodes the bundled PNG `name`. The resources ship with the module, so a missing or unreadable file is a
    /// broken build; the scene then shows no image (`nil` contents), as a missing asset does on iOS.
    private static func image(_ name: String) -> CGImage? {
        guard let url = Bundle.module.url(forResource: name, withExtension: "png", subdirectory: "StandIns") else { return nil }
        return try? CGImage(contentsOfPNGFile: url.path)
    }
}
