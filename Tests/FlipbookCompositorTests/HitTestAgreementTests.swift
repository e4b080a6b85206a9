import Foundation
import Testing
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics

/// Hit-testing and drawing use one placement: in trees where every layer has its own colour, the layer
/// `hitTest` returns at each point of a grid is the one whose colour is drawn there.
@Suite("hitTest agrees with drawing")
struct HitTestAgreementTests {
    /// A tree whose layers each have a distinct opaque colour, built on the 200 × 200 root.
    struct Tree: CustomStringConvertible, Sendable {
        let description: String
        let build: @Sendable (CALayer, inout [CALayer]) -> Void
    }

    static let palette: [(UInt8, UInt8, UInt8)] = [
        (255, 0, 0), (0, 0, 255), (0, 160, 0), (255, 160, 0), (128, 0, 128), (0, 160, 160), (96, 64, 32), (255, 0, 255),
    ]

    /// A layer with the next palette colour added to `parent`, recorded in `layers`.
    @discardableResult
    static func coloured(_ frame: CGRect, in parent: CALayer, _ layers: inout [CALayer]) -> CALayer {
        let c = palette[layers.count]
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = CGColor(red: CGFloat(c.0) / 255, green: CGFloat(c.1) / 255, blue: CGFloat(c.2) / 255, alpha: 1)
        parent.addSublayer(layer)
        layers.append(layer)
        return layer
    }

    /// A rotation by `angle` about the axis `(x, y, z)`, then a move by `dz` towards the viewer.
    static func turned(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat, dz: CGFloat = 0) -> CATransform3D {
        CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), CATransform3DMakeTranslation(0, 0, dz))
    }

    static let trees: [Tree] = [
        Tree(description: "flipped") { root, layers in
            let parent = coloured(CGRect(x: 20, y: 20, width: 160, height: 160), in: root, &layers)
            parent.isGeometryFlipped = true
            let a = coloured(CGRect(x: 10, y: 10, width: 70, height: 40), in: parent, &layers)
            coloured(CGRect(x: 5, y: 5, width: 20, height: 20), in: a, &layers)
            let b = coloured(CGRect(x: 80, y: 70, width: 60, height: 70), in: parent, &layers)
            b.isGeometryFlipped = true
            b.bounds.origin = CGPoint(x: 5, y: -5)
            coloured(CGRect(x: 10, y: 0, width: 30, height: 20), in: b, &layers)
        },
        Tree(description: "rotated, zPosition and bounds origin") { root, layers in
            let parent = coloured(CGRect(x: 30, y: 30, width: 140, height: 140), in: root, &layers)
            parent.bounds.origin = CGPoint(x: 10, y: 5)
            parent.transform = turned(.pi / 6, 0, 0, 1)
            let a = coloured(CGRect(x: 20, y: 20, width: 80, height: 50), in: parent, &layers)
            a.anchorPoint = CGPoint(x: 0.2, y: 0.8)
            a.transform = turned(-.pi / 4, 0, 0, 1)
            a.zPosition = 1
            let b = coloured(CGRect(x: 40, y: 40, width: 70, height: 70), in: parent, &layers)
            coloured(CGRect(x: 10, y: 10, width: 30, height: 20), in: b, &layers).transform = CATransform3DMakeScale(1.5, 0.75, 1)
        },
        Tree(description: "perspective") { root, layers in
            let stage = coloured(CGRect(x: 10, y: 10, width: 180, height: 180), in: root, &layers)
            stage.sublayerTransform.m34 = -1 / 250
            coloured(CGRect(x: 15, y: 40, width: 80, height: 100), in: stage, &layers).transform = turned(.pi / 4, 0, 1, 0)
            let right = coloured(CGRect(x: 85, y: 30, width: 80, height: 110), in: stage, &layers)
            right.transform = turned(-.pi / 5, 1, 1, 0)
            coloured(CGRect(x: 10, y: 10, width: 40, height: 40), in: right, &layers)
        },
        Tree(description: "kept in 3D, depth-sorted") { root, layers in
            let stage = coloured(CGRect(x: 0, y: 0, width: 200, height: 200), in: root, &layers)
            stage.sublayerTransform.m34 = -1 / 400
            let space = DepthSortingLayer()
            space.frame = CGRect(x: 20, y: 20, width: 160, height: 160)
            space.transform = turned(.pi / 8, 1, 0, 0)
            stage.addSublayer(space)
            // Added first but nearer: drawn and hit in front where the two overlap.
            coloured(CGRect(x: 20, y: 30, width: 90, height: 90), in: space, &layers).transform = turned(.pi / 5, 0, 1, 0, dz: 40)
            coloured(CGRect(x: 60, y: 50, width: 90, height: 90), in: space, &layers).transform = turned(-.pi / 6, 0, 1, 0, dz: -40)
        },
    ]

    @Test("Every grid point hits the layer whose colour is drawn there", arguments: trees)
    func agreement(tree: Tree) throws {
        var layers: [CALayer] = []
        var root: CALayer?
        let canvas = try TestCanvas(width: 200, height: 200) { rootLayer in
            tree.build(rootLayer, &layers)
            root = rootLayer
        }
        let rootLayer = try #require(root)
        var checked = 0, total = 0
        for y in stride(from: 1, to: 200, by: 3) {
            for x in stride(from: 1, to: 200, by: 3) {
                total += 1
                let p = canvas[x: x, y: y]
                let drawn: CALayer?
                if Probe.isWhite(p) {
                    drawn = rootLayer
                } else if let index = Self.palette.firstIndex(where: { Int($0.0) == p.r && Int($0.1) == p.g && Int($0.2) == p.b }) {
                    drawn = layers[index]
                } else {
                    continue   // an anti-aliased edge: two layers share the pixel
                }
                checked += 1
                let hit = rootLayer.hitTest(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
                #expect(hit === drawn, "(\(x), \(y)): drawn \(layers.firstIndex { $0 === drawn } ?? -1), hit \(layers.firstIndex { $0 === hit } ?? -1)")
            }
        }
        #expect(checked * 10 >= total * 9, "only \(checked) of \(total) grid points are away from edges")
        // Every layer of the tree shows, so each takes part in the comparison.
        for (index, c) in Self.palette.prefix(layers.count).enumerated() {
            #expect(canvas.count { $0.r == Int(c.0) && $0.g == Int(c.1) && $0.b == Int(c.2) } > 50, "layer \(index) is hardly visible")
        }
    }
}
