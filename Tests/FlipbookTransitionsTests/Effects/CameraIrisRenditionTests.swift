import Foundation
import Testing
import FlipbookCoreAnimation
import FlipbookRaster
@testable import FlipbookTransitions

/// `cameraIrisHollowOpen` / `cameraIrisHollowClose`: a hexagonal aperture in a ring of six blades.
@Suite struct CameraIrisRenditionTests {
    let bounds = CGRect(x: 0, y: 0, width: 200, height: 120)
    let open = TransitionRenditions.rendition(for: CATransitionType(rawValue: "cameraIrisHollowOpen"))
    let close = TransitionRenditions.rendition(for: CATransitionType(rawValue: "cameraIrisHollowClose"))
    var reach: Double { (100.0 * 100 + 60 * 60).squareRoot() }

    func area(of piece: TransitionPiece) -> Double {
        ConvexPolygon(points: piece.vertices.map(\.position)).area
    }

    @Test func theApertureOpensFromACentredPointTurningAsItOpens() {
        let iris = CameraIris(opening: 0.5, bounds: bounds, area: bounds)
        // Circumradius 0.5 · R / cos 30°, first corner at −30°.
        let radius = 0.5 * reach / cos(Double.pi / 6)
        let first = Vec2(100 + radius * cos(-Double.pi / 6), 60 + radius * sin(-Double.pi / 6))
        #expect((iris.aperture.points[0] - first).length < 1e-9)
        #expect(iris.aperture.points.allSatisfy { abs(($0 - Vec2(100, 60)).length - radius) < 1e-9 })
    }

    @Test func theBladesTileTheRingAroundTheAperture() {
        let iris = CameraIris(opening: 0.25, bounds: bounds, area: bounds)
        let blades = (0..<6).map { iris.blade($0).area }
        #expect(blades.allSatisfy { $0 > 0 })
        #expect(abs(blades.reduce(iris.aperture.area, +) - iris.ring.area) < 1e-6 * iris.ring.area)
        // Each blade starts at its aperture corner and runs along the next edge.
        #expect(iris.blade(2).points.contains { ($0 - iris.aperture.points[2]).length < 1e-9 })
    }

    @Test func openingShowsTheNewRenderingThroughTheApertureOverTheOld() {
        let pieces = open.pieces(at: 0.25, direction: .fromLeft, bounds: bounds, area: bounds)
        #expect(pieces.map(\.fill).prefix(2) == [.image(.before), .image(.after)])
        #expect(pieces.count == 8)
        #expect(pieces.dropFirst(2).allSatisfy {
            if case .color(let grey) = $0.fill { return (0.17...0.35).contains(grey.red) && grey.alpha == 1 }
            return false
        })
        // The aperture shows the new rendering where it lies.
        #expect(pieces[1].vertices.allSatisfy { $0.texCoord == $0.position })
    }

    @Test func theBladeFacingTheTopLeftIsTheLightest() {
        let iris = CameraIris(opening: 0, bounds: bounds, area: bounds)
        // Unturned, blade 3 faces 210° (up and left on a y-down screen), blade 0 faces 30°.
        let greys = (0..<6).map { iris.colour(ofBlade: $0).red }
        #expect(greys.max() == greys[3] && greys.min() == greys[0])
    }

    @Test func theEndsShowOneRenderingEach() {
        #expect(open.pieces(at: 0, direction: .fromLeft, bounds: bounds, area: bounds).map(\.fill) == [.image(.before)])
        let end = open.pieces(at: 1, direction: .fromLeft, bounds: bounds, area: bounds)
        #expect(end.map(\.fill) == [.image(.before), .image(.after)])
        #expect(abs(area(of: end[1]) - 200 * 120) < 1e-6)
        #expect(close.pieces(at: 0, direction: .fromLeft, bounds: bounds, area: bounds).map(\.fill)
                == [.image(.after), .image(.before)])
        #expect(close.pieces(at: 1, direction: .fromLeft, bounds: bounds, area: bounds).map(\.fill) == [.image(.after)])
    }

    @Test func closingIsOpeningPlayedBackwardsWithTheRenderingsExchanged() {
        let closing = close.pieces(at: 0.75, direction: .fromLeft, bounds: bounds, area: bounds)
        let opening = open.pieces(at: 0.25, direction: .fromLeft, bounds: bounds, area: bounds)
        #expect(closing.map(\.vertices) == opening.map(\.vertices))
        #expect(closing.map(\.fill).prefix(2) == [.image(.after), .image(.before)])
    }

    @Test func everythingIsClippedToTheArea() {
        let pieces = open.pieces(at: 0.6, direction: .fromLeft, bounds: bounds, area: bounds)
        #expect(pieces.flatMap(\.vertices).allSatisfy {
            (-1e-9...200 + 1e-9).contains($0.position.x) && (-1e-9...120 + 1e-9).contains($0.position.y)
        })
    }

    @Test func anEmptyOrNonFiniteLayerDrawsNothing() {
        #expect(open.pieces(at: 0.5, direction: .fromLeft, bounds: .zero, area: .zero).isEmpty)
        #expect(close.pieces(at: .infinity, direction: .fromLeft, bounds: bounds, area: bounds).isEmpty)
    }
}
