import Foundation
import Testing
@testable import FlipbookCoreAnimation

@Suite("CATransform3D and its C API")
struct CATransform3DTests {
    @Test("Identity, translation and scale matrices use the row-vector layout")
    func basicMatrices() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        let t = CATransform3DMakeTranslation(1, 2, 3)
        #expect(t.m41 == 1 && t.m42 == 2 && t.m43 == 3 && t.m44 == 1)
        let s = CATransform3DMakeScale(2, 3, 4)
        #expect(s.m11 == 2 && s.m22 == 3 && s.m33 == 4)
        #expect(CATransform3D().m11 == 0)
    }

    @Test("Rotation about z maps +x toward +y ([cos sin; −sin cos] rows)")
    func rotationZ() {
        let r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(isClose(r.m11, 0) && isClose(r.m12, 1) && isClose(r.m21, -1) && isClose(r.m22, 0))
        let p = r.apply(x: 1, y: 0)
        #expect(isClose(p.x, 0) && isClose(p.y, 1))
    }

    @Test("Rotations about x and y match the book's Fig 13.4 matrices")
    func rotationXY() {
        let a = 0.3
        let rx = CATransform3DMakeRotation(a, 1, 0, 0)
        #expect(isClose(rx.m22, cos(a)) && isClose(rx.m23, sin(a)) && isClose(rx.m32, -sin(a)) && isClose(rx.m33, cos(a)))
        let ry = CATransform3DMakeRotation(a, 0, 1, 0)
        #expect(isClose(ry.m11, cos(a)) && isClose(ry.m13, -sin(a)) && isClose(ry.m31, sin(a)) && isClose(ry.m33, cos(a)))
    }

    @Test("A zero axis or non-finite angle gives the identity")
    func degenerateRotation() {
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(.nan, 0, 0, 1)))
    }

    @Test("Concat applies the first transform first")
    func concatOrder() {
        let scaleThenMove = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 0, 0))
        #expect(scaleThenMove.apply(x: 1, y: 0).x == 12)
        let moveThenScale = CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 1))
        #expect(moveThenScale.apply(x: 1, y: 0).x == 22)
    }

    @Test("Translate, Scale and Rotate prepend their operation to t")
    func prependingOperations() {
        let base = CATransform3DMakeScale(2, 2, 1)
        #expect(CATransform3DTranslate(base, 5, 0, 0) == CATransform3DConcat(CATransform3DMakeTranslation(5, 0, 0), base))
        #expect(CATransform3DScale(base, 3, 1, 1) == CATransform3DConcat(CATransform3DMakeScale(3, 1, 1), base))
        #expect(CATransform3DRotate(base, 1, 0, 0, 1) == CATransform3DConcat(CATransform3DMakeRotation(1, 0, 0, 1), base))
    }

    @Test("Invert gives the inverse, and returns a singular matrix unchanged")
    func invert() {
        let t = CATransform3DRotate(CATransform3DMakeTranslation(3, 4, 5), 0.7, 1, 2, 3)
        #expect(isClose(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity, 1e-12))
        let singular = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(singular) == singular)
    }

    @Test("IsAffine accepts 2-D transforms only; EqualToTransform compares exactly")
    func affineAndEquality() {
        #expect(CATransform3DIsAffine(CATransform3DMakeRotation(1, 0, 0, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(1, 0, 1, 0)))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        #expect(!CATransform3DIsAffine(perspective))
        #expect(CATransform3DEqualToTransform(perspective, perspective))
        #expect(!CATransform3DEqualToTransform(perspective, CATransform3DIdentity))
    }

    @Test("NSValue boxes transforms, points, sizes and rects")
    func nsValueBoxing() {
        let t = CATransform3DMakeRotation(0.5, 0, 1, 0)
        #expect(NSValue(caTransform3D: t).caTransform3DValue == t)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSValue(cgPoint: .zero).caTransform3DValue == CATransform3DIdentity)
    }

    @Test("Decomposition round-trips translation, scale, rotation and perspective")
    func decompositionRoundTrip() throws {
        var t = CATransform3DScale(CATransform3DRotate(CATransform3DMakeTranslation(10, -20, 5), 0.8, 1, 1, 0), 2, 3, 0.5)
        t.m34 = -1.0 / 500
        let d = try #require(DecomposedTransform(t))
        #expect(isClose(d.transform, t, 1e-9))
    }

    @Test("Matrix interpolation takes the rotation by slerp: half of 90° about z is 45°")
    func matrixInterpolation() {
        let a = AnimationValue(CATransform3DIdentity)!
        let b = AnimationValue(CATransform3DMakeRotation(.pi / 2, 0, 0, 1))!
        let mid = a.interpolated(to: b, 0.5).boxed as! CATransform3D
        #expect(isClose(mid, CATransform3DMakeRotation(.pi / 4, 0, 0, 1), 1e-12))
    }

    @Test("Setting transform.rotation.z on the identity gives CATransform3DMakeRotation's matrix bit for bit")
    func zRotationMatchesMakeRotation() {
        for angle in [0, -0.0, 1e-300, -1.3, .pi, 2 * .pi, -7.5, 1e10, .infinity, .nan] as [CGFloat] {
            let layer = CALayer()
            layer.setValue(angle, forKeyPath: "transform.rotation.z")
            let expected = CATransform3DMakeRotation(angle, 0, 0, 1)
            #expect(layer.transform.entries.map(\.bitPattern) == expected.entries.map(\.bitPattern), "angle \(angle)")
        }
    }
}
