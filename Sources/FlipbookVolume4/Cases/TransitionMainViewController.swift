import FlipbookUIKit
import Foundation

// Case 57 (§ 16.2), ViewController.swift: as printed but in today's spellings and without the seed's errors
// (docs/volume4.md): the printed line numbers dropped, `_navigationController` → `_ navigationController`,
// `UINavigationControllerOperation` → `UINavigationController.Operation`, `viewcontroller` → `viewController` (the
// property's name).

/// Case 57's first screen: blue, titled "Main Viewcontroller"; a touch pushes ``NewViewController`` (not animated),
/// and as the navigation controller's delegate it makes the push run ``TransitionAnim``.
final class TransitionMainViewController: UIViewController, UINavigationControllerDelegate {
    var viewController:NewViewController = NewViewController()
    override func viewDidLoad() {
        super.viewDidLoad()
        self.title = "Main Viewcontroller";
        self.view.backgroundColor = UIColor.blue
        navigationController!.delegate = self
    }
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation:
            UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController) ->
        UIViewControllerAnimatedTransitioning?{
            let transitionAnim:TransitionAnim = TransitionAnim()
            return transitionAnim
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?){
        self.navigationController?.pushViewController(viewController, animated: false)
    }
}
