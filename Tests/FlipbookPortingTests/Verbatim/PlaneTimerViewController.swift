// The book's chapter 4 (Case 19, §4.2): a plane flies frame by frame, one still every 0.1 s from a Timer, as an
// iOS project's ViewController.swift in the current Swift. `PlaneTimerViewController` is our name for the book's
// `ViewController`. Modernisations Xcode demands and the Linux edits: docs/porting.md.
import UIKit

class PlaneTimerViewController: UIViewController {
    var imageView:UIImageView?
    var timer:Timer?
    var index:Int = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        imageView = UIImageView()
        imageView?.frame = UIScreen.main.bounds
        imageView?.contentMode =
                UIView.ContentMode.scaleAspectFit
        self.view.addSubview(imageView!)
        index = 0
        timer = Timer.scheduledTimer(timeInterval: 0.1,
                target: self,
                selector: Selector(PlaneTimerViewController.refushImage), // Linux: #selector(PlaneTimerViewController.refushImage)
                userInfo:nil,
                repeats: true)
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
