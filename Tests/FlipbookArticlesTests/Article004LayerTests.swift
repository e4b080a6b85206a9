import Flipbook3D
import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Testing

@testable import FlipbookArticles

/// Article 004's `LZMLayer` API beyond the scenes: its `color` and `size` setters, bad item counts, and the
/// colour helper of its `UIColor+HexHSB.swift`.
@Suite("Article 004: LZMLayer and its colour helper")
struct Article004LayerTests {
    /// The fill colours' RGBA components, front to back.
    private func fills(of layer: CALayer) throws -> [[CGFloat]] {
        try #require(layer.sublayers).map { try #require(($0 as? CAShapeLayer)?.fillColor?.components) }
    }

    @Test("Setting color fills square k with it at brightness × (1 − 0.1 k): red gives 255, 229.5 … 127.5 red")
    func color() throws {
        let layer = LZMLayer(withNumberOfItems: 6)
        layer.color = UIColor.red
        for (k, fill) in try fills(of: layer).enumerated() {
            let expected = [1 - 0.1 * CGFloat(k), 0, 0, 1]
            #expect(zip(fill, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "square \(k): \(fill)")
        }
    }

    @Test("Setting size reshapes the squares: 80 × 80, corner radius 20, still centred on their anchor points")
    func size() throws {
        let layer = LZMLayer(withNumberOfItems: 6)
        layer.size = CGSize(width: 80, height: 80)
        for sublayer in try #require(layer.sublayers) {
            let square = try #require(sublayer as? CAShapeLayer)
            for box in [try #require(square.path).boundingBox, square.frame] {
                #expect([box.minX, box.minY, box.maxX - 80, box.maxY - 80].allSatisfy { abs($0) < 1e-12 }, "\(box)")
            }
            #expect(square.anchorPoint == CGPoint(x: 0.5, y: 0.5) && abs(square.position.x - 40) < 1e-12 && abs(square.position.y - 40) < 1e-12)
            #expect(square.path?.contains(CGPoint(x: 40, y: 1)) == true && square.path?.contains(CGPoint(x: 4, y: 4)) == false)
        }
    }

    @Test("Item counts: none for 0 or a negative count (the article's 0..<items would trap); past ten squares black")
    func itemCounts() throws {
        #expect(LZMLayer(withNumberOfItems: 0).sublayers == nil)
        #expect(LZMLayer(withNumberOfItems: -3).sublayers == nil)
        #expect(LZMFlatLayer(withNumberOfItems: -1, tiltsParent: true).sublayers == nil)
        let layer = LZMLayer(withNumberOfItems: 12)
        layer.color = UIColor.white
        let fills = try fills(of: layer)
        #expect(fills.count == 12)
        #expect(fills[10].prefix(3).allSatisfy { $0 == 0 } && fills[11].prefix(3).allSatisfy { $0 == 0 })   // brightness 0 and −0.1, clamped
        #expect(try #require(layer.sublayers).map(\.zPosition) == (0..<12).map { CGFloat($0) * -20 })
    }

    @Test("set(hueSaturationOrBrightness:percentage:) scales one HSBA component and keeps the others")
    func hsbComponents() {
        let base = UIColor(hue: 0.5, saturation: 0.8, brightness: 0.6, alpha: 0.9)
        func hsba(_ color: UIColor) -> [CGFloat] {
            var h: CGFloat = -1, s: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
            color.getHue(&h, saturation: &s, brightness: &b, alpha: &a)
            return [h, s, b, a]
        }
        let cases: [(HSBA, [CGFloat])] = [
            (.Hue, [0.25, 0.8, 0.6, 0.9]), (.Saturation, [0.5, 0.4, 0.6, 0.9]),
            (.Brightness, [0.5, 0.8, 0.3, 0.9]), (.Alpha, [0.5, 0.8, 0.6, 0.45]),
        ]
        for (component, expected) in cases {
            let actual = hsba(base.set(hueSaturationOrBrightness: component, percentage: 0.5))
            #expect(zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(component): \(actual)")
        }
        // A grey has hue and saturation 0: white at 90 % brightness is RGB (0.9, 0.9, 0.9).
        let grey = UIColor.white.set(hueSaturationOrBrightness: .Brightness, percentage: 0.9)
        #expect(zip(grey.cgColor.components ?? [], [0.9, 0.9, 0.9, 1]).allSatisfy { abs($0 - $1) < 1e-12 })
    }

    @Test("degreesToRadians: 60° is π/3, 180° is π")
    func degrees() {
        #expect(abs(CGFloat(60).degreesToRadians - .pi / 3) < 1e-15)
        #expect(Double(180).degreesToRadians == .pi)
    }
}
