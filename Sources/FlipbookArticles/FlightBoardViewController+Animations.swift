import FlipbookGraphics
import FlipbookUIKit
import Foundation

/// The flight board's four animations, as the article prints them.
extension FlightBoardViewController {
    /// C-1a: cross-dissolves `imageView` to `toImage` in 1 s while the snow fades in or out (ease-out).
    func fadeImageView(imageView: UIImageView, toImage: UIImage, showEffects: Bool) {
        UIView.transition(with: imageView, duration: 1.0, options: .transitionCrossDissolve, animations: {
            imageView.image = toImage
        }, completion: nil)
        UIView.animate(withDuration: 1.0, delay: 0.0, options: .curveEaseOut, animations: {
            self.snowView.alpha = showEffects ? 1.0 : 0.0
        }, completion: nil)
    }

    /// C-1b: a fake cube roll — a copy of `label` showing `text` unfolds from a tenth of its height half a label
    /// away (`direction`) while the label folds to a tenth the other way, in 0.5 s (ease-out); then the label takes
    /// the text and the copy goes.
    func cubeTransition(label: UILabel, text: String, direction: AnimationDirection) {
        let auxLabel = makeAuxLabel(copying: label, text: text, backgroundColor: label.backgroundColor)
        let auxLabelOffset = CGFloat(direction.rawValue) * label.frame.size.height / 2.0
        auxLabel.transform = CGAffineTransform(scaleX: 1.0, y: 0.1)
            .concatenating(CGAffineTransform(translationX: 0.0, y: auxLabelOffset))
        label.superview?.addSubview(auxLabel)
        UIView.animate(withDuration: 0.5, delay: 0.0, options: .curveEaseOut, animations: {
            auxLabel.transform = .identity
            label.transform = CGAffineTransform(scaleX: 1.0, y: 0.1)
                .concatenating(CGAffineTransform(translationX: 0.0, y: -auxLabelOffset))
        }, completion: { _ in
            label.text = auxLabel.text
            label.transform = .identity
            auxLabel.removeFromSuperview()
        })
    }

    /// C-1c: the label slides by `offset` and fades out in 0.5 s (ease-in) while a copy showing `text` slides in
    /// from `offset` and fades in, 0.25 s after a 0.1 s delay; then the label takes the text and comes back.
    func moveLabel(label: UILabel, text: String, offset: CGPoint) {
        let auxLabel = makeAuxLabel(copying: label, text: text, backgroundColor: UIColor.clear)
        auxLabel.transform = CGAffineTransform(translationX: offset.x, y: offset.y)
        auxLabel.alpha = 0
        view.addSubview(auxLabel)
        UIView.animate(withDuration: 0.5, delay: 0.0, options: .curveEaseIn, animations: {
            label.transform = CGAffineTransform(translationX: offset.x, y: offset.y)
            label.alpha = 0.0
        }, completion: nil)
        UIView.animate(withDuration: 0.25, delay: 0.1, options: .curveEaseIn, animations: {
            auxLabel.transform = .identity
            auxLabel.alpha = 1.0
        }, completion: { _ in
            auxLabel.removeFromSuperview()
            label.text = text
            label.alpha = 1.0
            label.transform = .identity
        })
    }

    /// C-1d: the plane takes off to the right, tilting up and fading out, then comes back in from the left edge
    /// to its place — five keyframes over 1.5 s.
    func planeDepart() {
        let originalCenter = planeImage.center
        UIView.animateKeyframes(withDuration: 1.5, delay: 0.0, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.25) {
                self.planeImage.center.x += 80.0
                self.planeImage.center.y -= 10.0
            }
            UIView.addKeyframe(withRelativeStartTime: 0.1, relativeDuration: 0.4) {
                self.planeImage.transform = CGAffineTransform(rotationAngle: -.pi / 8)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) {
                self.planeImage.center.x += 100.0
                self.planeImage.center.y -= 50.0
                self.planeImage.alpha = 0.0
            }
            UIView.addKeyframe(withRelativeStartTime: 0.51, relativeDuration: 0.01) {
                self.planeImage.transform = .identity
                self.planeImage.center = CGPoint(x: 0.0, y: originalCenter.y)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.55, relativeDuration: 0.45) {
                self.planeImage.alpha = 1.0
                self.planeImage.center = originalCenter
            }
        }, completion: nil)
    }

    /// The temporary label both text animations start with, written once: `label`'s frame, font, alignment and
    /// text colour, showing `text` on `backgroundColor`.
    private func makeAuxLabel(copying label: UILabel, text: String, backgroundColor: UIColor?) -> UILabel {
        let auxLabel = UILabel(frame: label.frame)
        auxLabel.text = text
        auxLabel.font = label.font
        auxLabel.textAlignment = label.textAlignment
        auxLabel.textColor = label.textColor
        auxLabel.backgroundColor = backgroundColor
        return auxLabel
    }
}
