import Foundation
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookText

/// The book's login button built from layers (UIKit's `UIButton` comes later): a layer with the button's frame
/// and background colour, and a `CATextLayer` sublayer for the title, centred as `UIButton` centres its label
/// (system font 18 pt, white).
public enum LoginButton {
    /// The shared frame of the book's login button, `(20, 230, W − 40, 50)`.
    public static let frame = CGRect(x: 20, y: 230, width: Scene.screenSize.width - 20 * 2, height: 50)
    /// `UIButton`'s default title size in points.
    public static let titleFontSize: CGFloat = 18
    /// The bundled font's line height per point of size (ascent 1160 + descent 288 per 1000 units).
    public static let lineHeightPerPoint: CGFloat = 1.448

    /// Makes the button: `frame`, `backgroundColor`, and the title label (drawn at the stage's scale) as its only
    /// sublayer. The caller adds it to the view.
    public static func make(on stage: SceneStage, frame: CGRect = frame, title: String,
                     backgroundColor: CGColor = SeedColor.loginTeal) -> CALayer {
        let button = CALayer()
        button.frame = frame
        button.backgroundColor = backgroundColor
        let label = CATextLayer()
        let lineHeight = titleFontSize * lineHeightPerPoint
        label.frame = CGRect(x: 0, y: (frame.height - lineHeight) / 2, width: frame.width, height: lineHeight)
        label.string = title
        label.font = ".SFUI-Regular" as CFString
        label.fontSize = titleFontSize
        label.foregroundColor = SeedColor.white
        label.alignmentMode = .center
        label.contentsScale = stage.screenScale
        button.addSublayer(label)
        return button
    }
}
