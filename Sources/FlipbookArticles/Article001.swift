import FlipbookContentLayers
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookText
import FlipbookUIKit
import Foundation

extension Articles {
    /// Article 001, "iOS 动画篇 - Core Animation": Cases A-1 … A-16.
    static let article001: [Scene] = [a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16]

    /// The canvas around the article's `colorLayer`, frame (50, 50, 100, 100).
    static let colorLayerCanvas = CGRect(x: 0, y: 0, width: 200, height: 200)

    /// a tap sets a random background colour; the layer cross-fades over the default 0.25 s.
    private static let a1 = Scene(
        id: "A-1", origin: .article(number: 1, section: "Implicit animation"), title: "Implicit colour change",
        chineseTitle: "隐式动画", canvas: colorLayerCanvas, sampleTimes: [0, 0.125, 0.25],
        notes: randomColourNote
    ) { stage in
        let colorLayer = addColorLayer(on: stage)
        var random = SeededRandom(seed: 14)
        stage.at(0, "touchesEnded: set a random background colour") {
            colorLayer.backgroundColor = randomColor(&random)
        }
    }

    /// the same change inside a transaction of 1 s.
    private static let a2 = Scene(
        id: "A-2", origin: .article(number: 1, section: "Transactions"), title: "Transaction with a longer duration",
        chineseTitle: "事务", canvas: colorLayerCanvas, sampleTimes: [0, 0.5, 1],
        notes: randomColourNote
    ) { stage in
        let colorLayer = addColorLayer(on: stage)
        var random = SeededRandom(seed: 33)
        stage.at(0, "touchesEnded: CATransaction of 1 s sets a random background colour") {
            CATransaction.begin()
            CATransaction.setAnimationDuration(1.0)
            colorLayer.backgroundColor = randomColor(&random)
            CATransaction.commit()
        }
    }

    /// A-2 plus a completion block, set after `commit`, that turns the layer by another 45°.
    private static let a3 = Scene(
        id: "A-3", origin: .article(number: 1, section: "Completion block"), title: "Transaction completion block",
        chineseTitle: "完成回调", canvas: colorLayerCanvas, sampleTimes: [0, 0.5, 1, 1.0625, 1.125, 1.25],
        notes: """
        The completion block is set after `commit`, as the article writes it ("it can be written after commit"): \
        it joins the run-loop turn's implicit transaction, which encloses the 1 s transaction, so it runs when the \
        colour fade ends; the 45° turn is then animated implicitly over the default 0.25 s (1 s → 1.25 s). \
        \(randomColourNote)
        """
    ) { stage in
        let colorLayer = addColorLayer(on: stage)
        var random = SeededRandom(seed: 16)
        stage.at(0, "touchesEnded: 1 s colour transaction; completion block turns the layer 45°") {
            CATransaction.begin()
            CATransaction.setAnimationDuration(1.0)
            colorLayer.backgroundColor = randomColor(&random)
            CATransaction.commit()
            CATransaction.setCompletionBlock {
                colorLayer.setAffineTransform(colorLayer.affineTransform().rotated(by: .pi / 4))
            }
        }
    }

    /// the corner radius animates to half the height and back (`autoreverses`).
    private static let a6 = Scene(
        id: "A-6", origin: .article(number: 1, section: "Explicit animation: CABasicAnimation"),
        title: "Corner radius with autoreverse", chineseTitle: "经典动画", canvas: colorLayerCanvas,
        sampleTimes: [0, 0.8, 1.6, 2, 2.4, 3.2, 4],
        notes: """
        The article says the reverse takes half of `duration` (S-36); on Apple platforms each direction lasts \
        `duration`, so the square is a circle at 2 s and square again at 4 s. The scene follows Apple.
        """
    ) { stage in
        let colorLayer = addColorLayer(on: stage)
        stage.at(0, "touchesEnded: add the cornerRadius animation") {
            colorLayer.add(cornerRadiusAnimation(for: colorLayer), forKey: "cornerRadius_animation")
        }
    }

    /// A-6 with a delegate that finds the layer through the animation's KVC value and turns it red.
    private static let a7 = Scene(
        id: "A-7", origin: .article(number: 1, section: "Animation events"), title: "Animation tagged with KVC",
        chineseTitle: "animation通过KVC附加视图", canvas: colorLayerCanvas, sampleTimes: [0, 2, 3, 4, 4.125, 4.25],
        notes: "The red background is set in `animationDidStop` at 4 s and fades in implicitly over 0.25 s."
    ) { stage in
        let colorLayer = addColorLayer(on: stage)
        stage.at(0, "touchesEnded: add the cornerRadius animation, tagged with the layer; red when it stops") {
            let animation = cornerRadiusAnimation(for: colorLayer)
            animation.delegate = LayerTagReader()
            animation.setValue(colorLayer, forKey: "colorLayer")
            colorLayer.add(animation, forKey: "cornerRadius_animation")
        }
    }

    /// the background colour runs through blue, red, yellow, green and back to blue over 4 s.
    private static let a8 = Scene(
        id: "A-8", origin: .article(number: 1, section: "CAKeyframeAnimation"), title: "Keyframe colour cycle",
        chineseTitle: "关键帧动画", canvas: colorLayerCanvas, sampleTimes: [0, 0.5, 1, 2, 3, 3.5]
    ) { stage in
        let colorLayer = addColorLayer(on: stage)
        stage.at(0, "touchesEnded: add the backgroundColor keyframe animation") {
            let animation = CAKeyframeAnimation(keyPath: "backgroundColor")
            animation.duration = 4
            animation.values = [UIColor.blue.cgColor, UIColor.red.cgColor, UIColor.yellow.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor]
            colorLayer.add(animation, forKey: nil)
        }
    }

    /// the spaceship follows a Bézier path and keeps its orientation.
    private static let a9 = spaceshipScene(
        id: "A-9", title: "Keyframe animation along a path", chineseTitle: "关键路径", rotationMode: nil)

    /// the spaceship follows the same path turning with its tangent.
    private static let a10 = spaceshipScene(
        id: "A-10", title: "Path animation with automatic rotation", chineseTitle: "沿着切线", rotationMode: .rotateAuto)

    /// a spring moves the layer 100 points down, overshooting and settling.
    private static let a11 = Scene(
        id: "A-11", origin: .article(number: 1, section: "CASpringAnimation"), title: "Spring animation",
        chineseTitle: "弹性动画", canvas: CGRect(x: 0, y: 0, width: 200, height: 310),
        sampleTimes: [0, 0.1, 0.2, 0.325, 0.5, 0.65, 0.8, 1, 1.5],
        notes: """
        `subLayer` is not defined in the article; the scene uses the article's `colorLayer` geometry (frame \
        (50, 50, 100, 100), blue). ζ = 0.25: the first overshoot peaks at ≈ +144 pt near 0.325 s.
        """
    ) { stage in
        let subLayer = addColorLayer(on: stage)
        stage.at(0, "touchesEnded: add the spring animation on position.y") {
            let animation = CASpringAnimation(keyPath: "position.y")
            animation.damping = 5
            animation.stiffness = 100
            animation.mass = 1
            animation.initialVelocity = 0
            animation.duration = animation.settlingDuration
            animation.fromValue = subLayer.position.y
            animation.toValue = subLayer.position.y + 100
            animation.isRemovedOnCompletion = false
            animation.fillMode = .forwards
            subLayer.add(animation, forKey: nil)
        }
    }

    /// a group scales the layer to half while turning it once around.
    private static let a12 = Scene(
        id: "A-12", origin: .article(number: 1, section: "CAAnimationGroup"), title: "Animation group",
        chineseTitle: "动画组的应用", canvas: colorLayerCanvas, sampleTimes: [0, 0.3, 0.6, 0.9, 1.2, 1.5],
        notes: "`subLayer` is not defined in the article; the scene uses the `colorLayer` geometry."
    ) { stage in
        let subLayer = addColorLayer(on: stage)
        stage.at(0, "touchesEnded: add the scale + rotation group") {
            let animation1 = CABasicAnimation(keyPath: "transform.scale")
            animation1.toValue = 0.5
            let animation2 = CABasicAnimation(keyPath: "transform.rotation.z")
            animation2.toValue = Double.pi * 2
            let group = CAAnimationGroup()
            group.duration = 1.5
            group.isRemovedOnCompletion = false
            group.fillMode = .forwards
            group.animations = [animation1, animation2]
            subLayer.add(group, forKey: nil)
        }
    }

    /// four squares move 400 points right in 2 s, one per standard timing curve.
    private static let a15 = Scene(
        id: "A-15", origin: .article(number: 1, section: "Easing: CAMediaTimingFunction"),
        title: "Easing comparison: linear, ease in, ease out, ease in-out", chineseTitle: "几种缓冲对比",
        canvas: CGRect(x: 0, y: 40, width: 414, height: 200), sampleTimes: [0, 0.4, 0.8, 1.2, 1.6, 2],
        notes: """
        The article shows one layer (`toValue = subLayer.frame.origin.y + 400`, y used for x as printed) with \
        ease-in-ease-out and a figure comparing the four curves; the scene runs the code once per curve, side by \
        side: each lane's `subLayer` sits at lane-local frame (12, 0, 24, 24), so the printed expression gives x = 400.
        """
    ) { stage in
        let curves: [(CAMediaTimingFunctionName, String)] = [
            (.linear, "Linear"), (.easeIn, "EaseIn"), (.easeOut, "EaseOut"), (.easeInEaseOut, "EaseInEaseOut"),
        ]
        var subLayers: [(CALayer, CAMediaTimingFunctionName)] = []
        for (index, (name, title)) in curves.enumerated() {
            let lane = CALayer()
            lane.frame = CGRect(x: 0, y: 60 + CGFloat(index) * 46, width: 414, height: 42)
            stage.view.layer.addSublayer(lane)
            let subLayer = CALayer()
            subLayer.frame = CGRect(x: 12, y: 0, width: 24, height: 24)
            subLayer.backgroundColor = UIColor.blue.cgColor
            lane.addSublayer(subLayer)
            lane.addSublayer(caption(title, frame: CGRect(x: 12, y: 25, width: 200, height: 17), on: stage))
            subLayers.append((subLayer, name))
        }
        stage.at(0, "touchesEnded: add a position.x animation to each lane, one timing function each") {
            for (subLayer, name) in subLayers {
                let animation = CABasicAnimation(keyPath: "position.x")
                animation.duration = 2.0
                animation.toValue = subLayer.frame.origin.y + 400
                animation.isRemovedOnCompletion = false
                animation.fillMode = .forwards
                animation.timingFunction = CAMediaTimingFunction(name: name)
                subLayer.add(animation, forKey: nil)
            }
        }
    }

    /// the ease-out curve plotted from its control points, in a 200 × 200 y-up box.
    private static let a16 = Scene(
        id: "A-16", origin: .article(number: 1, section: "Easing: CAMediaTimingFunction"),
        title: "Plotting the ease-out timing curve", chineseTitle: "标准CAMediaTimingFunction缓冲曲线",
        canvas: CGRect(x: 87, y: 80, width: 240, height: 240), sampleTimes: [0],
        notes: """
        `layerView` is not defined in the article; the scene places it at (107, 100, 200, 200) with a light grey \
        border to show the unit square. The curve is the article's `CAShapeLayer` with no frame, as written: its \
        path draws outside its zero bounds, from the flipped view's bottom-left corner. The article animates no \
        `strokeEnd` here (the curve is static).
        """
    ) { stage in
        let layerView = UIView(frame: CGRect(x: 107, y: 100, width: 200, height: 200))
        layerView.layer.borderColor = UIColor.lightGray.cgColor
        layerView.layer.borderWidth = 1
        stage.view.addSubview(layerView)

        let function = CAMediaTimingFunction(name: .easeOut)
        var controlPoint1: [Float] = [0, 0], controlPoint2: [Float] = [0, 0]
        function.getControlPoint(at: 1, values: &controlPoint1)
        function.getControlPoint(at: 2, values: &controlPoint2)
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 1, y: 1), control1: CGPoint(x: CGFloat(controlPoint1[0]), y: CGFloat(controlPoint1[1])),
                      control2: CGPoint(x: CGFloat(controlPoint2[0]), y: CGFloat(controlPoint2[1])))
        let shapeLayer = CAShapeLayer()
        shapeLayer.strokeColor = UIColor.red.cgColor
        shapeLayer.fillColor = UIColor.clear.cgColor
        shapeLayer.lineWidth = 4.0
        shapeLayer.path = path.copy(using: [CGAffineTransform(scaleX: 200, y: 200)])
        layerView.layer.addSublayer(shapeLayer)
        layerView.layer.isGeometryFlipped = true
    }

    // MARK: Shared parts

    static let randomColourNote = """
    The random colour (`arc4random() / INT_MAX` per component, clamped to 1) comes from a seeded generator, so \
    every render shows the same colour; the seed is one whose colour differs from white and from the blue start.
    """

    /// The article's `colorLayer`: a `CALayer`, frame (50, 50, 100, 100), blue, on the view's layer.
    static func addColorLayer(on stage: SceneStage) -> CALayer {
        let colorLayer = CALayer()
        colorLayer.frame = CGRect(x: 50.0, y: 50.0, width: 100.0, height: 100.0)
        colorLayer.backgroundColor = UIColor.blue.cgColor
        stage.view.layer.addSublayer(colorLayer)
        return colorLayer
    }

    /// `[UIColor colorWithRed:arc4random() / (CGFloat)INT_MAX …]`, from a seeded generator.
    static func randomColor(_ random: inout SeededRandom) -> CGColor {
        let red = CGFloat(random.arc4random()) / CGFloat(Int32.max)
        let green = CGFloat(random.arc4random()) / CGFloat(Int32.max)
        let blue = CGFloat(random.arc4random()) / CGFloat(Int32.max)
        return CGColor(red: red, green: green, blue: blue, alpha: 1.0)
    }

    /// A-6 and A-7's animation: `cornerRadius` to half the height, 2 s, autoreversed.
    private static func cornerRadiusAnimation(for colorLayer: CALayer) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "cornerRadius")
        animation.toValue = colorLayer.bounds.size.height / 2.0
        animation.duration = 2
        animation.autoreverses = true
        return animation
    }

    /// A grey label, as the article's figures caption their curves.
    private static func caption(_ text: String, frame: CGRect, on stage: SceneStage) -> CALayer {
        let label = CATextLayer()
        label.frame = frame
        label.string = text
        label.fontSize = 11
        label.foregroundColor = UIColor.darkGray.cgColor
        label.contentsScale = stage.screenScale
        return label
    }

    /// the path of *iOS Core Animation: Advanced Techniques* (which the article follows) — from
    /// (0, 150) to (300, 150) through control points (75, 0) and (225, 300) in a 300 × 300 container — drawn in
    /// red, and the spaceship (64 × 64, at the path's start) flying along it in 4 s.
    private static func spaceshipScene(id: String, title: String, chineseTitle: String,
                                       rotationMode: CAAnimationRotationMode?) -> Scene {
        Scene(id: id, origin: .article(number: 1, section: "CAKeyframeAnimation: path"), title: title,
              chineseTitle: chineseTitle, canvas: CGRect(x: 0, y: 150, width: 414, height: 200),
              sampleTimes: [0, 0.75, 1.5, 2.25, 3, 3.75],
              notes: """
              The article does not define `self.path` or `self.imageLayer`; the scene takes them from the book the \
              article follows (path (0, 150) → (300, 150), control points (75, 0) and (225, 300); a 64 × 64 ship \
              at the start), in a container at (57, 100); the red line is that book's `CAShapeLayer` (no frame, \
              clear fill, 3 points wide), static: neither text animates its `strokeEnd`. The spaceship is a \
              stand-in. The animation is removed at 4 s (no fill mode).
              """) { stage in
            let containerView = UIView(frame: CGRect(x: 57, y: 100, width: 300, height: 300))
            stage.view.addSubview(containerView)
            let bezierPath = CGMutablePath()
            bezierPath.move(to: CGPoint(x: 0, y: 150))
            bezierPath.addCurve(to: CGPoint(x: 300, y: 150), control1: CGPoint(x: 75, y: 0), control2: CGPoint(x: 225, y: 300))
            let pathLayer = CAShapeLayer()
            pathLayer.path = bezierPath
            pathLayer.fillColor = UIColor.clear.cgColor
            pathLayer.strokeColor = UIColor.red.cgColor
            pathLayer.lineWidth = 3.0
            containerView.layer.addSublayer(pathLayer)
            let imageLayer = CALayer()
            imageLayer.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
            imageLayer.position = CGPoint(x: 0, y: 150)
            imageLayer.contents = StandIn.spaceship
            containerView.layer.addSublayer(imageLayer)
            let description = rotationMode == nil ? "touchesEnded: add the path animation"
                                                  : "touchesEnded: add the path animation with kCAAnimationRotateAuto"
            stage.at(0, description) {
                let animation = CAKeyframeAnimation(keyPath: "position")
                animation.duration = 4.0
                animation.path = bezierPath
                animation.rotationMode = rotationMode
                imageLayer.add(animation, forKey: nil)
            }
        }
    }
}

/// A-7's view controller as animation delegate: when the animation stops, it reads the layer stored under the
/// key `"colorLayer"` and turns it red.
private final class LayerTagReader: CAAnimationDelegate {
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        let layer = anim.value(forKey: "colorLayer") as? CALayer
        layer?.backgroundColor = UIColor.red.cgColor
    }
}
