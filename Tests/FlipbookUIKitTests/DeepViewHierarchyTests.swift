import FlipbookGraphics
import FlipbookUIKit
import Foundation
import Testing

/// A view that reports each of its layouts.
private final class LayoutReportingView: UIView {
    var onLayout: (() -> Void)?
    override func layoutSubviews() { onLayout?() }
}

/// A view that counts the calls of its `hitTest(_:with:)` override, which defers to UIView's.
private final class HitTestCountingView: UIView {
    var hitTests = 0
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        hitTests += 1
        return super.hitTest(point, with: event)
    }
}

/// A view that takes points up to 20 points outside its bounds as inside.
private final class WideTouchAreaView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}

/// A view whose `hitTest(_:with:)` answers `target` wherever UIView's search would answer anything.
private final class RedirectingView: UIView {
    var target: UIView?
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        super.hitTest(point, with: event) == nil ? nil : target
    }
}

/// A view that reports the calls of its window hooks, with its tag.
private final class WindowReportingView: UIView {
    var onWillMoveToWindow: ((Int) -> Void)?
    var onDidMoveToWindow: ((Int) -> Void)?
    override func willMove(toWindow newWindow: UIWindow?) { onWillMoveToWindow?(tag) }
    override func didMoveToWindow() { onDidMoveToWindow?(tag) }
}

/// A chain of `depth` plain views built from the bottom up, 10 × 10 points each, every view 1 point right of its
/// superview at an odd level and 1 point left at an even one (so that a point stays inside all of them only if it is
/// converted level by level); `middle`, if given, takes the place of the view at level `depth / 2`.
private func plainViewChain(depth: Int, middle: UIView? = nil) -> (top: UIView, leaf: UIView) {
    func view(level: Int) -> UIView {
        let view = level == depth / 2 ? middle ?? UIView() : UIView()
        view.frame = CGRect(x: level % 2 == 0 ? -1 : 1, y: 0, width: 10, height: 10)
        return view
    }
    return viewChain(depth: depth, view: view(level:))
}

/// A chain of `depth` views made by `view(level)` (0 at the top), built from the bottom up: each the only
/// subview of the one above.
private func viewChain(depth: Int, view: (Int) -> UIView) -> (top: UIView, leaf: UIView) {
    let leaf = view(depth - 1)
    var top = leaf
    for level in stride(from: depth - 2, through: 0, by: -1) {
        let parent = view(level)
        parent.addSubview(top)
        top = parent
    }
    return (top, leaf)
}

/// A chain of `depth` ``WindowReportingView``s built from the bottom up, each tagged with its level (0 at the top),
/// each recording its window hooks' calls into `willMoves` and `didMoves`.
private func windowReportingChain(depth: Int, willMoves: @escaping (Int) -> Void, didMoves: @escaping (Int) -> Void)
    -> (top: UIView, leaf: UIView) {
    func view(level: Int) -> UIView {
        let view = WindowReportingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.tag = level
        view.onWillMoveToWindow = willMoves
        view.onDidMoveToWindow = didMoves
        return view
    }
    return viewChain(depth: depth, view: view(level:))
}

@Suite("Deep view hierarchies")
struct DeepViewHierarchyTests {
    @Test("a hierarchy 100,000 views deep is laid out and released without recursion")
    func hundredThousandViews() async {
        // In a child process: `layoutIfNeeded()` and the release of the subviews recursed until the stack overflowed.
        await #expect(processExitsWith: .success) {
            let depth = 100_000
            var layouts = 0
            weak var released: UIView?
            do {
                // Built from the bottom up: each new view adopts the hierarchy made so far.
                var top: UIView = LayoutReportingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                (top as? LayoutReportingView)?.onLayout = { layouts += 1 }
                for _ in 1..<depth {
                    let parent = LayoutReportingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                    parent.onLayout = { layouts += 1 }
                    parent.addSubview(top)
                    top = parent
                }
                top.layoutIfNeeded()
                guard layouts == depth else { exit(1) }
                top.layoutIfNeeded()
                guard layouts == depth else { exit(2) }
                released = top
            }
            guard released == nil else { exit(3) }
        }
    }

    @Test("a hierarchy 100,000 views deep is hit-tested without recursion, an override in the middle still called")
    func hundredThousandViewsHitTested() async {
        // In a child process: `hitTest(_:with:)` recursed until the stack overflowed.
        await #expect(processExitsWith: .success) {
            let depth = 100_000
            let middle = HitTestCountingView()
            let (top, leaf) = plainViewChain(depth: depth, middle: middle)
            guard top.hitTest(CGPoint(x: 5, y: 5), with: nil) === leaf else { exit(1) }
            guard middle.hitTests == 1 else { exit(2) }
            // x = 0.5 is inside the top view, but left of its subview (at x = 1).
            guard top.hitTest(CGPoint(x: 0.5, y: 5), with: nil) === top else { exit(3) }
            guard middle.hitTests == 1 else { exit(4) }
            leaf.isHidden = true
            guard top.hitTest(CGPoint(x: 5, y: 5), with: nil) === leaf.superview else { exit(5) }
            middle.isUserInteractionEnabled = false
            guard top.hitTest(CGPoint(x: 5, y: 5), with: nil) === middle.superview else { exit(6) }
            guard middle.hitTests == 3 else { exit(7) }
        }
    }

    @Test("a hierarchy 100,000 views deep joins a window, moves and leaves it: hooks parent first, no recursion")
    func hundredThousandViewsInAWindow() async {
        // In a child process: the window hooks recursed until the stack overflowed.
        await #expect(processExitsWith: .success) {
            let depth = 100_000
            var willMoves: [Int] = [], didMoves: [Int] = []
            let (top, leaf) = windowReportingChain(depth: depth, willMoves: { willMoves.append($0) },
                                                   didMoves: { didMoves.append($0) })
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let first = UIView(frame: window.bounds), second = UIView(frame: window.bounds)
            window.addSubview(first)
            window.addSubview(second)
            first.addSubview(top)
            guard leaf.window === window else { exit(1) }
            guard willMoves == Array(0..<depth), didMoves == Array(0..<depth) else { exit(2) }
            // Within the same window: no window hooks.
            second.addSubview(top)
            guard leaf.window === window, willMoves.count == depth, didMoves.count == depth else { exit(3) }
            // To another window, then out of any.
            let otherWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            otherWindow.addSubview(top)
            guard leaf.window === otherWindow, didMoves.count == 2 * depth else { exit(5) }
            top.removeFromSuperview()
            let threeTimesInOrder = Array(repeating: Array(0..<depth), count: 3).flatMap { $0 }
            guard leaf.window == nil, willMoves == threeTimesInOrder, didMoves == threeTimesInOrder else { exit(6) }
        }
    }

    @Test("a hierarchy 100,000 views deep is built from the top down inside a window without walking the ancestors")
    func hundredThousandViewsBuiltTopDownInAWindow() async {
        // In a child process: each insertion walked the ancestors (quadratic), and the hit test recursed.
        await #expect(processExitsWith: .success) {
            let depth = 100_000
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var leaf: UIView = window
            for _ in 0..<depth {
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                leaf.addSubview(view)
                leaf = view
            }
            let reporter = WindowReportingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var didMoves = 0
            reporter.onDidMoveToWindow = { _ in didMoves += 1 }
            leaf.addSubview(reporter)
            guard didMoves == 1, reporter.window === window else { exit(1) }
            // From the top view (a window not shown is hidden and hits nothing).
            guard window.subviews.first?.hitTest(CGPoint(x: 5, y: 5), with: nil) === reporter else { exit(2) }
        }
    }

    @Test("the search honours point(inside:) and hitTest overrides and skips what UIKit skips")
    func hitTestSemantics() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let plain = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let wide = WideTouchAreaView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        let overhang = UIView(frame: CGRect(x: 40, y: 40, width: 40, height: 40))
        root.addSubview(plain)
        plain.addSubview(wide)
        plain.addSubview(overhang)
        // (35, 35) in the root is (15, 15) in `wide`: outside its bounds, inside its wider touch area.
        #expect(root.hitTest(CGPoint(x: 35, y: 35), with: nil) === wide)
        // In front: `overhang`; beyond `plain`'s bounds it is not reported even where it extends.
        #expect(root.hitTest(CGPoint(x: 55, y: 55), with: nil) === overhang)
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === root)
        // Scaled to nothing: hit nowhere, the search goes on behind it.
        overhang.transform = CGAffineTransform(scaleX: 0, y: 0)
        #expect(root.hitTest(CGPoint(x: 55, y: 55), with: nil) === plain)
        let redirecting = RedirectingView(frame: root.bounds)
        redirecting.target = wide
        root.addSubview(redirecting)
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === wide)
        redirecting.alpha = 0.005
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === root)
    }
}
