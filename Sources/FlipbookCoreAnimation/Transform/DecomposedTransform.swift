import Foundation

/// A `CATransform3D` split into perspective, translation, scale, skew and rotation.
///
/// The matrix is `M = N × P` (row vectors) where `P` is the perspective part and `N` the affine part;
/// the upper 3×3 of `N` is `S × U × R` (scale, unit lower-triangular skew, rotation). This is the
/// decomposition used to interpolate whole matrices (rotation by quaternion slerp, as CSS Transforms 2)
/// and to read and write the `transform.rotation.z`, `transform.scale.x`, … key paths.
struct DecomposedTransform: Equatable {
    var perspective: [Double] = [0, 0, 0, 1]
    var translation: [Double] = [0, 0, 0]
    var scale: [Double] = [1, 1, 1]
    /// Skew factors xy, xz, yz.
    var skew: [Double] = [0, 0, 0]
    /// Rotation as a unit quaternion (x, y, z, w).
    var quaternion: [Double] = [0, 0, 0, 1]

    init() {}

    /// Decomposes `t`; returns `nil` when the matrix is singular (it cannot be decomposed).
    init?(_ t: CATransform3D) {
        var m = t.entries
        let w = m[15]
        guard w != 0, w.isFinite else { return nil }
        for i in 0..<16 { m[i] /= w }
        var affine = m
        affine[3] = 0; affine[7] = 0; affine[11] = 0; affine[15] = 1
        guard let inverseAffine = MatrixInversion.invert(CATransform3D(entries: affine)) else { return nil }
        if m[3] != 0 || m[7] != 0 || m[11] != 0 {
            let column = [m[3], m[7], m[11], m[15]]
            let inv = inverseAffine.entries
            perspective = (0..<4).map { (i: Int) -> Double in
                var sum = 0.0
                for k in 0..<4 { sum += inv[i * 4 + k] * column[k] }
                return sum
            }
        }
        translation = [m[12], m[13], m[14]]
        var rows: [[Double]] = [[m[0], m[1], m[2]], [m[4], m[5], m[6]], [m[8], m[9], m[10]]]
        scale[0] = Vector3.length(rows[0])
        rows[0] = Vector3.normalized(rows[0])
        skew[0] = Vector3.dot(rows[0], rows[1])
        rows[1] = Vector3.combine(rows[1], rows[0], 1, -skew[0])
        scale[1] = Vector3.length(rows[1])
        rows[1] = Vector3.normalized(rows[1])
        skew[0] = scale[1] == 0 ? 0 : skew[0] / scale[1]
        skew[1] = Vector3.dot(rows[0], rows[2])
        rows[2] = Vector3.combine(rows[2], rows[0], 1, -skew[1])
        skew[2] = Vector3.dot(rows[1], rows[2])
        rows[2] = Vector3.combine(rows[2], rows[1], 1, -skew[2])
        scale[2] = Vector3.length(rows[2])
        rows[2] = Vector3.normalized(rows[2])
        if scale[2] != 0 { skew[1] /= scale[2]; skew[2] /= scale[2] }
        if Vector3.dot(rows[0], Vector3.cross(rows[1], rows[2])) < 0 {
            for i in 0..<3 { scale[i] = -scale[i]; rows[i] = rows[i].map { -$0 } }
        }
        quaternion = Self.quaternion(fromRows: rows)
    }

    /// The rotation as row-vector matrix rows.
    var rotationRows: [[Double]] {
        get {
            let x = quaternion[0], y = quaternion[1], z = quaternion[2], w = quaternion[3]
            // Row form is the transpose of the usual column-vector quaternion matrix.
            return [
                [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)],
                [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)],
                [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)],
            ]
        }
        set { quaternion = Self.quaternion(fromRows: newValue) }
    }

    /// Euler angles (x, y, z) in radians for the rotation `RotX(x) × RotY(y) × RotZ(z)`.
    var eulerAngles: [Double] {
        get {
            let r = rotationRows
            let sinY = max(-1, min(1, -r[0][2]))
            let y = asin(sinY)
            if abs(sinY) < 0.999_999_999 {
                return [atan2(r[1][2], r[2][2]), y, atan2(r[0][1], r[0][0])]
            }
            return [atan2(r[1][0] * sinY, r[1][1]), y, 0]
        }
        set {
            let m = CATransform3DConcat(
                CATransform3DConcat(CATransform3DMakeRotation(newValue[0], 1, 0, 0),
                                    CATransform3DMakeRotation(newValue[1], 0, 1, 0)),
                CATransform3DMakeRotation(newValue[2], 0, 0, 1))
            rotationRows = [[m.m11, m.m12, m.m13], [m.m21, m.m22, m.m23], [m.m31, m.m32, m.m33]].map { $0.map(Double.init) }
        }
    }

    /// Rebuilds the matrix `N × P`.
    var transform: CATransform3D {
        let r = rotationRows
        let u = [[1, 0, 0], [skew[0], 1, 0], [skew[1], skew[2], 1]]
        var a = [[Double]](repeating: [0, 0, 0], count: 3)
        for i in 0..<3 {
            for j in 0..<3 {
                a[i][j] = scale[i] * (0..<3).reduce(0.0) { $0 + u[i][$1] * r[$1][j] }
            }
        }
        let n = CATransform3D(entries: [a[0][0], a[0][1], a[0][2], 0, a[1][0], a[1][1], a[1][2], 0,
                                        a[2][0], a[2][1], a[2][2], 0, translation[0], translation[1], translation[2], 1])
        guard perspective != [0, 0, 0, 1] else { return n }
        var p = CATransform3DIdentity
        p.m14 = perspective[0]; p.m24 = perspective[1]; p.m34 = perspective[2]; p.m44 = perspective[3]
        return CATransform3DConcat(n, p)
    }

    /// Interpolates every part linearly and the rotation by spherical linear interpolation.
    static func interpolate(_ a: DecomposedTransform, _ b: DecomposedTransform, _ t: Double) -> DecomposedTransform {
        func lerp(_ x: [Double], _ y: [Double]) -> [Double] { zip(x, y).map { $0 + ($1 - $0) * t } }
        var r = DecomposedTransform()
        r.perspective = lerp(a.perspective, b.perspective)
        r.translation = lerp(a.translation, b.translation)
        r.scale = lerp(a.scale, b.scale)
        r.skew = lerp(a.skew, b.skew)
        r.quaternion = slerp(a.quaternion, b.quaternion, t)
        return r
    }

    static func slerp(_ a: [Double], _ b0: [Double], _ t: Double) -> [Double] {
        var b = b0
        var dot = zip(a, b).reduce(0.0) { $0 + $1.0 * $1.1 }
        if dot < 0 { b = b.map { -$0 }; dot = -dot }
        if dot > 0.9995 {
            let r = zip(a, b).map { $0 + ($1 - $0) * t }
            let n = (r.reduce(0.0) { $0 + $1 * $1 }).squareRoot()
            return r.map { $0 / n }
        }
        let theta = acos(min(1, dot))
        let s = sin(theta)
        let wa = sin((1 - t) * theta) / s, wb = sin(t * theta) / s
        return zip(a, b).map { $0 * wa + $1 * wb }
    }

    static func quaternion(fromRows r: [[Double]]) -> [Double] {
        // Column-vector matrix c[i][j] = r[j][i]; Shepperd's method.
        let c00 = r[0][0], c11 = r[1][1], c22 = r[2][2]
        let trace = c00 + c11 + c22
        let q: [Double]
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            q = [(r[1][2] - r[2][1]) / s, (r[2][0] - r[0][2]) / s, (r[0][1] - r[1][0]) / s, 0.25 * s]
        } else if c00 > c11 && c00 > c22 {
            let s = (1 + c00 - c11 - c22).squareRoot() * 2
            q = [0.25 * s, (r[1][0] + r[0][1]) / s, (r[2][0] + r[0][2]) / s, (r[1][2] - r[2][1]) / s]
        } else if c11 > c22 {
            let s = (1 + c11 - c00 - c22).squareRoot() * 2
            q = [(r[1][0] + r[0][1]) / s, 0.25 * s, (r[2][1] + r[1][2]) / s, (r[2][0] - r[0][2]) / s]
        } else {
            let s = (1 + c22 - c00 - c11).squareRoot() * 2
            q = [(r[2][0] + r[0][2]) / s, (r[2][1] + r[1][2]) / s, 0.25 * s, (r[0][1] - r[1][0]) / s]
        }
        let n = (q.reduce(0.0) { $0 + $1 * $1 }).squareRoot()
        return n == 0 ? [0, 0, 0, 1] : q.map { $0 / n }
    }
}

/// Small 3-vector helpers for the decomposition.
enum Vector3 {
    static func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
    static func length(_ a: [Double]) -> Double { dot(a, a).squareRoot() }
    static func normalized(_ a: [Double]) -> [Double] {
        let l = length(a)
        return l == 0 ? a : a.map { $0 / l }
    }
    static func combine(_ a: [Double], _ b: [Double], _ sa: Double, _ sb: Double) -> [Double] {
        [a[0] * sa + b[0] * sb, a[1] * sa + b[1] * sb, a[2] * sa + b[2] * sb]
    }
    static func cross(_ a: [Double], _ b: [Double]) -> [Double] {
        [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
    }
}
