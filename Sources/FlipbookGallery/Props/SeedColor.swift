import Foundation
import FlipbookGraphics

/// The colours the seeds use: UIKit's named colours (catalogue §0.2, standard UIKit values the seeds do not state)
/// and the numeric colours the cases give (`RGB(r, g, b)` = components r/255, g/255, b/255).
enum SeedColor {
    static let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    static let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let cyan = CGColor(red: 0, green: 1, blue: 1, alpha: 1)
    static let yellow = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
    static let gray = CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
    static let lightGray = CGColor(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3, alpha: 1)
    static let darkGray = CGColor(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3, alpha: 1)

    /// The login button's teal, `RGB(50, 185, 170)`.
    static let loginTeal = rgb(50, 185, 170)

    /// `UIColor(red: r/255.0, green: g/255.0, blue: b/255.0, alpha: alpha).cgColor`.
    static func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, alpha: CGFloat = 1) -> CGColor {
        CGColor(red: r / 255, green: g / 255, blue: b / 255, alpha: alpha)
    }
}
