import FlipbookCoreAnimation
import FlipbookGraphics
@testable import FlipbookUIKit
import Foundation
import Testing

@Suite("UINavigationController: the stack, the bar, push and pop")
struct NavigationControllerTests {
    @Test("init(rootViewController:): the stack, the parent, the title on the bar, the layout under the status bar")
    func rootAndLayout() {
        let stage = NavigationStage()
        let navigation = stage.navigation, root = stage.root
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === root)
        #expect(root.navigationController === navigation && root.parent === navigation)
        #expect(root.navigationItem.title == "Main Viewcontroller")
        #expect(root.log == ["viewDidLoad", "viewWillAppear(false)", "viewDidAppear(false)"])
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 414, height: 44))
        #expect(navigation.navigationBar.topItem === root.navigationItem && navigation.navigationBar.backItem == nil)
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 414, height: 736), "content extends under the bar")
        #expect(root.view.window === stage.window)
        #expect(navigation.navigationBar.backChevron.isHidden)
        stage.host.perform { root.title = "Renamed" }
        #expect(navigation.navigationBar.titleLabel.text == "Renamed")
    }

    @Test("push and pop without animation and without a delegate animator swap the views at once")
    func immediatePushPop() {
        let stage = NavigationStage()
        let next = stage.root.pushed
        stage.host.perform { stage.navigation.pushViewController(next, animated: false) }
        #expect(stage.navigation.viewControllers.map(\.title) == ["Main Viewcontroller", "New Viewcontroller"])
        #expect(next.view.window === stage.window && stage.root.view.superview == nil)
        #expect(next.log == ["viewDidLoad", "viewWillAppear(false)", "viewDidAppear(false)"])
        #expect(stage.root.log.suffix(2) == ["viewWillDisappear(false)", "viewDidDisappear(false)"])
        #expect(stage.root.delegateLog == ["willShow(New Viewcontroller, false)",
                                           "animationControllerFor(push)", "didShow(New Viewcontroller, false)"])
        let bar = stage.navigation.navigationBar
        #expect(bar.topItem === next.navigationItem && bar.backItem === stage.root.navigationItem)
        #expect(!bar.backChevron.isHidden && bar.titleLabel.text == "New Viewcontroller")

        let popped = stage.host.perform { stage.navigation.popViewController(animated: false) }
        #expect(popped === next && next.parent == nil && next.navigationController == nil)
        #expect(stage.root.view.window === stage.window && next.view.superview == nil)
    }

    @Test("the standard push slides the new view in from the right while the old one moves left by a third")
    func standardSlide() {
        let stage = NavigationStage()
        let next = stage.root.pushed
        stage.host.perform { stage.navigation.pushViewController(next, animated: true) }
        #expect(stage.root.delegateLog.last == "animationControllerFor(push)")
        let half = UINavigationController.standardTransitionDuration / 2
        let incoming = stage.presentedFrame(of: next.view, at: half)
        let outgoing = stage.presentedFrame(of: stage.root.view, at: half)
        #expect(abs(incoming.minX - 207) < 1e-4, "halfway (ease-in-out is symmetric): x = 414 / 2")
        #expect(abs(outgoing.minX + 69) < 1e-4, "halfway to −414 / 3")
        #expect(stage.root.view.superview != nil && stage.root.delegateLog.last == "animationControllerFor(push)")

        stage.host.run(until: 0.36)
        #expect(stage.root.view.superview == nil && next.view.frame.origin == .zero)
        #expect(stage.root.view.frame.origin == .zero, "the old view's frame is restored once it leaves")
        #expect(stage.root.delegateLog.last == "didShow(New Viewcontroller, true)")

        let popStart = stage.host.currentTime
        stage.host.perform { _ = stage.navigation.popViewController(animated: true) }
        let leaving = stage.presentedFrame(of: next.view, at: popStart + half)
        let returning = stage.presentedFrame(of: stage.root.view, at: popStart + half)
        #expect(abs(leaving.minX - 207) < 1e-4 && abs(returning.minX + 69) < 1e-4, "\(leaving) \(returning)")
        #expect(Self.isStacked(next.view, above: stage.root.view), "the pop puts the returning view below")
        stage.host.run(until: 0.8)
        #expect(next.view.superview == nil && stage.navigation.viewControllers.count == 1)
    }

    @Test("Case 57: a delegate animator runs even for animated: false; y = 2H, H, 0 at 0, 1, 2 s")
    func delegateAnimatorWithoutAnimation() {
        let animator = SlideUpAnimator()
        let stage = NavigationStage(animator: animator)
        let next = stage.root.pushed
        stage.host.perform { stage.window.sendTap(at: CGPoint(x: 200, y: 400)) }
        #expect(stage.presentedFrame(of: next.view, at: 0).minY == 1472)
        #expect(animator.sawAnimated == false && animator.fromKeyFrame == CGRect(x: 0, y: 0, width: 414, height: 736))
        #expect(stage.navigation.viewControllers.count == 2, "the stack changes when the push is called")
        #expect(abs(stage.presentedFrame(of: next.view, at: 1).minY - 736) < 1e-4)
        #expect(stage.root.delegateLog.last == "animationControllerFor(push)")
        #expect(abs(stage.presentedFrame(of: next.view, at: 2).minY) < 1e-4)
        stage.host.run(until: 2.05)
        #expect(animator.endings == [true])
        #expect(stage.root.view.superview == nil && stage.root.log.last == "viewDidDisappear(false)")
        #expect(next.log == ["viewDidLoad", "viewWillAppear(false)", "viewDidAppear(false)"])
        #expect(stage.root.delegateLog.last == "didShow(New Viewcontroller, false)")
    }

    @Test("an animator that never calls completeTransition leaves the controller in its transition")
    func neverCompleted() {
        let stage = NavigationStage(animator: SlideUpAnimator(ending: .never))
        let next = stage.root.pushed
        stage.host.perform { stage.navigation.pushViewController(next, animated: true) }
        stage.host.run(until: 5)
        #expect(stage.navigation.topViewController === next && next.view.superview != nil)
        #expect(stage.root.view.superview != nil && !stage.root.log.contains("viewDidDisappear(true)"))
        #expect(!stage.root.delegateLog.contains { $0.hasPrefix("didShow") })
        let popped = stage.host.perform { stage.navigation.popViewController(animated: false) }
        #expect(popped == nil && stage.navigation.viewControllers.count == 2, "navigation is ignored from then on")
    }

    @Test("completeTransition called twice: the second call is ignored")
    func completedTwice() {
        let animator = SlideUpAnimator(ending: .twice)
        let stage = NavigationStage(animator: animator)
        stage.host.perform { stage.navigation.pushViewController(stage.root.pushed, animated: true) }
        stage.host.run(until: 2.1)
        #expect(animator.endings == [true] && stage.navigation.viewControllers.count == 2)
        #expect(stage.root.delegateLog.filter { $0.hasPrefix("didShow") }.count == 1)
    }

    @Test("completeTransition(false) restores the old stack, bar and view")
    func cancelled() {
        let animator = SlideUpAnimator(ending: .cancel)
        let stage = NavigationStage(animator: animator)
        let next = stage.root.pushed
        stage.host.perform { stage.navigation.pushViewController(next, animated: true) }
        stage.host.run(until: 2.1)
        #expect(animator.endings == [false])
        #expect(stage.navigation.viewControllers.count == 1 && next.parent == nil)
        #expect(next.view.superview == nil && stage.root.view.window === stage.window)
        #expect(stage.navigation.navigationBar.topItem === stage.root.navigationItem)
        #expect(stage.root.log.last == "viewDidAppear(true)")
    }

    @Test("bad input: pushing twice, pushing a navigation controller, popping the root — ignored, no crash")
    func badInput() {
        let stage = NavigationStage()
        let other = UINavigationController(rootViewController: UIViewController())
        stage.host.perform {
            stage.navigation.pushViewController(stage.root, animated: false)
            stage.navigation.pushViewController(other, animated: true)
        }
        #expect(stage.navigation.viewControllers.count == 1)
        #expect(stage.host.perform { stage.navigation.popViewController(animated: true) } == nil)
        #expect(stage.host.perform { stage.navigation.popToRootViewController(animated: true) } == nil)
        #expect(stage.host.perform { stage.navigation.popToViewController(other, animated: true) } == nil)
        let empty = UINavigationController(nibName: nil, bundle: nil)
        #expect(empty.topViewController == nil && empty.popViewController(animated: true) == nil)
    }

    @Test("popToRootViewController pops every controller above the root and returns them")
    func popToRoot() {
        let stage = NavigationStage()
        let second = TitledViewController(title: "Two", colour: .red)
        let third = TitledViewController(title: "Three", colour: .green)
        stage.host.perform {
            stage.navigation.setViewControllers([stage.root, second, third], animated: false)
        }
        #expect(stage.navigation.navigationBar.backLabel.text == "Two")
        let popped = stage.host.perform { stage.navigation.popToRootViewController(animated: false) }
        #expect(popped?.map(\.title) == ["Two", "Three"] && stage.navigation.viewControllers.count == 1)
        #expect(stage.root.view.window === stage.window && third.view.superview == nil)
    }

    @Test("the back title: the previous title, else \"Back\" when it would run into the centred title, else none")
    func backTitle() {
        let stage = NavigationStage()
        let bar = stage.navigation.navigationBar
        let next = TitledViewController(title: "Detail", colour: .white)
        stage.host.perform {
            stage.root.title = "Main"
            stage.navigation.pushViewController(next, animated: false)
        }
        #expect(bar.backLabel.text == "Main")
        #expect(abs(bar.backLabel.frame.minX - 27) < 1e-9)
        #expect(bar.backChevron.frame == CGRect(x: 8, y: 11.5, width: 13, height: 21))
        #expect(abs(bar.titleLabel.frame.midX - 207) < 1e-9)
        stage.host.perform { stage.root.title = "Main Viewcontroller" }
        #expect(bar.backLabel.text == "Back", "27 + its width + 6 passes the title's left edge")
        stage.host.perform { next.title = "An extraordinarily long title that fills the bar" }
        #expect(bar.backLabel.text == nil && !bar.backChevron.isHidden)
    }

    @Test("a tap on the back chevron pops the top view controller, animated")
    func backTap() {
        let stage = NavigationStage()
        let next = TitledViewController(title: "Detail", colour: .white)
        stage.host.perform { stage.navigation.pushViewController(next, animated: false) }
        stage.host.asyncAfter(deadline: 0.1) { stage.window.sendTap(at: CGPoint(x: 15, y: 42)) }
        stage.host.run(until: 0.2)
        #expect(stage.navigation.viewControllers.count == 1)
        #expect(stage.root.delegateLog.last == "animationControllerFor(pop)")
        stage.host.run(until: 0.5)
        #expect(next.view.superview == nil && stage.root.delegateLog.last == "didShow(Main Viewcontroller, true)")
    }

    /// Whether `top` lies above `bottom` among their common superview's subviews.
    private static func isStacked(_ top: UIView, above bottom: UIView) -> Bool {
        guard let parent = top.superview, bottom.superview === parent,
              let topIndex = parent.subviews.firstIndex(where: { $0 === top }),
              let bottomIndex = parent.subviews.firstIndex(where: { $0 === bottom }) else { return false }
        return topIndex > bottomIndex
    }
}
