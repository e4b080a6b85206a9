/// Which of a transition's two renderings a piece shows.
package enum TransitionSource: Sendable, Equatable {
    /// The layer as it was before the transaction (frozen when the transition was added).
    case before
    /// The layer as it is now (its model and animations at the time drawn).
    case after
}
