// GraphicsBenchmark: the cost of drawing through the public Core Graphics API (CGContext) on a 640×960
// bitmap, in RGBA and BGRA layouts, and through UIKit's image renderer (UIKitDrawing.swift).
// Run in release: `swift run -c release GraphicsBenchmark [filter]`. ShadowBlurCost.swift times the shadow blur
// against σ (per pixel).
// Prints one `name: ops/s` line per case (and Gpx/s for full-frame cases). Positions come from the R2
// low-discrepancy sequence, so every run draws the same pixels. Figures are recorded in docs/core-graphics.md.
import Foundation
import FlipbookGraphics

/// The `index`-th point of the 2-D golden-ratio (R2) sequence in the unit square: evenly spread,
/// deterministic positions without a random generator.
func spreadPoint(_ index: Int) -> (x: CGFloat, y: CGFloat) {
    let g: CGFloat = 1.324_717_957_244_746  // the plastic number
    let x = (0.5 + CGFloat(index) / g).truncatingRemainder(dividingBy: 1)
    let y = (0.5 + CGFloat(index) / (g * g)).truncatingRemainder(dividingBy: 1)
    return (x, y)
}

let width = 640
let height = 960
let framePixels = Double(width * height)
let filter = CommandLine.arguments.dropFirst().first

func makeContext(_ bitmapInfo: UInt32) -> CGContext {
    guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: bitmapInfo) else {
        fatalError("a 640×960 RGB context is supported")
    }
    return context
}

/// Runs `body` once to warm up, then `count` times, and prints the rate.
func measure(_ name: String, count: Int, pixelsPerCall: Double = 0, _ body: () -> Void) {
    if let filter, !name.contains(filter) { return }
    body()
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<count { body() }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let rate = Double(count) / seconds
    var line = "\(name): \(String(format: "%.0f", rate)) ops/s"
    if pixelsPerCall > 0 { line += String(format: ", %.2f Gpx/s", rate * pixelsPerCall / 1e9) }
    print(line)
}

let layouts: [(String, UInt32)] = [
    ("RGBA", CGImageAlphaInfo.premultipliedLast.rawValue),
    ("BGRA", CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue),
]
let roundedRect = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 64, height: 64), cornerWidth: 8, cornerHeight: 8,
                         transform: nil)
for (label, bitmapInfo) in layouts {
    let context = makeContext(bitmapInfo)
    let frame = CGRect(x: 0, y: 0, width: width, height: height)
    context.setFillColor(CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
    measure("\(label) full-frame opaque fill", count: 300, pixelsPerCall: framePixels) { context.fill(frame) }
    context.setFillColor(CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.5))
    measure("\(label) full-frame 50% fill", count: 300, pixelsPerCall: framePixels) { context.fill(frame) }
    var index = 0
    measure("\(label) 64-px rounded rect", count: 20_000) {
        let point = spreadPoint(index)
        index += 1
        context.saveGState()
        context.translateBy(x: point.x * CGFloat(width - 64), y: point.y * CGFloat(height - 64))
        context.addPath(roundedRect)
        context.fillPath()
        context.restoreGState()
    }
}

let context = makeContext(layouts[0].1)
context.setStrokeColor(CGColor(red: 0.8, green: 0.2, blue: 0.2, alpha: 1))
context.setLineWidth(4)
let circle = CGRect(x: 100, y: 100, width: 100, height: 100)
measure("100-px circle stroke", count: 5000) { context.strokeEllipse(in: circle) }
context.setLineDash(phase: 0, lengths: [10, 5])
measure("100-px dashed circle stroke", count: 5000) { context.strokeEllipse(in: circle) }
context.setLineDash(phase: 0, lengths: [])

let gradient = CGGradient(colorsSpace: nil, colors: [CGColor.black, CGColor.white] as CFArray, locations: nil)
if let gradient {
    let extend: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
    let centre = CGPoint(x: width / 2, y: height / 2)
    measure("full-frame linear gradient", count: 200, pixelsPerCall: framePixels) {
        context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: width, y: height), options: extend)
    }
    measure("full-frame radial gradient", count: 50, pixelsPerCall: framePixels) {
        context.drawRadialGradient(gradient, startCenter: centre, startRadius: 0, endCenter: centre, endRadius: 500,
                                   options: extend)
    }
}

let source = makeContext(layouts[0].1)
source.fillEllipse(in: CGRect(x: 0, y: 0, width: width, height: height))
if let image = source.makeImage() {
    measure("640x960 image 1:1", count: 300, pixelsPerCall: framePixels) {
        context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
    }
    measure("640x960 image at 320x480", count: 100) {
        context.draw(image, in: CGRect(x: 10.5, y: 10.5, width: 320, height: 480))
    }
}

context.setShadow(offset: CGSize(width: 4, height: -4), blur: 8)
measure("64-px rect with blurred shadow", count: 100) { context.fill(CGRect(x: 200, y: 200, width: 64, height: 64)) }
context.setShadow(offset: .zero, blur: 0, color: nil)
measure("makeImage 640x960", count: 300) { _ = context.makeImage() }
measureShadowBlurCost()
measureUIKitDrawing()
