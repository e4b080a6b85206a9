import Flipbook3D
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import Foundation
import Testing

/// What `CATransformLayer.h` says a transform layer ignores: what a layer renders itself (background, contents,
/// border, corner radius), the 2D image processing of a flattened layer (mask, `masksToBounds`, shadow), and group
/// opacity. Each property is set on a transform layer and, for contrast, on a plain `CALayer` in its place: a probe
/// shows the property's effect under the plain layer and none under the transform layer.
@Suite("CATransformLayer ignores its own drawing and 2D processing")
struct TransformLayerIgnoredPropertyTests {
    /// A property set on the parent of a red 20 × 20 square at (10, 10) in a 40 × 40 parent at (10, 10) of a 60 × 60
    /// black screen, and a probe (screen point) where the property would show.
    struct IgnoredProperty: CustomTestStringConvertible, Sendable {
        let testDescription: String
        /// The probe's colour under a plain `CALayer` parent.
        let plainColor: [UInt8]
        /// The probe's colour under the transform layer (the property ignored).
        let ignoredColor: [UInt8]
        let probe: (x: Int, y: Int)
        let configure: @Sendable (CALayer, CALayer) -> Void
    }

    static let black: [UInt8] = [0, 0, 0], red: [UInt8] = [255, 0, 0]

    static let properties: [IgnoredProperty] = [
        IgnoredProperty(testDescription: "backgroundColor", plainColor: [0, 0, 255], ignoredColor: black, probe: (14, 14)) { parent, _ in
            parent.backgroundColor = Stage.blue
        },
        IgnoredProperty(testDescription: "contents", plainColor: [255, 255, 255], ignoredColor: black, probe: (14, 14)) { parent, _ in
            parent.contents = Self.whiteImage
        },
        IgnoredProperty(testDescription: "border", plainColor: [0, 255, 0], ignoredColor: black, probe: (12, 30)) { parent, _ in
            parent.borderColor = Stage.green
            parent.borderWidth = 5
        },
        IgnoredProperty(testDescription: "cornerRadius (with masksToBounds)", plainColor: black, ignoredColor: red,
                        probe: (11, 11)) { parent, square in
            square.frame = parent.bounds
            parent.cornerRadius = 20
            parent.masksToBounds = true
        },
        IgnoredProperty(testDescription: "shadow (shadowOpacity 1)", plainColor: [255, 255, 255], ignoredColor: black,
                        probe: (45, 45)) { parent, _ in
            parent.shadowOpacity = 1
            parent.shadowColor = Stage.white
            parent.shadowRadius = 0
            parent.shadowOffset = CGSize(width: 10, height: 10)
        },
        IgnoredProperty(testDescription: "mask", plainColor: black, ignoredColor: red, probe: (35, 35)) { parent, _ in
            parent.mask = Stage.solid(CGRect(x: 0, y: 0, width: 20, height: 20), Stage.white)
        },
        IgnoredProperty(testDescription: "masksToBounds", plainColor: black, ignoredColor: red, probe: (55, 30)) { parent, square in
            square.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
            parent.masksToBounds = true
        },
    ]

    static let whiteImage: CGImage = {
        let context = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.setFillColor(Stage.white)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        return context.makeImage()!
    }()

    /// The 60 × 60 screen with `parent` (a transform layer or a plain one) holding the red square, `property` set.
    static func render(_ parent: CALayer, _ property: IgnoredProperty) throws -> [UInt8] {
        let image = try Stage.render(CGSize(width: 60, height: 60)) { root in
            parent.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
            let square = Stage.solid(CGRect(x: 10, y: 10, width: 20, height: 20), Stage.red, in: parent)
            property.configure(parent, square)
            root.addSublayer(parent)
        }
        #expect(Stage.rgb(image, 25, 25) == red, "the square itself is drawn")
        return Stage.rgb(image, property.probe.x, property.probe.y)
    }

    @Test("Ignored on a transform layer, shown by a plain layer", arguments: properties)
    func ignored(_ property: IgnoredProperty) throws {
        #expect(try Self.render(CALayer(), property) == property.plainColor)
        #expect(try Self.render(CATransformLayer(), property) == property.ignoredColor)
    }

    @Test("Opacity 0.5 applies to each sublayer: the back one shows through the front one, unlike a plain layer's group")
    func opacityPerSublayer() throws {
        func overlap(_ parent: CALayer) throws -> [UInt8] {
            let image = try Stage.render(CGSize(width: 60, height: 60)) { root in
                parent.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
                parent.opacity = 0.5
                Stage.solid(CGRect(x: 5, y: 5, width: 30, height: 30), Stage.red, in: parent)
                Stage.solid(CGRect(x: 25, y: 25, width: 30, height: 30), Stage.blue, in: parent)
                root.addSublayer(parent)
            }
            return Stage.rgb(image, 30, 30)
        }
        // Red at ½ over black, then blue at ½ over that: (64, 0, 128); as one group: blue at ½, (0, 0, 128).
        let perSublayer = try overlap(CATransformLayer()), grouped = try overlap(CALayer())
        #expect(abs(Int(perSublayer[0]) - 64) <= 1 && perSublayer[1] == 0 && abs(Int(perSublayer[2]) - 128) <= 1)
        #expect(grouped[0] == 0 && grouped[1] == 0 && abs(Int(grouped[2]) - 128) <= 1)
    }

    @Test("allowsGroupOpacity changes nothing on a transform layer")
    func groupOpacityIrrelevant() throws {
        func render(groups: Bool) throws -> RGBAImage {
            let image = try Stage.render(CGSize(width: 60, height: 60)) { root in
                let parent = Stage.transformLayer(CGRect(x: 0, y: 0, width: 60, height: 60), in: root)
                parent.opacity = 0.5
                parent.allowsGroupOpacity = groups
                Stage.solid(CGRect(x: 5, y: 5, width: 30, height: 30), Stage.red, in: parent)
                Stage.solid(CGRect(x: 25, y: 25, width: 30, height: 30), Stage.blue, in: parent)
            }
            return image
        }
        #expect(try render(groups: true) == render(groups: false))
    }
}
