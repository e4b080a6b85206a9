import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

/// A value read from a layer or an animation (`Any?`, as key-value coding and animations hold it), as the state dump
/// prints it and the plot charts it: its text, and its numeric components with their names.
///
/// | value | text | components |
/// | --- | --- | --- |
/// | number (`Double`, `CGFloat`, `Float`, `NSNumber`, integers) | `0.5` | one, unnamed |
/// | `Bool` | `true` | one, 0 or 1 |
/// | `CGPoint` (or its `NSValue`) | `(100, 200)` | `x`, `y` |
/// | `CGSize` | `(50, 50)` | `width`, `height` |
/// | `CGRect` | `(0, 0, 50, 50)` | `x`, `y`, `width`, `height` |
/// | `CATransform3D` | `identity`, or its rows `[m11 m12 m13 m14; …]` | `m11` … `m44` |
/// | `CGAffineTransform` | `[a b c d tx ty]` | `a` … `ty` |
/// | `CGColor` | `rgba(1, 0, 0, 1)` (grey: `gray(0.5, 1)`) | `red`, `green`, `blue`, `alpha` (grey: `gray`, `alpha`) |
/// | `CGPath` | `CGPath (bounding box (0, 0, 10, 10))` | none |
/// | `CGImage` | `CGImage 100×80` | none |
/// | a layer | its class (and `"name"`) | none |
/// | `String` | `"text"`, quoted | none |
/// | a string constant (`CAMediaTimingFillMode`, …) | its raw value | none |
/// | `CACornerMask` | `[layerMinXMinYCorner, …]` | none |
/// | array | `[v1, v2, …]`, the first ``listLimit`` elements | none |
/// | dictionary | `[key: Type, …]`, sorted by key | none |
/// | anything else | `<TypeName>` (never an address) | none |
///
/// Numbers print with three decimals at most (see `NumberText`), so that text goldens don't change with the last bits
/// of a computation.
struct InspectedValue {
    /// The most elements of an array printed; the rest are counted (`… 10 more`).
    static let listLimit = 64

    let text: String
    let components: [(name: String, value: Double)]

    init(_ value: Any?) {
        (text, components) = Self.read(value)
    }

    private static func read(_ value: Any?) -> (String, [(name: String, value: Double)]) {
        guard let value else { return ("nil", []) }
        if let flag = value as? Bool, type(of: value) == Bool.self { return (flag ? "true" : "false", [("", flag ? 1 : 0)]) }
        if let number = ValueCoercion.double(value) { return (NumberText.format(number), [("", number)]) }
        if let point = ValueCoercion.point(value) { return vector([("x", point.x), ("y", point.y)]) }
        if let size = ValueCoercion.size(value) { return vector([("width", size.width), ("height", size.height)]) }
        if let rect = ValueCoercion.rect(value) {
            return vector([("x", rect.origin.x), ("y", rect.origin.y), ("width", rect.size.width), ("height", rect.size.height)])
        }
        if let transform = ValueCoercion.transform3D(value) { return transform3D(transform) }
        switch value {
        case let color as CGColor: return self.color(color)
        case let t as CGAffineTransform:
            let entries = [("a", t.a), ("b", t.b), ("c", t.c), ("d", t.d), ("tx", t.tx), ("ty", t.ty)].map { ($0.0, Double($0.1)) }
            return ("[" + entries.map { NumberText.format($0.1) }.joined(separator: " ") + "]", entries)
        case let path as CGPath:
            return ("CGPath (bounding box \(vector(rectComponents(path.boundingBox)).0))", [])
        case let image as CGImage: return ("CGImage \(image.width)×\(image.height)", [])
        case let layer as CALayer: return (LayerLabel.classAndName(of: layer), [])
        case let string as String: return (quoted(string), [])
        case let corners as CACornerMask: return (cornerNames(corners), [])
        case let constant as any RawRepresentable:
            if let raw = constant.rawValue as? String { return (raw, []) }
        case let array as [Any]:
            var texts = array.prefix(listLimit).map { InspectedValue($0).text }
            if array.count > listLimit { texts.append("… \(array.count - listLimit) more") }
            return ("[" + texts.joined(separator: ", ") + "]", [])
        case let dictionary as [AnyHashable: Any]:
            let entries = dictionary.map { ("\($0.key.base)", typeName(of: $0.value)) }.sorted { $0.0 < $1.0 }
            return (entries.isEmpty ? "[:]" : "[" + entries.map { "\(quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "]", [])
        default: break
        }
        return ("<\(typeName(of: value))>", [])
    }

    private static func vector(_ components: [(String, CGFloat)]) -> (String, [(name: String, value: Double)]) {
        let values = components.map { (name: $0.0, value: Double($0.1)) }
        return ("(" + values.map { NumberText.format($0.value) }.joined(separator: ", ") + ")", values)
    }

    private static func rectComponents(_ rect: CGRect) -> [(String, CGFloat)] {
        [("x", rect.origin.x), ("y", rect.origin.y), ("width", rect.size.width), ("height", rect.size.height)]
    }

    private static func transform3D(_ t: CATransform3D) -> (String, [(name: String, value: Double)]) {
        let rows: [[CGFloat]] = [[t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24],
                                 [t.m31, t.m32, t.m33, t.m34], [t.m41, t.m42, t.m43, t.m44]]
        let components = rows.enumerated().flatMap { row, entries in
            entries.enumerated().map { column, entry in (name: "m\(row + 1)\(column + 1)", value: Double(entry)) }
        }
        guard !CATransform3DIsIdentity(t) else { return ("identity", components) }
        let text = rows.map { $0.map { NumberText.format(Double($0)) }.joined(separator: " ") }.joined(separator: "; ")
        return ("[" + text + "]", components)
    }

    private static func color(_ color: CGColor) -> (String, [(name: String, value: Double)]) {
        let values = (color.components ?? []).map(Double.init)
        let names = values.count == 2 ? ["gray", "alpha"] : values.count == 4 ? ["red", "green", "blue", "alpha"]
            : values.indices.map { "c\($0)" }
        let function = values.count == 2 ? "gray" : values.count == 4 ? "rgba" : "color"
        return ("\(function)(" + values.map { NumberText.format($0) }.joined(separator: ", ") + ")",
                zip(names, values).map { (name: $0, value: $1) })
    }

    private static func cornerNames(_ corners: CACornerMask) -> String {
        let names: [(CACornerMask, String)] = [(.layerMinXMinYCorner, "layerMinXMinYCorner"), (.layerMaxXMinYCorner, "layerMaxXMinYCorner"),
                                               (.layerMinXMaxYCorner, "layerMinXMaxYCorner"), (.layerMaxXMaxYCorner, "layerMaxXMaxYCorner")]
        return "[" + names.filter { corners.contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }

    /// `text` in double quotes, with `"`, `\` and control characters escaped as Swift writes them.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private static func typeName(of value: Any) -> String {
        String(describing: type(of: value))
    }
}
