import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Foundation

/// Article 004's `LZMLayer` code, shared by the class in its final form (``LZMLayer``, a `CATransformLayer`) and in
/// the form the article first writes and shows failing (``LZMFlatLayer``, a plain `CALayer`): a layer holding a
/// stack of rounded squares (`CAShapeLayer`s, 20 points apart in depth) that spin in a staggered wave.
///
/// The article's members are written here once, in its words, for both classes; the classes keep the stored
/// properties (whose `didSet` bodies are ``colorDidSet()`` and ``sizeDidSet()``) and the initialiser.
protocol StackedSquaresLayer: CALayer {
    /// The base colour: square k (front to back) is filled with it at brightness × (1 − 0.1 · k).
    var color: UIColor { get set }
    /// The squares' size, 100 × 100 by default; the corner radius is a quarter of the width.
    var size: CGSize { get set }
}

extension StackedSquaresLayer {
    /// The article's initialiser body before the tilt: `items` squares (none for a negative count, where the
    /// article's `0..<items` would trap), the front one last in `sublayers` order before the reversal, then the
    /// layer centred on the screen.
    func stackSquares(_ items: Int) {
        masksToBounds = false

        /* 循环添加子图层 */

        for i in 0..<max(items, 0) {
            let layer = generateLayer(withSize: size, withIndex: i)
            insertSublayer(layer, at: 0)
            setZPosition(ofShape: layer, z: CGFloat(i))
        }

        /*为了颜色是自上而下变得更深*/

        sublayers = sublayers?.reversed()

        /*居中图层*/
        centerInSuperlayer()
    }

    /// The body of the article's `color` `didSet`: square k takes `color` at brightness × (1 − 0.1 · k).
    func colorDidSet() {
        guard let sublayers = sublayers , sublayers.count > 0 else { return }
        for (index, layer) in sublayers.enumerated() {
            (layer as? CAShapeLayer)?.fillColor = color.set(hueSaturationOrBrightness: .Brightness, percentage: 1.0-(0.1*CGFloat(index))).cgColor
        }
    }

    /* 之后如果调整layer的大小，堆栈将会重新绘制.
     *
     * 假设长宽相等，圆角的半径被计算为宽度的四分之一
     * 默认大小是100X100
     */

    /// The body of the article's `size` `didSet`: each square takes the new size's rounded path and frame.
    func sizeDidSet() {
        sublayers?.forEach({
            ($0 as? CAShapeLayer)?.path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: size.width, height: size.height), cornerRadius: size.width/4).cgPath
            ($0 as? CAShapeLayer)?.frame = (($0 as? CAShapeLayer)?.path)!.boundingBox
            setAnchorPoint(anchorPoint: CGPoint(x: 0.5, y: 0.5), forLayer: $0)
        })
    }

    /// Tilts the layer back by `degree` about its x axis, seen in perspective (`m34 = −1/500`), as
    /// `rotateParentLayer(toDegree:)` of the article's Part 2 does.
    func rotateParentLayer(toDegree degree: CGFloat) {
        var transform = CATransform3DIdentity
        transform.m34 = 1.0 / -500.0
        transform = CATransform3DRotate(transform, degree.degreesToRadians, 1, 0, 0)
        self.transform = transform
    }

    private func generateLayer(withSize size: CGSize, withIndex index: Int) -> CAShapeLayer {
        let square = CAShapeLayer()
        square.path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: size.width, height: size.height), cornerRadius: size.width/4).cgPath
        square.frame = square.path!.boundingBox
        /*设置中心点为锚点 同时计算出新的位置*/
        setAnchorPoint(anchorPoint: CGPoint(x: 0.5, y: 0.5), forLayer: square)
        return square
    }

    // Because adjusting the anchorPoint itself adjusts the frame, this is needed to avoid it, and keep the layer stationary.

    private func setAnchorPoint(anchorPoint: CGPoint, forLayer layer: CALayer) {
        var newPoint = CGPoint(x: layer.bounds.size.width * anchorPoint.x, y: layer.bounds.size.height * anchorPoint.y)
        var oldPoint = CGPoint(x: layer.bounds.size.width * layer.anchorPoint.x, y: layer.bounds.size.height * layer.anchorPoint.y)
        newPoint = newPoint.applying(layer.affineTransform())
        oldPoint = oldPoint.applying(layer.affineTransform())

        var position = layer.position
        position.x -= oldPoint.x
        position.x += newPoint.x
        position.y -= oldPoint.y
        position.y += newPoint.y

        layer.position = position
        layer.anchorPoint = anchorPoint
    }

    private func setZPosition(ofShape shape: CAShapeLayer, z: CGFloat) {
        shape.zPosition = z*(-20)
    }

    private func centerInSuperlayer() {
        frame = CGRect(x: getX(), y: getY(), width: size.width, height: size.height)
    }

    private func getX() -> CGFloat {
        let screenWidth = UIScreen.main.bounds.size.width
        return (screenWidth/2)-(size.width/2)
    }

    private func getY() -> CGFloat {
        let screenHeight = UIScreen.main.bounds.size.height
        return (screenHeight/2)-(2*(size.height/2))
    }
}
