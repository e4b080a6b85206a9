import Foundation
import FlipbookImageIO
import FlipbookTesting
import Testing
@testable import FlipbookGraphics

/// One golden "primitive sheet" per feature family, drawn through CGContext in a UIKit-style flipped space
/// (origin top-left) on a white background.
@Suite("Primitive sheets")
struct PrimitiveSheetTests {
    private func sheet(width: Int = 320, height: Int = 200, _ draw: (CGContext) throws -> Void) throws -> RGBAImage {
        let context = try makeRGBAContext(width: width, height: height)
        context.setFillColor(gray: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        context.flipToTopLeft()
        try draw(context)
        return try #require(context.makeImage()).rgbaImage
    }

    private static let red = CGColor(red: 0.86, green: 0.2, blue: 0.18, alpha: 1)
    private static let blue = CGColor(red: 0.16, green: 0.38, blue: 0.85, alpha: 1)
    private static let green = CGColor(red: 0.2, green: 0.65, blue: 0.32, alpha: 1)
    private static let yellow = CGColor(red: 0.98, green: 0.78, blue: 0.1, alpha: 1)

    /// A 5-pointed star (self-intersecting), for fill rules.
    private func star(center: CGPoint, radius: CGFloat) -> CGPath {
        let path = CGMutablePath()
        for index in 0..<5 {
            let angle = -CGFloat.pi / 2 + CGFloat(index) * 4 * .pi / 5
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }

    @Test func fills() throws {
        let image = try sheet { context in
            context.setFillColor(Self.red)
            context.fill(CGRect(x: 10.5, y: 10.25, width: 60, height: 40.5))
            context.setFillColor(Self.blue)
            context.fillEllipse(in: CGRect(x: 90, y: 10, width: 60, height: 40))
            context.setFillColor(Self.green)
            context.addPath(CGPath(roundedRect: CGRect(x: 170, y: 10, width: 60, height: 40), cornerWidth: 12,
                                   cornerHeight: 12, transform: nil))
            context.fillPath()
            context.setFillColor(Self.yellow)
            context.move(to: CGPoint(x: 250, y: 50))
            context.addQuadCurve(to: CGPoint(x: 310, y: 50), control: CGPoint(x: 280, y: -10))
            context.fillPath()
            context.setFillColor(Self.blue)
            context.addPath(star(center: CGPoint(x: 60, y: 130), radius: 50))
            context.fillPath(using: .winding)
            context.addPath(star(center: CGPoint(x: 170, y: 130), radius: 50))
            context.fillPath(using: .evenOdd)
            context.setFillColor(Self.red.copy(alpha: 0.5)!)
            context.fill([CGRect(x: 240, y: 90, width: 50, height: 50), CGRect(x: 260, y: 110, width: 50, height: 50)])
            context.setFillColor(Self.green)
            context.move(to: CGPoint(x: 250, y: 190))
            context.addCurve(to: CGPoint(x: 310, y: 190), control1: CGPoint(x: 250, y: 150),
                             control2: CGPoint(x: 310, y: 230))
            context.fillPath()
        }
        try expectGolden(image)
    }

    @Test func strokes() throws {
        let image = try sheet(height: 240) { context in
            context.setStrokeColor(Self.blue)
            context.setLineWidth(12)
            for (index, cap) in [CGLineCap.butt, .round, .square].enumerated() {
                context.setLineCap(cap)
                let y = CGFloat(25 + 30 * index)
                context.move(to: CGPoint(x: 20, y: y))
                context.addLine(to: CGPoint(x: 120, y: y))
                context.strokePath()
            }
            context.setLineCap(.butt)
            for (index, join) in [CGLineJoin.miter, .round, .bevel].enumerated() {
                context.setLineJoin(join)
                let x = CGFloat(150 + 55 * index)
                context.addLines(between: [CGPoint(x: x, y: 90), CGPoint(x: x + 20, y: 20), CGPoint(x: x + 40, y: 90)])
                context.strokePath()
            }
            context.setLineJoin(.miter)
            context.setStrokeColor(Self.red)
            context.setLineWidth(4)
            context.setLineDash(phase: 0, lengths: [12, 6])
            context.strokeEllipse(in: CGRect(x: 20, y: 120, width: 100, height: 100))
            context.setLineDash(phase: 6, lengths: [2, 4, 10, 4])
            context.stroke(CGRect(x: 140, y: 120, width: 70, height: 100))
            context.setLineDash(phase: 0, lengths: [])
            context.setStrokeColor(Self.green)
            context.setLineWidth(1)
            for index in 0..<8 {
                let x = CGFloat(230 + 10 * index) + CGFloat(index) / 8
                context.move(to: CGPoint(x: x, y: 120))
                context.addLine(to: CGPoint(x: x + 20, y: 220))
            }
            context.strokePath()
        }
        try expectGolden(image)
    }

    @Test func gradients() throws {
        let colors = [Self.red, Self.yellow, Self.blue] as CFArray
        let gradient = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors,
                                               locations: [0, 0.4, 1]))
        let fade = try #require(CGGradient(colorsSpace: nil, colors: [Self.green, CGColor.clear] as CFArray,
                                           locations: nil))
        let image = try sheet { context in
            context.saveGState()
            context.clip(to: CGRect(x: 10, y: 10, width: 140, height: 80))
            context.drawLinearGradient(gradient, start: CGPoint(x: 10, y: 10), end: CGPoint(x: 150, y: 90),
                                       options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            context.restoreGState()
            context.saveGState()
            context.clip(to: CGRect(x: 170, y: 10, width: 140, height: 80))
            context.drawLinearGradient(fade, start: CGPoint(x: 200, y: 0), end: CGPoint(x: 280, y: 0), options: [])
            context.restoreGState()
            context.drawRadialGradient(gradient, startCenter: CGPoint(x: 80, y: 145), startRadius: 0,
                                       endCenter: CGPoint(x: 80, y: 145), endRadius: 45, options: [])
            // Extending after the end paints everything outside the end circle: keep it to its cell.
            context.clip(to: CGRect(x: 170, y: 100, width: 140, height: 90))
            context.drawRadialGradient(gradient, startCenter: CGPoint(x: 225, y: 135), startRadius: 5,
                                       endCenter: CGPoint(x: 240, y: 145), endRadius: 40,
                                       options: .drawsAfterEndLocation)
        }
        try expectGolden(image)
    }

    /// A 16×16 test card: four coloured quadrants with a white diagonal.
    private func testCard() throws -> CGImage {
        let context = try makeRGBAContext(width: 16, height: 16)
        context.flipToTopLeft()
        for (index, color) in [Self.red, Self.green, Self.blue, Self.yellow].enumerated() {
            context.setFillColor(color)
            context.fill(CGRect(x: (index % 2) * 8, y: (index / 2) * 8, width: 8, height: 8))
        }
        context.setStrokeColor(CGColor.white)
        context.setLineWidth(2)
        context.move(to: .zero)
        context.addLine(to: CGPoint(x: 16, y: 16))
        context.strokePath()
        return try #require(context.makeImage())
    }

    /// Draws `image` upright in a flipped (top-left) space by flipping back around `rect`.
    private func drawUpright(_ image: CGImage, in rect: CGRect, context: CGContext) {
        context.saveGState()
        context.translateBy(x: 0, y: rect.minY + rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: rect)
        context.restoreGState()
    }

    @Test func images() throws {
        let card = try testCard()
        let image = try sheet { context in
            // Drawn in the flipped space, images come out upside down, as on iOS...
            context.draw(card, in: CGRect(x: 10, y: 10, width: 64, height: 64))
            // ...unless the drawing flips back around the image rectangle. Bilinear 4× enlargement:
            drawUpright(card, in: CGRect(x: 84, y: 10, width: 64, height: 64), context: context)
            // Nearest-neighbour enlargement:
            context.interpolationQuality = .none
            drawUpright(card, in: CGRect(x: 158, y: 10, width: 64, height: 64), context: context)
            context.interpolationQuality = .default
            // 2× reduction (box-filtered) and a cropped quadrant enlarged:
            drawUpright(card, in: CGRect(x: 232, y: 10, width: 8, height: 8), context: context)
            let quadrant = try #require(card.cropping(to: CGRect(x: 0, y: 0, width: 8, height: 8)))
            drawUpright(quadrant, in: CGRect(x: 250, y: 10, width: 48, height: 48), context: context)
            // Rotated, at 70 % alpha:
            context.saveGState()
            context.translateBy(x: 80, y: 140)
            context.rotate(by: .pi / 6)
            context.setAlpha(0.7)
            drawUpright(card, in: CGRect(x: -32, y: -32, width: 64, height: 64), context: context)
            context.restoreGState()
        }
        try expectGolden(image)
    }

    @Test func clipping() throws {
        let image = try sheet { context in
            context.saveGState()
            context.addEllipse(in: CGRect(x: 10, y: 10, width: 120, height: 80))
            context.clip()
            for index in 0..<12 {
                context.setFillColor(index % 2 == 0 ? Self.red : Self.blue)
                context.fill(CGRect(x: 10 + index * 10, y: 10, width: 10, height: 80))
            }
            context.restoreGState()
            context.saveGState()
            context.addPath(star(center: CGPoint(x: 220, y: 55), radius: 50))
            context.clip(using: .evenOdd)
            context.setFillColor(Self.green)
            context.fill(CGRect(x: 160, y: 0, width: 120, height: 110))
            context.restoreGState()
            context.saveGState()
            context.clip(to: [CGRect(x: 10, y: 110, width: 60, height: 80), CGRect(x: 90, y: 110, width: 60, height: 80)])
            context.clip(to: CGRect(x: 40, y: 130, width: 80, height: 40))
            context.setFillColor(Self.yellow)
            context.fillEllipse(in: CGRect(x: 0, y: 100, width: 160, height: 100))
            context.restoreGState()
            context.saveGState()
            context.translateBy(x: 240, y: 150)
            context.rotate(by: .pi / 8)
            context.clip(to: CGRect(x: -40, y: -30, width: 80, height: 60))
            context.setFillColor(Self.blue)
            context.fillEllipse(in: CGRect(x: -50, y: -50, width: 100, height: 100))
            context.restoreGState()
        }
        try expectGolden(image)
    }

    @Test func blendModes() throws {
        let modes: [CGBlendMode] = [.normal, .multiply, .screen, .copy, .clear, .plusLighter]
        let image = try sheet(width: 360, height: 120) { context in
            for (index, mode) in modes.enumerated() {
                let x = CGFloat(10 + 58 * index)
                context.setBlendMode(.normal)
                context.setFillColor(Self.blue)
                context.fill(CGRect(x: x, y: 20, width: 40, height: 60))
                context.setBlendMode(mode)
                context.setFillColor(Self.red.copy(alpha: 0.75)!)
                context.fillEllipse(in: CGRect(x: x + 10, y: 40, width: 40, height: 60))
            }
        }
        try expectGolden(image)
    }

    @Test func shadows() throws {
        let image = try sheet { context in
            context.setShadow(offset: CGSize(width: 6, height: 6), blur: 0, color: CGColor(gray: 0, alpha: 0.6))
            context.setFillColor(Self.red)
            context.fill(CGRect(x: 20, y: 20, width: 60, height: 50))
            context.setShadow(offset: CGSize(width: 0, height: -8), blur: 8)
            context.setFillColor(Self.blue)
            context.fillEllipse(in: CGRect(x: 110, y: 20, width: 70, height: 50))
            context.setShadow(offset: CGSize(width: 5, height: 5), blur: 4, color: Self.green)
            context.setStrokeColor(Self.yellow)
            context.setLineWidth(6)
            context.stroke(CGRect(x: 210, y: 20, width: 80, height: 50))
            context.setShadow(offset: CGSize(width: 8, height: -8), blur: 10, color: CGColor(gray: 0, alpha: 0.8))
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            context.setFillColor(Self.green)
            context.fillEllipse(in: CGRect(x: 40, y: 110, width: 70, height: 70))
            context.fillEllipse(in: CGRect(x: 80, y: 110, width: 70, height: 70))
            context.endTransparencyLayer()
            context.setShadow(offset: .zero, blur: 0, color: nil)
            context.setAlpha(0.5)
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            context.setFillColor(Self.blue)
            context.fillEllipse(in: CGRect(x: 190, y: 110, width: 70, height: 70))
            context.fillEllipse(in: CGRect(x: 230, y: 110, width: 70, height: 70))
            context.endTransparencyLayer()
        }
        try expectGolden(image)
    }
}
