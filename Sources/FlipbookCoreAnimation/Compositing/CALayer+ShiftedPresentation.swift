import Foundation

extension CALayer {
    /// For a presentation layer: a new presentation copy of its model's subtree as it is at media time `time`
    /// (every animation sampled then), for a ``LayerInstance`` shown at a time offset. A model layer returns
    /// itself: it shows its model values at any time.
    package func presentation(atMediaTime time: CFTimeInterval) -> CALayer {
        guard isPresentationCopy, time.isFinite else { return self }
        let model = model()
        return model.presentationTree(atLocalTime: model.convertTime(time, from: nil), recycling: []).copy
    }
}
