import FlipbookCompositor
import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import Foundation

/// Frames of shape layers for the tests: a white 100 × 100 pt screen at scale 1 (one pixel per point, so that
/// probes read layer coordinates), the layers added outside any transaction, animations sampled at a time.
enum ShapeTestFrame {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let white: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (255, 255, 255, 255)

    /// The frame at `time` of a screen showing `layers`; `animate` runs in the host before the frame (to add
    /// animations at time 0).
    static func render(_ layers: [CALayer], at time: CFTimeInterval = 0,
                       animate: (() -> Void)? = nil) throws -> RGBAImage {
        let host = LayerHost(size: CGSize(width: 100, height: 100))
        for layer in layers { host.rootLayer.addSublayer(layer) }
        if let animate { host.perform(animate) }
        return try host.renderFrameImage(at: time, scale: 1, backgroundColor: .white)
    }

    /// A shape layer with `path`, no fill and a red stroke `lineWidth` wide.
    static func strokedLayer(_ path: CGPath, lineWidth: CGFloat) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.path = path
        layer.fillColor = nil
        layer.strokeColor = red
        layer.lineWidth = lineWidth
        return layer
    }

    /// A path of straight lines through `points`, closed when `closed`.
    static func polyline(_ points: [(CGFloat, CGFloat)], closed: Bool = false) -> CGPath {
        let path = CGMutablePath()
        path.addLines(between: points.map { CGPoint(x: $0.0, y: $0.1) })
        if closed { path.closeSubpath() }
        return path
    }
}

extension RGBAImage {
    /// Whether the pixel at (x, y) is opaque white: nothing drawn there.
    func isBlank(_ x: Int, _ y: Int) -> Bool { self[x, y] == ShapeTestFrame.white }

    /// Whether the pixel at (x, y) is pure red: fully covered by a red stroke.
    func isRed(_ x: Int, _ y: Int) -> Bool { self[x, y] == (255, 0, 0, 255) }
}
