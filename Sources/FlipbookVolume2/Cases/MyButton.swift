import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 40's button (§ 8.2): a teal `UIButton` that, when ``startButtonAnimation(_:mevent:)`` is called from its
/// action, draws a pink circle about the touch point in `draw(_:)` and grows it by 5 points every 0.02 s; after
/// 50 ticks (1 s, radius 250) the 51st clears it and the button takes touches again. The circle is the button's
/// own drawing, so it stays inside the button and under the title label.
///
/// The book's `DispatchQueue.main.asyncAfter(deadline:)` blocks run on the main run loop, which here is the host's
/// (Flipbook's `DispatchQueue.main`, on the virtual clock). The one Linux edit is `#selector` → `Selector`, besides
/// the current Swift names (see docs/volume2.md, chapter 8).
final class MyButton: UIButton {
    var viewRadius: CGFloat = 0
    var countNum: Int = 0
    var timer: Timer?
    var circleCenterX: CGFloat = 0
    var circleCenterY: CGFloat = 0
    var targetAnimColor: UIColor = UIColor(red: 216.0 / 255.0, green: 114.0 / 255.0, blue: 213.0 / 255.0, alpha: 0.8)

    override init(frame: CGRect) {
        super.init(frame: frame)
        self.backgroundColor = UIColor(red: 50 / 255.0, green: 185 / 255.0, blue: 170 / 255.0, alpha: 1.0)
    }

    required init(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)!
    }

    func startButtonAnimation(_ msenderBt: UIButton, mevent: UIEvent) {
        self.isUserInteractionEnabled = false
        let button: UIView = msenderBt as UIView
        let touchSet: NSSet = mevent.touches(for: button)! as NSSet
        let touchArray: [AnyObject] = touchSet.allObjects as [AnyObject]
        let touch1: UITouch = touchArray[0] as! UITouch
        let point1: CGPoint = touch1.location(in: button)
        self.circleCenterX = point1.x
        self.circleCenterY = point1.y
        timer = Timer.scheduledTimer(timeInterval: 0.02,
                                     target: self,
                                     selector: Selector(MyButton.timeaction),
                                     userInfo: nil,
                                     repeats: true)
        RunLoop.main.add(timer!, forMode: RunLoop.Mode.common)
    }

    override func draw(_ rect: CGRect) {
        let ctx: CGContext = UIGraphicsGetCurrentContext()!
        let endangle: CGFloat = CGFloat(M_PI * 2)
        ctx.addArc(center: CGPoint(x: circleCenterX, y: circleCenterY),
                   radius: viewRadius,
                   startAngle: 0,
                   endAngle: endangle,
                   clockwise: false)
        let stockColor: UIColor = targetAnimColor
        stockColor.setStroke()
        stockColor.setFill()
        ctx.fillPath()
    }

    func timeaction() {
        countNum += 1
        let dismissTime: DispatchTime = DispatchTime.now() +
            Double(Int64(0 * NSEC_PER_SEC)) / Double(NSEC_PER_SEC)
        DispatchQueue.main.asyncAfter(deadline: dismissTime,
                                      execute: { () in
            self.viewRadius += 5
            self.setNeedsDisplay()
        })
        if countNum > 50 {
            countNum = 0
            viewRadius = 0
            timer?.invalidate()
            DispatchQueue.main.asyncAfter(deadline: dismissTime,
                                          execute: { () in
                self.viewRadius = 0
                self.setNeedsDisplay()
            })
            self.isUserInteractionEnabled = true
        }
    }
}
