import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import FlipbookUIKit
import Foundation
import Testing

/// A view that counts its layouts.
final class LayoutCountingView: UIView {
    var layouts = 0
    override func layoutSubviews() { layouts += 1 }
}

/// A view that fills its bounds red in draw(_:) and counts its drawings.
final class RedDrawingView: UIView {
    var drawings = 0
    var scalesSeen: [CGFloat] = []
    override func draw(_ rect: CGRect) {
        drawings += 1
        scalesSeen.append(contentScaleFactor)
        UIGraphicsGetCurrentContext()?.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        UIGraphicsGetCurrentContext()?.fill(rect)
    }
}

/// A drawing view whose override calls super first (a common habit): it still draws.
final class SuperCallingDrawingView: UIView {
    override func draw(_ rect: CGRect) {
        super.draw(rect)
        UIGraphicsGetCurrentContext()?.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        UIGraphicsGetCurrentContext()?.fill(rect)
    }
}

@Suite("UIView layout and drawing on the host's commits")
struct UIViewLayoutAndDrawingTests {
    /// A host with a visible window at `scale`.
    private func windowInHost(scale: CGFloat = 2) -> (LayerHost, UIWindow) {
        let host = LayerHost()
        host.screen = UIScreen(size: CGSize(width: 414, height: 736), scale: scale)
        let window = host.perform { () -> UIWindow in
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.makeKeyAndVisible()
            return window
        }
        return (host, window)
    }

    @Test("adding a subview and changing a size lay the views out at the next commit, once")
    func layoutTriggers() {
        let (host, window) = windowInHost()
        let parent = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.perform {
            window.addSubview(parent)
            parent.addSubview(child)
            #expect(parent.layouts == 0)
        }
        #expect(parent.layouts == 1 && child.layouts == 1)
        host.perform { child.center = CGPoint(x: 50, y: 50) }
        #expect(parent.layouts == 1 && child.layouts == 1)
        host.perform { child.frame = CGRect(x: 0, y: 0, width: 20, height: 10) }
        #expect(parent.layouts == 2 && child.layouts == 2)
        host.perform {
            child.setNeedsLayout()
            child.layoutIfNeeded()
            #expect(child.layouts == 3)
        }
        #expect(child.layouts == 3)
    }

    @Test("a view that overrides draw(_:) draws when it joins a window, at the screen's scale, and after setNeedsDisplay")
    func drawingViewDraws() throws {
        let (host, window) = windowInHost(scale: 3)
        let view = RedDrawingView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        host.perform { window.addSubview(view) }
        #expect(view.drawings == 1 && view.scalesSeen == [3])
        let contents = try #require(view.layer.contents as! CGImage?)
        #expect(contents.width == 60 && contents.height == 60)
        host.perform { view.setNeedsDisplay() }
        #expect(view.drawings == 2)
        host.perform { view.frame.size = CGSize(width: 30, height: 30) }
        #expect(view.drawings == 2)
        host.perform {
            view.contentMode = .redraw
            view.frame.size = CGSize(width: 40, height: 40)
        }
        #expect(view.drawings == 3)
        let frame = try host.renderFrameImage(at: 0, scale: 1)
        #expect(frame.pixel(x: 15, y: 15) == [255, 0, 0, 255])
    }

    @Test("a view that does not override draw(_:) keeps no backing image, and keeps contents set on its layer")
    func plainViewKeepsNoBackingImage() {
        let (host, window) = windowInHost()
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let withImage = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let image = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                              space: CGColorSpaceCreateDeviceRGB(),
                              bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!.makeImage()!
        let subclassed = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.perform {
            withImage.layer.contents = image
            window.addSubview(plain)
            window.addSubview(withImage)
            window.addSubview(subclassed)
            #expect(!plain.layer.needsDisplay(), "UIView itself draws nothing: no display on joining the window")
            #expect(subclassed.layer.needsDisplay(), "a subclass is displayed once to find out")
        }
        #expect(subclassed.layer.contents == nil)
        host.perform {
            plain.setNeedsDisplay()
            withImage.setNeedsDisplay()
        }
        #expect(plain.layer.contents == nil)
        #expect(withImage.layer.contents as! CGImage? === image)
    }

    @Test("an override that calls super.draw(_:) first still draws")
    func superCallingOverrideDraws() {
        let (host, window) = windowInHost()
        let view = SuperCallingDrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.perform { window.addSubview(view) }
        #expect(view.layer.contents != nil)
    }

    @Test("contentScaleFactor is the layer's contentsScale; an explicit value survives joining a window")
    func contentScale() {
        let (host, window) = windowInHost(scale: 2)
        let view = UIView(), explicit = UIView()
        explicit.contentScaleFactor = 1
        explicit.contentScaleFactor = .nan
        host.perform {
            window.addSubview(view)
            window.addSubview(explicit)
        }
        #expect(view.contentScaleFactor == 2 && view.layer.contentsScale == 2)
        #expect(explicit.contentScaleFactor == 1)
    }
}

extension RGBAImage {
    /// The RGBA bytes of pixel (x, y).
    func pixel(x: Int, y: Int) -> [UInt8] {
        let start = (y * width + x) * 4
        return Array(pixels[start..<start + 4])
    }
}
