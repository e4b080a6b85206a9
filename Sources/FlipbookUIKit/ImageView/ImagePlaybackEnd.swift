import FlipbookCoreAnimation

/// The delegate of an image view's playback animation: when the animation stops (its repeat count run out, or
/// removed), the view shows its still image again — with that image's `contentsScale`.
final class ImagePlaybackEnd: CAAnimationDelegate {
    private weak var view: UIImageView?

    init(view: UIImageView) {
        self.view = view
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        view?.playbackDidStop()
    }
}
