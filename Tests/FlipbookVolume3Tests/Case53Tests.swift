import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
@testable import FlipbookVolume3
import Testing

/// Case 53's numbers (catalogue §2.3): the 400 × 300 picture centred at (207, 368) turns in 4 s, eased in and out
/// (half-way at 2 s), without perspective. 53a: visible height 300 · cos θ — 300, ≈ 212.1 at 2 s, nothing at 4 s;
/// 53b: onto the (1, 1) diagonal through the centre at 4 s; 53c: the top-left corner at the former centre, the
/// width 400 · cos θ about the left edge; 53e: height 300 → 225 → 150, centred, width unchanged.
@Suite("Case 53 3D rotation demos")
struct Case53Tests {
    static let center = CGPoint(x: 207, y: 368)

    /// The scene of variant `id`.
    static func scene(_ id: String) throws -> Scene {
        try #require(Volume3.scenes.first { $0.id == id })
    }

    /// The screen corners of the picture at `time` (top left, bottom left, top right, bottom right), from its
    /// presentation layer.
    static func corners(_ id: String, at time: Double) throws -> [CGPoint] {
        let stage = try scene(id).makeStage(scale: 1)
        let controller = try #require(stage.viewController as? RotationDemoViewController)
        stage.host.run(until: time)
        return try stage.host.perform {
            projectedCorners(of: try #require(controller.imageView?.layer.presentation()))
        }
    }

    /// The picture's extent on the screen at `time`: its corners' width and height.
    static func extent(_ id: String, at time: Double) throws -> CGSize {
        let corners = try corners(id, at: time)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGSize(width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    @Test("53a: the visible height is 300 · cos θ — 300 at 0 s, 212.1 at 2 s (45°), 0 at 4 s —, the width stays 400",
          arguments: [(0.0, 300.0), (2.0, 212.13), (4.0, 0.0)])
    func xAxisHeight(time: Double, height: Double) throws {
        let extent = try Self.extent("case-53a", at: time)
        #expect(abs(Double(extent.height) - height) < 0.5, "\(extent.height)")
        #expect(abs(Double(extent.width) - 400) < 0.01, "\(extent.width)")
    }

    @Test("53a in the frames: the picture spans y 368 ± 106 at 2 s; at 4 s it is edge-on and nothing is drawn")
    func xAxisFrames() throws {
        let scene = try Self.scene("case-53a")
        let half = try ScreenFrame(scene, at: 2), edgeOn = try ScreenFrame(scene, at: 4)
        #expect(!half.isWhite(207, 270) && !half.isWhite(207, 466) && !half.isWhite(20, 368) && !half.isWhite(394, 368))
        #expect(half.isWhite(207, 258) && half.isWhite(207, 478))
        #expect(edgeOn.allWhite)
    }

    @Test("53b: at 4 s the picture lies on the line through its centre along (1, 1)")
    func diagonalCollapse() throws {
        let corners = try Self.corners("case-53b", at: 4)
        for corner in corners {
            #expect(abs((corner.y - Self.center.y) - (corner.x - Self.center.x)) < 0.01, "\(corner)")
        }
        let frame = try ScreenFrame(try Self.scene("case-53b"), at: 4)
        #expect(frame.isWhite(257, 318) && frame.isWhite(157, 418))
    }

    @Test("53c: the anchor (0, 0) puts the top-left corner at the former centre; the width shrinks to 400 · cos θ about the left edge",
          arguments: [(0.0, 400.0), (2.0, 282.84), (4.0, 0.0)])
    func leftEdge(time: Double, width: Double) throws {
        let corners = try Self.corners("case-53c", at: time)
        #expect(abs(corners[0].x - 207) < 0.01 && abs(corners[0].y - 368) < 0.01, "\(corners[0])")
        #expect(abs(corners[1].x - 207) < 0.01 && abs(corners[1].y - 668) < 0.01, "\(corners[1])")
        #expect(abs(Double(corners[2].x - corners[0].x) - width) < 0.5, "\(corners[2])")
        #expect(abs(corners[2].y - 368) < 0.01 && abs(corners[3].y - 668) < 0.01)
    }

    @Test("53c in the frames: at 2 s the picture starts at the former centre (207, 368) and runs off the screen's right edge (to x ≈ 490)")
    func leftEdgeFrames() throws {
        let frame = try ScreenFrame(try Self.scene("case-53c"), at: 2)
        #expect(frame.isWhite(203, 500) && !frame.isWhite(211, 500) && !frame.isWhite(300, 372) && frame.isWhite(300, 364))
        #expect(!frame.isWhite(412, 500) && !frame.isWhite(412, 660) && frame.isWhite(412, 672))
    }

    @Test("53d: the picture turns about (1, 1, 1) through its centre: at 4 s a quarter turn, the centre in place, the picture still facing the viewer")
    func spaceDiagonal() throws {
        let corners = try Self.corners("case-53d", at: 4)
        let middle = CGPoint(x: (corners[0].x + corners[3].x) / 2, y: (corners[0].y + corners[3].y) / 2)
        #expect(abs(middle.x - 207) < 0.01 && abs(middle.y - 368) < 0.01)
        let frame = try ScreenFrame(try Self.scene("case-53d"), at: 4)
        #expect(!frame.isWhite(207, 368))
    }

    @Test("53e: m22 = 0.5 scales the height 300 → 225 at 2 s → 150 at 4 s about the centre; the width stays 400",
          arguments: [(0.0, 300.0), (2.0, 225.0), (4.0, 150.0)])
    func matrixEdit(time: Double, height: Double) throws {
        let corners = try Self.corners("case-53e", at: time)
        #expect(abs(Double(corners[1].y - corners[0].y) - height) < 0.01, "\(corners)")
        #expect(abs((corners[0].y + corners[1].y) / 2 - 368) < 0.01)
        #expect(abs(corners[2].x - corners[0].x - 400) < 0.01)
        let frame = try ScreenFrame(try Self.scene("case-53e"), at: time)
        let top = Int((368 - height / 2).rounded())
        #expect(frame.isWhite(207, top - 3) && !frame.isWhite(207, top + 3))
    }
}
