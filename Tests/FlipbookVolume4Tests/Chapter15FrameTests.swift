import FlipbookImageIO
import FlipbookScenes
@testable import FlipbookVolume4
import Testing

/// Cases 55 and 56 in the frames (catalogue §2.4): at 0 s the old content (`1.jpg`), at 2 s the new (`2.jpg`);
/// `oglFlip` turns the whole view about a vertical axis, edge-on — nothing drawn — at 1 s, and the subtype
/// `fromRight` turns it the other way (the mirror image of the turn without a subtype).
@Suite("Chapter 15 frames")
struct Chapter15FrameTests {
    /// The scene `id` of chapter 15.
    static func scene(_ id: String) throws -> Scene {
        try #require(Volume4.chapter15.first { $0.id == id })
    }

    /// Cover 1's crimson-to-orange ground.
    static func isCover1(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 150 && Int(p.r) > Int(p.b) + 80 }
    /// Cover 2's navy-to-teal ground.
    static func isCover2(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.b > 100 && Int(p.b) > Int(p.r) + 80 }

    @Test("At 0 s every figure shows 1.jpg and at 2 s 2.jpg: the same frames as Case 55's, within 1 level")
    func ends() throws {
        let start = try Self.scene("case-55-1").renderFrame(at: 0), end = try Self.scene("case-55-1").renderFrame(at: 2)
        #expect(Self.isCover1(start[100, 300]) && Self.isCover1(start[100, 500]))
        #expect(Self.isCover2(end[100, 300]) && Self.isCover2(end[100, 500]))
        for scene in Volume4.chapter15.dropFirst() {
            for (time, expected) in [(0.0, start), (2.0, end)] {
                let frame = try scene.renderFrame(at: time)
                let delta = zip(frame.pixels, expected.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
                #expect(delta <= 1, "\(scene.id) at \(time) s differs by \(delta)")
            }
        }
    }

    @Test("oglFlip is edge-on at 1 s, half-way: every pixel white (the background), with or without a subtype",
          arguments: ["case-55-1", "case-55-2"])
    func edgeOn(id: String) throws {
        let frame = try Self.scene(id).renderFrame(at: 1)
        #expect(stride(from: 0, to: frame.pixels.count, by: 4).allSatisfy {
            frame.pixels[$0] == 255 && frame.pixels[$0 + 1] == 255 && frame.pixels[$0 + 2] == 255
        })
    }

    @Test("At 0.5 and 1.5 s the turned view is narrower than the screen, its nearer edge taller; fromRight's turn mirrors the default's",
          arguments: [0.5, 1.5])
    func turnDirection(time: Double) throws {
        let left = Self.silhouette(try Self.scene("case-55-1").renderFrame(at: time))
        let right = Self.silhouette(try Self.scene("case-55-2").renderFrame(at: time))
        for (row, (l, r)) in zip(left, right).enumerated() where l != nil || r != nil {
            let l = try #require(l, "row \(row)"), r = try #require(r, "row \(row)")
            #expect(abs(l.min - (413 - r.max)) <= 1 && abs(l.max - (413 - r.min)) <= 1, "row \(row): \(l) against \(r)")
        }
        let extent = left.compactMap { $0 }
        let minX = extent.map(\.min).min()!, maxX = extent.map(\.max).max()!
        #expect(minX > 0 && maxX < 413, "the turned view is narrower than the screen: \(minX)…\(maxX)")
        #expect(left.first! != nil && left.last! != nil, "its nearer edge reaches past the screen's top and bottom")
        #expect(left[20]!.max - left[20]!.min < left[368]!.max - left[368]!.min, "the far edge is shorter")
    }

    /// The leftmost and rightmost non-white column of each row of `frame`, or `nil` for a white row.
    static func silhouette(_ frame: RGBAImage) -> [(min: Int, max: Int)?] {
        (0..<frame.height).map { y in
            let columns = (0..<frame.width).filter { x in
                let p = frame[x, y]
                return min(p.r, p.g, p.b) < 250
            }
            return columns.first.map { ($0, columns.last!) }
        }
    }
}
