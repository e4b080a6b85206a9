import Foundation
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO

/// Draws a yellow triangle with a dark outline (the sheet's `draw(in:)` tile).
final class TriangleLayer: CALayer {
    override func draw(in ctx: CGContext) {
        ctx.beginPath()
        ctx.move(to: CGPoint(x: bounds.midX, y: 8))
        ctx.addLine(to: CGPoint(x: bounds.maxX - 8, y: bounds.maxY - 8))
        ctx.addLine(to: CGPoint(x: 8, y: bounds.maxY - 8))
        ctx.closePath()
        ctx.setFillColor(CGColor(red: 1, green: 0.8, blue: 0.1, alpha: 1))
        ctx.setStrokeColor(CGColor(red: 0.3, green: 0.2, blue: 0, alpha: 1))
        ctx.setLineWidth(3)
        ctx.drawPath(using: .fillStroke)
    }
}

/// One tile per layer feature on a 3 × 5 grid (120 × 96 points per cell) at 2× — the "layer feature sheet".
enum FeatureSheet {
    static let columns = 3
    static let cell = CGSize(width: 120, height: 96)

    static func render() throws -> RGBAImage {
        let host = LayerHost(size: CGSize(width: cell.width * 3, height: cell.height * 5))
        host.rootLayer.backgroundColor = CGColor(red: 0.93, green: 0.93, blue: 0.95, alpha: 1)
        for (index, tile) in tiles().enumerated() {
            let cellOrigin = CGPoint(x: CGFloat(index % columns) * cell.width, y: CGFloat(index / columns) * cell.height)
            tile.position = CGPoint(x: cellOrigin.x + cell.width / 2, y: cellOrigin.y + cell.height / 2)
            host.rootLayer.addSublayer(tile)
        }
        return try host.renderFrameImage(at: 0, scale: 2)
    }

    private static func tile(_ width: CGFloat = 88, _ height: CGFloat = 68, _ color: CGColor? = nil) -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        layer.backgroundColor = color
        return layer
    }

    private static func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
        CGColor(red: r, green: g, blue: b, alpha: a)
    }

    static func tiles() -> [CALayer] {
        var tiles: [CALayer] = []
        // 1. Background with a corner radius.
        let rounded = tile(88, 68, rgb(1, 0.55, 0.1))
        rounded.cornerRadius = 16
        tiles.append(rounded)
        // 2. Border inside the bounds, two rounded corners.
        let bordered = tile(88, 68, rgb(1, 1, 1))
        bordered.cornerRadius = 20
        bordered.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        bordered.borderWidth = 5
        bordered.borderColor = rgb(0.2, 0.4, 0.9)
        tiles.append(bordered)
        // 3. Contents, aspect fit, on a dark background.
        let fitted = tile(88, 68, rgb(0.2, 0.2, 0.2))
        fitted.contents = SampleImages.photo
        fitted.contentsGravity = .resizeAspect
        tiles.append(fitted)
        // 4. Aspect fill, clipped to a rounded rectangle.
        let filled = tile(68, 68)
        filled.contents = SampleImages.photo
        filled.contentsGravity = .resizeAspectFill
        filled.cornerRadius = 34
        filled.masksToBounds = true
        tiles.append(filled)
        // 5. contentsRect: the top-right quarter (the sun) stretched.
        let cropped = tile(88, 68)
        cropped.contents = SampleImages.photo
        cropped.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5)
        tiles.append(cropped)
        // 6. Nine-slice button image stretched wide.
        let button = tile(96, 44)
        button.contents = SampleImages.button
        button.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        tiles.append(button)
        // 7. Shadow from the layer's alpha, offset down, blurred.
        let shadowed = tile(70, 50, rgb(1, 1, 1))
        shadowed.cornerRadius = 8
        shadowed.shadowOpacity = 0.6
        shadowed.shadowOffset = CGSize(width: 0, height: 6)
        shadowed.shadowRadius = 6
        tiles.append(shadowed)
        // 8. Shadow from a shadowPath (an ellipse under the layer).
        let pathShadow = tile(60, 46, rgb(0.4, 0.8, 0.5))
        pathShadow.shadowOpacity = 0.8
        pathShadow.shadowColor = rgb(0.1, 0.3, 0.1)
        pathShadow.shadowOffset = CGSize(width: 0, height: 10)
        pathShadow.shadowRadius = 4
        pathShadow.shadowPath = CGPath(ellipseIn: CGRect(x: -4, y: 36, width: 68, height: 16), transform: nil)
        tiles.append(pathShadow)
        // 9. A circular mask over the photo.
        let masked = tile(88, 68)
        masked.contents = SampleImages.photo
        let circle = CALayer()
        circle.frame = CGRect(x: 10, y: 0, width: 68, height: 68)
        circle.cornerRadius = 34
        circle.backgroundColor = rgb(0, 0, 0)
        masked.mask = circle
        tiles.append(masked)
        // 10 and 11. Opacity 0.5 over two overlapping squares, grouped and not.
        for groups in [true, false] {
            let pair = tile(88, 68)
            pair.opacity = 0.5
            pair.allowsGroupOpacity = groups
            let first = tile(50, 50, rgb(0.9, 0.1, 0.1))
            first.frame = CGRect(x: 4, y: 4, width: 50, height: 50)
            let second = tile(50, 50, rgb(0.1, 0.2, 0.9))
            second.frame = CGRect(x: 34, y: 14, width: 50, height: 50)
            pair.addSublayer(first)
            pair.addSublayer(second)
            tiles.append(pair)
        }
        // 12. Rotated 30° with a border.
        let rotated = tile(70, 40, rgb(0.6, 0.3, 0.8))
        rotated.borderWidth = 3
        rotated.borderColor = rgb(0.2, 0.1, 0.3)
        rotated.transform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        tiles.append(rotated)
        // 13. draw(in:) into a 2× backing store.
        let drawn = TriangleLayer()
        drawn.bounds = CGRect(x: 0, y: 0, width: 80, height: 68)
        drawn.contentsScale = 2
        drawn.display()
        tiles.append(drawn)
        // 14. A geometry-flipped container: its first sublayer sits at the bottom, the photo stays upright.
        let flipped = tile(88, 68, rgb(0.85, 0.85, 0.75))
        flipped.isGeometryFlipped = true
        let bar = tile(88, 14, rgb(0.3, 0.3, 0.3))
        bar.frame = CGRect(x: 0, y: 0, width: 88, height: 14)
        let picture = tile(48, 36)
        picture.frame = CGRect(x: 20, y: 22, width: 48, height: 36)
        picture.contents = SampleImages.photo
        flipped.addSublayer(bar)
        flipped.addSublayer(picture)
        tiles.append(flipped)
        // 15. masksToBounds with rounded corners clipping a scaled sublayer and a border on top.
        let clipper = tile(80, 64, rgb(0.95, 0.9, 0.6))
        clipper.cornerRadius = 18
        clipper.masksToBounds = true
        clipper.borderWidth = 2
        clipper.borderColor = rgb(0.5, 0.4, 0)
        let checker = tile(64, 64)
        checker.position = CGPoint(x: 40, y: 32)
        checker.contents = SampleImages.checkerboard
        checker.transform = CATransform3DMakeScale(1.6, 1.6, 1)
        clipper.addSublayer(checker)
        tiles.append(clipper)
        return tiles
    }
}
