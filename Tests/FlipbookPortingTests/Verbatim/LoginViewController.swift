// The book's chapter 1 (Case 1, §1.2): the login button slides in, as an iOS project's ViewController.swift in
// the current Swift. Compiled unchanged on Linux; `LoginViewController` is our name for the book's
// `ViewController` (several chapters share this target). Modernisations Xcode demands: docs/porting.md.
import UIKit

class LoginViewController: UIViewController {
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
        UIView.animate(withDuration: 1, animations: {
            self.loginButton!.frame = CGRect(x:20,
                                              y:self.loginButton!.frame.origin.y,
        width:self.loginButton!.frame.width,
        height:self.loginButton!.frame.height)
        })
    }
}
