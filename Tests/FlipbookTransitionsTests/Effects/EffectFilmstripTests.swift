import Foundation
import Testing
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import FlipbookScenes
import FlipbookTesting

/// The effect types drawn through a `CATransition` on a host: a 200 × 120 pt layer changes from a blue checkerboard
/// to an orange one with a one-second transition, sampled at p = 0, 0.25, 0.5, 0.75 and 1 at 2×.
@Suite struct EffectFilmstripTests {
    static let times = [0.0, 0.25, 0.5, 0.75, 1.0]
    static let blue: [Int] = [44, 92, 200], orange: [Int] = [240, 140, 30]

    /// A checkerboard of `cell`-point squares of `colour` and white, 200 × 120 pt at 2×.
    static func checkerboard(_ colour: [Int], cell: Int) -> CGImage? {
        let context = CGContext(data: nil, width: 400, height: 240, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        context?.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        context?.fill(CGRect(x: 0, y: 0, width: 400, height: 240))
        context?.setFillColor(CGColor(red: Double(colour[0]) / 255, green: Double(colour[1]) / 255,
                                      blue: Double(colour[2]) / 255, alpha: 1))
        for row in 0..<(240 / (2 * cell)) {
            for column in 0..<(400 / (2 * cell)) where (row + column) % 2 == 0 {
                // Rows counted from the top (the bitmap context's y goes up): the top-left cell is coloured.
                context?.fill(CGRect(x: column * 2 * cell, y: 240 - (row + 1) * 2 * cell, width: 2 * cell,
                                     height: 2 * cell))
            }
        }
        return context?.makeImage()
    }

    /// The frames of the layer changing from the blue checkerboard to the orange one with a transition of `type`.
    static func frames(of type: String) throws -> [RGBAImage] {
        let host = LayerHost(size: CGSize(width: 200, height: 120)), layer = CALayer()
        host.perform {
            CATransaction.setDisableActions(true)
            layer.frame = host.rootLayer.bounds
            layer.contents = checkerboard(blue, cell: 20)
            host.rootLayer.addSublayer(layer)
        }
        _ = try host.renderFrameImage(at: 0, scale: 2)
        host.perform {
            CATransaction.setDisableActions(true)
            layer.contents = checkerboard(orange, cell: 12)
            layer.add(TransitionStage.transition(CATransitionType(rawValue: type)), forKey: "change")
        }
        return try times.map { try host.renderFrameImage(at: $0, scale: 2, backgroundColor: .white) }
    }

    /// The colour of a frame at (`x`, `y`) points, as red, green, blue integers.
    static func colour(_ frame: RGBAImage, _ x: Int, _ y: Int) -> [Int] {
        frame.rgb(2 * x, 2 * y).map(Int.init)
    }

    static func isClose(_ colour: [Int], to expected: [Int], within tolerance: Int = 6) -> Bool {
        zip(colour, expected).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test(arguments: ["rippleEffect", "suckEffect", "cameraIrisHollowOpen", "cameraIrisHollowClose"])
    func filmstrip(of type: String) throws {
        let frames = try Self.frames(of: type)
        // The ends: the old checkerboard (a blue square at the top left), then the new one (orange at the top left).
        #expect(Self.isClose(Self.colour(frames[0], 10, 10), to: Self.blue))
        #expect(Self.isClose(Self.colour(frames[4], 6, 6), to: Self.orange))
        try expectGolden(Filmstrip.compose(frames: frames, times: Self.times, scale: 2), named: type)
    }

    @Test func rippleCrossFadesHalfwayThroughTheWave() throws {
        let middle = try Self.frames(of: "rippleEffect")[2]
        // Near the centre the wave has passed and died down (displacement ≈ 1.3 pt): (90, 53) lies inside a blue
        // cell of the old checkerboard and a white cell of the new one, blended half and half.
        let halfBlueHalfWhite = Self.blue.map { ($0 + 255) / 2 }
        #expect(Self.isClose(Self.colour(middle, 90, 53), to: halfBlueHalfWhite, within: 8))
    }

    @Test func suckHasUncoveredTheCornersAndFunnelsTheOldRendering() throws {
        let middle = try Self.frames(of: "suckEffect")[2]
        // At p = 0.5 the top-left corner of the old rendering is at (21.6, 4.8) and the bottom row is in the hole:
        // the corners show the new checkerboard (orange cells there).
        #expect(Self.isClose(Self.colour(middle, 3, 2), to: Self.orange))
        #expect(Self.isClose(Self.colour(middle, 15, 118), to: Self.orange))
        // (90, 10) shows the old rendering at about (86.6, 4.3): a blue cell.
        #expect(Self.isClose(Self.colour(middle, 90, 10), to: Self.blue))
    }

    @Test func irisOpenShowsTheNewCentreInsideGreyBladesOverTheOld() throws {
        let middle = try Self.frames(of: "cameraIrisHollowOpen")[2]
        // p = 0.5: aperture circumradius 67.3 pt (inscribed 58.3) about (100, 60); the ring reaches 107.7 pt.
        #expect(Self.isClose(Self.colour(middle, 110, 66), to: Self.orange))
        let blade = Self.colour(middle, 30, 60)
        #expect(blade[0] == blade[1] && blade[1] == blade[2] && (45...90).contains(blade[0]))
        #expect(Self.isClose(Self.colour(middle, 1, 1), to: Self.blue))
    }
}
