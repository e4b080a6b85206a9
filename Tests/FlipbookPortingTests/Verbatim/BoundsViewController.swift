// The book's chapter 2 (Case 4, §2.2.2): the login button is compressed and stretched through its bounds, as an
// iOS project's ViewController.swift in the current Swift. The book keeps chapter 1's viewDidLoad ("as in
// chapter 1") and replaces viewWillAppear; here that is a subclass of chapter 1's `LoginViewController`.
import UIKit

class BoundsViewController: LoginViewController {
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
