import Flipbook3D
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import FlipbookUIKit
import Foundation

/// The transform-layer tests' stage.
typealias Stage = TransformLayerStage

/// What the transform-layer tests build on: a host, plain coloured layers, a four-colour image, and pixel probes.
enum TransformLayerStage {
    static let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let yellow = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
    static let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

    /// Renders the layers `build` adds to the root of a host of `size` points, at `scale` pixels per point, on
    /// `background` (black by default), actions disabled.
    static func render(_ size: CGSize, scale: Int = 1, background: CGColor = black, at time: CFTimeInterval = 0,
                       _ build: (CALayer) -> Void) throws -> RGBAImage {
        let host = LayerHost(size: size)
        host.perform {
            CATransaction.setDisableActions(true)
            build(host.rootLayer)
        }
        return try host.renderFrameImage(at: time, scale: scale, backgroundColor: background)
    }

    /// A plain layer of `color` at `frame`, added to `parent` when given.
    @discardableResult
    static func solid(_ frame: CGRect, _ color: CGColor, in parent: CALayer? = nil) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color
        parent?.addSublayer(layer)
        return layer
    }

    /// A transform layer at `frame`, added to `parent`.
    static func transformLayer(_ frame: CGRect, in parent: CALayer) -> CATransformLayer {
        let layer = CATransformLayer()
        layer.frame = frame
        parent.addSublayer(layer)
        return layer
    }

    /// A layer at `frame` showing ``quadrants``, added to `parent`.
    @discardableResult
    static func picture(_ frame: CGRect, in parent: CALayer) -> CALayer {
        let picture = CALayer()
        picture.frame = frame
        picture.contents = quadrants
        parent.addSublayer(picture)
        return picture
    }

    /// A model tree to hit-test: a 200 × 200 root, a plain black stage filling it (with the perspective `m34` when
    /// given) and a transform layer filling the stage.
    static func space(m34: CGFloat? = nil) -> (root: CALayer, stage: CALayer, space: CATransformLayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let stage = solid(root.bounds, black, in: root)
        if let m34 { stage.sublayerTransform.m34 = m34 }
        return (root, stage, transformLayer(stage.bounds, in: stage))
    }

    /// A 20 × 20 pixel image in quadrants, upright as drawn in UIKit's y-down space: red top left, green top right,
    /// blue bottom left, yellow bottom right.
    static let quadrants: CGImage = {
        guard let context = CGContext(data: nil, width: 20, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else {
            preconditionFailure("a 20 × 20 RGBA context is supported")
        }
        context.translateBy(x: 0, y: 20)
        context.scaleBy(x: 1, y: -1)
        for (rect, color) in [(CGRect(x: 0, y: 0, width: 10, height: 10), red), (CGRect(x: 10, y: 0, width: 10, height: 10), green),
                              (CGRect(x: 0, y: 10, width: 10, height: 10), blue), (CGRect(x: 10, y: 10, width: 10, height: 10), yellow)] {
            context.setFillColor(color)
            context.fill(rect)
        }
        guard let image = context.makeImage() else { preconditionFailure("a bitmap context makes images") }
        return image
    }()

    /// The colour of a pixel without its alpha.
    static func rgb(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image[x, y]
        return [p.r, p.g, p.b]
    }

    /// The colour of `color` as 8-bit channels.
    static func rgb(_ color: CGColor) -> [UInt8] {
        (color.components ?? []).prefix(3).map { UInt8(($0 * 255).rounded()) }
    }

    /// The largest difference of any channel of any pixel of two images of the same size (`Int.max` when the
    /// sizes differ).
    static func largestDifference(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        guard a.width == b.width, a.height == b.height else { return .max }
        var largest = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                largest = max(largest, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)),
                              abs(Int(p.a) - Int(q.a)))
            }
        }
        return largest
    }
}

extension TransformLayerStage {
    /// Six distinct opaque colours.
    static let palette: [CGColor] = [
        CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1),
        CGColor(red: 0, green: 160.0 / 255, blue: 0, alpha: 1), CGColor(red: 1, green: 160.0 / 255, blue: 0, alpha: 1),
        CGColor(red: 128.0 / 255, green: 0, blue: 128.0 / 255, alpha: 1), CGColor(red: 0, green: 160.0 / 255, blue: 160.0 / 255, alpha: 1),
    ]

    /// The six faces of a cube of `side` points centred on `parent`'s bounds, each a layer of the next colour of
    /// `colors`, facing outwards: front (z + side/2), back, right, left, top, bottom.
    static func cubeFaces(side: CGFloat, in parent: CALayer, colors: [CGColor]) -> [CALayer] {
        let half = side / 2
        let turns: [CATransform3D] = [
            CATransform3DIdentity, CATransform3DMakeRotation(.pi, 0, 1, 0),
            CATransform3DMakeRotation(.pi / 2, 0, 1, 0), CATransform3DMakeRotation(-.pi / 2, 0, 1, 0),
            CATransform3DMakeRotation(.pi / 2, 1, 0, 0), CATransform3DMakeRotation(-.pi / 2, 1, 0, 0),
        ]
        return turns.enumerated().map { index, turn in
            let face = solid(CGRect(x: parent.bounds.midX - half, y: parent.bounds.midY - half, width: side, height: side),
                             colors[index % colors.count], in: parent)
            face.transform = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, half), turn)
            return face
        }
    }
}

/// A view backed by a transform layer, as `layerClass` allows.
final class TransformView: UIView {
    override class var layerClass: AnyClass { CATransformLayer.self }
}
