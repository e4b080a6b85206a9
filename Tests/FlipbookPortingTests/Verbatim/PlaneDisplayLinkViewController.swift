// The book's chapter 4 (Case 20, §4.3): the same plane, one still per screen refresh from a CADisplayLink, as an
// iOS project's ViewController.swift in the current Swift. `PlaneDisplayLinkViewController` is our name for the
// book's `ViewController`; its `refushImage` is the one of §4.2 (the book shows only viewDidLoad here).
import UIKit

class PlaneDisplayLinkViewController: UIViewController {
    var imageView:UIImageView?
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
            displaylink?.invalidate()
            index -= 1
            imageView?.image = UIImage(named: "\(index).png")
        }
    }
}
