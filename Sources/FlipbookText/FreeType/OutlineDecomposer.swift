import CFreeType
import FlipbookGraphics
import Foundation

/// Turns a FreeType outline into a `CGPath` with `FT_Outline_Decompose`: moves, lines, quadratic (TrueType)
/// and cubic (CFF) curves in font units, y up, each contour closed.
enum OutlineDecomposer {
    /// The outline as an immutable path; empty for a glyph without contours (a space).
    static func path(of outline: UnsafeMutablePointer<FT_Outline>) -> CGPath {
        let path = CGMutablePath()
        var callbacks = FT_Outline_Funcs(
            move_to: { to, user in
                let path = Unmanaged<CGMutablePath>.fromOpaque(user!).takeUnretainedValue()
                if !path.isEmpty { path.closeSubpath() }
                path.move(to: OutlineDecomposer.point(to))
                return 0
            },
            line_to: { to, user in
                Unmanaged<CGMutablePath>.fromOpaque(user!).takeUnretainedValue().addLine(to: OutlineDecomposer.point(to))
                return 0
            },
            conic_to: { control, to, user in
                Unmanaged<CGMutablePath>.fromOpaque(user!).takeUnretainedValue()
                    .addQuadCurve(to: OutlineDecomposer.point(to), control: OutlineDecomposer.point(control))
                return 0
            },
            cubic_to: { control1, control2, to, user in
                Unmanaged<CGMutablePath>.fromOpaque(user!).takeUnretainedValue()
                    .addCurve(to: OutlineDecomposer.point(to), control1: OutlineDecomposer.point(control1), control2: OutlineDecomposer.point(control2))
                return 0
            },
            shift: 0,
            delta: 0)
        let user = Unmanaged.passUnretained(path).toOpaque()
        let error = withExtendedLifetime(path) { FT_Outline_Decompose(outline, &callbacks, user) }
        guard error == 0 else { return CGMutablePath() }
        if !path.isEmpty { path.closeSubpath() }
        return path.copy() ?? path
    }

    fileprivate static func point(_ vector: UnsafePointer<FT_Vector>?) -> CGPoint {
        CGPoint(x: CGFloat(vector!.pointee.x), y: CGFloat(vector!.pointee.y))
    }

    /// The fill rule the outline asks for: even-odd when FreeType flags it, non-zero winding otherwise.
    static func fillRule(of outline: UnsafeMutablePointer<FT_Outline>) -> CGPathFillRule {
        outline.pointee.flags & flipbook_ft_outline_even_odd_fill != 0 ? .evenOdd : .winding
    }
}
