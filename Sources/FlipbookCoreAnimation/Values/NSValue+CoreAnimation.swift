import Foundation

extension NSValue {
    /// Boxes a point, as `NSValue(cgPoint:)` on Apple platforms.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// Boxes a size, as `NSValue(cgSize:)` on Apple platforms.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// Boxes a rectangle, as `NSValue(cgRect:)` on Apple platforms.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// Boxes a 3-D transform, as `NSValue(caTransform3D:)` on Apple platforms.
    public convenience init(caTransform3D transform: CATransform3D) {
        var entries = transform.entries
        self.init(bytes: &entries, objCType: NSValue.transformObjCType)
    }

    /// The boxed point (zero if the value holds something else).
    public var cgPointValue: CGPoint { pointValue }
    /// The boxed size (zero if the value holds something else).
    public var cgSizeValue: CGSize { sizeValue }
    /// The boxed rectangle (zero if the value holds something else).
    public var cgRectValue: CGRect { rectValue }

    /// The boxed 3-D transform (identity if the value holds something else).
    public var caTransform3DValue: CATransform3D {
        guard isTransform3D else { return CATransform3DIdentity }
        var entries = [Double](repeating: 0, count: 16)
        entries.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return CATransform3D(entries: entries)
    }

    /// The type encoding used for boxed transforms: sixteen doubles, row-major.
    static let transformObjCType = "[16d]"

    var objCTypeString: String { String(cString: objCType) }
    var isTransform3D: Bool { objCTypeString == NSValue.transformObjCType }
    var isPoint: Bool { objCTypeString.hasPrefix("{CGPoint") }
    var isSize: Bool { objCTypeString.hasPrefix("{CGSize") }
    var isRect: Bool { objCTypeString.hasPrefix("{CGRect") }
}
