// The book's chapter 2 (Case 4, §2.2.2): the login button is compressed and stretched through its bounds, as an
// iOS project's ViewController.swift in the current Swift. `BoundsViewController` is our name for the book's
// `ViewController`; its viewDidLoad is chapter 1's, as the book says ("as in chapter 1").
import UIKit

class BoundsViewController: UIViewController {
    var loginButton:UIButton?
    override func viewDidLoad() {
        super.viewDidLoad()
        loginButton = UIButton(frame: CGRect(x:-394,y:230,
                                             width:self.view.frame.width-20*2,height:50))
        loginButton!.backgroundColor = UIColor(red: 50/255.0, green:
185/255.0, blue: 170/255.0, alpha: 1.0)
        loginButton!.setTitle("登录", for: UIControl.State.normal)
        self.view.addSubview(loginButton!)
    }

override func viewWillAppear(_ animated: Bool) {
    // 几何形状
        UIView.beginAnimations(nil, context: nil) // 动画开始
        UIView.setAnimationDuration(1) // 动画周期设置
        loginButton!.bounds = CGRect(x:0,y:0,
        width:loginButton!.frame.size.width*0.7,
        height:loginButton!.frame.size.height*1.2)
        UIView.commitAnimations() // 动画提交
}
}
