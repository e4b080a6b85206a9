import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
@testable import FlipbookVolume3
import Testing

/// Case 54's numbers (catalogue §2.3): the covers stacked at 0 s (cover 3 on top, covers 1 and 2 moved down by
/// the anchor change), and at 0.5 s — held after — the Cover Flow: cover 1's left edge at x ≈ −8.5 (y 71.8…257.3)
/// and its right edge at x ≈ 173.7 (y 52.0…177.9), cover 2 mirrored about x = 200, cover 3 over x 57.5…342.5,
/// y 70…190; in the presentation tree and in the frames.
@Suite("Case 54 Cover Flow")
struct Case54Tests {
    static let scene = Volume3.scenes.first { $0.id == "case-54" }

    /// The catalogue's corners at 0.5 s of covers 1, 2, 3: top left, bottom left, top right, bottom right.
    static let coverFlowCorners: [[(x: Double, y: Double)]] = [
        [(-8.54, 71.83), (-8.54, 257.32), (173.67, 51.97), (173.67, 177.88)],
        [(226.33, 51.97), (226.33, 177.88), (408.54, 71.83), (408.54, 257.32)],
        [(57.5, 70), (57.5, 190), (342.5, 70), (342.5, 190)],
    ]

    /// The screen corners of the three covers at `time`, from their presentation layers.
    static func corners(at time: Double) throws -> [[CGPoint]] {
        let stage = try #require(scene).makeStage(scale: 1)
        let controller = try #require(stage.viewController as? CoverFlowViewController)
        stage.host.run(until: time)
        return try stage.host.perform {
            try [controller.imageView1, controller.imageView2, controller.imageView3].map { imageView in
                projectedCorners(of: try #require(imageView.layer.presentation()))
            }
        }
    }

    @Test("At 0 s the covers are stacked where the anchor change moved them: 1 and 2 at (100, 225, 200, 250), 3 at (100, 250, 300, 200)")
    func stackedAtStart() throws {
        let corners = try Self.corners(at: 0)
        let expected: [[(x: Double, y: Double)]] = [
            [(100, 225), (100, 475), (300, 225), (300, 475)], [(100, 225), (100, 475), (300, 225), (300, 475)],
            [(100, 250), (100, 450), (400, 250), (400, 450)],
        ]
        for (cover, points) in corners.enumerated() {
            for (point, corner) in zip(points, expected[cover]) {
                #expect(isNear(point, corner, within: 0.01), "cover \(cover + 1): \(point), expected \(corner)")
            }
        }
    }

    @Test("At 0.5 s and after, each cover's projected corners are the catalogue's within 1 point", arguments: [0.5, 1.0])
    func coverFlowCorners(at time: Double) throws {
        let corners = try Self.corners(at: time)
        for (cover, points) in corners.enumerated() {
            for (point, corner) in zip(points, Self.coverFlowCorners[cover]) {
                #expect(isNear(point, corner), "cover \(cover + 1) at \(time) s: \(point), expected \(corner)")
            }
        }
    }

    @Test("At 0.25 s the eased groups are half done: each cover's position half-way to its end, its top edge between its start and its end")
    func halfWay() throws {
        let stage = try #require(Self.scene).makeStage(scale: 1)
        let controller = try #require(stage.viewController as? CoverFlowViewController)
        stage.host.run(until: 0.25)
        let positions = try stage.host.perform {
            try [controller.imageView1, controller.imageView2, controller.imageView3].map {
                try #require($0.layer.presentation()).position
            }
        }
        // From (200, 225), (200, 225), (250, 250) to (100, 10), (300, 10), (200, 20).
        for (position, expected) in zip(positions, [(150.0, 117.5), (250.0, 117.5), (225.0, 135.0)]) {
            #expect(isNear(position, expected, within: 0.01), "\(position), expected \(expected)")
        }
        let corners = try Self.corners(at: 0.25)
        let topMiddle = (corners[0][0].y + corners[0][2].y) / 2
        #expect(topMiddle > 70 && topMiddle < 225, "\(topMiddle)")
        #expect(corners[0][0].x < 100 && corners[1][2].x > 300)
    }

    @Test("The frames: at 0 s cover 3 on top and a strip of cover 2 above it on black; at 0.5 s the three covers spread, their edges where the corners put them")
    func frames() throws {
        let scene = try #require(Self.scene)
        let start = try scene.renderFrame(at: 0), end = try scene.renderFrame(at: 0.5)
        #expect(isCover3Green(start[370, 420]))
        #expect(isCover2Blue(start[220, 237]))
        #expect(isBlack(start[50, 300]) && isBlack(start[200, 200]))
        // Cover 1 on the left: its gradient at x = 26 and 40 between its top and bottom edges, black outside them.
        // Its edges are straight lines between the corners: at x = 26 the top edge is at y ≈ 68.1, the bottom at
        // y ≈ 242.3.
        #expect(isCover1Red(end[26, 80]) && isCover1Red(end[26, 150]) && isCover1Red(end[40, 230]))
        #expect(isBlack(end[26, 64]) && isBlack(end[26, 247]))
        // Cover 2 mirrored on the right (x = 374 mirrors x = 26): its gradient, black above and below.
        #expect(isCover2Blue(end[374, 150]) && isCover2Blue(end[374, 200]) && isCover2Blue(end[360, 230]))
        #expect(isBlack(end[374, 64]) && isBlack(end[374, 247]))
        // Cover 3 on top between them, y 70…190: its white spine at x 60…82, its green right of it; black just
        // above and below it in the middle, where covers 1 and 2 leave a gap (x 173.7…226.3).
        #expect(isWhite(end[70, 130]) && isCover3Green(end[100, 130]) && isCover3Green(end[330, 180]))
        #expect(isBlack(end[200, 67]) && isCover3Green(end[95, 73]) && isCover3Green(end[330, 187]))
        #expect(isBlack(end[200, 193]))
        // Cover 1 shows left of cover 3's left edge (x 57.5), cover 2 right of its right edge (x 342.5).
        #expect(isCover1Red(end[54, 165]) && isCover2Blue(end[346, 165]))
    }

    /// Cover 1's crimson-to-orange ground.
    private func isCover1Red(_ p: Pixel) -> Bool { p.r > 150 && Int(p.r) > Int(p.b) + 80 && p.b < 80 }
    /// Cover 2's navy-to-teal ground.
    private func isCover2Blue(_ p: Pixel) -> Bool { p.b > 80 && Int(p.b) > Int(p.r) + 40 }
    /// Cover 3's green-to-lime ground.
    private func isCover3Green(_ p: Pixel) -> Bool { Int(p.g) > Int(p.r) + 20 && Int(p.g) > Int(p.b) + 20 }
    private func isWhite(_ p: Pixel) -> Bool { p.r > 235 && p.g > 235 && p.b > 235 }
    private func isBlack(_ p: Pixel) -> Bool { p.r < 10 && p.g < 10 && p.b < 10 }
}
