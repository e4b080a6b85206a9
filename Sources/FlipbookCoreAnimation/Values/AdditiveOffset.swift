import Foundation

/// The end points of an additive animation that makes a property *appear* to move from `old` to `new` while its
/// model value is already `new`: it runs from `old − new` to the zero of the values' kind (`new − new`), both boxed
/// as the property's Swift type (`CGFloat`, `CGPoint`, `CGSize`, `CATransform3D`, `CGAffineTransform`).
///
/// UIKit's view animations (iOS 8 and later) are built this way, so that overlapping animations of one property add
/// up instead of replacing each other. `nil` when the values cannot be subtracted: discrete or mismatched values,
/// and colours, whose components Flipbook clamps to `0...1` (a negative offset cannot be stored).
package func additiveOffset(from old: Any?, to new: Any?) -> (from: Any, to: Any)? {
    guard let old = AnimationValue(old), let new = AnimationValue(new), let kind = old.kind,
          !old.isDiscrete, old.isCompatible(with: new) else { return nil }
    switch kind {
    case .graphics(.color), .graphics(.path): return nil
    default: break
    }
    guard let from = old.subtracting(new).boxed, let to = new.subtracting(new).boxed else { return nil }
    return (from, to)
}
