/// An object that responds to an action triggered on a layer (usually an animation, run by adding it to the layer).
public protocol CAAction: AnyObject {
    /// Runs the action for `event` (a property key) on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}
