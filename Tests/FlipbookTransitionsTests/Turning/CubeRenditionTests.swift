import Foundation
import Testing
import FlipbookCoreAnimation
import FlipbookRaster
@testable import FlipbookTransitions

/// `cube`: two faces of a cube turning a quarter turn about an axis half a span behind the layer, seen from an eye
/// 500 pt in front of it.
@Suite struct CubeRenditionTests {
    let bounds = CGRect(x: 0, y: 0, width: 200, height: 120)
    let cube = TransitionRenditions.rendition(for: CATransitionType(rawValue: "cube"))

    func piece(_ source: TransitionSource, _ pieces: [TransitionPiece]) -> TransitionPiece? {
        pieces.first { $0.fill == .image(source) }
    }

    /// The vertices of `piece` showing the texture's column `x`.
    func edge(atTextureX x: Double, of piece: TransitionPiece) -> [TransitionVertex] {
        piece.vertices.filter { abs($0.texCoord.x - x) < 1e-9 }
    }

    @Test func isRegisteredUnderItsName() {
        #expect(cube is CubeRendition)
    }

    @Test func startsWithTheOldFaceFlatAndEndsWithTheNewOne() {
        let start = cube.pieces(at: 0, direction: .fromRight, bounds: bounds, area: bounds)
        #expect(start.map(\.fill) == [.image(.before)])
        let end = cube.pieces(at: 1, direction: .fromRight, bounds: bounds, area: bounds)
        #expect(end.map(\.fill) == [.image(.after)])
        for vertex in start[0].vertices + end[0].vertices {
            #expect((vertex.position - vertex.texCoord).length < 1e-9)
            #expect(abs(vertex.w - 1) < 1e-12)
        }
        #expect(start[0].shade == 1 && end[0].shade == 1)
    }

    @Test func theSharedEdgeCrossesTheCentreNearerTheEyeHalfway() throws {
        let pieces = cube.pieces(at: 0.5, direction: .fromRight, bounds: bounds, area: bounds)
        let new = try #require(piece(.after, pieces)), old = try #require(piece(.before, pieces))
        // The new face's near edge (its left column) is the old face's right one: at x = 100, 41.4 pt nearer
        // (w = 1 − (100√2 − 100)/500), so 60/w = 65.42 pt above and below the centre line.
        let nearEdge = edge(atTextureX: 0, of: new)
        #expect(nearEdge.count == 2)
        for vertex in nearEdge {
            #expect(abs(vertex.position.x - 100) < 1e-9)
            #expect(abs(vertex.w - 0.917157) < 1e-6)
        }
        #expect(abs(nearEdge.map(\.position.y).min()! - -5.4195) < 1e-3)
        #expect(abs(nearEdge.map(\.position.y).max()! - 125.4195) < 1e-3)
        #expect(Set(edge(atTextureX: 200, of: old).map(\.position)) == Set(nearEdge.map(\.position)))
        // The old face's far edge went 100 pt back (w = 1.2) and left of the bounds: x = 100 − 100√2 / 1.2.
        for vertex in edge(atTextureX: 0, of: old) { #expect(abs(vertex.position.x - -17.8511) < 1e-3) }
        // Both faces at 45° are lit alike: 0.3 + 0.7 · cos 45°.
        #expect(abs(new.shade - 0.794975) < 1e-6 && abs(old.shade - 0.794975) < 1e-6)
    }

    @Test func aQuarterOfTheWayTheNewFaceIsNarrowAndDarkOnTheRight() throws {
        let pieces = cube.pieces(at: 0.25, direction: .fromRight, bounds: bounds, area: bounds)
        let new = try #require(piece(.after, pieces)), old = try #require(piece(.before, pieces))
        // 22.5°: the shared edge at x = 100 + 54.12 / 0.93869.
        for vertex in edge(atTextureX: 0, of: new) { #expect(abs(vertex.position.x - 157.6546) < 1e-3) }
        #expect(new.shade < old.shade)
        #expect(new.vertices.allSatisfy { $0.position.x >= 157.65 })
    }

    @Test func theSubtypeNamesTheSideTheNewFaceComesFrom() throws {
        let fromLeft = try #require(piece(.after, cube.pieces(at: 0.25, direction: .fromLeft, bounds: bounds,
                                                               area: bounds)))
        #expect(fromLeft.vertices.allSatisfy { $0.position.x < 100 })
        let fromTop = try #require(piece(.after, cube.pieces(at: 0.25, direction: .fromTop, bounds: bounds,
                                                              area: bounds)))
        #expect(fromTop.vertices.allSatisfy { $0.position.y < 60 })
        let fromBottom = try #require(piece(.after, cube.pieces(at: 0.25, direction: .fromBottom, bounds: bounds,
                                                                 area: bounds)))
        #expect(fromBottom.vertices.allSatisfy { $0.position.y > 60 })
    }

    @Test func theExtentHoldsEveryFrame() {
        for direction in TransitionDirection.allCases {
            let extent = cube.extent(direction: direction, bounds: bounds, area: bounds)
            #expect(extent.contains(bounds))
            for step in 0...20 {
                for piece in cube.pieces(at: Double(step) / 20, direction: direction, bounds: bounds, area: bounds) {
                    for vertex in piece.vertices {
                        #expect(extent.insetBy(dx: -1e-9, dy: -1e-9).contains(CGPoint(x: vertex.position.x,
                                                                                       y: vertex.position.y)))
                        #expect(vertex.w >= 0.75)
                    }
                }
            }
        }
    }

    @Test func emptyBoundsDrawNothingAndProgressIsClamped() {
        #expect(cube.pieces(at: 0.5, direction: .fromRight, bounds: .zero, area: .zero).isEmpty)
        #expect(cube.pieces(at: 0.5, direction: .fromTop, bounds: CGRect(x: 0, y: 0, width: 100, height: CGFloat.nan),
                            area: bounds).isEmpty)
        #expect(cube.pieces(at: 0.5, direction: .fromRight, bounds: bounds,
                            area: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 120)).isEmpty)
        let beyond = cube.pieces(at: 3, direction: .fromRight, bounds: bounds, area: bounds)
        #expect(beyond.map(\.fill) == [.image(.after)])
        #expect(cube.pieces(at: .nan, direction: .fromRight, bounds: bounds, area: bounds).map(\.fill)
                == [.image(.before)])
    }
}
