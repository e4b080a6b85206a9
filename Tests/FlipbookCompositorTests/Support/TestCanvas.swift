import Foundation
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO

/// Renders a layer tree on a host's screen at t = 0 (the layers are built outside the host, so no implicit
/// animation runs) and reads pixels back.
struct TestCanvas {
    let image: RGBAImage

    init(width: Int, height: Int, scale: Int = 1, background: CGColor? = .white, build: (CALayer) -> Void) throws {
        let host = LayerHost(size: CGSize(width: width, height: height))
        build(host.rootLayer)
        image = try host.renderFrameImage(at: 0, scale: scale, backgroundColor: background)
    }

    init(_ image: RGBAImage) {
        self.image = image
    }

    /// The pixel at (x, y) as (r, g, b, a).
    subscript(x x: Int, y y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let p = image[x, y]
        return (Int(p.r), Int(p.g), Int(p.b), Int(p.a))
    }

    /// The smallest box `(x0, y0, x1, y1)` (exclusive ends) of pixels for which `test` holds, or `nil`.
    func box(where test: ((r: Int, g: Int, b: Int, a: Int)) -> Bool) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        for y in 0..<image.height {
            for x in 0..<image.width where test(self[x: x, y: y]) {
                x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x + 1); y1 = max(y1, y + 1)
            }
        }
        return x0 == Int.max ? nil : (x0, y0, x1, y1)
    }

    /// The number of pixels for which `test` holds.
    func count(where test: ((r: Int, g: Int, b: Int, a: Int)) -> Bool) -> Int {
        var n = 0
        for y in 0..<image.height { for x in 0..<image.width where test(self[x: x, y: y]) { n += 1 } }
        return n
    }

    /// The sum over all pixels of `value` (e.g. a coverage estimate).
    func sum(_ value: ((r: Int, g: Int, b: Int, a: Int)) -> Double) -> Double {
        var total = 0.0
        for y in 0..<image.height { for x in 0..<image.width { total += value(self[x: x, y: y]) } }
        return total
    }
}

/// Pixel predicates and colours used across the suites.
enum Probe {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)

    static func isRed(_ p: (r: Int, g: Int, b: Int, a: Int)) -> Bool { p.r > 200 && p.g < 60 && p.b < 60 }
    static func isBlue(_ p: (r: Int, g: Int, b: Int, a: Int)) -> Bool { p.b > 200 && p.r < 60 && p.g < 60 }
    static func isGreen(_ p: (r: Int, g: Int, b: Int, a: Int)) -> Bool { p.g > 200 && p.r < 60 && p.b < 60 }
    static func isWhite(_ p: (r: Int, g: Int, b: Int, a: Int)) -> Bool { p.r == 255 && p.g == 255 && p.b == 255 }
    static func isNotWhite(_ p: (r: Int, g: Int, b: Int, a: Int)) -> Bool { !isWhite(p) }

    /// A layer with a frame and a background colour.
    static func layer(_ frame: CGRect, _ color: CGColor?) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }

    /// A linear animation of `keyPath` from `from` to `to` over `duration` seconds.
    static func linearAnimation(_ keyPath: String, from: Double, to: Double, duration: Double = 1) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        return animation
    }

    /// An image of `width` × `height` pixels filled by `color(x, y)` (straight-alpha RGBA).
    static func image(width: Int, height: Int, color: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> CGImage {
        var rgba = RGBAImage(width: width, height: height, red: 0, green: 0, blue: 0, alpha: 0)
        for y in 0..<height { for x in 0..<width { let c = color(x, y); rgba[x, y] = (c.0, c.1, c.2, c.3) } }
        return CGImage(rgba)
    }
}
