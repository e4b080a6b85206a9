import Foundation
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO

/// The "3D sheet": cards under one shared perspective (`sublayerTransform.m34 = −1/500`) turned about y,
/// a floor tilted about x, depth order by `zPosition`, a culled back face beside a double-sided one, a door
/// hinged on its left edge with a shadow, and a turned card whose 3D sublayer is flattened into it.
enum PerspectiveSheet {
    static let size = CGSize(width: 360, height: 420)

    static func render() throws -> RGBAImage {
        let host = LayerHost(size: size)
        host.rootLayer.backgroundColor = CGColor(red: 0.12, green: 0.13, blue: 0.16, alpha: 1)
        let stage = CALayer()
        stage.frame = CGRect(origin: .zero, size: size)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        stage.sublayerTransform = perspective
        host.rootLayer.addSublayer(stage)
        for layer in cards() + [floor()] + depthStack() + faces() + [door(), flattened()] { stage.addSublayer(layer) }
        return try host.renderFrameImage(at: 0, scale: 2)
    }

    private static func card(_ frame: CGRect, image: CGImage? = SampleImages.photo) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.contents = image
        layer.borderWidth = 2
        layer.borderColor = CGColor.white
        return layer
    }

    /// Five cards in a row turned −60°, −30°, 0°, 30°, 60° about y (Cover Flow's principle).
    static func cards() -> [CALayer] {
        (0..<5).map { i in
            let layer = card(CGRect(x: 12 + CGFloat(i) * 68, y: 20, width: 60, height: 45))
            layer.transform = CATransform3DMakeRotation(CGFloat(i - 2) * .pi / 6, 0, 1, 0)
            return layer
        }
    }

    /// A checkerboard floor tilted 60° about x, its far edge up.
    static func floor() -> CALayer {
        let layer = card(CGRect(x: 80, y: 90, width: 200, height: 120), image: SampleImages.checkerboard)
        layer.transform = CATransform3DMakeRotation(.pi / 3, 1, 0, 0)
        return layer
    }

    /// Three overlapping cards: the one added first has the highest zPosition and is drawn on top (and larger).
    static func depthStack() -> [CALayer] {
        let colors = [CGColor(red: 0.9, green: 0.3, blue: 0.3, alpha: 1), CGColor(red: 0.3, green: 0.8, blue: 0.4, alpha: 1),
                      CGColor(red: 0.3, green: 0.5, blue: 0.95, alpha: 1)]
        return (0..<3).map { i in
            let layer = card(CGRect(x: 20 + CGFloat(i) * 30, y: 220 + CGFloat(i) * 16, width: 70, height: 50), image: nil)
            layer.backgroundColor = colors[i]
            layer.zPosition = CGFloat(40 - i * 40)
            return layer
        }
    }

    /// Two cards turned 150° about y: the left one is double-sided (its back shows, mirrored), the right one
    /// is not (culled).
    static func faces() -> [CALayer] {
        [true, false].enumerated().map { index, doubleSided in
            let layer = card(CGRect(x: 190 + CGFloat(index) * 80, y: 230, width: 70, height: 52))
            layer.transform = CATransform3DMakeRotation(5 * .pi / 6, 0, 1, 0)
            layer.isDoubleSided = doubleSided
            return layer
        }
    }

    /// A door hinged on its left edge (anchor point (0, 0.5)), opened 50°, casting a shadow.
    static func door() -> CALayer {
        let layer = card(CGRect(x: 30, y: 320, width: 90, height: 80), image: nil)
        layer.backgroundColor = CGColor(red: 0.85, green: 0.65, blue: 0.35, alpha: 1)
        layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        layer.position = CGPoint(x: 30, y: 360)
        layer.transform = CATransform3DMakeRotation(-50 * .pi / 180, 0, 1, 0)
        layer.shadowOpacity = 0.7
        layer.shadowOffset = CGSize(width: 6, height: 6)
        layer.shadowRadius = 5
        return layer
    }

    /// A card turned 35° about x whose sublayer is turned 60° about y: the sublayer is flattened into it.
    static func flattened() -> CALayer {
        let layer = card(CGRect(x: 200, y: 320, width: 120, height: 80), image: nil)
        layer.backgroundColor = CGColor(red: 0.95, green: 0.95, blue: 0.9, alpha: 1)
        layer.transform = CATransform3DMakeRotation(35 * .pi / 180, 1, 0, 0)
        let inner = card(CGRect(x: 20, y: 15, width: 80, height: 50))
        var own = CATransform3DIdentity
        own.m34 = -1.0 / 300
        inner.transform = CATransform3DRotate(own, .pi / 3, 0, 1, 0)
        layer.addSublayer(inner)
        return layer
    }
}
