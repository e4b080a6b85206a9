import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import Foundation
import Testing

/// The colour a fraction `t` of the way from red to blue, as pixel values.
private func redToBlue(_ t: Double) -> [Int] {
    [Int((255 * (1 - t)).rounded()), 0, Int((255 * t).rounded()), 255]
}

/// What a `CAGradientLayer` draws, probed pixel by pixel (scale 1, pixel (x, y) centred at (x + 0.5, y + 0.5)):
/// Apple's geometry for each type, the layer's shape, transform and mask, and bad input.
@Suite("CAGradientLayer rendering")
struct GradientRenderingTests {
    private let redBlue: [Any] = [GradientFrame.red, GradientFrame.blue]

    /// The frame of a red-to-blue gradient of `type` from `start` to `end` filling a layer of `size`.
    private func redToBlueFrame(_ type: CAGradientLayerType = .axial, from start: CGPoint, to end: CGPoint,
                                size: CGSize = CGSize(width: 100, height: 100)) throws -> RGBAImage {
        try GradientFrame(size: size) {
            $0.colors = redBlue
            $0.type = type
            $0.startPoint = start
            $0.endPoint = end
        }.image()
    }

    @Test("Axial, default points: red at the top edge to blue at the bottom, constant across")
    func axialDefault() throws {
        let image = try GradientFrame { $0.colors = redBlue }.image()
        #expect(image.pixel(50, 0, is: redToBlue(0.005), within: 3))
        #expect(image.pixel(10, 50, is: redToBlue(0.505), within: 3) && image.pixel(90, 50, is: redToBlue(0.505), within: 3))
        #expect(image.pixel(50, 99, is: redToBlue(0.995), within: 3))
    }

    @Test("Axial from (0, 0.5) to (1, 0.5): left to right; (0, 0) to (1, 1): along the diagonal")
    func axialDirections() throws {
        let horizontal = try redToBlueFrame(from: CGPoint(x: 0, y: 0.5), to: CGPoint(x: 1, y: 0.5))
        #expect(horizontal.pixel(24, 5, is: redToBlue(0.245), within: 3))
        #expect(horizontal.pixel(24, 95, is: redToBlue(0.245), within: 3))
        let diagonal = try redToBlueFrame(from: .zero, to: CGPoint(x: 1, y: 1))
        // Along the diagonal t = (x + y) / 200 for pixel centres: (10, 40) and (40, 10) are both at 0.255.
        #expect(diagonal.pixel(10, 40, is: redToBlue(0.255), within: 3))
        #expect(diagonal.pixel(40, 10, is: redToBlue(0.255), within: 3))
    }

    @Test("Locations [0, 0.1, 0.2] with clear, white, clear: a white band peaking 10 % down, fading over 10 % each side")
    func band() throws {
        // Colours interpolate unpremultiplied, as Core Graphics does: a fraction f of white from clear (transparent
        // black) is white at alpha f with grey f, so over black the glow is f².
        let image = try GradientFrame {
            $0.colors = [CGColor.clear, CGColor.white, CGColor.clear]
            $0.locations = [0.0, 0.1, 0.2]
        }.image(background: .black)
        #expect(image.pixel(50, 10, is: [230, 230, 230, 255], within: 6))
        #expect(image.pixel(50, 5, is: [77, 77, 77, 255], within: 6) && image.pixel(50, 15, is: [52, 52, 52, 255], within: 6))
        #expect(image.pixel(50, 25, is: [0, 0, 0, 255]) && image.pixel(50, 90, is: [0, 0, 0, 255]))
    }

    @Test("Radial: an ellipse centred at startPoint whose half-axes reach endPoint along x and y")
    func radial() throws {
        let image = try redToBlueFrame(.radial, from: CGPoint(x: 0.5, y: 0.5), to: CGPoint(x: 1, y: 1),
                                       size: CGSize(width: 200, height: 100))
        // Half-axes 100 and 50 points: (150.5, 50.5) and (100.5, 75.5) are both about half-way out.
        #expect(image.pixel(100, 50, is: redToBlue(0.007), within: 3))
        #expect(image.pixel(150, 50, is: redToBlue(0.505), within: 3) && image.pixel(100, 75, is: redToBlue(0.51), within: 3))
        #expect(image.pixel(2, 2, is: redToBlue(1)) && image.pixel(197, 97, is: redToBlue(1)))
    }

    @Test("Conic: around startPoint from the direction of endPoint, turning towards +y (clockwise on screen)")
    func conic() throws {
        let image = try redToBlueFrame(.conic, from: CGPoint(x: 0.5, y: 0.5), to: CGPoint(x: 1, y: 0.5))
        #expect(image.pixel(50, 90, is: redToBlue(0.248), within: 3))
        #expect(image.pixel(10, 50, is: redToBlue(0.498), within: 3))
        #expect(image.pixel(50, 10, is: redToBlue(0.752), within: 3))
        let pointingDown = try redToBlueFrame(.conic, from: CGPoint(x: 0.5, y: 0.5), to: CGPoint(x: 0.5, y: 1))
        #expect(pointingDown.pixel(10, 50, is: redToBlue(0.248), within: 3))
    }

    @Test("Drawn over the background colour, and rounded by cornerRadius without masksToBounds")
    func shapeAndBackground() throws {
        let image = try GradientFrame {
            $0.colors = [CGColor.clear, GradientFrame.blue]
            $0.backgroundColor = GradientFrame.green
            $0.cornerRadius = 30
        }.image(background: .white)
        #expect(image.pixel(50, 0, is: [0, 255, 0, 255], within: 3))
        #expect(image.pixel(50, 99, is: [0, 2, 252, 255], within: 4))
        #expect(image.pixel(1, 1, is: [255, 255, 255, 255]) && image.pixel(98, 98, is: [255, 255, 255, 255]))
        let twoCorners = try GradientFrame {
            $0.colors = redBlue
            $0.cornerRadius = 30
            $0.maskedCorners = [.layerMinXMinYCorner]
        }.image(background: .white)
        #expect(twoCorners.pixel(1, 1, is: [255, 255, 255, 255]) && twoCorners.pixel(98, 1, is: redToBlue(0.015), within: 3))
    }

    @Test("Kept to the layer's bounds without masksToBounds, whatever the end points (unlike a shape layer's path)")
    func keptToTheBounds() throws {
        let image = try GradientFrame {
            $0.colors = redBlue
            $0.frame = CGRect(x: 10, y: 20, width: 80, height: 60)
            $0.startPoint = CGPoint(x: -1, y: -1)
            $0.endPoint = CGPoint(x: 2, y: 2)
        }.image(background: .white)
        #expect(image.pixel(9, 50, is: [255, 255, 255, 255]) && image.pixel(90, 50, is: [255, 255, 255, 255]))
        #expect(image.pixel(50, 19, is: [255, 255, 255, 255]) && image.pixel(50, 80, is: [255, 255, 255, 255]))
        #expect(image.pixel(10, 20, is: redToBlue(0.34), within: 4) && image.pixel(89, 79, is: redToBlue(0.66), within: 4))
    }

    @Test("Transformed with its layer: rotated a quarter turn, the vertical gradient runs right to left (Apple's example)")
    func rotated() throws {
        let image = try GradientFrame {
            $0.colors = redBlue
            $0.transform = CATransform3DMakeRotation(CGFloat.pi / 2, 0, 0, 1)
        }.image()
        #expect(image.pixel(99, 50, is: redToBlue(0.005), within: 3) && image.pixel(0, 50, is: redToBlue(0.995), within: 3))
    }

    @Test("Masked: only where the mask is opaque")
    func masked() throws {
        let image = try GradientFrame {
            $0.colors = redBlue
            let mask = CALayer()
            mask.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
            mask.backgroundColor = CGColor.black
            $0.mask = mask
        }.image(background: .white)
        #expect(image.pixel(25, 50, is: redToBlue(0.505), within: 3) && image.pixel(75, 50, is: [255, 255, 255, 255]))
    }

    @Test("Casts a shadow from what it draws: a rounded gradient's shadow is rounded too")
    func shadow() throws {
        let image = try GradientFrame {
            $0.colors = redBlue
            $0.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
            $0.cornerRadius = 20
            $0.shadowOpacity = 1
            $0.shadowRadius = 0
            $0.shadowOffset = CGSize(width: 10, height: 10)
        }.image(background: .white)
        #expect(image.pixel(85, 60, is: [0, 0, 0, 255]) && image.pixel(60, 85, is: [0, 0, 0, 255]))
        #expect(image.pixel(87, 87, is: [255, 255, 255, 255]) && image.pixel(25, 85, is: [255, 255, 255, 255]))
        #expect(image.pixel(50, 50, is: redToBlue(0.5), within: 3))
    }

    @Test("Locations beyond 0…1 move a band in from before the start point (the shimmer idiom)")
    func locationsBeyondTheEnds() throws {
        let image = try GradientFrame {
            $0.colors = [CGColor.clear, CGColor.white, CGColor.clear]
            $0.locations = [-0.2, 0.0, 0.2]
        }.image(background: .black)
        #expect(image.pixel(50, 0, is: [242, 242, 242, 255], within: 6))
        #expect(image.pixel(50, 10, is: [58, 58, 58, 255], within: 6) && image.pixel(50, 30, is: [0, 0, 0, 255]))
    }

    @Test("Bad input: no colours or a non-CGColor draws nothing, a NaN point draws nothing, one colour fills")
    func unusableInput() throws {
        for configure: (CAGradientLayer) -> Void in [
            { _ in },
            { $0.colors = [] },
            { $0.colors = [GradientFrame.red, "blue"] },
            { $0.colors = self.redBlue; $0.startPoint = CGPoint(x: CGFloat.nan, y: 0) },
            { $0.colors = self.redBlue; $0.endPoint = CGPoint(x: 0, y: CGFloat.infinity) },
        ] {
            let image = try GradientFrame {
                $0.backgroundColor = GradientFrame.green
                configure($0)
            }.image()
            #expect(image.pixel(50, 50, is: [0, 255, 0, 255]) && image.pixel(5, 95, is: [0, 255, 0, 255]))
        }
        let single = try GradientFrame { $0.colors = [GradientFrame.red] }.image()
        #expect(single.pixel(50, 0, is: [255, 0, 0, 255]) && single.pixel(50, 99, is: [255, 0, 0, 255]))
    }

    @Test("Degenerate geometry: coinciding axial points or a flat radial ellipse fill with the last colour")
    func degenerateGeometry() throws {
        let axial = try redToBlueFrame(from: CGPoint(x: 0.5, y: 0), to: CGPoint(x: 0.5, y: 0))
        #expect(axial.pixel(50, 0, is: redToBlue(1)) && axial.pixel(50, 99, is: redToBlue(1)))
        let radial = try redToBlueFrame(.radial, from: CGPoint(x: 0.5, y: 0.5), to: CGPoint(x: 1, y: 0.5))
        #expect(radial.pixel(50, 50, is: redToBlue(1)) && radial.pixel(90, 50, is: redToBlue(1)))
        let conic = try redToBlueFrame(.conic, from: CGPoint(x: 0.5, y: 0.5), to: CGPoint(x: 0.5, y: 0.5))
        #expect(conic.pixel(50, 90, is: redToBlue(0.248), within: 3))
    }
}
