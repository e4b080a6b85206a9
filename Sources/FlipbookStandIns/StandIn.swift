import FlipbookGraphics
import Foundation

/// The stand-ins for the images the seeds use but do not supply (catalogue §4.2), drawn by `StandInGenerator`
/// (`Tools/StandInGenerator`) and bundled as PNG resources. ``url(forImageNamed:)`` finds any of them by the name a
/// seed gives it (what `UIImage(named:)` searches); the properties here are the ones scenes use directly. Each is
/// decoded once per process and shared (a `CGImage` is immutable).
public enum StandIn {
    /// `Plane.png`: an airliner from above, nose right (100 × 100 px).
    public static let plane = image("Plane.png")
    /// Article 001's spaceship: a rocket from above, nose right (64 × 64 px).
    public static let spaceship = image("Spaceship.png")
    /// Article 002's `logo`: a rounded blue badge with a sun, hills and an "F" (240 × 240 px).
    public static let logo = image("Logo.png")
    /// `girls.jpg`: a portrait photo (300 × 300 px).
    public static let girls = image("Girls.png")
    /// `photo.jpg`: a landscape photo (300 × 300 px).
    public static let photo = image("Photo.png")
    /// `petal.png`: a pink petal (40 × 80 px).
    public static let petal = image("Petal.png")
    /// `background.jpg`: a pale green pattern tile with a flower (60 × 60 px).
    public static let background = image("Background.png")
    /// `bg.jpg`: a night-blue pattern tile with stars (60 × 60 px).
    public static let nightSky = image("NightSky.png")
    /// `雪`: a snowflake (40 × 80 px).
    public static let snowflake = image("Snowflake.png")

    /// Decodes the bundled PNG `file`. The resources ship with the module, so a missing or unreadable file is a
    /// broken build; the scene then shows no image (`nil` contents), as a missing asset does on iOS.
    private static func image(_ file: String) -> CGImage? {
        guard let url = url(forImageNamed: file) else { return nil }
        return try? CGImage(contentsOfPNGFile: url.path)
    }
}
