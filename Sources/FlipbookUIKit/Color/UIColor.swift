import FlipbookGraphics
import Foundation

/// A colour: UIKit's `UIColor`, a wrapper of a `CGColor` (its ``cgColor``).
///
/// RGB and HSB colours are in the sRGB space, white colours in the gray space, and pattern colours
/// (``init(patternImage:)``) tile an image. Components are clamped to `0...1` and NaN reads as 0: Flipbook has
/// no extended-range colours (UIKit keeps values outside `0...1` as extended sRGB).
///
/// Two colours are equal (``isEqual(_:)``, `==`) when their colour spaces and components are equal, as in
/// UIKit: `UIColor(white: 0, alpha: 1)` equals ``black``, but `UIColor(red: 0, green: 0, blue: 0, alpha: 1)`
/// does not (an RGB colour is not a white one).
open class UIColor: NSObject, @unchecked Sendable {
    /// The Core Graphics colour.
    public let cgColor: CGColor

    /// A colour from red, green, blue and alpha components, 0…1, in the sRGB space.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey from a white level and an alpha, 0…1, in the gray space.
    public init(white: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(gray: white, alpha: alpha)
    }

    /// A colour from hue, saturation, brightness and alpha, 0…1 (the HSB model; a hue of 1 is red again),
    /// converted to sRGB components.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = HSBConversion.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
    }

    /// The colour of a Core Graphics colour.
    public init(cgColor: CGColor) {
        self.cgColor = cgColor
    }

    /// A colour that tiles `image`: one tile per `image.size` points, upright, repeating from the origin of the
    /// coordinates it fills in — as a view's `backgroundColor`, the view's own coordinates (its top-left corner
    /// while `bounds.origin` is zero); in a graphics context, user space. An empty image paints nothing.
    public init(patternImage image: UIImage) {
        cgColor = CGColor(pattern: CGPattern(tile: image.cgImage, size: image.size))
    }

    // MARK: Named colours

    /// Black: white 0, alpha 1.
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Dark gray: white 1/3, alpha 1.
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    /// Light gray: white 2/3, alpha 1.
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    /// White: white 1, alpha 1.
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Gray: white 0.5, alpha 1.
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Red: RGB (1, 0, 0), alpha 1.
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Green: RGB (0, 1, 0), alpha 1.
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Blue: RGB (0, 0, 1), alpha 1.
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Cyan: RGB (0, 1, 1), alpha 1.
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Yellow: RGB (1, 1, 0), alpha 1.
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Magenta: RGB (1, 0, 1), alpha 1.
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Orange: RGB (1, 0.5, 0), alpha 1.
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple: RGB (0.5, 0, 0.5), alpha 1.
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Brown: RGB (0.6, 0.4, 0.2), alpha 1.
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Clear: white 0, alpha 0.
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // MARK: Components

    /// Writes the colour's red, green, blue and alpha components (white colours give equal red, green and
    /// blue) through the non-`nil` pointers and returns `true`; returns `false`, writing nothing, for a pattern
    /// colour.
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let rgba = rgbaComponents else { return false }
        red?.pointee = rgba.red
        green?.pointee = rgba.green
        blue?.pointee = rgba.blue
        alpha?.pointee = rgba.alpha
        return true
    }

    /// Writes the colour's white level and alpha through the non-`nil` pointers and returns `true` for a white
    /// (gray-space) colour; returns `false`, writing nothing, for RGB and pattern colours, as UIKit does.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard cgColor.colorSpace?.model == .monochrome, let components = cgColor.components else { return false }
        white?.pointee = components[0]
        alpha?.pointee = components[1]
        return true
    }

    /// Writes the colour's hue, saturation, brightness and alpha (HSB of its RGB components; hue and saturation
    /// are 0 for greys) through the non-`nil` pointers and returns `true`; returns `false`, writing nothing, for
    /// a pattern colour.
    @discardableResult
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let rgba = rgbaComponents else { return false }
        let hsb = HSBConversion.hsb(red: rgba.red, green: rgba.green, blue: rgba.blue)
        hue?.pointee = hsb.hue
        saturation?.pointee = hsb.saturation
        brightness?.pointee = hsb.brightness
        alpha?.pointee = rgba.alpha
        return true
    }

    /// The same colour with alpha `alpha` (clamped to `0...1`).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(cgColor: cgColor.copy(alpha: alpha) ?? cgColor)
    }

    /// The red, green, blue and alpha components; `nil` for a pattern colour.
    private var rgbaComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)? {
        guard let components = cgColor.components, cgColor.pattern == nil else { return nil }
        if components.count == 2 { return (components[0], components[0], components[0], components[1]) }
        return (components[0], components[1], components[2], components[3])
    }

    // MARK: Drawing

    /// Makes the colour the fill colour of the current graphics context (``UIGraphicsGetCurrentContext()``);
    /// does nothing when there is none.
    open func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Makes the colour the stroke colour of the current graphics context; does nothing when there is none.
    open func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }

    /// Makes the colour both the fill and the stroke colour of the current graphics context.
    open func set() {
        setFill()
        setStroke()
    }

    // MARK: Equality

    /// Whether `object` is a colour with the same colour space and components (pattern colours: the same
    /// pattern).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return cgColor == other.cgColor
    }

    /// A hash of the colour space and components, consistent with ``isEqual(_:)``.
    open override var hash: Int {
        cgColor.hashValue
    }

    /// The colour space and components, as UIKit prints them: `UIExtendedSRGBColorSpace 1 0 0 1`,
    /// `UIExtendedGrayColorSpace 0.5 1`, or `UIPatternColor` for a pattern colour.
    open override var description: String {
        guard cgColor.pattern == nil, let components = cgColor.components else { return "UIPatternColor" }
        let space = components.count == 2 ? "UIExtendedGrayColorSpace" : "UIExtendedSRGBColorSpace"
        return ([space] + components.map { String(format: "%g", Double($0)) }).joined(separator: " ")
    }
}
