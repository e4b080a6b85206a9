// The book's chapter 3 (Case 16, §3.2): a plane lands on the airport with one end keyframe, as an iOS project's
// ViewController.swift in the current Swift. `PlaneLandingViewController` is our name for the book's
// `ViewController`; the book's two viewDidLoad fragments ("机场背景代码...") are joined, and the content modes the
// book breaks after `UIViewContentMode.` for the page are on one line (Swift allows no space after a dot).
import UIKit

class PlaneLandingViewController: UIViewController {
var imageViewAirport:UIImageView?
var imageViewPlane:UIImageView?
override func viewDidLoad() {
    super.viewDidLoad()
    imageViewAirport = UIImageView()
    imageViewAirport?.frame = UIScreen.main.bounds
    imageViewAirport?.image = UIImage(named: "Airport.png")
    imageViewAirport?.contentMode = UIView.ContentMode.scaleAspectFit
    self.view.addSubview(imageViewAirport!)
    imageViewPlane = UIImageView()
    imageViewPlane?.frame = CGRect(x: 100, y: 100, width: 50,
                                     height: 50)
    imageViewPlane?.image = UIImage(named: "Plane.png")
    imageViewPlane?.contentMode =
                                UIView.ContentMode.scaleAspectFit
    imageViewAirport!.addSubview(imageViewPlane!)
}

override func viewWillAppear(_ animated: Bool) {
    UIView.animateKeyframes(withDuration: 2, delay: 0,
        options:UIView.KeyframeAnimationOptions.calculationModeCubic,
        animations: {() in
            self.imageViewPlane?.frame = CGRect(x: 300, y: 300,
                width: 50, height: 50)
        }, completion:{(finish) in
            print("done")
        })
}
}
