import Foundation

extension CGPoint {
    /// Returns the point transformed by `t`: `(a·x + c·y + tx, b·x + d·y + ty)`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// Returns the size transformed by `t` as a vector (the translation is ignored): `(a·w + c·h, b·w + d·h)`.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// Returns the smallest rectangle that contains the transformed corners of this rectangle.
    ///
    /// As in Core Graphics, the null rectangle is returned unchanged.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
            CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minimum = CGPoint(x: xs.min()!, y: ys.min()!)
        return CGRect(x: minimum.x, y: minimum.y, width: xs.max()! - minimum.x, height: ys.max()! - minimum.y)
    }
}
