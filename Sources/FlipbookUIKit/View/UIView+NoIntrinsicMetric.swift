import Foundation

extension UIView {
    /// The value of an ``intrinsicContentSize`` dimension the view has no natural size in (-1).
    public static let noIntrinsicMetric: CGFloat = -1
}
