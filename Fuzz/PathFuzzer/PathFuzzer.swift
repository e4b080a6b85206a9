// libFuzzer target for path construction, filling and stroking, built by `scripts/fuzz path` (not part of the
// Swift package).
//
// Each input is read as a program for a 48 × 48 CGContext: a path of up to 64 elements with random geometry
// (lines, curves, arcs, relative arcs, rectangles, ellipses, rounded rectangles, hostile numbers among them),
// a random graphics state (transform, clip, line width, caps, joins, miter limit, dash pattern, shadow, alpha)
// and a fill, stroke, clip or dashed/stroked copy of the path. A crash, a sanitizer report, a failed check
// below, an execution over -timeout or an allocation over -malloc_limit_mb is a finding.
import FlipbookGraphics
import Foundation

private let side = 48

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPaths(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var input = FuzzInput(start, count)
    guard let context = CGContext(
        data: nil, width: side, height: side, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue
    ) else { fatalError("a 48 × 48 context must exist") }
    applyState(from: &input, to: context)
    let path = makePath(from: &input)
    draw(path, from: &input, in: context)
    guard let image = context.makeImage() else { fatalError("a drawn context must give an image") }
    precondition(image.width == side && image.height == side)
    return 0
}

private func point(_ input: inout FuzzInput) -> CGPoint { CGPoint(x: input.number(), y: input.number()) }

private func rect(_ input: inout FuzzInput) -> CGRect {
    CGRect(x: input.number(), y: input.number(), width: input.number(), height: input.number())
}

private func dashLengths(_ input: inout FuzzInput) -> [CGFloat] {
    (0..<input.count(upTo: 6)).map { _ in CGFloat(input.number()) }
}

private func makePath(from input: inout FuzzInput) -> CGMutablePath {
    let path = CGMutablePath()
    for _ in 0..<input.count(upTo: 64) {
        switch input.choice(12) {
        case 0: path.move(to: point(&input))
        case 1: path.addLine(to: point(&input))
        case 2: path.addQuadCurve(to: point(&input), control: point(&input))
        case 3: path.addCurve(to: point(&input), control1: point(&input), control2: point(&input))
        case 4:
            path.addArc(center: point(&input), radius: input.number(), startAngle: input.number(),
                        endAngle: input.number(), clockwise: input.bool())
        case 5:
            path.addRelativeArc(center: point(&input), radius: input.number(), startAngle: input.number(),
                                delta: input.number())
        case 6: path.addArc(tangent1End: point(&input), tangent2End: point(&input), radius: input.number())
        case 7: path.addRect(rect(&input))
        case 8: path.addEllipse(in: rect(&input))
        case 9: path.addRoundedRect(in: rect(&input), cornerWidth: input.number(), cornerHeight: input.number())
        case 10: path.addLines(between: (0..<input.count(upTo: 8)).map { _ in point(&input) })
        default: path.closeSubpath()
        }
    }
    return path
}

private func applyState(from input: inout FuzzInput, to context: CGContext) {
    for _ in 0..<input.count(upTo: 12) {
        switch input.choice(11) {
        case 0: context.concatenate(CGAffineTransform(a: input.number(), b: input.number(), c: input.number(),
                                                      d: input.number(), tx: input.number(), ty: input.number()))
        case 1: context.clip(to: rect(&input))
        case 2: context.setLineWidth(input.number())
        case 3: context.setLineCap(CGLineCap(rawValue: Int32(input.choice(3)))!)
        case 4: context.setLineJoin(CGLineJoin(rawValue: Int32(input.choice(3)))!)
        case 5: context.setMiterLimit(input.number())
        case 6: context.setLineDash(phase: input.number(), lengths: dashLengths(&input))
        case 7:
            context.setShadow(offset: CGSize(width: input.number(), height: input.number()), blur: input.number(),
                              color: CGColor(red: 0, green: 0, blue: 0, alpha: input.number()))
        case 8: context.setAlpha(input.number())
        case 9: context.setShouldAntialias(input.bool())
        default: context.setFillColor(red: input.number(), green: input.number(), blue: input.number(), alpha: input.number())
        }
    }
}

private func draw(_ path: CGMutablePath, from input: inout FuzzInput, in context: CGContext) {
    switch input.choice(6) {
    case 0:
        context.addPath(path)
        context.fillPath(using: input.bool() ? .evenOdd : .winding)
    case 1:
        context.addPath(path)
        context.strokePath()
    case 2:
        context.addPath(path)
        context.clip(using: input.bool() ? .evenOdd : .winding)
        context.fill(CGRect(x: 0, y: 0, width: side, height: side))
    case 3:
        let dashed = path.copy(dashingWithPhase: input.number(), lengths: dashLengths(&input))
        context.addPath(dashed)
        context.fillPath()
    case 4:
        let outline = path.copy(strokingWithWidth: input.number(), lineCap: .round, lineJoin: .miter,
                                miterLimit: input.number())
        context.addPath(outline)
        context.fillPath()
        _ = outline.contains(point(&input))
    default:
        context.addPath(path)
        context.drawPath(using: CGPathDrawingMode(rawValue: Int32(input.choice(5)))!)
    }
    _ = path.boundingBoxOfPath
}
