import FlipbookCoreAnimation
import FlipbookGraphics

/// `hitTest(_:with:)`'s search, without recursion.
///
/// The first hit found is the answer of every view above it, so the search keeps a stack of the views whose
/// subviews it is going through, each with the point in its own coordinates: a subview of class exactly `UIView`
/// (whose `hitTest(_:with:)` is this search) is searched on the same stack, so that a hierarchy of any depth fits in
/// a constant amount of the thread's stack; a subview of any other class is asked through its own
/// `hitTest(_:with:)`, which a subclass may override. The point is converted one level at a time, from the
/// superview's coordinates into the subview's, so the search is linear in the number of views it visits.
extension UIView {
    /// ``hitTest(_:with:)``'s search from `point`, in the view's coordinates.
    func searchForHit(at point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isHitCandidate(at: point, with: event) else { return nil }
        var searching = [HitTestLevel(view: self, point: point)]
        while true {
            let top = searching.count - 1
            guard let subview = searching[top].nextSubviewFrontToBack() else { return searching[top].view }
            guard let subviewPoint = subview.point(searching[top].point, fromSuperview: searching[top].view) else {
                continue
            }
            if type(of: subview) == UIView.self {
                if subview.isHitCandidate(at: subviewPoint, with: event) {
                    searching.append(HitTestLevel(view: subview, point: subviewPoint))
                }
            } else if let hit = subview.hitTest(subviewPoint, with: event) {
                return hit
            }
        }
    }

    /// Whether the view takes part in the search at `point` (in its coordinates): it is interactive
    /// (``isUserInteractionEnabled``, and enabled for a control), not animated by a block without
    /// `.allowUserInteraction`, not hidden, at least 0.01 opaque, has a finite frame, and contains the point
    /// (``point(inside:with:)``).
    private func isHitCandidate(at point: CGPoint, with event: UIEvent?) -> Bool {
        acceptsTouches && !isAnimatingWithoutUserInteraction && !isHidden && alpha >= 0.01 && hasFiniteGeometry
            && self.point(inside: point, with: event)
    }

    /// `point`, in `superview`'s coordinates, in the view's: one step through the view's layer placement, or — when
    /// the view's layer is not a sublayer of the superview's — ``convert(_:from:)``. `nil` when the placement is
    /// singular (a view scaled to nothing is hit nowhere).
    private func point(_ point: CGPoint, fromSuperview superview: UIView) -> CGPoint? {
        guard layer.superlayer === superview.layer else { return convert(point, from: superview) }
        return layer.pointFromSuperlayer(point)
    }

    /// Whether the view's centre and bounds are finite (a view with a NaN or infinite frame is neither drawn nor
    /// hit).
    private var hasFiniteGeometry: Bool {
        let position = layer.position, bounds = layer.bounds
        return position.x.isFinite && position.y.isFinite && bounds.origin.x.isFinite && bounds.origin.y.isFinite
            && bounds.width.isFinite && bounds.height.isFinite
    }
}

/// A view whose subviews the hit-test search is going through: the point in the view's coordinates and the
/// subviews as they were when the search reached the view, of which those below `untested` are still to be tested.
private struct HitTestLevel {
    let view: UIView
    let point: CGPoint
    private let subviews: [UIView]
    private var untested: Int

    init(view: UIView, point: CGPoint) {
        self.view = view
        self.point = point
        subviews = view.subviews
        untested = subviews.count
    }

    /// The front-most subview not tested yet, or `nil` when all were.
    mutating func nextSubviewFrontToBack() -> UIView? {
        guard untested > 0 else { return nil }
        untested -= 1
        return subviews[untested]
    }
}
