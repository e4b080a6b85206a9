import FlipbookGraphics
import Foundation

/// A colour, and the data UIKit keeps with it: a wrapper of a ``CGColor`` in the sRGB space.
open class UIColor: NSObject, @unchecked Sendable {
    /// The Core Graphics colour.
    public let cgColor: CGColor

    /// A colour from red, green, blue and alpha components, 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey from a white level and an alpha, 0…1.
    public init(white: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(gray: white, alpha: alpha)
    }

    /// The colour of a Core Graphics colour.
    public init(cgColor: CGColor) {
        self.cgColor = cgColor
    }

    /// Black, white 0.
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// White, white 1.
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Fully transparent, white 0 alpha 0.
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
}
