import Foundation
import Testing
import FlipbookCoreAnimation
import FlipbookRaster
@testable import FlipbookTransitions

/// `rippleEffect`: a damped wave travelling out from the centre displaces what both renderings show.
@Suite struct RippleRenditionTests {
    let bounds = CGRect(x: 0, y: 0, width: 200, height: 120)
    let ripple = TransitionRenditions.rendition(for: CATransitionType(rawValue: "rippleEffect"))

    @Test func theWaveAtHalfwayHasTheDocumentedShape() throws {
        let wave = try #require(RippleWave(progress: 0.5, bounds: bounds, area: bounds))
        // λ = 200 / 5; the front at 0.5 · (√(100² + 60²) + 2λ); amplitude 0.15 λ · sin(π/2).
        #expect(wave.wavelength == 40)
        #expect(abs(wave.front - 0.5 * ((100.0 * 100 + 60 * 60).squareRoot() + 80)) < 1e-9)
        #expect(abs(wave.amplitude - 6) < 1e-9)
        // A quarter wavelength behind the front: a crest, damped by e^(−10/60).
        let crest = wave.front - 10
        #expect(abs(wave.displacement(atRadius: crest) - 6 * exp(-10.0 / 60)) < 1e-9)
        let shown = wave.sample(at: Vec2(100 + crest, 60))
        #expect(abs(shown.x - (100 + crest - 6 * exp(-10.0 / 60))) < 1e-9 && shown.y == 60)
        // Ahead of the front the water is still.
        #expect(wave.displacement(atRadius: wave.front + 1) == 0)
    }

    @Test func bothRenderingsCrossFadeThroughTheSameStillGrid() {
        let pieces = ripple.pieces(at: 0.4, direction: .fromLeft, bounds: bounds, area: bounds)
        #expect(pieces.map(\.fill) == [.image(.before), .image(.after)])
        #expect(pieces.map(\.alpha) == [0.6, 0.4])
        #expect(pieces.allSatisfy { $0.compositing == .add })
        #expect(pieces[0].vertices == pieces[1].vertices)
        // 8 cells per 40-point wavelength: 40 × 24 cells, two triangles each.
        #expect(pieces[0].vertices.count == 41 * 25 && pieces[0].indices.count == 40 * 24 * 6)
        #expect(pieces[0].vertices.first?.position == Vec2(0, 0) && pieces[0].vertices.last?.position == Vec2(200, 120))
        let displaced = pieces[0].vertices.filter { $0.texCoord != $0.position }
        #expect(!displaced.isEmpty)
        #expect(pieces[0].vertices.allSatisfy { bounds.insetBy(dx: -1e-9, dy: -1e-9).contains(CGPoint(x: $0.texCoord.x, y: $0.texCoord.y)) })
    }

    @Test func theWaterIsStillAtBothEnds() {
        for progress in [0.0, 1.0] {
            let pieces = ripple.pieces(at: progress, direction: .fromLeft, bounds: bounds, area: bounds)
            let largest = pieces.flatMap(\.vertices).map { ($0.texCoord - $0.position).length }.max() ?? .infinity
            #expect(largest < 1e-12)
        }
    }

    @Test func anEmptyOrNonFiniteLayerDrawsNothing() {
        #expect(ripple.pieces(at: 0.5, direction: .fromLeft, bounds: .zero, area: .zero).isEmpty)
        #expect(ripple.pieces(at: .nan, direction: .fromLeft, bounds: bounds, area: bounds).isEmpty)
    }
}
