import Foundation

/// A 4×4 homogeneous transform, in Core Animation's row-vector convention.
///
/// A point is transformed as the row vector `[x y z 1] × M`, so the translation lives in `m41`, `m42`, `m43`
/// and the perspective term in `m34` (set it to `-1 / eyeDistance`). Matrices concatenate left to right:
/// `CATransform3DConcat(a, b)` applies `a` first, then `b`.
public struct CATransform3D: Equatable, Sendable {
    /// Row 1, column 1: x scale for an unrotated transform.
    public var m11: CGFloat
    /// Row 1, column 2: y shear.
    public var m12: CGFloat
    /// Row 1, column 3.
    public var m13: CGFloat
    /// Row 1, column 4.
    public var m14: CGFloat
    /// Row 2, column 1: x shear.
    public var m21: CGFloat
    /// Row 2, column 2: y scale for an unrotated transform.
    public var m22: CGFloat
    /// Row 2, column 3.
    public var m23: CGFloat
    /// Row 2, column 4.
    public var m24: CGFloat
    /// Row 3, column 1.
    public var m31: CGFloat
    /// Row 3, column 2.
    public var m32: CGFloat
    /// Row 3, column 3: z scale for an unrotated transform.
    public var m33: CGFloat
    /// Row 3, column 4: the perspective term (`-1 / d` for an eye at distance `d`).
    public var m34: CGFloat
    /// Row 4, column 1: x translation.
    public var m41: CGFloat
    /// Row 4, column 2: y translation.
    public var m42: CGFloat
    /// Row 4, column 3: z translation.
    public var m43: CGFloat
    /// Row 4, column 4.
    public var m44: CGFloat

    /// Creates the all-zero matrix, as Apple's C initialiser does (use ``CATransform3DIdentity`` for identity).
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// Creates a transform from its sixteen entries, row by row.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }
}

extension CATransform3D {
    /// The sixteen entries in row-major order.
    var entries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].map(Double.init)
    }

    /// Builds a transform from sixteen row-major entries.
    init<C: RandomAccessCollection>(entries e: C) where C.Element == Double, C.Index == Int {
        self.init(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                  m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// Entry at `row`, `column` (both 0-based).
    subscript(row: Int, column: Int) -> CGFloat {
        get {
            switch (row, column) {
            case (0, 0): m11
            case (0, 1): m12
            case (0, 2): m13
            case (0, 3): m14
            case (1, 0): m21
            case (1, 1): m22
            case (1, 2): m23
            case (1, 3): m24
            case (2, 0): m31
            case (2, 1): m32
            case (2, 2): m33
            case (2, 3): m34
            case (3, 0): m41
            case (3, 1): m42
            case (3, 2): m43
            default: m44
            }
        }
    }

    /// Transforms the point `(x, y, z)` as a row vector and divides by `w`.
    func apply(x: CGFloat, y: CGFloat, z: CGFloat = 0) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        let w = x * m14 + y * m24 + z * m34 + m44
        return (x * m11 + y * m21 + z * m31 + m41,
                x * m12 + y * m22 + z * m32 + m42,
                x * m13 + y * m23 + z * m33 + m43,
                w)
    }

}
