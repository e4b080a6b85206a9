import FlipbookCompositor
import FlipbookGraphics
import FlipbookUIKit

// Case 58 (§ 16.3): a view's snapshot, as printed but for the seed's errors (docs/volume4.md): the printed line
// numbers dropped, `CGLContextRef` (a typo of the Swift 2 `CGContextRef`) → `CGContext`, and the optional image
// unwrapped (`UIGraphicsGetImageFromCurrentImageContext()` returns `UIImage?`).

/// `view`'s layer tree drawn into an image of its frame's size, at scale 1.
func imageFromUIView(view:UIView)->UIImage{
    UIGraphicsBeginImageContext(view.frame.size)
    let content:CGContext =
                                   UIGraphicsGetCurrentContext()!
    view.layer.render(in:content)
    let imagenew:UIImage =
                                   UIGraphicsGetImageFromCurrentImageContext()!
    UIGraphicsEndImageContext();
    return imagenew
}
