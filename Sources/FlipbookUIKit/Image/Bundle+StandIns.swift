import FlipbookStandIns
import Foundation

extension Bundle {
    /// Flipbook: the bundle of the stand-in files (`FlipbookStandIns`), which the seeds' apps have in their main
    /// bundle. A ported file reads `Bundle.main.path(forResource: "plane", ofType: "gif")` as
    /// `Bundle.standIns.path(forResource: "plane", ofType: "gif")` — a Linux edit: SwiftPM builds no app bundle
    /// (docs/porting.md). The main bundle if the stand-ins' folder is missing (a broken build).
    public static var standIns: Bundle { StandIn.bundle ?? .main }
}
