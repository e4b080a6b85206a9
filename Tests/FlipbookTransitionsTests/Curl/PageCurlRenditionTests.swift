import Foundation
import Testing
import FlipbookCoreAnimation
import FlipbookRaster
@testable import FlipbookTransitions

/// `pageCurl` and `pageUnCurl`: a sheet rolled round a cylinder of radius span / 2π whose line sweeps from the
/// starting edge to one radius past the far edge.
@Suite struct PageCurlRenditionTests {
    let bounds = CGRect(x: 0, y: 0, width: 200, height: 120)
    let curl = TransitionRenditions.rendition(for: CATransitionType(rawValue: "pageCurl"))
    let uncurl = TransitionRenditions.rendition(for: CATransitionType(rawValue: "pageUnCurl"))

    func ys(_ piece: TransitionPiece) -> [Double] { piece.vertices.map(\.position.y) }

    @Test func areRegisteredUnderTheirNames() {
        #expect(curl is PageCurlRendition)
        #expect(uncurl is PageUnCurlRendition)
    }

    @Test func thePageCoversEverythingAtTheStart() {
        let pieces = curl.pieces(at: 0, direction: .fromBottom, bounds: bounds, area: bounds)
        #expect(pieces.map(\.fill) == [.image(.after), .image(.before)])
        let page = pieces[1]
        #expect(Set(page.vertices.map(\.position)) == Set(TransitionPiece.corners(of: bounds)))
        #expect(page.vertices.allSatisfy { $0.position == $0.texCoord })
    }

    @Test func nothingOfThePageIsLeftAtTheEnd() {
        for direction in TransitionDirection.allCases {
            let pieces = curl.pieces(at: 1, direction: direction, bounds: bounds, area: bounds)
            #expect(pieces.map(\.fill) == [.image(.after)])
        }
        // Just before the end, only a sliver of the roll's crest is left, inside the page.
        let late = curl.pieces(at: 0.995, direction: .fromBottom, bounds: bounds, area: bounds)
        #expect(late.contains { $0.fill == .image(.before) })
        #expect(late.allSatisfy { $0.vertices.allSatisfy { $0.position.y >= -1e-9 } })
    }

    @Test func halfwayTheLineIsAboveTheMiddleAndTheLiftedPartLiesOverThePage() throws {
        // r = 120 / 2π = 19.10; the line has gone half of 120 + r: 69.55 pt up from the bottom edge.
        let pieces = curl.pieces(at: 0.5, direction: .fromBottom, bounds: bounds, area: bounds)
        let flat = try #require(pieces.first { $0.fill == .image(.before) && $0.vertices.count == 4 })
        #expect(abs(ys(flat).min()! - 0) < 1e-9)
        #expect(abs(ys(flat).max()! - 50.4507) < 1e-3)
        // The lifted part, turned over, reaches 69.55 − π r = 9.55 pt past the line: its free edge at y = 40.90.
        let back = pieces.filter { if case .color(let colour) = $0.fill { colour.alpha == 1 && $0.alpha == 1 } else { false } }
        #expect(!back.isEmpty)
        #expect(abs(back.flatMap(ys).min()! - 40.9014) < 1e-3)
        // The free edge shows the page's bottom row (mirrored), seen through the back faintly.
        let image = try #require(pieces.last)
        #expect(image.fill == .image(.before) && image.alpha == CurlingSheet.backImageAlpha)
        let freeEdge = image.vertices.filter { abs($0.position.y - 40.9014) < 1e-3 }
        #expect(!freeEdge.isEmpty && freeEdge.allSatisfy { abs($0.texCoord.y - 120) < 1e-9 })
        // The roll reaches one radius below the line, and a shadow half a radius wide lies below it on the new page.
        let roll = pieces.filter { $0.fill == .image(.before) && $0.vertices.count > 4 && $0.alpha == 1 }
        #expect(abs(roll.flatMap(ys).max()! - (50.4507 + 19.0986)) < 1e-3)
        let shadows = pieces.filter { $0.fill == .color(.black) }
        #expect(shadows.count == 2 * CurlingSheet.shadowBands)
        #expect(abs(shadows.flatMap(ys).max()! - (50.4507 + 1.5 * 19.0986)) < 1e-3)
    }

    @Test func theRollDarkensTowardItsSilhouette() {
        let pieces = curl.pieces(at: 0.5, direction: .fromRight, bounds: bounds, area: bounds)
        let roll = pieces.filter { $0.fill == .image(.before) && $0.vertices.count > 4 && $0.alpha == 1 }
        #expect(roll.count == CurlingSheet.bandsPerQuarter)
        #expect(zip(roll, roll.dropFirst()).allSatisfy { $0.shade > $1.shade })
        #expect(roll.allSatisfy { $0.shade < 1 && $0.shade > FaceLighting.ambient })
    }

    @Test func theSubtypeNamesTheStartingEdge() {
        func lifted(_ direction: TransitionDirection) -> [Vec2] {
            curl.pieces(at: 0.2, direction: direction, bounds: bounds, area: bounds)
                .filter { $0.vertices.count > 4 }.flatMap { $0.vertices.map(\.texCoord) }
        }
        #expect(lifted(.fromBottom).allSatisfy { $0.y > 90 })
        #expect(lifted(.fromTop).allSatisfy { $0.y < 30 })
        #expect(lifted(.fromLeft).allSatisfy { $0.x < 50 })
        #expect(lifted(.fromRight).allSatisfy { $0.x > 150 })
    }

    @Test func everythingStaysInsideTheArea() {
        let area = bounds.insetBy(dx: -10, dy: -20)
        for direction in TransitionDirection.allCases {
            for step in 0...40 {
                for piece in curl.pieces(at: Double(step) / 40, direction: direction, bounds: bounds, area: area) {
                    for vertex in piece.vertices {
                        #expect(area.insetBy(dx: -1e-9, dy: -1e-9).contains(CGPoint(x: vertex.position.x,
                                                                                     y: vertex.position.y)))
                        #expect(vertex.w == 1)
                    }
                }
            }
        }
    }

    @Test func unCurlIsTheCurlPlayedBackwardsWithTheRenderingsExchanged() {
        func exchanged(_ fill: TransitionPiece.Fill) -> TransitionPiece.Fill {
            switch fill {
            case .image(.before): .image(.after)
            case .image(.after): .image(.before)
            case .color: fill
            }
        }
        for p in [0.0, 0.3, 0.5, 0.8, 1.0] {
            let backwards = uncurl.pieces(at: p, direction: .fromBottom, bounds: bounds, area: bounds)
            let forwards = curl.pieces(at: 1 - p, direction: .fromBottom, bounds: bounds, area: bounds)
            #expect(backwards.map(\.fill) == forwards.map { exchanged($0.fill) })
            #expect(backwards.map(\.vertices) == forwards.map(\.vertices))
        }
        #expect(uncurl.pieces(at: 1, direction: .fromBottom, bounds: bounds, area: bounds).map(\.fill)
                == [.image(.before), .image(.after)])
    }

    @Test func meshesStayModest() {
        let screen = CGRect(x: 0, y: 0, width: 414, height: 736)
        let pieces = curl.pieces(at: 0.4, direction: .fromBottom, bounds: screen, area: screen)
        let columns = pieces.filter { $0.vertices.count > 4 }.map { $0.vertices.count / 2 }
        #expect(pieces.count <= 24)
        #expect(columns.max()! <= 64)
    }

    @Test func emptyBoundsDrawNothing() {
        #expect(curl.pieces(at: 0.5, direction: .fromBottom, bounds: .zero, area: .zero).isEmpty)
        #expect(uncurl.pieces(at: 0.5, direction: .fromLeft, bounds: CGRect(x: 0, y: 0, width: 0, height: 50),
                              area: bounds).isEmpty)
    }
}
