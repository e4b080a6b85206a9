import Foundation
import FlipbookGraphics
import FlipbookRaster

/// The cost per pixel of a shadow's blur against its σ: the shadow blur (`ShadowBlur`, box passes from σ = 2)
/// and, for contrast, the exact Gaussian (`GaussianBlur.blur`, 6σ + 1 taps per pass), on a
/// fixed 512 × 512 mask whose every value is non-zero (so the whole mask is filtered at every σ); then shadowed
/// full-frame fills through `CGContext.setShadow`, per pixel of the offscreen they blur (the frame grown by the
/// blur's reach on each side).
func measureShadowBlurCost() {
    let side = 512
    guard var source = try? Mask(width: side, height: side, value: 1) else { fatalError("a 512² mask is valid") }
    for y in 192..<320 { for x in 192..<320 { source.values[y * side + x] = 255 } }
    let pixels = Double(side * side)
    for sigma in [2.0, 8.0, 32.0, 128.0] {
        measurePerPixel("shadow blur σ \(Int(sigma)) on 512²", count: 40, pixels: pixels) {
            var mask = source
            ShadowBlur.blur(&mask, sigma: sigma)
        }
    }
    for sigma in [2.0, 8.0, 32.0] {
        measurePerPixel("exact Gaussian σ \(Int(sigma)) on 512²", count: sigma > 8 ? 4 : 20, pixels: pixels) {
            var mask = source
            GaussianBlur.blur(&mask, sigma: sigma)
        }
    }
    let context = makeContext(CGImageAlphaInfo.premultipliedLast.rawValue)
    context.setFillColor(CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
    for blur in [4.0, 16.0, 64.0, 128.0] {
        let spread = Double(Int((1.5 * blur).rounded(.up)) + 1)
        let offscreen = (Double(width) + 2 * spread) * (Double(height) + 2 * spread)
        context.setShadow(offset: .zero, blur: CGFloat(blur))
        measurePerPixel("shadowed full-frame fill, blur \(Int(blur)) (σ \(Int(blur / 2)))", count: 10, pixels: offscreen) {
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }
    context.setShadow(offset: .zero, blur: 0, color: nil)
}

/// Runs `body` once to warm up, then `count` times, and prints the time per call and per pixel of `pixels`.
func measurePerPixel(_ name: String, count: Int, pixels: Double, _ body: () -> Void) {
    if let filter, !name.contains(filter) { return }
    body()
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<count { body() }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / Double(count)
    print("\(name): \(String(format: "%.2f", seconds * 1e3)) ms/call, \(String(format: "%.2f", seconds * 1e9 / pixels)) ns/px")
}
