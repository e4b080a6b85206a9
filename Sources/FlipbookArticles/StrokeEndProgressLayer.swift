import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Foundation

/// Article 002 §5's extension ("扩展"): the progress layer with a `strokeEnd` of its own, as `CAShapeLayer` has,
/// that decides how much of the line is drawn in the progress colour, RGB(66, 255, 66), whatever the progress; the
/// rest is RGB(204, 204, 204).
///
/// The colour change (the contact point) is at `x = 25 + MAX_LENGTH · strokeEnd` on the bent line: past the
/// progress point (`strokeEnd > progress`) the green runs through the bend to it; before it, the grey runs
/// through the bend. The article's GNU `a ?: b` (`progress == 0 ?: …`) is 1 when the progress is 0.
final class StrokeEndProgressLayer: WavyProgressLayer {
    /// The fraction of the line's horizontal length drawn in the progress colour, 0 … 1. Default 1.
    var strokeEnd: CGFloat = 1 {
        didSet { setNeedsDisplay() }
    }

    override func draw(in ctx: CGContext) {
        let offsetX = offsetPoint.x
        let offsetY = offsetPoint.y
        let contactX = 25 + maxLength * strokeEnd
        var contactY = origin.y + maxOffset * (1 - abs(strokeEnd - 0.5) * 2)

        let linePath = CGMutablePath()
        // 绘制背景线条
        if strokeEnd > progress {
            let scale = progress == 0 ? 1 : (1 - (strokeEnd - progress) / (1 - progress))
            contactY = origin.y + (offsetY - origin.y) * scale
            linePath.move(to: CGPoint(x: contactX, y: contactY))
        } else {
            let scale = progress == 0 ? 1 : strokeEnd / progress
            contactY = (offsetY - origin.y) * scale + origin.y
            linePath.move(to: CGPoint(x: contactX, y: contactY))
            linePath.addLine(to: CGPoint(x: offsetX, y: offsetY))
        }
        linePath.addLine(to: CGPoint(x: origin.x + maxLength, y: origin.y))
        setPath(linePath, on: ctx, color: UIColor(red: 204 / 255, green: 204 / 255, blue: 204 / 255, alpha: 1).cgColor)

        // 绘制进度线条
        let progressPath = CGMutablePath()
        if progress != 0 {
            progressPath.move(to: origin)
            if strokeEnd > progress { progressPath.addLine(to: CGPoint(x: offsetX, y: offsetY)) }
            progressPath.addLine(to: CGPoint(x: contactX, y: contactY))
        } else if strokeEnd != 1, strokeEnd != 0 {
            progressPath.move(to: origin)
            progressPath.addLine(to: CGPoint(x: contactX, y: contactY))
        }
        setPath(progressPath, on: ctx, color: UIColor(red: 66 / 255, green: 1, blue: 66 / 255, alpha: 1).cgColor)
    }
}
