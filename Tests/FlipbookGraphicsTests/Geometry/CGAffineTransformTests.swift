import Foundation
import Testing
@testable import FlipbookGraphics

@Suite("CGAffineTransform")
struct CGAffineTransformTests {
    private func close(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-12) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func identityLeavesPointsAndIsIdentity() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGPoint(x: 3, y: -4).applying(.identity) == CGPoint(x: 3, y: -4))
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
        #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
    }

    @Test func pointUsesRowVectorConvention() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        // x' = a·x + c·y + tx, y' = b·x + d·y + ty
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 9, y: 12))
    }

    @Test func rotationByQuarterTurnIsCounterclockwiseInYUpSpace() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(close(p, CGPoint(x: 0, y: 1)))
    }

    @Test func concatenatingAppliesSelfFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let move = CGAffineTransform(translationX: 10, y: 20)
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 23))
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 63))
    }

    @Test func translatedScaledRotatedPrependTheirOperation() {
        let base = CGAffineTransform(scaleX: 2, y: 2)
        #expect(base.translatedBy(x: 1, y: 1) == CGAffineTransform(translationX: 1, y: 1).concatenating(base))
        #expect(CGPoint.zero.applying(base.translatedBy(x: 1, y: 1)) == CGPoint(x: 2, y: 2))
        #expect(base.scaledBy(x: 3, y: 4) == CGAffineTransform(scaleX: 6, y: 8))
        let rotated = base.rotated(by: .pi / 2)
        #expect(close(CGPoint(x: 1, y: 0).applying(rotated), CGPoint(x: 0, y: 2)))
    }

    @Test func invertedUndoesTheTransform() {
        let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: -3).translatedBy(x: 5, y: 7)
        let p = CGPoint(x: 11, y: -13)
        #expect(close(p.applying(t).applying(t.inverted()), p, within: 1e-9))
        let product = t.concatenating(t.inverted())
        #expect(abs(product.a - 1) < 1e-12 && abs(product.b) < 1e-12 && abs(product.tx) < 1e-12)
    }

    @Test func singularTransformInvertsToItself() {
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func sizeIgnoresTranslationAndRectTakesBoundingBox() {
        let t = CGAffineTransform(rotationAngle: .pi / 2).translatedBy(x: 100, y: 100)
        let size = CGSize(width: 2, height: 1).applying(t)
        #expect(abs(size.width + 1) < 1e-12 && abs(size.height - 2) < 1e-12)
        let rect = CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rect.minX + 1) < 1e-12 && abs(rect.width - 1) < 1e-12 && abs(rect.height - 2) < 1e-12)
        #expect(CGRect.null.applying(t).isNull)
    }

    @Test func vectorHoldsComponents() {
        #expect(CGVector(dx: 1, dy: 2) == CGVector(dx: 1.0, dy: 2.0))
        #expect(CGVector.zero == CGVector())
    }
}
