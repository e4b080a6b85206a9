import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Foundation
import Testing

@Suite("UIButton images")
struct UIButtonImageTests {
    /// A `width` × `height` image of one colour, at scale 1.
    private func image(width: Int, height: Int) -> UIImage {
        let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        return UIImage(cgImage: context.makeImage()!)
    }

    @Test("the image sits left of the title, the pair centred; the background image fills the bounds")
    func layout() throws {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        let icon = image(width: 20, height: 30), backdrop = image(width: 4, height: 4)
        button.setTitle("登录", for: .normal)
        button.setImage(icon, for: .normal)
        button.setBackgroundImage(backdrop, for: .normal)
        button.layoutIfNeeded()
        let imageView = try #require(button.imageView)
        let titleWidth = try #require(button.titleLabel).sizeThatFits(.zero).width
        #expect(abs(titleWidth - 36) < 1e-9, "two 18 pt CJK characters")
        #expect(imageView.image === icon && imageView.frame == CGRect(x: 72, y: 15, width: 20, height: 30))
        #expect(button.titleLabel?.frame.minX == 92 && button.titleLabel?.frame.width == titleWidth)
        #expect(button.subviews.first is UIImageView && button.subviews.first?.frame == button.bounds)
        #expect(button.currentBackgroundImage === backdrop)
        #expect(button.sizeThatFits(.zero).width == 20 + titleWidth)
    }

    @Test("images follow the state, falling back to the normal state's")
    func perState() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let normal = image(width: 10, height: 10), selected = image(width: 12, height: 12)
        button.setImage(normal, for: .normal)
        button.setImage(selected, for: .selected)
        #expect(button.currentImage === normal && button.image(for: .highlighted) === normal)
        button.isSelected = true
        #expect(button.currentImage === selected && button.imageView?.image === selected)
        button.setImage(nil, for: .selected)
        #expect(button.imageView?.image === normal)
        button.setImage(nil, for: .normal)
        #expect(button.currentImage == nil && button.imageView?.isHidden == true)
    }
}
