/// What a running ``CATransition`` shows on a presentation layer at the time the layer was sampled: the compositor
/// draws the layer's old rendering and its current one combined by the type at `progress`.
package struct TransitionPresentation {
    /// The transition's type.
    package let type: CATransitionType
    /// The transition's subtype.
    package let subtype: CATransitionSubtype?
    /// How far the transition has gone, `0...1` (after the timing function and the start and end progress).
    package let progress: Double
    /// The layer's rendering before the transition's transaction (frozen presentation layers), or `nil` when the
    /// layer showed nothing.
    package let priorRendering: CALayer?
}
