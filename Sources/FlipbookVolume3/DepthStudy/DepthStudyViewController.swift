import Flipbook3D
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// A scene of the depth-sorting study: on a dark view, a 300 × 300 layer centred on the screen gives its sublayers
/// a perspective (`sublayerTransform.m34 = −1/500`); in it a `CATransformLayer` holds the study's planes, so they
/// are drawn as one 3D rendering context, by depth. In `viewWillAppear` a keyframe animation of the transform
/// layer's `transform` spins it, a quarter turn per keyframe, forever.
final class DepthStudyViewController: UIViewController {
    let study: DepthStudy
    /// The layer whose `sublayerTransform` holds the shared perspective.
    let perspectiveLayer = CALayer()
    /// The 3D rendering context: the planes, kept in 3D.
    let transformLayer = CATransformLayer()

    /// The scene of `study`.
    init(study: DepthStudy) {
        self.study = study
        super.init(nibName: nil, bundle: nil)
    }

    /// Not used: the scenes are made in code.
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.12, alpha: 1)
        perspectiveLayer.frame = CGRect(x: 57, y: 218, width: 300, height: 300)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        perspectiveLayer.sublayerTransform = perspective
        view.layer.addSublayer(perspectiveLayer)
        transformLayer.frame = perspectiveLayer.bounds
        transformLayer.transform = study.tilt
        perspectiveLayer.addSublayer(transformLayer)
        for plane in study.planes {
            let layer = CALayer()
            layer.bounds = CGRect(origin: .zero, size: plane.size)
            layer.position = CGPoint(x: transformLayer.bounds.midX, y: transformLayer.bounds.midY)
            layer.backgroundColor = plane.color
            layer.transform = plane.transform
            transformLayer.addSublayer(layer)
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let spin = CAKeyframeAnimation(keyPath: "transform")
        spin.values = (0...4).map { NSValue(caTransform3D: study.spinTransform(quarterTurns: $0)) }
        spin.duration = study.spinDuration
        spin.repeatCount = .infinity
        transformLayer.add(spin, forKey: "spin")
    }
}
