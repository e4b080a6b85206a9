import FlipbookGraphics
import FlipbookUIKit
import Foundation
import Testing

/// A view that reports each of its layouts.
private final class LayoutReportingView: UIView {
    var onLayout: (() -> Void)?
    override func layoutSubviews() { onLayout?() }
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
}
