/// The bound on the work of one circular arc.
package enum ArcSweep {
    /// `sweep` with every full turn beyond the first removed: one full turn (signed as `sweep`) plus the
    /// remainder of `sweep` by 2π, for a sweep of more than a full turn; `sweep` itself otherwise.
    ///
    /// An arc of more than a full turn retraces its circle, so the output covers the same pixels with one
    /// turn plus the remainder, which still ends where the requested arc ends; this bounds an arc to eight
    /// quarter-turn curves whatever its sweep (a `delta` of 10⁶ radians would otherwise take 636,620 curves,
    /// and 10³⁰⁰ could not be counted). Only an even-odd fill can tell the difference: it counts each
    /// extra turn. A non-finite sweep is returned unchanged (callers draw nothing for it).
    package static func bounded(_ sweep: Double) -> Double {
        let fullTurn = 2 * Double.pi
        guard sweep.isFinite, abs(sweep) > fullTurn else { return sweep }
        return (sweep < 0 ? -fullTurn : fullTurn) + sweep.truncatingRemainder(dividingBy: fullTurn)
    }
}
