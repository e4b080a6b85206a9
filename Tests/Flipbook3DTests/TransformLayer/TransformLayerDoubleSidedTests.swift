import Flipbook3D
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import Foundation
import Testing

/// `isDoubleSided` inside a transform layer: a sublayer turned away from the viewer is culled when it is single-sided,
/// wherever the turn comes from (its own transform, the transform layer's, an ancestor's), and shows its back —
/// its contents mirrored — when it is double-sided (the default).
@Suite("Double-sided and single-sided sublayers of a transform layer")
struct TransformLayerDoubleSidedTests {
    /// Where the turn about y comes from.
    enum TurnSource: String, CaseIterable, Sendable {
        case sublayer = "the sublayer's own transform"
        case transformLayer = "the transform layer's transform"
        case ancestor = "a flattening ancestor's transform"
        case ancestorSublayerTransform = "an ancestor's sublayerTransform"
    }

    static let halfTurn = CATransform3DMakeRotation(.pi, 0, 1, 0)
    /// 160° about y: turned away, and seen in perspective (not an affine map, unlike the half turn).
    static let turnedAway = CATransform3DMakeRotation(.pi * 8 / 9, 0, 1, 0)

    /// A 100 × 100 screen under a 400 pt perspective: ancestor ⊃ transform layer ⊃ the quadrant picture (60 × 60 at
    /// (20, 20)), turned 160° about y by `source`.
    static func scene(turnedBy source: TurnSource, doubleSided: Bool) throws -> RGBAImage {
        try Stage.render(CGSize(width: 100, height: 100)) { root in
            root.sublayerTransform.m34 = -1 / 400
            let ancestor = CALayer()
            ancestor.frame = root.bounds
            root.addSublayer(ancestor)
            let transformLayer = Stage.transformLayer(ancestor.bounds, in: ancestor)
            let picture = Stage.picture(CGRect(x: 20, y: 20, width: 60, height: 60), in: transformLayer)
            picture.isDoubleSided = doubleSided
            switch source {
            case .sublayer: picture.transform = turnedAway
            case .transformLayer: transformLayer.transform = turnedAway
            case .ancestor: ancestor.transform = turnedAway
            case .ancestorSublayerTransform: ancestor.sublayerTransform = turnedAway
            }
        }
    }

    @Test("Single-sided and turned away: culled", arguments: TurnSource.allCases)
    func culled(_ source: TurnSource) throws {
        let image = try Self.scene(turnedBy: source, doubleSided: false)
        for (x, y) in [(35, 35), (65, 35), (35, 65), (65, 65), (50, 50)] {
            #expect(Stage.rgb(image, x, y) == [0, 0, 0], "(\(x), \(y))")
        }
    }

    @Test("Double-sided (the default) and turned away: its back, the image mirrored left to right",
          arguments: TurnSource.allCases)
    func mirrored(_ source: TurnSource) throws {
        #expect(CALayer().isDoubleSided)
        let image = try Self.scene(turnedBy: source, doubleSided: true)
        #expect(Stage.rgb(image, 35, 35) == [0, 255, 0])
        #expect(Stage.rgb(image, 65, 35) == [255, 0, 0])
        #expect(Stage.rgb(image, 35, 65) == [255, 255, 0])
        #expect(Stage.rgb(image, 65, 65) == [0, 0, 255])
    }

    @Test("Facing the viewer, single-sided is drawn upright")
    func facing() throws {
        let image = try Stage.render(CGSize(width: 100, height: 100)) { root in
            let transformLayer = Stage.transformLayer(root.bounds, in: root)
            Stage.picture(CGRect(x: 20, y: 20, width: 60, height: 60), in: transformLayer).isDoubleSided = false
        }
        #expect(Stage.rgb(image, 35, 35) == [255, 0, 0] && Stage.rgb(image, 65, 65) == [255, 255, 0])
    }

    @Test("Under perspective the turn that culls is the one that shows the back: 80° about y drawn, 100° culled")
    func cullingFollowsProjection() throws {
        func visible(turn degrees: Double) throws -> Bool {
            let image = try Stage.render(CGSize(width: 100, height: 100)) { root in
                root.sublayerTransform.m34 = -1 / 400
                let transformLayer = Stage.transformLayer(root.bounds, in: root)
                let card = Stage.solid(CGRect(x: 20, y: 20, width: 60, height: 60), Stage.red, in: transformLayer)
                card.isDoubleSided = false
                card.transform = CATransform3DMakeRotation(degrees * .pi / 180, 0, 1, 0)
            }
            return (0..<100).contains { x in Stage.rgb(image, x, 50)[0] > 128 }
        }
        #expect(try visible(turn: 80))
        #expect(try !visible(turn: 100))
        #expect(try visible(turn: -80))
        #expect(try !visible(turn: -100))
    }

    @Test("A flip card: front and back single-sided, back to back; each half turn of the transform layer shows the other")
    func flipCard() throws {
        func card(turned: Bool) throws -> [UInt8] {
            let image = try Stage.render(CGSize(width: 100, height: 100)) { root in
                root.sublayerTransform.m34 = -1 / 400
                let card = Stage.transformLayer(CGRect(x: 20, y: 20, width: 60, height: 60), in: root)
                let front = Stage.solid(card.bounds, Stage.red, in: card)
                let back = Stage.solid(card.bounds, Stage.blue, in: card)
                back.transform = Self.halfTurn
                front.isDoubleSided = false
                back.isDoubleSided = false
                if turned { card.transform = Self.halfTurn }
            }
            return Stage.rgb(image, 50, 50)
        }
        #expect(try card(turned: false) == [255, 0, 0])
        #expect(try card(turned: true) == [0, 0, 255])
    }
}
