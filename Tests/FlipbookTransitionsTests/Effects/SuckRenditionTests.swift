import Foundation
import Testing
import FlipbookCoreAnimation
import FlipbookRaster
@testable import FlipbookTransitions

/// `suckEffect`: the old rendering's rows narrow and sink into the middle of the bottom edge, bottom rows first.
@Suite struct SuckRenditionTests {
    let bounds = CGRect(x: 0, y: 0, width: 200, height: 120)
    let suck = TransitionRenditions.rendition(for: CATransitionType(rawValue: "suckEffect"))

    @Test func theNewRenderingStaysStillBeneathTheWarpedOldOne() {
        let pieces = suck.pieces(at: 0.3, direction: .fromTop, bounds: bounds, area: bounds)
        #expect(pieces.map(\.fill) == [.image(.after), .image(.before)])
        #expect(pieces[0].vertices.allSatisfy { $0.position == $0.texCoord })
        // 8 columns, 48 rows over the height.
        #expect(pieces[1].vertices.count == 9 * 49)
    }

    @Test func atHalfwayTheBottomRowIsInTheHoleAndTheTopRowHasStarted() throws {
        let funnel = try #require(SuckFunnel(progress: 0.5, bounds: bounds))
        // Bottom row: q = 1.6 · 0.5 = 0.8, fully narrowed (1.5 q ≥ 1), on the bottom edge already.
        #expect(funnel.position(of: Vec2(0, 120)) == Vec2(100, 120))
        // Top row: q = 0.8 − 0.6 = 0.2; narrowed by smoothstep(0.3) = 0.216, sunk by 0.2² = 0.04.
        let corner = funnel.position(of: Vec2(0, 0))
        #expect(abs(corner.x - (100 - 100 * (1 - 0.216))) < 1e-9)
        #expect(abs(corner.y - (120 - 120 * (1 - 0.04))) < 1e-9)
    }

    @Test func rowsNarrowTowardTheHoleAndNeverCross() throws {
        for progress in stride(from: 0.05, through: 0.95, by: 0.15) {
            let funnel = try #require(SuckFunnel(progress: progress, bounds: bounds))
            let rows = stride(from: 0.0, through: 120, by: 2.5).map { funnel.position(of: Vec2(0, $0)) }
            for (upper, lower) in zip(rows, rows.dropFirst()) {
                #expect(lower.y >= upper.y, "rows cross at p = \(progress)")
                #expect(lower.x >= upper.x, "a lower row is wider at p = \(progress)")
            }
        }
    }

    @Test func theEndsShowOneRenderingEach() throws {
        let start = try #require(SuckFunnel(progress: 0, bounds: bounds))
        let end = try #require(SuckFunnel(progress: 1, bounds: bounds))
        for point in [Vec2(0, 0), Vec2(200, 0), Vec2(37, 81), Vec2(200, 120)] {
            #expect(start.position(of: point) == point)
            #expect(end.position(of: point) == Vec2(100, 120))
        }
    }

    @Test func anEmptyOrNonFiniteLayerDrawsNothing() {
        #expect(suck.pieces(at: 0.5, direction: .fromLeft, bounds: CGRect(x: 0, y: 0, width: 50, height: 0),
                            area: .zero).isEmpty)
        #expect(suck.pieces(at: .nan, direction: .fromLeft, bounds: bounds, area: bounds).isEmpty)
        #expect(suck.pieces(at: 0.5, direction: .fromLeft, bounds: CGRect(x: 0, y: 0, width: 50, height: CGFloat.infinity),
                            area: bounds).isEmpty)
    }
}
