import Foundation
import Testing
import FlipbookCoreAnimation
import FlipbookRaster
@testable import FlipbookTransitions

/// `oglFlip`: a card turning half a turn about its centre line, seen from an eye 500 pt in front of it.
@Suite struct OglFlipRenditionTests {
    let bounds = CGRect(x: 0, y: 0, width: 200, height: 120)
    let flip = TransitionRenditions.rendition(for: CATransitionType(rawValue: "oglFlip"))

    /// The positions of `piece`'s vertices showing the texture's column `x`.
    func edge(atTextureX x: Double, of piece: TransitionPiece) -> [Vec2] {
        piece.vertices.filter { abs($0.texCoord.x - x) < 1e-9 }.map(\.position)
    }

    func height(_ edge: [Vec2]) -> Double { edge.map(\.y).max()! - edge.map(\.y).min()! }

    @Test func isRegisteredUnderItsName() {
        #expect(flip is OglFlipRendition)
    }

    @Test func isEdgeOnHalfwayAndNearlySoJustBefore() throws {
        #expect(flip.pieces(at: 0.5, direction: .fromLeft, bounds: bounds, area: bounds).isEmpty)
        let justBefore = flip.pieces(at: 0.499, direction: .fromLeft, bounds: bounds, area: bounds)
        #expect(justBefore.map(\.fill) == [.image(.before)])
        #expect(try #require(justBefore.first).vertices.allSatisfy { abs($0.position.x - 100) < 0.5 })
        let justAfter = flip.pieces(at: 0.501, direction: .fromLeft, bounds: bounds, area: bounds)
        #expect(justAfter.map(\.fill) == [.image(.after)])
    }

    @Test func fromLeftBringsTheLeftEdgeTowardTheViewer() throws {
        let old = try #require(flip.pieces(at: 0.25, direction: .fromLeft, bounds: bounds, area: bounds).first)
        #expect(old.fill == .image(.before))
        // 45°: the left edge 70.7 pt nearer (w = 0.85858), the right one 70.7 pt farther (w = 1.14142).
        let left = edge(atTextureX: 0, of: old), right = edge(atTextureX: 200, of: old)
        for point in left { #expect(abs(point.x - 17.6422) < 1e-3) }
        for point in right { #expect(abs(point.x - 161.9497) < 1e-3) }
        #expect(abs(height(left) - 139.7659) < 1e-3)
        #expect(abs(height(right) - 105.1321) < 1e-3)
        #expect(abs(old.shade - 0.794975) < 1e-6)
        let mirror = try #require(flip.pieces(at: 0.25, direction: .fromRight, bounds: bounds, area: bounds).first)
        #expect(height(edge(atTextureX: 200, of: mirror)) > height(edge(atTextureX: 0, of: mirror)))
    }

    @Test func theNewFaceReadsTheRightWayRound() throws {
        let new = try #require(flip.pieces(at: 0.75, direction: .fromLeft, bounds: bounds, area: bounds).first)
        #expect(new.fill == .image(.after))
        let left = edge(atTextureX: 0, of: new), right = edge(atTextureX: 200, of: new)
        for point in left { #expect(abs(point.x - 38.0503) < 1e-3) }
        #expect(left[0].x < right[0].x)
        // The old face's left edge went round to the right and is still nearer the viewer.
        #expect(height(right) > height(left))
        let end = try #require(flip.pieces(at: 1, direction: .fromLeft, bounds: bounds, area: bounds).first)
        for vertex in end.vertices { #expect((vertex.position - vertex.texCoord).length < 1e-9) }
        #expect(abs(end.shade - 1) < 1e-12)
    }

    @Test func verticalSubtypesTurnAboutTheHorizontalCentreLine() throws {
        let fromTop = try #require(flip.pieces(at: 0.25, direction: .fromTop, bounds: bounds, area: bounds).first)
        func width(atTextureY y: Double) -> Double {
            let xs = fromTop.vertices.filter { abs($0.texCoord.y - y) < 1e-9 }.map(\.position.x)
            return xs.max()! - xs.min()!
        }
        #expect(width(atTextureY: 0) > 200 && width(atTextureY: 120) < 200)
        #expect(fromTop.vertices.allSatisfy { abs($0.position.x - 100) > 50 })
    }

    @Test func shadeDarkensTowardEdgeOn() {
        let shades = [0.0, 0.2, 0.4, 0.6, 0.8, 1.0].map {
            flip.pieces(at: $0, direction: .fromRight, bounds: bounds, area: bounds)[0].shade
        }
        #expect(shades[0] > shades[1] && shades[1] > shades[2])
        #expect(shades[3] < shades[4] && shades[4] < shades[5])
    }

    @Test func theExtentHoldsEveryFrame() {
        let area = bounds.insetBy(dx: -30, dy: -10)
        for direction in TransitionDirection.allCases {
            let extent = flip.extent(direction: direction, bounds: bounds, area: area).insetBy(dx: -1e-9, dy: -1e-9)
            for step in 0...20 {
                for piece in flip.pieces(at: Double(step) / 20, direction: direction, bounds: bounds, area: area) {
                    for vertex in piece.vertices {
                        #expect(extent.contains(CGPoint(x: vertex.position.x, y: vertex.position.y)))
                        #expect(vertex.w >= 0.75)
                    }
                }
            }
        }
    }

    @Test func largeLayersKeepTheEyeFourReachesAway() throws {
        let screen = CGRect(x: 0, y: 0, width: 414, height: 736)
        let old = try #require(flip.pieces(at: 0.5 - 1e-9, direction: .fromTop, bounds: screen, area: screen).first)
        // The near edge, 368 pt up: w = 1 − 368/1472.
        #expect(abs(old.vertices.map(\.w).min()! - 0.75) < 1e-6)
    }
}
