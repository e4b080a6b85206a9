import Testing
@testable import FlipbookRaster

@Suite("Blend modes and pixel arithmetic")
struct CompositingTests {
    typealias S = RasterTestSupport

    @Test("div255 is exactly rounded for every product of two bytes")
    func div255Exact() {
        for a in UInt32(0)...255 { for b in stride(from: UInt32(0), through: 255, by: 1) {
            let exact = (Double(a * b) / 255).rounded()
            if Double(PixelOps.div255(a * b)) != exact { Issue.record("div255(\(a)·\(b))"); return }
        } }
    }

    @Test("scale multiplies every channel with exact rounding")
    func scaleChannels() {
        let p = PixelOps.pack(200, 100, 50, 250)
        let s = PixelOps.scale(p, 128)
        #expect(s == PixelOps.pack(100, 50, 25, 125))
    }

    @Test("blend modes on known premultiplied pairs", arguments: [
        (BlendMode.normal, PixelOps.pack(64, 0, 0, 128), PixelOps.pack(0, 0, 200, 255), PixelOps.pack(64, 0, 100, 255)),
        (.copy, PixelOps.pack(64, 0, 0, 128), PixelOps.pack(0, 0, 200, 255), PixelOps.pack(64, 0, 0, 128)),
        (.clear, PixelOps.pack(64, 0, 0, 128), PixelOps.pack(0, 0, 200, 255), 0),
        (.multiply, PixelOps.pack(255, 128, 0, 255), PixelOps.pack(128, 128, 128, 255), PixelOps.pack(128, 64, 0, 255)),
        (.screen, PixelOps.pack(255, 128, 0, 255), PixelOps.pack(128, 128, 128, 255), PixelOps.pack(255, 192, 128, 255)),
        (.plusLighter, PixelOps.pack(200, 100, 0, 128), PixelOps.pack(100, 100, 100, 200), PixelOps.pack(255, 200, 100, 255)),
    ])
    func blendPairs(mode: BlendMode, source: UInt32, destination: UInt32, expected: UInt32) {
        var d = [destination]
        let s = [source]
        d.withUnsafeMutableBufferPointer { dst in
            s.withUnsafeBufferPointer { src in SpanCompositor.span(dst.baseAddress!, src.baseAddress!, nil, 1, mode) }
        }
        #expect(d[0] == expected)
        var solid = [destination]
        solid.withUnsafeMutableBufferPointer { SpanCompositor.solidRun($0.baseAddress!, 1, source, mode) }
        #expect(solid[0] == expected)
    }

    @Test("partial coverage interpolates between destination and full blend")
    func coverageWeight() {
        var d = [PixelOps.pack(0, 0, 0, 255)]
        let cov: [UInt8] = [128]
        d.withUnsafeMutableBufferPointer { dst in
            cov.withUnsafeBufferPointer { c in
                SpanCompositor.solidMasked(dst.baseAddress!, c.baseAddress!, 1, PixelOps.pack(255, 255, 255, 255), .normal)
            }
        }
        #expect(d[0] == PixelOps.pack(128, 128, 128, 255))
    }

    @Test("colours premultiply with rounding")
    func premultiply() {
        #expect(RasterColor(red: 1, green: 0.5, blue: 0, alpha: 0.5).premultiplied == PixelOps.pack(128, 64, 0, 128))
        #expect(RasterColor(red: 2, green: -1, blue: .nan, alpha: 1).premultiplied == PixelOps.pack(255, 0, 0, 255))
    }

    @Test("global alpha and transparency groups: group alpha applies once to the flattened group")
    func transparencyGroup() {
        var target = S.canvas(20, 20, fill: PixelOps.pack(255, 255, 255, 255))
        var layer = S.canvas(20, 20)
        let painter = Painter()
        var a = RasterPath(); a.addRect(x: 0, y: 0, width: 12, height: 20)
        var b = RasterPath(); b.addRect(x: 8, y: 0, width: 12, height: 20)
        painter.fill(a, in: &layer, paint: .solid(.black))
        painter.fill(b, in: &layer, paint: .solid(.black))
        painter.composite(layer, x: 0, y: 0, onto: &target, alpha: 0.5)
        // The overlap (x 8..<12) is not darker than the rest: the group was flattened first.
        #expect(target.pixel(x: 10, y: 5) == target.pixel(x: 2, y: 5))
        #expect(target.components(x: 2, y: 5).r == 127 || target.components(x: 2, y: 5).r == 128)
    }

    @Test("painting through a mask uses its coverage")
    func maskFill() throws {
        var mask = try Mask(width: 4, height: 1, value: 0)
        mask.values = [0, 64, 128, 255]
        var p = S.canvas(10, 3)
        Painter().fill(mask: mask, x: 3, y: 1, in: &p, paint: .solid(.white))
        #expect(p.components(x: 3, y: 1).a == 0)
        #expect(p.components(x: 4, y: 1).a == 64)
        #expect(p.components(x: 6, y: 1).a == 255)
        #expect(p.components(x: 6, y: 0).a == 0)
    }
}
