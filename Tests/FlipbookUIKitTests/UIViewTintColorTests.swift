import FlipbookGraphics
import FlipbookUIKit
import Foundation
import Testing

/// A view recording each `tintColorDidChange()` call with the tint colour it sees then.
private final class TintRecordingView: UIView {
    var seenTints: [CGColor] = []
    override func tintColorDidChange() {
        super.tintColorDidChange()
        seenTints.append(tintColor.cgColor)
    }
}

/// `tintColor` and `tintColorDidChange()` as UIKit documents them (UIView.tintColorDidChange(): "The system calls
/// this method on a view when your code changes the value of the tintColor property on that view", and on the
/// subviews that inherit it).
@Suite("UIView: tint colour changes")
struct UIViewTintColorTests {
    @Test("Setting tintColor calls tintColorDidChange() on the view and on the subviews inheriting it, not on others")
    func tintColorDidChangePropagation() {
        let root = TintRecordingView()
        let inheriting = TintRecordingView()
        let grandchild = TintRecordingView()
        let ownTint = TintRecordingView()
        ownTint.tintColor = .green
        ownTint.seenTints = []
        root.addSubview(inheriting)
        inheriting.addSubview(grandchild)
        root.addSubview(ownTint)

        root.tintColor = .red
        #expect(root.seenTints == [UIColor.red.cgColor])
        #expect(inheriting.seenTints == [UIColor.red.cgColor])
        #expect(grandchild.seenTints == [UIColor.red.cgColor])
        #expect(ownTint.seenTints.isEmpty)

        ownTint.tintColor = nil
        #expect(ownTint.seenTints == [UIColor.red.cgColor])
        #expect(root.seenTints.count == 1)
    }
}
