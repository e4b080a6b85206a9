import Flipbook3D
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Article 004's `LZMLayer` in its final form (Part 3): a `CATransformLayer`, so that its squares keep their depth
/// (`zPosition` 0, −20, …) under its own 60° tilt and are seen as a stack in perspective. The article's members are
/// in ``StackedSquaresLayer``.
final class LZMLayer: CATransformLayer, StackedSquaresLayer {
    var color: UIColor = UIColor.white {
        didSet { colorDidSet() }
    }

    var size: CGSize = CGSize(width: 100, height: 100) {
        didSet { sizeDidSet() }
    }

    /// `items` squares, centred on the screen and tilted back 60° about x.
    convenience init(withNumberOfItems items: Int) {
        self.init()
        stackSquares(items)

        /*旋转自身图层3D z轴*/
        rotateParentLayer(toDegree : 60.0)
    }
}
