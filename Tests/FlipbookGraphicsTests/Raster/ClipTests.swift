import Testing
@testable import FlipbookRaster

@Suite("Clip masks")
struct ClipTests {
    typealias S = RasterTestSupport

    @Test("two rectangular clips intersect, with anti-aliased edges")
    func intersection() throws {
        var p = S.canvas(60, 60)
        var clip = try Mask(width: 60, height: 60)
        let painter = Painter()
        var a = RasterPath(); a.addRect(x: 10.5, y: 10, width: 30, height: 30)
        var b = RasterPath(); b.addRect(x: 20, y: 20.5, width: 30, height: 30)
        painter.clip(&clip, to: a)
        painter.clip(&clip, to: b)
        var all = RasterPath(); all.addRect(x: 0, y: 0, width: 60, height: 60)
        painter.fill(all, in: &p, paint: S.opaqueWhite, clip: clip)
        #expect(abs(S.coveredArea(p) - 20.5 * 19.5) < 0.5)
        #expect(S.alpha(p, 30, 30) == 255)
        #expect(S.alpha(p, 15, 15) == 0)
        #expect(abs(S.alpha(p, 30, 20) - 128) <= 1)   // half-covered row of the second clip
        #expect(abs(S.alpha(p, 40, 30) - 128) <= 1)   // half-covered column of the first clip
    }

    @Test("a clip of the wrong size draws nothing")
    func wrongSize() throws {
        var p = S.canvas(10, 10)
        var all = RasterPath(); all.addRect(x: 0, y: 0, width: 10, height: 10)
        Painter().fill(all, in: &p, paint: S.opaqueWhite, clip: try Mask(width: 5, height: 5))
        #expect(S.coveredArea(p) == 0)
    }

    @Test("invalid sizes are typed errors")
    func invalidSizes() {
        #expect(throws: RasterError.invalidSize(width: -1, height: 4)) { try Pixmap(width: -1, height: 4) }
        #expect(throws: RasterError.invalidSize(width: 3, height: -2)) { try Mask(width: 3, height: -2) }
        #expect(throws: RasterError.byteCountMismatch(expected: 16, actual: 3)) {
            try Pixmap(width: 2, height: 2, premultipliedBytes: [1, 2, 3])
        }
    }
}
