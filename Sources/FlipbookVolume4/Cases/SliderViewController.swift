import FlipbookGraphics
import FlipbookUIKit
import Foundation

// Case 58 (§ 16.3): the side bar, as printed but in today's spellings (`UIScreen.mainScreen()` → `UIScreen.main`,
// `animate(WithDuration:` → `animate(withDuration:`) and with the screen's size read when used: the seed's global
// `let`s would keep the first screen's size for the whole process, and every host has its own screen.

/// The screen's height in points.
var DEVICE_SCREEN_HEIGHT: CGFloat { UIScreen.main.bounds.height }
/// The screen's width in points.
var DEVICE_SCREEN_WIDTH: CGFloat { UIScreen.main.bounds.width }

/// Case 58's side bar: a backdrop view that shows the app's screen blurred, and an orange panel 60 % of the
/// screen wide that slides in from the left over it (``sliderLeftViewAnimStart()``) and back out
/// (``sliderVCDdismiss()``), in 0.5 s each.
final class SliderViewController: UIViewController {
    internal var blurView:UIView?
    internal var contentView:UIView?
    override func viewDidLoad() {
        super.viewDidLoad()
        blurView = UIView(frame: CGRect(x: 0, y: 0,
                                        width: DEVICE_SCREEN_WIDTH,
                                        height: DEVICE_SCREEN_HEIGHT))
        self.view.addSubview(blurView!)
        contentView = UIView(frame:
                                CGRect(x: -DEVICE_SCREEN_WIDTH*0.60, y: 0,
                                       width: DEVICE_SCREEN_WIDTH*0.60,
                                       height: DEVICE_SCREEN_HEIGHT))
        contentView!.backgroundColor = UIColor(red: 255.0 / 255.0,
                                               green: 127.0 / 255.0, blue: 79.0 / 255.0, alpha: 1.0)
        self.view.addSubview(contentView!)
    }

    /// Slides the panel out to the left in 0.5 s, then hides the side bar.
    func sliderVCDdismiss(){
        UIView.animate(withDuration:0.5, animations:
            {()->Void in
                self.contentView!.frame = CGRect(
                    x: -DEVICE_SCREEN_WIDTH*0.6,
                    y: 0,
                    width: DEVICE_SCREEN_WIDTH*0.6,
                    height: DEVICE_SCREEN_HEIGHT)
                self.contentView!.alpha = 0.9
        }, completion: {(finished:Bool)->Void in
            self.view.alpha=0.0
        })
    }

    /// Shows the key window's screen blurred behind the side bar at once, then slides the panel in from the left
    /// in 0.5 s.
    func sliderLeftViewAnimStart(){
        var windowview:UIView = UIView()
        windowview = UIApplication.shared.keyWindow!.rootViewController!.view
        blurView?.layer.contents = blurimageFromImage(
            image: imageFromUIView(view: windowview)).cgImage
        self.view.alpha=1.0
        UIView.animate(withDuration:0.5, animations: {()->Void in
            self.contentView!.frame = CGRect(x: 0, y: 0, width:
DEVICE_SCREEN_WIDTH*0.6, height: DEVICE_SCREEN_HEIGHT)
            self.contentView!.alpha = 0.9
        }, completion: {(finished:Bool)->Void in
        })
    }
}
