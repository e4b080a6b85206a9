// The book's chapter 4 (Case 21, §4.4): a black hole grows frame by frame, drawn by draw(_:) after
// setNeedsDisplay() from a 1/30 s Timer, as an iOS project's BlackHoleView.swift and ViewController.swift in the
// current Swift. `BlackHoleViewController` is our name for the book's `ViewController`; the selector the book
// breaks after `BlackHoleViewController.` for the page is on one line (Swift allows no space after a dot).
import UIKit

class BlackHoleView: UIView {
  var blackHoleRadius:Float = 0
  func blackHoleIncrease(_ radius: Float){
      blackHoleRadius = radius
      self.setNeedsDisplay()
  }
  override func draw(_ rect: CGRect) {
      let ctx:CGContext = UIGraphicsGetCurrentContext()!
      ctx.addArc(
          center: CGPoint(x:self.center.x,y:self.center.y),
         radius: CGFloat(blackHoleRadius),
         startAngle: 0,
         endAngle: CGFloat(M_PI * 2),
         clockwise: false)
      ctx.fillPath();
  }
}

class BlackHoleViewController: UIViewController {
    var blackHole:BlackHoleView?
    var timer:Timer?
    var index:Float = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        blackHole = BlackHoleView()
        blackHole?.frame = UIScreen.main.bounds
        blackHole?.backgroundColor = UIColor.cyan
        self.view.addSubview(blackHole!)
        index = 0
        timer = Timer.scheduledTimer(timeInterval: 1.0/30,
        target: self, selector: Selector(BlackHoleViewController.refushImage), userInfo:nil, repeats: true) // Linux: #selector(BlackHoleViewController.refushImage)
    }

    func refushImage() { // Linux: @objc func refushImage() {
        blackHole?.blackHoleIncrease(index)
        index += 1
    }
}
