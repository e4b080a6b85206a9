import Foundation
import Testing
import FlipbookCoreAnimation
import FlipbookRaster
@testable import FlipbookTransitions

/// The public types' geometry: where each rendering is at a progress.
@Suite struct SlidingRenditionTests {
    let bounds = CGRect(x: 0, y: 0, width: 200, height: 100)

    /// The offset of the first vertex of the piece showing `source` from the rectangle's top-left corner.
    func offset(of source: TransitionSource, in pieces: [TransitionPiece]) -> Vec2? {
        guard let piece = pieces.first(where: { $0.fill == .image(source) }) else { return nil }
        return piece.vertices[0].position - piece.vertices[0].texCoord
    }

    @Test func pushMovesBothRenderingsByTheBoundsWidth() {
        let push = TransitionRenditions.rendition(for: .push)
        let fromRight = push.pieces(at: 0.25, direction: .fromRight, bounds: bounds, area: bounds)
        #expect(offset(of: .before, in: fromRight) == Vec2(-50, 0))
        #expect(offset(of: .after, in: fromRight) == Vec2(150, 0))
        let fromBottom = push.pieces(at: 0.5, direction: .fromBottom, bounds: bounds, area: bounds)
        #expect(offset(of: .before, in: fromBottom) == Vec2(0, -50))
        #expect(offset(of: .after, in: fromBottom) == Vec2(0, 50))
    }

    @Test func aMissingSubtypeComesFromTheLeft() {
        #expect(TransitionDirection(nil) == .fromLeft)
        #expect(TransitionDirection(CATransitionSubtype(rawValue: "sideways")) == .fromLeft)
        #expect(TransitionDirection(.fromTop) == .fromTop)
    }

    @Test func moveInKeepsTheOldRenderingStillAndDrawsTheNewOneOnTop() {
        let pieces = TransitionRenditions.rendition(for: .moveIn).pieces(at: 0.75, direction: .fromLeft, bounds: bounds,
                                                                           area: bounds)
        #expect(pieces.map(\.fill) == [.image(.before), .image(.after)])
        #expect(offset(of: .before, in: pieces) == Vec2(0, 0))
        #expect(offset(of: .after, in: pieces) == Vec2(-50, 0))
    }

    @Test func revealSlidesTheOldRenderingAwayOverTheNewOne() {
        let pieces = TransitionRenditions.rendition(for: .reveal).pieces(at: 0.5, direction: .fromTop, bounds: bounds,
                                                                           area: bounds)
        #expect(pieces.map(\.fill) == [.image(.after), .image(.before)])
        #expect(offset(of: .before, in: pieces) == Vec2(0, 50))
    }

    @Test func fadeWeighsTheRenderingsToSumToOne() {
        let pieces = TransitionRenditions.rendition(for: .fade).pieces(at: 0.3, direction: .fromLeft, bounds: bounds,
                                                                         area: bounds)
        #expect(pieces.map(\.alpha) == [0.7, 0.3])
        #expect(pieces.allSatisfy { $0.compositing == .add })
    }

    @Test func anUnknownTypeFadesAsApplesDoes() {
        #expect(TransitionRenditions.rendition(for: CATransitionType(rawValue: "warpDrive")) is FadeRendition)
    }

    @Test func slidesReachOneSpanBeyondTheArea() {
        let extent = TransitionRenditions.rendition(for: .push).extent(direction: .fromTop, bounds: bounds, area: bounds)
        #expect(extent == CGRect(x: 0, y: -100, width: 200, height: 300))
    }
}
