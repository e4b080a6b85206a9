import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 41's "UpLoad" button (§ 8.4), a view standing in for a button: a FreshBlue inner `view`, a border view
/// (`viewborder`, 3-point FreshBlue border) and the white "UpLoad" label, then the ring (``circleView``).
///
/// - Stage 1, ``startAnimation()``: the label goes; in 1 s (ease-in-ease-out, held) both views' corners round from
///   5 to 35 and their bounds shrink to 70 × 70, the inner view fades out and the border turns grey.
/// - Stage 2: when the border's group stops, ``animationDidStop(_:finished:)`` starts the ring's 3 s `strokeEnd`.
/// - Stage 3, ``startAnimationSpread()``: back to 210 × 70 with square corners in 1 s, inner view and border green;
///   when the border's group stops, the white "Complete" label appears.
///
/// The book shows neither where `circleView` is made nor what `circleAnimationStop()` does; here the ring is made
/// with the button, over its bounds (so it circles the 70 × 70 of stage 1), and ``circleAnimationStop()`` takes
/// the finished ring away and starts stage 3 (see docs/volume2.md, chapter 8).
final class ButtonView: UIView, CAAnimationDelegate, CircleDelegate {
    let FreshBlue: UIColor = UIColor(red: 25.0 / 255.0, green: 155.0 / 255.0, blue: 200.0 / 255.0, alpha: 1.0)
    let FreshGreen: UIColor = UIColor(red: 150.0 / 255.0, green: 203.0 / 255.0, blue: 25.0 / 255.0, alpha: 1.0)
    var view: UIView?
    var viewborder: UIView?
    var button_x: CGFloat = 0
    var button_y: CGFloat = 0
    var button_w: CGFloat = 0
    var button_h: CGFloat = 0
    var label: UILabel?
    var circleView: CircleView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        button_x = frame.origin.x
        button_y = frame.origin.y
        button_w = frame.size.width
        button_h = frame.size.height
        view = UIView(frame: CGRect(x: 0, y: 0, width: button_w, height: button_h))
        view!.backgroundColor = FreshBlue
        viewborder = UIView(frame: CGRect(x: 0, y: 0, width: button_w, height: button_h))
        viewborder!.backgroundColor = UIColor.clear
        viewborder!.layer.borderColor = FreshBlue.cgColor
        viewborder!.layer.borderWidth = 3.0
        self.addSubview(view!)
        self.addSubview(viewborder!)
        label = UILabel(frame: CGRect(x: 0, y: 0, width: button_w, height: button_h))
        label!.text = "UpLoad"
        label!.textAlignment = NSTextAlignment.center
        label!.textColor = UIColor.white
        label!.font = UIFont.systemFont(ofSize: 20.0)
        self.addSubview(label!)
        // Not in the book: the ring, over the button's bounds, reporting to the button.
        circleView = CircleView(frame: CGRect(x: 0, y: 0, width: button_w, height: button_h))
        circleView!.delegate = self
        self.addSubview(circleView!)
    }

    /// Not used: the cases are made in code.
    required init?(coder: NSCoder) {
        return nil
    }

    func startAnimation() {
        label?.removeFromSuperview()
        let animMakeBigger: CABasicAnimation = CABasicAnimation()
        animMakeBigger.keyPath = "cornerRadius"
        animMakeBigger.fromValue = 5.0
        animMakeBigger.toValue = button_h / 2.0
        let animBounds: CABasicAnimation = CABasicAnimation()
        animBounds.keyPath = "bounds"
        animBounds.toValue = NSValue(cgRect: CGRect(x: button_x + (button_w - button_h) / 2,
                                                    y: button_h,
                                                    width: button_h,
                                                    height: button_h))
        let animAlpha: CABasicAnimation = CABasicAnimation()
        animAlpha.keyPath = "opacity"
        animAlpha.toValue = 0
        let animGroup: CAAnimationGroup = CAAnimationGroup()
        animGroup.duration = 1
        animGroup.repeatCount = 1
        animGroup.isRemovedOnCompletion = false
        animGroup.fillMode = CAMediaTimingFillMode.forwards
        animGroup.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeInEaseOut)
        animGroup.animations = [animMakeBigger, animBounds, animAlpha]
        let animborder: CABasicAnimation = CABasicAnimation()
        animborder.keyPath = "borderColor"
        animborder.toValue = UIColor(red: 224.0 / 255, green: 224.0 / 255, blue: 224.0 / 255, alpha: 1.0).cgColor
        let animGroupAll: CAAnimationGroup = CAAnimationGroup()
        animGroupAll.duration = 1
        animGroupAll.repeatCount = 1
        animGroupAll.isRemovedOnCompletion = false
        animGroupAll.fillMode = CAMediaTimingFillMode.forwards
        animGroupAll.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeInEaseOut)
        animGroupAll.animations = [animMakeBigger, animBounds, animborder]
        animGroupAll.delegate = self
        animGroupAll.setValue("allMyAnimationsBoard", forKey: "groupborderkey")
        CATransaction.begin()
        view?.layer.add(animGroup, forKey: "allMyAnimation")
        viewborder?.layer.add(animGroupAll, forKey: "allMyAnimationsBoard")
        CATransaction.commit()
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if flag {
            let animType = anim.value(forKey: "groupborderkey")
            let animType1 = anim.value(forKey: "groupborderkey1")
            if animType != nil {
                if (animType as! NSString).isEqual(to: "allMyAnimationsBoard") {
                    circleView?.strokeChart()
                }
            } else if animType1 != nil {
                if (animType1 as! NSString).isEqual(to: "allMyAnimationsBoardspread1") {
                    label = UILabel(frame: CGRect(x: 0, y: 0, width: button_w, height: button_h))
                    label!.text = "Complete"
                    label!.textAlignment = NSTextAlignment.center
                    label!.textColor = UIColor.white
                    label!.font = UIFont.systemFont(ofSize: 20)
                    self.addSubview(label!)
                }
            }
        }
    }

    /// Not in the book (its body is not shown): the ring has been drawn; it goes, and stage 3 starts.
    func circleAnimationStop() {
        circleView?.removeFromSuperview()
        startAnimationSpread()
    }

    func startAnimationSpread() {
        let animMakeBigger: CABasicAnimation = CABasicAnimation()
        animMakeBigger.keyPath = "cornerRadius"
        animMakeBigger.fromValue = button_h / 2.0
        animMakeBigger.toValue = 0
        let animBounds: CABasicAnimation = CABasicAnimation()
        animBounds.keyPath = "bounds"
        animBounds.fromValue = NSValue(cgRect: CGRect(x: button_x + (button_w - button_h) / 2,
                                                      y: button_h, width: button_h, height: button_h))
        animBounds.toValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: button_w, height: button_h))
        let animAlpha: CABasicAnimation = CABasicAnimation()
        animAlpha.keyPath = "opacity"
        animAlpha.toValue = 1.0
        let animBackground: CABasicAnimation = CABasicAnimation()
        animBackground.keyPath = "backgroundColor"
        animBackground.toValue = FreshGreen.cgColor
        let group: CAAnimationGroup = CAAnimationGroup()
        group.duration = 1
        group.repeatCount = 1
        group.isRemovedOnCompletion = false
        group.fillMode = CAMediaTimingFillMode.forwards
        group.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeInEaseOut)
        group.animations = [animMakeBigger, animBounds, animAlpha, animBackground]
        let animBorder: CABasicAnimation = CABasicAnimation()
        animBorder.keyPath = "borderColor"
        animBorder.toValue = FreshGreen.cgColor
        let allGroup: CAAnimationGroup = CAAnimationGroup()
        allGroup.duration = 1
        allGroup.repeatCount = 1
        allGroup.isRemovedOnCompletion = false
        allGroup.fillMode = CAMediaTimingFillMode.forwards
        allGroup.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeInEaseOut)
        allGroup.animations = [animMakeBigger, animBounds, animAlpha, animBorder]
        CATransaction.begin()
        view?.layer.add(group, forKey: "allMyAnimationspread1")
        allGroup.setValue("allMyAnimationsBoardspread1", forKey: "groupborderkey1")
        allGroup.delegate = self
        viewborder?.layer.add(allGroup, forKey: "allMyAnimationsBoardspread1")
        CATransaction.commit()
    }
}
