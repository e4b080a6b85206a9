import Flipbook3D
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import FlipbookTesting
import Foundation
import Testing

/// Feature goldens of `CATransformLayer`, rendered at 2×.
@Suite("CATransformLayer goldens")
struct TransformLayerGoldenTests {
    static let slate = CGColor(red: 0.16, green: 0.18, blue: 0.22, alpha: 1)

    /// One tile of the comparison: `parent` (plain or transform layer) at `origin` under a 400 pt perspective, with
    /// a blue background, a yellow border, a white shadow and opacity 0.6, holding a red card and a green card that
    /// overlap, the green one at zPosition 60.
    static func comparisonTile(_ parent: CALayer, at origin: CGPoint, in root: CALayer) {
        let stage = CALayer()
        stage.frame = CGRect(origin: origin, size: CGSize(width: 160, height: 160))
        stage.sublayerTransform.m34 = -1 / 400
        root.addSublayer(stage)
        parent.frame = CGRect(x: 20, y: 20, width: 120, height: 120)
        parent.backgroundColor = Stage.blue
        parent.borderColor = Stage.yellow
        parent.borderWidth = 4
        parent.shadowOpacity = 1
        parent.shadowColor = Stage.white
        parent.shadowOffset = CGSize(width: 6, height: 6)
        parent.shadowRadius = 4
        parent.opacity = 0.6
        parent.transform = CATransform3DMakeRotation(.pi / 9, 0, 1, 0)
        stage.addSublayer(parent)
        Stage.solid(CGRect(x: 15, y: 15, width: 60, height: 60), Stage.red, in: parent)
        Stage.solid(CGRect(x: 45, y: 45, width: 60, height: 60), Stage.green, in: parent).zPosition = 60
    }

    @Test("A plain parent (left: background, border, shadow, one translucent group, flat) and a transform layer (right: only its sublayers, each translucent, the green one 60 pt nearer and magnified)")
    func plainAndTransformLayer() throws {
        let image = try Stage.render(CGSize(width: 320, height: 160), scale: 2, background: Self.slate) { root in
            Self.comparisonTile(CALayer(), at: .zero, in: root)
            Self.comparisonTile(CATransformLayer(), at: CGPoint(x: 160, y: 0), in: root)
        }
        try expectGolden(image, named: "plain-and-transform-layer")
    }

    @Test("A cube of six faces in a transform layer turned about (1, 1, 0), its front face the quadrant picture, beside a nested transform layer holding a second cube")
    func cubes() throws {
        let image = try Stage.render(CGSize(width: 320, height: 180), scale: 2, background: Self.slate) { root in
            root.sublayerTransform.m34 = -1 / 500
            let cube = Stage.transformLayer(CGRect(x: 30, y: 40, width: 100, height: 100), in: root)
            cube.transform = CATransform3DMakeRotation(.pi / 5, 1, 1, 0)
            let faces = Stage.cubeFaces(side: 90, in: cube, colors: Stage.palette)
            faces[0].contents = Stage.quadrants
            let outer = Stage.transformLayer(CGRect(x: 170, y: 20, width: 140, height: 140), in: root)
            outer.transform = CATransform3DMakeRotation(-.pi / 6, 0, 1, 0)
            let inner = Stage.transformLayer(CGRect(x: 20, y: 20, width: 100, height: 100), in: outer)
            inner.transform = CATransform3DMakeRotation(.pi / 4, 1, 0, 0)
            Stage.cubeFaces(side: 60, in: inner, colors: Array(Stage.palette.reversed()))
        }
        try expectGolden(image, named: "cubes")
    }

    @Test("Pictures turned 0°, 60°, 120°, 180° about y in transform layers: single-sided (top row: culled past 90°) and double-sided (bottom row: mirrored backs)")
    func doubleSidedness() throws {
        let image = try Stage.render(CGSize(width: 360, height: 180), scale: 2, background: Self.slate) { root in
            for (row, doubleSided) in [false, true].enumerated() {
                for column in 0..<4 {
                    let stage = CALayer()
                    stage.frame = CGRect(x: CGFloat(column) * 90, y: CGFloat(row) * 90, width: 90, height: 90)
                    stage.sublayerTransform.m34 = -1 / 300
                    root.addSublayer(stage)
                    let holder = Stage.transformLayer(stage.bounds, in: stage)
                    holder.transform = CATransform3DMakeRotation(CGFloat(column) * .pi / 3, 0, 1, 0)
                    Stage.picture(CGRect(x: 15, y: 15, width: 60, height: 60), in: holder).isDoubleSided = doubleSided
                }
            }
        }
        try expectGolden(image, named: "double-sidedness")
    }
}
