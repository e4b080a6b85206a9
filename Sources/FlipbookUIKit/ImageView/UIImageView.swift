import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

/// A view that shows an image, or plays a sequence of images: UIKit's `UIImageView`.
///
/// The image is the layer's `contents` (its `cgImage`, at `contentsScale` = the image's scale), placed by the
/// view's `contentMode` (default `.scaleToFill`). ``startAnimating()`` plays ``animationImages`` as UIKit does,
/// with a discrete keyframe animation of the layer's `contents` on the host's virtual clock: with `n` images
/// over a duration `d`, image `k` shows during `[k·d/n, (k+1)·d/n)` of each cycle; when the repeat count runs out
/// the animation is removed and the view shows ``image`` again. An image view does not take touches by default
/// (`isUserInteractionEnabled` is `false`).
open class UIImageView: UIView {
    /// A UIImageView draws nothing of its own (see `UIView.drawsNothingOfItsOwn`).
    override class var drawsNothingOfItsOwn: Bool { self == UIImageView.self }

    /// The key of the animation ``startAnimating()`` adds to the layer.
    static let animationKey = "UIImageViewAnimation"

    /// The image shown (when not highlighted, or without a ``highlightedImage``). Default `nil`.
    open var image: UIImage? {
        didSet { showCurrentImage() }
    }

    /// The image shown while ``isHighlighted``; `nil` shows ``image``. Default `nil`.
    open var highlightedImage: UIImage? {
        didSet { showCurrentImage() }
    }

    /// Whether the view shows its ``highlightedImage``. Default `false`.
    open var isHighlighted: Bool = false {
        didSet { showCurrentImage() }
    }

    /// The images ``startAnimating()`` plays, in order. Default `nil`.
    open var animationImages: [UIImage]?

    /// The time one cycle through ``animationImages`` takes, in seconds. Default 0, which — like any value that
    /// is not positive and finite — plays the images at 30 per second (`count / 30` s).
    open var animationDuration: TimeInterval = 0

    /// How many times the images play; 0 (the default), or a negative count, plays them until
    /// ``stopAnimating()``.
    open var animationRepeatCount: Int = 0

    /// An image view showing `image`, its frame `(0, 0)` and the image's size in points (zero without image).
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        showCurrentImage()
    }

    /// An image view showing `image`, or `highlightedImage` while highlighted, its frame sized to `image`.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// An image view with `frame` and no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// An image view from an archive: no image, a zero frame (Flipbook loads no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// Plays ``animationImages`` from the first, ``animationRepeatCount`` times (restarting if already playing);
    /// does nothing without images.
    open func startAnimating() {
        guard let images = animationImages?.compactMap(\.cgImage), !images.isEmpty else { return }
        let animation = CAKeyframeAnimation(keyPath: "contents")
        animation.values = images
        animation.calculationMode = .discrete
        animation.duration = animationDuration.isFinite && animationDuration > 0
            ? animationDuration : Double(images.count) / 30
        animation.repeatCount = animationRepeatCount > 0 ? Float(animationRepeatCount) : .infinity
        animation.delegate = ImagePlaybackEnd(view: self)
        layer.contentsScale = animationImages?.first?.scale ?? 1
        layer.add(animation, forKey: Self.animationKey)
    }

    /// Stops playing the images; the view shows ``image`` again.
    open func stopAnimating() {
        layer.removeAnimation(forKey: Self.animationKey)
        showCurrentImage()
    }

    /// Whether the images are playing: from ``startAnimating()`` until ``stopAnimating()`` or the end of the
    /// last repetition.
    open var isAnimating: Bool {
        layer.animation(forKey: Self.animationKey) != nil
    }

    /// Called when the playback animation stops: unless another playback has started, shows the still image.
    func playbackDidStop() {
        if !isAnimating { showCurrentImage() }
    }

    /// Puts the image to show into the layer.
    private func showCurrentImage() {
        let shown = isHighlighted ? (highlightedImage ?? image) : image
        layer.contents = shown?.cgImage
        layer.contentsScale = shown?.scale ?? 1
    }
}
