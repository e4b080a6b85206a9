import Foundation
@testable import FlipbookGraphics

/// The geometry of scripts/cairo-reference/render.c, drawn through CGContext in a top-left, y-down user
/// space like cairo's. Each scene is 200×200 on opaque white.
enum CairoScenes {
    static let size = 200

    static let red = CGColor(red: 0.86, green: 0.2, blue: 0.18, alpha: 1)
    static let yellow = CGColor(red: 0.98, green: 0.78, blue: 0.1, alpha: 1)
    static let blue = CGColor(red: 0.16, green: 0.38, blue: 0.85, alpha: 1)
    static let green = CGColor(red: 0.2, green: 0.65, blue: 0.32, alpha: 1)

    /// Scene names (the fixture file names) and their drawing.
    static let all: [(name: String, draw: @Sendable (CGContext) -> Void)] = [
        ("rects", rects), ("circles", circles), ("strokes", strokes), ("dashes", dashes),
        ("linear-gradient", linearGradient), ("radial-gradient", radialGradient), ("stars", stars),
    ]

    /// A full circle as cairo's `cairo_new_sub_path` + `cairo_arc` (or `cairo_arc_negative`) draws it.
    /// The user space is flipped like cairo's, so cairo's increasing angles are CG's `clockwise: false`.
    private static func addCircle(_ context: CGContext, center: CGPoint, radius: CGFloat, negative: Bool = false) {
        context.move(to: CGPoint(x: center.x + radius, y: center.y))
        context.addArc(center: center, radius: radius, startAngle: 0, endAngle: negative ? -2 * .pi : 2 * .pi,
                       clockwise: negative)
    }

    private static func addStar(_ context: CGContext, center: CGPoint, radius: CGFloat) {
        for index in 0..<5 {
            let angle = -CGFloat.pi / 2 + CGFloat(index) * 4 * .pi / 5
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if index == 0 { context.move(to: point) } else { context.addLine(to: point) }
        }
        context.closePath()
    }

    static func rects(_ context: CGContext) {
        context.setFillColor(red)
        context.fill(CGRect(x: 10.5, y: 10.25, width: 80.5, height: 60.75))
        context.setFillColor(blue.copy(alpha: 0.6)!)
        context.fill(CGRect(x: 50.3, y: 40.7, width: 100.2, height: 90.4))
        context.setFillColor(green)
        context.fill((0..<8).map { CGRect(x: 12 + CGFloat($0) * 22.3, y: 150.2 + CGFloat($0) * 0.125, width: 15.6, height: 35.5) })
    }

    static func circles(_ context: CGContext) {
        context.setFillColor(blue)
        addCircle(context, center: CGPoint(x: 60, y: 60), radius: 45.5)
        context.fillPath()
        context.setFillColor(red.copy(alpha: 0.7)!)
        context.fillEllipse(in: CGRect(x: 70, y: 85, width: 120, height: 70))
        context.setFillColor(green)
        for index in 0..<6 {
            addCircle(context, center: CGPoint(x: 20.25 + CGFloat(index) * 30, y: 180), radius: 3 + CGFloat(index) * 2.1)
        }
        context.fillPath()
    }

    static func strokes(_ context: CGContext) {
        context.setStrokeColor(blue)
        context.setLineWidth(12)
        let styles: [(CGLineCap, CGLineJoin)] = [(.butt, .miter), (.round, .round), (.square, .bevel)]
        for (index, style) in styles.enumerated() {
            context.setLineCap(style.0)
            context.setLineJoin(style.1)
            let x = CGFloat(20 + index * 60)
            context.addLines(between: [CGPoint(x: x, y: 90), CGPoint(x: x + 20, y: 20), CGPoint(x: x + 40, y: 90)])
            context.strokePath()
        }
        context.setStrokeColor(red)
        context.setLineWidth(5)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        context.move(to: CGPoint(x: 20, y: 180))
        context.addCurve(to: CGPoint(x: 180, y: 120), control1: CGPoint(x: 60, y: 100), control2: CGPoint(x: 120, y: 200))
        context.strokePath()
        context.setStrokeColor(green)
        context.setLineWidth(1)
        context.setLineCap(.butt)
        context.stroke(CGRect(x: 20.5, y: 110.5, width: 60, height: 30))
    }

    static func dashes(_ context: CGContext) {
        context.setStrokeColor(red)
        context.setLineWidth(4)
        context.setLineDash(phase: 0, lengths: [12, 6])
        addCircle(context, center: CGPoint(x: 60, y: 60), radius: 45)
        context.strokePath()
        context.setLineDash(phase: 3, lengths: [2, 4, 10, 4])
        context.setStrokeColor(blue)
        context.stroke(CGRect(x: 120, y: 15, width: 65, height: 90))
        context.setLineDash(phase: 5, lengths: [20, 10])
        context.setLineWidth(8)
        context.setLineCap(.round)
        context.setStrokeColor(green)
        context.move(to: CGPoint(x: 15, y: 150))
        context.addLine(to: CGPoint(x: 185, y: 180))
        context.strokePath()
    }

    private static let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                             colors: [red, yellow, blue] as CFArray, locations: [0, 0.4, 1])!

    static func linearGradient(_ context: CGContext) {
        context.clip(to: CGRect(x: 10, y: 10, width: 180, height: 180))
        context.drawLinearGradient(gradient, start: CGPoint(x: 20, y: 30), end: CGPoint(x: 180, y: 170),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
    }

    static func radialGradient(_ context: CGContext) {
        context.drawRadialGradient(gradient, startCenter: CGPoint(x: 85, y: 80), startRadius: 10,
                                   endCenter: CGPoint(x: 100, y: 100), endRadius: 85,
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
    }

    static func stars(_ context: CGContext) {
        context.setFillColor(blue)
        addStar(context, center: CGPoint(x: 55, y: 60), radius: 48)
        context.fillPath(using: .winding)
        addStar(context, center: CGPoint(x: 145, y: 60), radius: 48)
        context.fillPath(using: .evenOdd)
        context.setFillColor(red.copy(alpha: 0.8)!)
        addStar(context, center: CGPoint(x: 100, y: 150), radius: 45)
        addCircle(context, center: CGPoint(x: 100, y: 150), radius: 20, negative: true)
        context.fillPath(using: .winding)
    }
}
