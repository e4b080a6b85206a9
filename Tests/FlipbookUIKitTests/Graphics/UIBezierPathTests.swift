import FlipbookGraphics
import FlipbookUIKit
import Foundation
import Testing

@Suite("UIBezierPath: shapes, construction, attributes, drawing")
struct UIBezierPathTests {
    /// The path's elements as (type, points).
    private func elements(_ path: UIBezierPath) -> [(CGPathElementType, [CGPoint])] {
        var result: [(CGPathElementType, [CGPoint])] = []
        path.cgPath.applyWithBlock { element in
            let count: Int
            switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: count = 1
            case .addQuadCurveToPoint: count = 2
            case .addCurveToPoint: count = 3
            case .closeSubpath: count = 0
            @unknown default: count = 0
            }
            result.append((element.pointee.type, Array(UnsafeBufferPointer(start: element.pointee.points, count: count))))
        }
        return result
    }

    @Test("defaults are UIKit's")
    func defaults() {
        let path = UIBezierPath()
        #expect(path.lineWidth == 1)
        #expect(path.lineCapStyle == .butt)
        #expect(path.lineJoinStyle == .miter)
        #expect(path.miterLimit == 10)
        #expect(path.flatness == 0.6)
        #expect(!path.usesEvenOddFillRule)
        #expect(path.isEmpty)
        #expect(path.currentPoint == .zero)
    }

    @Test("rect starts at the top-left and runs clockwise on screen")
    func rect() {
        let path = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
        let points = elements(path).compactMap(\.1.first)
        #expect(points == [CGPoint(x: 10, y: 20), CGPoint(x: 40, y: 20), CGPoint(x: 40, y: 60), CGPoint(x: 10, y: 60)])
        #expect(elements(path).last?.0 == .closeSubpath)
        #expect(path.bounds == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test("oval starts at its rightmost point and runs clockwise on screen (y grows first)")
    func oval() throws {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        let all = elements(path)
        #expect(all.first?.1 == [CGPoint(x: 100, y: 25)])
        let firstCurveEnd = try #require(all.dropFirst().first?.1.last)
        #expect(firstCurveEnd == CGPoint(x: 50, y: 50))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test("arcs: clockwise is clockwise on the y-down screen")
    func arcDirection() throws {
        let center = CGPoint(x: 50, y: 50)
        let clockwise = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // A quarter turn clockwise on screen from 3 o'clock ends at 6 o'clock (y down): one curve.
        #expect(elements(clockwise).count == 2)
        let end = clockwise.currentPoint
        #expect(abs(end.x - 50) < 1e-9 && abs(end.y - 60) < 1e-9)
        let counter = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        // Counterclockwise the same end point is three quarters of a turn away: three curves.
        #expect(elements(counter).count == 4)
        #expect(counter.bounds.minY < 41)
    }

    @Test("rounded rectangles: circular corners, clamped radius, chosen corners")
    func roundedRect() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        let rounded = UIBezierPath(roundedRect: rect, cornerRadius: 10)
        #expect(elements(rounded).first?.1 == [CGPoint(x: 10, y: 0)])
        #expect(abs(rounded.bounds.minX) < 1e-9 && abs(rounded.bounds.maxY - 40) < 1e-9 && abs(rounded.bounds.width - 100) < 1e-9)
        #expect(!rounded.contains(CGPoint(x: 1, y: 1)))
        #expect(rounded.contains(CGPoint(x: 5, y: 20)))
        let huge = UIBezierPath(roundedRect: rect, cornerRadius: 500)
        #expect(elements(huge).first?.1 == [CGPoint(x: 20, y: 0)])
        let topOnly = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight],
                                   cornerRadii: CGSize(width: 10, height: 99))
        #expect(!topOnly.contains(CGPoint(x: 1, y: 1)))
        #expect(topOnly.contains(CGPoint(x: 1, y: 39)))
        let negative = UIBezierPath(roundedRect: rect, cornerRadius: -.nan)
        #expect(elements(negative).first?.1 == [CGPoint(x: 0, y: 0)])
        #expect(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: -1, height: 5), cornerRadius: 2).bounds.width == 1)
    }

    @Test("lines, curves, close, append, apply and cgPath")
    func construction() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 70, y: 260))
        path.addLine(to: CGPoint(x: 140, y: 100))
        path.addQuadCurve(to: CGPoint(x: 210, y: 240), controlPoint: CGPoint(x: 180, y: 100))
        path.addCurve(to: CGPoint(x: 300, y: 260), controlPoint1: CGPoint(x: 230, y: 200), controlPoint2: CGPoint(x: 270, y: 300))
        path.close()
        #expect(elements(path).map(\.0) == [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
        let other = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
        path.append(other)
        #expect(elements(path).count == 10)
        path.apply(CGAffineTransform(translationX: 10, y: 0))
        #expect(elements(path).first?.1 == [CGPoint(x: 80, y: 260)])
        let copy = UIBezierPath(cgPath: path.cgPath)
        #expect(copy.cgPath == path.cgPath)
        path.removeAllPoints()
        #expect(path.isEmpty && !copy.isEmpty)
        let duplicate = copy.copy() as! UIBezierPath
        #expect(duplicate.cgPath == copy.cgPath && duplicate !== copy)
    }

    @Test("fill and stroke draw with the current colours and the path's line width")
    func drawing() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: OneXFormat.make()).image { _ in
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
            UIColor.blue.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 15))
            line.addLine(to: CGPoint(x: 20, y: 15))
            line.lineWidth = 4
            line.stroke()
        }
        #expect(ImagePixels.pixel(image, x: 5, y: 5) == [255, 0, 0, 255])
        #expect(ImagePixels.pixel(image, x: 15, y: 5) == [0, 0, 0, 0])
        #expect(ImagePixels.pixel(image, x: 10, y: 13) == [0, 0, 255, 255])
        #expect(ImagePixels.pixel(image, x: 10, y: 16) == [0, 0, 255, 255])
        #expect(ImagePixels.pixel(image, x: 10, y: 18) == [0, 0, 0, 0])
        UIBezierPath(rect: .zero).fill()  // no current context: nothing happens
    }

    @Test("even-odd fill leaves the inner square empty; addClip clips")
    func fillRuleAndClip() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30), format: OneXFormat.make()).image { _ in
            UIColor.red.setFill()
            let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
            path.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)))
            path.usesEvenOddFillRule = true
            path.fill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 30)).addClip()
            UIColor.blue.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30)).fill()
        }
        #expect(ImagePixels.pixel(image, x: 15, y: 15) == [0, 0, 0, 0])
        #expect(ImagePixels.pixel(image, x: 2, y: 15) == [0, 0, 255, 255])
        #expect(ImagePixels.pixel(image, x: 25, y: 15) == [255, 0, 0, 255])
    }

    @Test("reversing: open subpaths start at their end, closed ones keep their start; attributes are kept")
    func reversing() {
        let open = UIBezierPath()
        open.move(to: CGPoint(x: 0, y: 0))
        open.addLine(to: CGPoint(x: 10, y: 0))
        open.addCurve(to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 12, y: 0), controlPoint2: CGPoint(x: 20, y: 8))
        open.addQuadCurve(to: CGPoint(x: 30, y: 10), controlPoint: CGPoint(x: 25, y: 15))
        open.lineWidth = 7
        let reversedOpen = open.reversing()
        #expect(reversedOpen.lineWidth == 7)
        #expect(elements(reversedOpen).map(\.0) == [.moveToPoint, .addQuadCurveToPoint, .addCurveToPoint, .addLineToPoint])
        #expect(elements(reversedOpen)[0].1 == [CGPoint(x: 30, y: 10)])
        #expect(elements(reversedOpen)[1].1 == [CGPoint(x: 25, y: 15), CGPoint(x: 20, y: 10)])
        #expect(elements(reversedOpen)[2].1 == [CGPoint(x: 20, y: 8), CGPoint(x: 12, y: 0), CGPoint(x: 10, y: 0)])
        #expect(elements(reversedOpen)[3].1 == [CGPoint(x: 0, y: 0)])
        let rect = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 2)).reversing()
        let points = elements(rect).compactMap(\.1.last)
        #expect(points == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 2), CGPoint(x: 4, y: 2), CGPoint(x: 4, y: 0), CGPoint(x: 0, y: 0)])
        #expect(elements(rect).last?.0 == .closeSubpath)
        #expect(elements(open.reversing().reversing()).map(\.1) == elements(open).map(\.1))
        #expect(UIBezierPath().reversing().isEmpty)
    }
}
