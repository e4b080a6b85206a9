import Flipbook3D
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import Foundation
import Testing

/// A transform layer keeps its sublayers in 3D: its own `transform` and `sublayerTransform` and the perspective of
/// its superlayer's `sublayerTransform` reach each of them, nested transform layers form one 3D rendering context,
/// and a flipped geometry keeps images upright.
@Suite("CATransformLayer keeps its sublayers in 3D")
struct TransformLayer3DTests {
    /// Where the perspective comes from.
    enum PerspectiveSource: String, CaseIterable, Sendable {
        case superlayersSublayerTransform = "the superlayer's sublayerTransform"
        case ownSublayerTransform = "the transform layer's own sublayerTransform"
    }

    /// A 200 × 200 screen: a plain stage, a layer of `parentClass` filling it, and in that a red 40 × 40 square at
    /// (80, 80) with zPosition 100; the perspective m34 = −1/500 set on the stage or on the parent.
    static func zSquare(_ parent: CALayer, perspective: PerspectiveSource) throws -> RGBAImage {
        try Stage.render(CGSize(width: 200, height: 200)) { root in
            let stage = Stage.solid(root.bounds, Stage.black, in: root)
            parent.frame = stage.bounds
            stage.addSublayer(parent)
            switch perspective {
            case .superlayersSublayerTransform: stage.sublayerTransform.m34 = -1 / 500
            case .ownSublayerTransform: parent.sublayerTransform.m34 = -1 / 500
            }
            Stage.solid(CGRect(x: 80, y: 80, width: 40, height: 40), Stage.red, in: parent).zPosition = 100
        }
    }

    @Test("A sublayer at zPosition 100 is magnified by the perspective (40 pt → 50 pt, 500 / (500 − 100))",
          arguments: PerspectiveSource.allCases)
    func perspectiveReachesSublayers(_ source: PerspectiveSource) throws {
        let image = try Self.zSquare(CATransformLayer(), perspective: source)
        for x in [76, 100, 124] { #expect(Stage.rgb(image, x, 100) == [255, 0, 0], "x = \(x)") }
        for x in [74, 126] { #expect(Stage.rgb(image, x, 100) == [0, 0, 0], "x = \(x)") }
        #expect(Stage.rgb(image, 100, 76) == [255, 0, 0] && Stage.rgb(image, 100, 74) == [0, 0, 0])
        if source == .superlayersSublayerTransform {
            // A flattening parent drops the square's z before the stage's perspective sees it: 40 pt, 80…120.
            let flattened = try Self.zSquare(CALayer(), perspective: source)
            #expect(Stage.rgb(flattened, 76, 100) == [0, 0, 0] && Stage.rgb(flattened, 81, 100) == [255, 0, 0])
        }
    }

    @Test("The transform layer's own transform (60° about y, under perspective) places each sublayer as if it had it")
    func ownTransformReachesSublayers() throws {
        let turn = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        func scene(_ parent: CALayer) throws -> RGBAImage {
            try Stage.render(CGSize(width: 200, height: 200)) { root in
                root.sublayerTransform.m34 = -1 / 500
                parent.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
                parent.transform = turn
                root.addSublayer(parent)
                Stage.solid(parent.bounds, Stage.red, in: parent)
                Stage.solid(CGRect(x: 25, y: 25, width: 50, height: 50), Stage.green, in: parent).zPosition = 30
            }
        }
        // The same two planes as plain layers of the root: the green one's centre is the parent's anchor point, so
        // its placement is its z offset followed by the parent's turn.
        let reference = try Stage.render(CGSize(width: 200, height: 200)) { root in
            root.sublayerTransform.m34 = -1 / 500
            Stage.solid(CGRect(x: 50, y: 50, width: 100, height: 100), Stage.red, in: root).transform = turn
            let green = Stage.solid(CGRect(x: 75, y: 75, width: 50, height: 50), Stage.green, in: root)
            green.transform = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 30), turn)
        }
        #expect(Stage.largestDifference(try scene(CATransformLayer()), reference) <= 2)
        #expect(Stage.largestDifference(try scene(CALayer()), reference) > 200, "a flattening parent loses the z offset")
    }

    /// Outer transform layer: blue C (z +20) added first, the inner layer, red A (z −20) added last; inner layer:
    /// green B (z 0) and yellow D (z +40).
    static func nested(inner: CALayer) throws -> RGBAImage {
        try Stage.render(CGSize(width: 200, height: 200)) { root in
            let outer = Stage.transformLayer(root.bounds, in: root)
            Stage.solid(CGRect(x: 60, y: 60, width: 100, height: 100), Stage.blue, in: outer).zPosition = 20
            inner.frame = outer.bounds
            outer.addSublayer(inner)
            Stage.solid(CGRect(x: 40, y: 40, width: 100, height: 100), Stage.green, in: inner)
            Stage.solid(CGRect(x: 100, y: 100, width: 80, height: 80), Stage.yellow, in: inner).zPosition = 40
            Stage.solid(CGRect(x: 20, y: 20, width: 100, height: 100), Stage.red, in: outer).zPosition = -20
        }
    }

    @Test("Nested transform layers form one context: the inner one's layers are drawn between the outer one's by depth")
    func nestedContext() throws {
        let image = try Self.nested(inner: CATransformLayer())
        #expect(Stage.rgb(image, 30, 30) == [255, 0, 0])      // A alone
        #expect(Stage.rgb(image, 50, 50) == [0, 255, 0])      // B (0) over A (−20)
        #expect(Stage.rgb(image, 80, 80) == [0, 0, 255])      // C (+20) over B and A
        #expect(Stage.rgb(image, 150, 150) == [255, 255, 0])  // D (+40) over C
        // A plain inner layer is one plane at depth 0: D is flattened into it, beneath C.
        let flattened = try Self.nested(inner: CALayer())
        #expect(Stage.rgb(flattened, 150, 150) == [0, 0, 255])
        #expect(Stage.rgb(flattened, 50, 50) == [0, 255, 0])
    }

    @Test("isGeometryFlipped places the sublayers from the bottom and keeps their images upright")
    func geometryFlipped() throws {
        func scene(_ parent: CALayer) throws -> RGBAImage {
            try Stage.render(CGSize(width: 100, height: 100)) { root in
                parent.frame = root.bounds
                parent.isGeometryFlipped = true
                root.addSublayer(parent)
                Stage.picture(CGRect(x: 0, y: 0, width: 40, height: 40), in: parent)
            }
        }
        let image = try scene(CATransformLayer())
        // y = 0 of the flipped layer is its bottom edge: the picture spans y 60…100 on screen, red still top left.
        #expect(Stage.rgb(image, 10, 70) == [255, 0, 0])
        #expect(Stage.rgb(image, 30, 70) == [0, 255, 0])
        #expect(Stage.rgb(image, 10, 90) == [0, 0, 255])
        #expect(Stage.rgb(image, 30, 90) == [255, 255, 0])
        #expect(Stage.rgb(image, 10, 30) == [0, 0, 0])
        #expect(try scene(CALayer()) == image)
    }
}
