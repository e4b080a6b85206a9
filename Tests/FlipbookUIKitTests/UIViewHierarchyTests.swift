import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit
import Foundation
import Testing

/// A view that records the hierarchy hooks UIKit calls on it.
final class HookRecordingView: UIView {
    var log: [String] = []
    var onWillMoveToSuperview: (() -> Void)?

    override func willMove(toSuperview newSuperview: UIView?) {
        log.append("willMoveToSuperview(\(newSuperview == nil ? "nil" : "view"))")
        onWillMoveToSuperview?()
    }
    override func didMoveToSuperview() { log.append("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { log.append("willMoveToWindow(\(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() { log.append("didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { log.append("didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { log.append("willRemoveSubview") }
}

@Suite("UIView hierarchy")
struct UIViewHierarchyTests {
    private func parentWithThree() -> (UIView, UIView, UIView, UIView) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView(), c = UIView()
        [a, b, c].forEach(parent.addSubview)
        return (parent, a, b, c)
    }

    private func expectLayersFollow(_ parent: UIView) {
        let layers = parent.layer.sublayers ?? []
        #expect(layers.count == parent.subviews.count)
        #expect(zip(layers, parent.subviews).allSatisfy { $0 === $1.layer })
    }

    @Test("insert below and above a sibling; an unknown sibling puts the view on top")
    func insertRelativeToSibling() {
        let (parent, a, b, c) = parentWithThree()
        let d = UIView(), e = UIView(), f = UIView()
        parent.insertSubview(d, belowSubview: b)
        parent.insertSubview(e, aboveSubview: b)
        parent.insertSubview(f, belowSubview: UIView())
        #expect(parent.subviews == [a, d, b, e, c, f])
        parent.insertSubview(a, aboveSubview: c)
        #expect(parent.subviews == [d, b, e, c, a, f])
        expectLayersFollow(parent)
    }

    @Test("bring to front, send to back and exchange reorder views and layers; bad indices do nothing")
    func reorder() {
        let (parent, a, b, c) = parentWithThree()
        parent.bringSubviewToFront(a)
        #expect(parent.subviews == [b, c, a])
        parent.sendSubviewToBack(c)
        #expect(parent.subviews == [c, b, a])
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(parent.subviews == [a, b, c])
        parent.exchangeSubview(at: 0, withSubviewAt: 7)
        parent.bringSubviewToFront(UIView())
        #expect(parent.subviews == [a, b, c])
        expectLayersFollow(parent)
    }

    @Test("isDescendant(of:) and viewWithTag(_:) search the subtree depth first, the view itself included")
    func descendantsAndTags() {
        let (parent, a, b, _) = parentWithThree()
        let inner = UIView()
        a.addSubview(inner)
        inner.tag = 7
        b.tag = 7
        #expect(inner.isDescendant(of: parent) && inner.isDescendant(of: inner) && !parent.isDescendant(of: inner))
        #expect(parent.viewWithTag(7) === inner)
        #expect(parent.viewWithTag(0) === parent)
        #expect(parent.viewWithTag(99) == nil)
    }

    @Test("adding a view to itself or to its descendant does nothing (no cycle)")
    func cyclesAreRefused() {
        let (parent, a, _, _) = parentWithThree()
        let inner = UIView()
        a.addSubview(inner)
        parent.addSubview(parent)
        inner.addSubview(parent)
        a.insertSubview(a, at: 0)
        #expect(parent.superview == nil && a.subviews == [inner] && parent.subviews.count == 3)
        #expect(parent.layer.superlayer == nil)
    }

    @Test("hooks run in UIKit's order when a view joins and leaves a window's hierarchy")
    func hookOrder() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = HookRecordingView()
        window.addSubview(container)
        let view = HookRecordingView()
        container.log = []
        container.addSubview(view)
        #expect(view.log == ["willMoveToSuperview(view)", "willMoveToWindow(window)", "didMoveToWindow", "didMoveToSuperview"])
        #expect(container.log == ["didAddSubview"])
        view.log = []
        view.removeFromSuperview()
        #expect(container.log == ["didAddSubview", "willRemoveSubview"])
        #expect(view.log == ["willMoveToSuperview(nil)", "willMoveToWindow(nil)", "didMoveToWindow", "didMoveToSuperview"])
        #expect(view.window == nil)
    }

    @Test("a view that removes itself in willMove(toSuperview:) is not inserted; no crash")
    func removalDuringHook() {
        let (parent, _, _, _) = parentWithThree()
        let other = UIView()
        let view = HookRecordingView()
        other.addSubview(view)
        view.onWillMoveToSuperview = { [unowned view] in
            view.onWillMoveToSuperview = nil
            view.removeFromSuperview()
            parent.subviews.first?.removeFromSuperview()
        }
        parent.insertSubview(view, at: 5)
        #expect(view.superview === parent)
        #expect(parent.subviews.count == 3 && parent.subviews.last === view)
        #expect(other.subviews.isEmpty)
        expectLayersFollow(parent)
    }

    @Test("content modes set the layer's gravity with UIKit's top/bottom mapping; redraw needs display on resize")
    func contentModes() {
        let view = UIView()
        #expect(view.contentMode == .scaleToFill && view.layer.contentsGravity == .resize)
        let expected: [(UIView.ContentMode, CALayerContentsGravity)] = [
            (.scaleAspectFit, .resizeAspect), (.scaleAspectFill, .resizeAspectFill), (.center, .center),
            (.top, .bottom), (.bottom, .top), (.left, .left), (.right, .right), (.topLeft, .bottomLeft),
            (.topRight, .bottomRight), (.bottomLeft, .topLeft), (.bottomRight, .topRight), (.redraw, .resize),
        ]
        for (mode, gravity) in expected {
            view.contentMode = mode
            #expect(view.layer.contentsGravity == gravity, "\(mode)")
        }
        #expect(view.layer.needsDisplayOnBoundsChange)
        view.contentMode = .center
        #expect(!view.layer.needsDisplayOnBoundsChange)
    }

    @Test("sizeThatFits is the current size for a plain view; sizeToFit keeps the origin")
    func sizes() {
        let view = UIView(frame: CGRect(x: 5, y: 6, width: 30, height: 40))
        #expect(view.sizeThatFits(.zero) == CGSize(width: 30, height: 40))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 5, y: 6, width: 30, height: 40))
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test("a NaN frame is stored in the layer (its position is NaN) and the view hits nothing")
    func nanFrame() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.addSubview(view)
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: 50, height: 50)
        #expect(view.center.x.isNaN && view.layer.position.x.isNaN)
        #expect(parent.hitTest(CGPoint(x: 10, y: 10), with: nil) === parent)
        #expect(parent.hitTest(CGPoint(x: CGFloat.nan, y: 10), with: nil) == nil)
    }
}
