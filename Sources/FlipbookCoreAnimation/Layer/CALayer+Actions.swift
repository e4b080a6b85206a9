import Foundation

extension NSNull: CAAction {
    /// Does nothing: `NSNull` in an action search means "no action".
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension CALayer {
    func searchAction(forKey event: String) -> CAAction? {
        let found: CAAction? = delegate?.action(for: self, forKey: event)
            ?? actions?[event]
            ?? (style?["actions"] as? [String: CAAction])?[event]
            ?? Self.defaultAction(forKey: event)
        if let found { return found is NSNull ? nil : found }
        guard implicitlyAnimates(event) else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    /// Whether a change of `key` animates implicitly: as the property table declares, and for a custom key when
    /// its value can be interpolated.
    func implicitlyAnimates(_ key: String) -> Bool {
        if let property = propertyTable[key] { return property.animation.isImplicit }
        guard let value = AnimationValue(value(forKey: key)) else { return false }
        return !value.isDiscrete
    }
}
