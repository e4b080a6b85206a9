import Flipbook3D
import FlipbookCompositor
import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import Foundation
import Testing

/// Layers of a 3D rendering context drawn by the compositor in visibility order, crossing planes split.
@Suite("3D rendering context: crossing planes are split")
struct CrossingPlanesRenderingTests {
    static let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let size = 200.0, scale = 2

    /// A host of `size` points holding `layer` (its frame the whole host) in a container whose sublayer transform
    /// is a perspective (`m34 = −1/500`) about its centre (the host's root layer has its anchor at the origin).
    static func host(with layer: CALayer) -> LayerHost {
        let host = LayerHost(size: CGSize(width: size, height: size))
        host.perform {
            CATransaction.setDisableActions(true)
            let container = CALayer()
            container.frame = CGRect(x: 0, y: 0, width: size, height: size)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 500
            container.sublayerTransform = perspective
            layer.frame = container.bounds
            container.addSublayer(layer)
            host.rootLayer.addSublayer(container)
        }
        return host
    }

    /// A square plane of side 120 at the centre of a 200-point container, turned about y by `angle`.
    static func plane(_ color: CGColor, turnedBy angle: Double) -> CALayer {
        let plane = CALayer()
        plane.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
        plane.position = CGPoint(x: size / 2, y: size / 2)
        plane.backgroundColor = color
        plane.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
        return plane
    }

    /// Whether `pixel` is exactly `color` (opaque).
    static func isColor(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ color: CGColor) -> Bool {
        let c = color.components ?? []
        return pixel == (UInt8(c[0] * 255), UInt8(c[1] * 255), UInt8(c[2] * 255), 255)
    }

    @Test("Two planes crossing at 30°: the nearer one wins on each side, no crack or seam on the line, soft outer edges",
          arguments: [false, true])
    func crossingPlanes(nested: Bool) throws {
        let transformLayer = CATransformLayer()
        let angle = Double.pi / 12
        transformLayer.addSublayer(Self.plane(Self.red, turnedBy: angle))
        if nested {
            // The blue plane inside a nested transform layer: one context with the red one.
            let inner = CATransformLayer()
            inner.frame = CGRect(x: 0, y: 0, width: Self.size, height: Self.size)
            inner.addSublayer(Self.plane(Self.blue, turnedBy: -angle))
            transformLayer.addSublayer(inner)
        } else {
            transformLayer.addSublayer(Self.plane(Self.blue, turnedBy: -angle))
        }
        let image = try Self.host(with: transformLayer).renderFrameImage(at: 0, scale: Self.scale, backgroundColor: Self.black)
        // A point (u, 0) of the red plane has z = u·m13: the red plane is nearer on the right when m13 > 0.
        let redNearerOnRight = CATransform3DMakeRotation(angle, 0, 1, 0).m13 > 0
        let (right, left) = redNearerOnRight ? (Self.red, Self.blue) : (Self.blue, Self.red)
        for y in [120, 200, 280] {
            #expect(Self.isColor(image[300, y], right))
            #expect(Self.isColor(image[100, y], left))
        }
        // Along the intersection (the centre column) every pixel is one plane's colour: nothing of the background
        // shows through and no pixel blends both.
        for y in 140...260 {
            for x in 196...203 {
                #expect(Self.isColor(image[x, y], Self.red) || Self.isColor(image[x, y], Self.blue), "pixel \(x), \(y)")
            }
        }
        // The outer edges stay anti-aliased: the top edge of the plane nearer on the left (a split fragment when
        // blue) has pixels of partial coverage.
        let column = (0..<200).map { image[120, $0] }
        let partial = column.filter { max($0.r, $0.b) > 0 && max($0.r, $0.b) < 255 }
        #expect(!partial.isEmpty)
    }

    @Test("Planes crossing along a slanted line: every pixel near the line is exactly one plane's colour",
          arguments: [0.3, 1.0, 2.2])
    func slantedSeam(turn: Double) throws {
        let transformLayer = CATransformLayer()
        // The planes cross along the y axis; turning their transform layer about z slants that line on the screen.
        transformLayer.transform = CATransform3DMakeRotation(turn, 0, 0, 1)
        transformLayer.addSublayer(Self.plane(Self.red, turnedBy: .pi / 10))
        transformLayer.addSublayer(Self.plane(Self.blue, turnedBy: -.pi / 10))
        let image = try Self.host(with: transformLayer).renderFrameImage(at: 0, scale: Self.scale, backgroundColor: Self.black)
        // A disc of radius 100 px about the centre lies inside both planes: no background, no blend of the two.
        var reds = 0, blues = 0
        for y in 100..<300 {
            for x in 100..<300 where (x - 200) * (x - 200) + (y - 200) * (y - 200) <= 100 * 100 {
                if Self.isColor(image[x, y], Self.red) { reds += 1 } else if Self.isColor(image[x, y], Self.blue) { blues += 1 } else {
                    Issue.record("pixel \(x), \(y) is \(image[x, y])")
                }
            }
        }
        // The line halves the disc.
        #expect(abs(reds - blues) < reds / 20)
    }

    /// The six faces of a cube of side 80 centred in a 200-point transform layer, each a distinct opaque colour.
    static let faceColors: [CGColor] = [
        CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 1, blue: 0, alpha: 1),
        CGColor(red: 0, green: 0, blue: 1, alpha: 1), CGColor(red: 1, green: 1, blue: 0, alpha: 1),
        CGColor(red: 0, green: 1, blue: 1, alpha: 1), CGColor(red: 1, green: 0, blue: 1, alpha: 1),
    ]
    static let faceTurns: [(angle: Double, x: Double, y: Double)] = [
        (0, 0, 1), (.pi, 0, 1), (.pi / 2, 0, 1), (-.pi / 2, 0, 1), (.pi / 2, 1, 0), (-.pi / 2, 1, 0),
    ]

    /// A transform layer turned by `spin` holding the six faces (side 80, centred) of a cube.
    static func cube(spin: CATransform3D, borderWidth: Double = 0) -> CATransformLayer {
        let cube = CATransformLayer()
        cube.transform = spin
        for (turn, color) in zip(faceTurns, faceColors) {
            let face = CALayer()
            face.bounds = CGRect(x: 0, y: 0, width: 80, height: 80)
            face.position = CGPoint(x: size / 2, y: size / 2)
            face.backgroundColor = color
            face.borderColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            face.borderWidth = borderWidth
            face.transform = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 40),
                                                 CATransform3DMakeRotation(turn.angle, turn.x, turn.y, 0))
            cube.addSublayer(face)
        }
        return cube
    }

    @Test("A cube spinning about a diagonal shows its faces turned towards the viewer, each at its centre",
          arguments: [0.4, 1.3, 2.2, 3.7, 5.1])
    func spinningCube(angle: Double) throws {
        let spin = CATransform3DMakeRotation(angle, 1, 1, 1)
        let cube = Self.cube(spin: spin)
        let faces = (cube.sublayers ?? []).map(\.transform)
        let image = try Self.host(with: cube).renderFrameImage(at: 0, scale: Self.scale, backgroundColor: Self.black)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        var shown = 0
        for (face, color) in zip(faces, Self.faceColors) {
            let turned = CATransform3DConcat(face, spin), placed = CATransform3DConcat(turned, perspective)
            // The face is turned towards the eye (at z = 500) when its normal (its image of the z axis) points
            // towards the eye from its centre; keep a margin so that faces seen nearly edge-on are left out.
            let toEye = (x: -turned.m41, y: -turned.m42, z: 500 - turned.m43)
            let length = (toEye.x * toEye.x + toEye.y * toEye.y + toEye.z * toEye.z).squareRoot()
            let facing = (turned.m31 * toEye.x + turned.m32 * toEye.y + turned.m33 * toEye.z) / length
            let x = placed.m41 / placed.m44, y = placed.m42 / placed.m44
            guard facing > 0.2 else { continue }
            shown += 1
            let px = Int(((Self.size / 2 + x) * Double(Self.scale)).rounded(.down))
            let py = Int(((Self.size / 2 + y) * Double(Self.scale)).rounded(.down))
            #expect(Self.isColor(image[px, py], color), "face \(color.components ?? []) at \(px), \(py)")
        }
        #expect(shown >= 1)
    }

    @Test("Copies of a depth-preserving replicator crossing each other are split like planes of a transform layer")
    func replicatorCopies() throws {
        let replicator = CAReplicatorLayer()
        replicator.preservesDepth = true
        replicator.instanceCount = 2
        let angle = Double.pi / 12
        replicator.instanceTransform = CATransform3DMakeRotation(2 * angle, 0, 1, 0)
        replicator.instanceRedOffset = -1
        let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1), cyan = CGColor(red: 0, green: 1, blue: 1, alpha: 1)
        replicator.addSublayer(Self.plane(white, turnedBy: -angle))
        let image = try Self.host(with: replicator).renderFrameImage(at: 0, scale: Self.scale, backgroundColor: Self.black)
        // Copy 0 (white) is turned by −angle, copy 1 (cyan) by +angle: the cyan one is nearer on the right when
        // the rotation's m13 is positive.
        let cyanNearerOnRight = CATransform3DMakeRotation(angle, 0, 1, 0).m13 > 0
        let (right, left) = cyanNearerOnRight ? (cyan, white) : (white, cyan)
        for y in [120, 200, 280] {
            #expect(Self.isColor(image[300, y], right))
            #expect(Self.isColor(image[100, y], left))
        }
        for y in 140...260 {
            for x in 196...203 {
                #expect(Self.isColor(image[x, y], white) || Self.isColor(image[x, y], cyan), "pixel \(x), \(y)")
            }
        }
    }
}
