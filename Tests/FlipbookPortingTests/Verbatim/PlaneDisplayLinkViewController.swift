// The book's chapter 4 (Case 20, §4.3): the same plane, one still per screen refresh from a CADisplayLink, as an
// iOS project's ViewController.swift in the current Swift. `PlaneDisplayLinkViewController` is our name for the
// book's `ViewController`. The book shows only viewDidLoad here: the properties and `refushImage` are §4.2's, so
// at frame 67 it invalidates the (nil) timer, not the display link, and holds frame 66 while the link keeps firing.
import UIKit

class PlaneDisplayLinkViewController: UIViewController {
    var imageView:UIImageView?
    var timer:Timer?
    var displaylink:CADisplayLink?
    var index:Int = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        imageView = UIImageView()
        imageView?.frame = UIScreen.main.bounds
        imageView?.contentMode =
                                   UIView.ContentMode.scaleAspectFit
        self.view.addSubview(imageView!)
        index = 0
        displaylink = CADisplayLink.init(target: self, selector:
                                   Selector(PlaneDisplayLinkViewController.refushImage)) // Linux: #selector(PlaneDisplayLinkViewController.refushImage))
        displaylink?.frameInterval = 1
        displaylink?.add(to: RunLoop.current,
                                   forMode: RunLoop.Mode.default)
    }

    func refushImage() { // Linux: @objc func refushImage() {
        imageView?.image = UIImage(named: "\(index).png")
        index += 1
        if(index == 67){
            timer?.invalidate()
            index -= 1
            imageView?.image = UIImage(named: "\(index).png")
        }
    }
}
