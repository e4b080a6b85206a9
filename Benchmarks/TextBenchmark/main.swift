// Text throughput: a 1,000-glyph mixed Latin/CJK paragraph at 17 pt, wrapped at 340 pt and drawn at 2× into an
// RGBA bitmap. Reports glyphs per second for layout alone, for layout + outline lookup (the text engine's own work,
// without the rasterizer), and for layout + drawing, each with a cold outline cache (a freshly loaded face, opened
// before the clock starts) and a warm one. Run: swift run -c release TextBenchmark
import FlipbookGraphics
import FlipbookText
import Foundation

let sentence = "航班 Flight 1234 登录 Login: the quick brown fox jumps over the lazy dog. 文字以路径的形式绘制，在任何机器上都相同。"
let scalars = Array(String(repeating: sentence, count: 1000 / sentence.unicodeScalars.count + 1).unicodeScalars.prefix(1000))
let paragraph = String(String.UnicodeScalarView(scalars))
let glyphCount = scalars.count
let container = TextContainer(width: 340, wraps: true)

func layout(_ font: CGFont) -> TextLayout {
    let style = TextStyle(fonts: FontFallbackChain(primary: font), fontSize: 17)
    return TextLayout(runs: [TextRun(paragraph, style: style)], defaultStyle: style, container: container)
}

func draw(_ font: CGFont) {
    let text = layout(font)
    let scale: CGFloat = 2
    guard let context = CGContext(
        data: nil, width: Int(340 * scale), height: Int((text.size.height * scale).rounded(.up)), bitsPerComponent: 8,
        bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    else { fatalError("cannot create the benchmark's bitmap context") }
    context.translateBy(x: 0, y: CGFloat(context.height))
    context.scaleBy(x: scale, y: -scale)
    TextRenderer.draw(text, colors: [.black], in: context)
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

/// The best of `runs` timings of `body` (each given a value made by `prepare` outside the clock).
func best<Prepared>(runs: Int, prepare: () -> Prepared, _ body: (Prepared) -> Void) -> Double {
    let clock = ContinuousClock()
    var fastest = Double.infinity
    for _ in 0..<runs {
        let prepared = prepare()
        let elapsed = clock.measure { body(prepared) }
        fastest = min(fastest, seconds(elapsed))
    }
    return fastest
}

let fontData = try BundledFont.data()
func freshFont() -> CGFont {
    do { return try CGFont(data: fontData) } catch { fatalError("bundled font: \(error)") }
}
let warmFont = freshFont()
draw(warmFont)

/// Layout, then every glyph's outline (read from FreeType on a cold cache), without filling anything.
func outlines(_ font: CGFont) {
    for line in layout(font).lines {
        for glyph in line.glyphs { _ = glyph.font.face.outline(of: glyph.glyph) }
    }
}

let layoutTime = best(runs: 20, prepare: { warmFont }) { _ = layout($0) }
let coldOutlineTime = best(runs: 10, prepare: freshFont) { outlines($0) }
let warmOutlineTime = best(runs: 20, prepare: { warmFont }) { outlines($0) }
let coldTime = best(runs: 10, prepare: freshFont) { draw($0) }
let warmTime = best(runs: 20, prepare: { warmFont }) { draw($0) }

func report(_ name: String, _ time: Double) {
    let rate = Double(glyphCount) / time
    print("\(name): \(String(format: "%.2f", time * 1000)) ms, \(String(format: "%.0f", rate)) glyphs/s")
}
print("TextBenchmark: \(glyphCount) glyphs, \(layout(warmFont).lines.count) lines, 17 pt, 2x")
report("layout only          ", layoutTime)
report("+ outlines (cold)    ", coldOutlineTime)
report("+ outlines (warm)    ", warmOutlineTime)
report("layout + draw (cold) ", coldTime)
report("layout + draw (warm) ", warmTime)
