import Foundation
import FlipbookGraphics

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Returns `true` if `t` is exactly the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

/// Returns `true` if the two transforms are exactly equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// Returns a transform that translates by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// Returns a transform that scales by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// Returns a transform that rotates by `angle` radians about the vector `(x, y, z)`.
///
/// The axis is normalised; a zero-length axis gives the identity (as Apple's).
/// Positive angles about `(0, 0, 1)` turn +x toward +y (clockwise on iOS's y-down screen).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite, angle.isFinite else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), k = 1 - c
    return CATransform3D(
        m11: c + k * ux * ux, m12: k * ux * uy + s * uz, m13: k * ux * uz - s * uy, m14: 0,
        m21: k * ux * uy - s * uz, m22: c + k * uy * uy, m23: k * uy * uz + s * ux, m24: 0,
        m31: k * ux * uz + s * uy, m32: k * uy * uz - s * ux, m33: c + k * uz * uz, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// Returns `a` followed by `b`: the row-vector product `a × b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    var r = [Double](repeating: 0, count: 16)
    for i in 0..<4 {
        for j in 0..<4 {
            var sum = 0.0
            for k in 0..<4 { sum += Double(a[i, k]) * Double(b[k, j]) }
            r[i * 4 + j] = sum
        }
    }
    return CATransform3D(entries: r)
}

/// Translates `t` by `(tx, ty, tz)`: the translation is applied before `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// Scales `t` by `(sx, sy, sz)`: the scale is applied before `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// Rotates `t` by `angle` radians about `(x, y, z)`: the rotation is applied before `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// Inverts `t`; returns `t` unchanged when it has no inverse (as Apple's).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    MatrixInversion.invert(t) ?? t
}

/// Returns `true` if `t` maps the z = 0 plane affinely, so it can be represented by a `CGAffineTransform`.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
        && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The 3-D transform with the same effect as `m` in the z = 0 plane.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = m.a; t.m12 = m.b; t.m21 = m.c; t.m22 = m.d; t.m41 = m.tx; t.m42 = m.ty
    return t
}

/// The affine part of `t` (its x/y rows and translation); exact when `CATransform3DIsAffine(t)`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// Gauss–Jordan inversion of 4×4 matrices with partial pivoting.
enum MatrixInversion {
    static func invert(_ t: CATransform3D) -> CATransform3D? {
        var a = t.entries
        var inv: [Double] = CATransform3DIdentity.entries
        for column in 0..<4 {
            var pivot = column
            for row in column..<4 where abs(a[row * 4 + column]) > abs(a[pivot * 4 + column]) { pivot = row }
            let p = a[pivot * 4 + column]
            guard p != 0, p.isFinite else { return nil }
            if pivot != column {
                for k in 0..<4 {
                    a.swapAt(pivot * 4 + k, column * 4 + k)
                    inv.swapAt(pivot * 4 + k, column * 4 + k)
                }
            }
            for k in 0..<4 { a[column * 4 + k] /= p; inv[column * 4 + k] /= p }
            for row in 0..<4 where row != column {
                let f = a[row * 4 + column]
                guard f != 0 else { continue }
                for k in 0..<4 {
                    a[row * 4 + k] -= f * a[column * 4 + k]
                    inv[row * 4 + k] -= f * inv[column * 4 + k]
                }
            }
        }
        return CATransform3D(entries: inv)
    }
}
