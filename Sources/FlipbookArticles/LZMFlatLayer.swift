import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Article 004's `LZMLayer` as the article first writes it, a subclass of `CALayer` (Part 1: "这个文件应该是一个
/// CALayer 的子类"), in the two failing stages it shows: without the tilt (stage 1, "angle wrong") and with
/// `rotateParentLayer(toDegree: 60)` added (stage 2, "CALayer cannot present depth"). A plain layer flattens its
/// squares into its own plane, so their `zPosition`s only order them and the tilt turns one flat picture.
final class LZMFlatLayer: CALayer, StackedSquaresLayer {
    var color: UIColor = UIColor.white { didSet { colorDidSet() } }
    var size: CGSize = CGSize(width: 100, height: 100) { didSet { sizeDidSet() } }

    /// `items` squares, centred on the screen; tilted back 60° about x when `tiltsParent` (stage 2).
    convenience init(withNumberOfItems items: Int, tiltsParent: Bool) {
        self.init()
        stackSquares(items)
        if tiltsParent { rotateParentLayer(toDegree: 60.0) }
    }
}
