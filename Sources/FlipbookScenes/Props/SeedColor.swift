import Foundation
import FlipbookGraphics

/// The colours the seeds use: UIKit's named colours (catalogue §0.2, standard UIKit values the seeds do not state)
/// and the numeric colours the cases give (`RGB(r, g, b)` = components r/255, g/255, b/255).
public enum SeedColor {
    /// `UIColor.black`: (0, 0, 0).
    public static let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// `UIColor.white`: (1, 1, 1).
    public static let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// `UIColor.red`: (1, 0, 0).
    public static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// `UIColor.green`: (0, 1, 0).
    public static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// `UIColor.blue`: (0, 0, 1).
    public static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// `UIColor.cyan`: (0, 1, 1).
    public static let cyan = CGColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// `UIColor.yellow`: (1, 1, 0).
    public static let yellow = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// `UIColor.gray`: white 0.5.
    public static let gray = CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
    /// `UIColor.lightGray`: white 2/3.
    public static let lightGray = CGColor(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3, alpha: 1)
    /// `UIColor.darkGray`: white 1/3.
    public static let darkGray = CGColor(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3, alpha: 1)

    /// `UIColor(red: r/255.0, green: g/255.0, blue: b/255.0, alpha: alpha).cgColor`.
    public static func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, alpha: CGFloat = 1) -> CGColor {
        CGColor(red: r / 255, green: g / 255, blue: b / 255, alpha: alpha)
    }
}
