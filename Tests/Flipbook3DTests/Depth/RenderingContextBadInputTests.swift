import Flipbook3D
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import Foundation
import Testing

/// Bad 3D input drawn through the compositor inside one rendering context with two planes that cross: every
/// case renders, and the crossing planes still show on their sides (see docs/3d.md § Bad input).
@Suite("3D rendering context: bad input is drawn without harm")
struct RenderingContextBadInputTests {
    typealias Scenes = CrossingPlanesRenderingTests

    /// A transform that is bad in the named way, for a 120-point green plane at the centre, and the side of the
    /// screen it then rightly covers (a plane reaching towards the eye grows without bound there), if any.
    static let badTransforms: [String: (transform: CATransform3D, covers: Side?)] = {
        var notANumber = CATransform3DIdentity
        notANumber.m43 = .nan
        var hugePerspective = CATransform3DMakeRotation(0.3, 0, 1, 0)
        hugePerspective.m34 = -1e12
        return [
            "scale 0": (CATransform3DMakeScale(0, 1, 1), nil),
            "scale 0 both ways": (CATransform3DMakeScale(0, 0, 1), nil),
            "NaN": (notANumber, nil),
            "m34 −10¹²": (hugePerspective, .left),
            "behind the eye": (CATransform3DMakeTranslation(0, 0, 900), nil),
            "reaching behind the eye": (CATransform3DScale(CATransform3DMakeRotation(-1.2, 0, 1, 0), 12, 1, 1), .right),
            "edge-on": (CATransform3DMakeRotation(.pi / 2, 0, 1, 0), nil),
            "edge-on, thin": (CATransform3DScale(CATransform3DMakeRotation(.pi / 2, 1, 0, 0), 1, 1e-9, 1), nil),
        ]
    }()

    enum Side { case left, right }

    @Test("A bad plane among two crossing ones", arguments: badTransforms.keys.sorted())
    func badPlane(_ name: String) throws {
        let transformLayer = CATransformLayer()
        let angle = Double.pi / 12
        transformLayer.addSublayer(Scenes.plane(Scenes.red, turnedBy: angle))
        transformLayer.addSublayer(Scenes.plane(Scenes.blue, turnedBy: -angle))
        let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        let bad = Scenes.plane(green, turnedBy: 0), input = try #require(Self.badTransforms[name])
        bad.transform = input.transform
        transformLayer.addSublayer(bad)
        let image = try Scenes.host(with: transformLayer).renderFrameImage(at: 0, scale: Scenes.scale,
                                                                             backgroundColor: Scenes.black)
        // Where the bad plane does not show (it is edge-on, degenerate, behind the eye or not drawn), the planes
        // keep their sides: the one nearer on the right wins there.
        let redNearerOnRight = CATransform3DMakeRotation(angle, 0, 1, 0).m13 > 0
        let (right, left) = redNearerOnRight ? (Scenes.red, Scenes.blue) : (Scenes.blue, Scenes.red)
        #expect(Scenes.isColor(image[300, 130], input.covers == .right ? green : right))
        #expect(Scenes.isColor(image[100, 130], input.covers == .left ? green : left))
    }
}
