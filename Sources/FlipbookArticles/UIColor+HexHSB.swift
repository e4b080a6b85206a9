import FlipbookGraphics
import FlipbookUIKit
import Foundation

// Article 004's `UIColor+HexHSB.swift`, the part the loader uses: `set(hueSaturationOrBrightness:percentage:)` and
// its `HSBA` selector. The file's hex initialisers (`init(hex:)`, `init(rgba:defaultColor:)`,
// `init(rgba_throws:)`, `init(hex6:alpha:)`) are not called by the case and are left out; `init(rgba_throws:)`
// could not work as printed anyway (E23: it scans `substring(to: index 1)`, the "#" alone).

extension UIColor {
    /// The colour with one of its HSBA components multiplied by `percentage` (a fraction: 0.9 keeps 90 %), the
    /// others kept, through `getHue(_:saturation:brightness:alpha:)` and `UIColor(hue:saturation:brightness:alpha:)`.
    /// For white and `.Brightness`, 1.0 … 0.5 give the greys 255, 229.5, 204, 178.5, 153 and 127.5.
    func set(hueSaturationOrBrightness hsb: HSBA, percentage: CGFloat) -> UIColor {
        var hueValue : CGFloat = 0.0, saturationValue : CGFloat = 0.0, brightnessValue : CGFloat = 0.0, alphaValue : CGFloat = 0.0
        self.getHue(&hueValue, saturation: &saturationValue, brightness: &brightnessValue, alpha: &alphaValue)

        switch hsb {
        case .Hue:
            return UIColor(hue: hueValue * percentage, saturation: saturationValue, brightness: brightnessValue, alpha: alphaValue)
        case .Saturation:
            return UIColor(hue: hueValue, saturation: saturationValue * percentage, brightness: brightnessValue, alpha: alphaValue)
        case .Brightness:
            return UIColor(hue: hueValue, saturation: saturationValue, brightness: brightnessValue * percentage, alpha: alphaValue)
        case .Alpha:
            return UIColor(hue: hueValue, saturation: saturationValue, brightness: brightnessValue, alpha: alphaValue * percentage)
        }
    }
}

/// The component ``UIKit/UIColor/set(hueSaturationOrBrightness:percentage:)`` scales (article 004's names).
enum HSBA {
    case Hue
    case Saturation
    case Brightness
    case Alpha
}
