import Foundation

extension UIView {
    /// The first view, in depth-first order starting with this view, whose ``tag`` is `tag`; `nil` when none is.
    public func viewWithTag(_ tag: Int) -> UIView? {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            if view.tag == tag { return view }
            pending += view.subviews.reversed()
        }
        return nil
    }
}
