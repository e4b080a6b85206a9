import FlipbookGraphics
import Foundation

/// The outline of a rectangle with some corners rounded by circular arcs, in UIKit's y-down coordinates: from
/// the end of the top-left corner, clockwise on screen, closed (UIKit's rounded-rectangle path).
struct RoundedRectOutline {
    var rect: CGRect
    var corners: UIRectCorner
    var radius: CGFloat

    init(rect: CGRect, corners: UIRectCorner, radius: CGFloat) {
        self.rect = rect
        self.corners = corners
        let limit = min(rect.width, rect.height) / 2
        self.radius = radius.isNaN ? 0 : min(max(radius, 0), max(limit, 0))
    }

    /// Appends the closed outline to `path`; nothing for an empty or non-finite rectangle.
    func append(to path: CGMutablePath) {
        guard !rect.isEmpty, !rect.isInfinite, rect.width.isFinite, rect.height.isFinite else { return }
        let topLeft = CGPoint(x: rect.minX, y: rect.minY), topRight = CGPoint(x: rect.maxX, y: rect.minY)
        let bottomRight = CGPoint(x: rect.maxX, y: rect.maxY), bottomLeft = CGPoint(x: rect.minX, y: rect.maxY)
        path.move(to: CGPoint(x: rect.minX + radius(of: .topLeft), y: rect.minY))
        corner(.topRight, at: topRight, towards: bottomRight, in: path)
        corner(.bottomRight, at: bottomRight, towards: bottomLeft, in: path)
        corner(.bottomLeft, at: bottomLeft, towards: topLeft, in: path)
        corner(.topLeft, at: topLeft, towards: topRight, in: path)
        path.closeSubpath()
    }

    private func radius(of corner: UIRectCorner) -> CGFloat {
        corners.contains(corner) ? radius : 0
    }

    /// A line to the corner's start, then its arc (or the sharp corner).
    private func corner(_ corner: UIRectCorner, at point: CGPoint, towards next: CGPoint, in path: CGMutablePath) {
        let r = radius(of: corner)
        if r > 0 {
            path.addArc(tangent1End: point, tangent2End: next, radius: r)
        } else {
            path.addLine(to: point)
        }
    }
}
