import FlipbookUIKit

// Case 57 (§ 16.2), NewViewController.swift: as printed but for `UIColor.whiteColor()` → `UIColor.white`.

/// Case 57's second screen: white, titled "New Viewcontroller".
final class NewViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        self.view.backgroundColor = UIColor.white
        self.title = "New Viewcontroller"
    }
}
