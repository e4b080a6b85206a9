import FlipbookGraphics
import FlipbookUIKit
import Foundation
import Testing

@Suite("Controls: states, actions and bad input")
struct ControlStateTests {
    @Test("state combines highlighted, disabled and selected; titles and colours fall back to the normal state's")
    func statesAndTitles() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(button.buttonType == .custom && button.state == .normal)
        #expect(button.titleLabel?.font.pointSize == 18)
        #expect(button.currentTitleColor.cgColor == UIColor.white.cgColor)
        button.setTitle("Go", for: .normal)
        button.setTitle("Stop", for: .selected)
        button.setTitleColor(UIColor.black, for: .highlighted)
        button.isSelected = true
        button.isEnabled = false
        #expect(button.state == [.selected, .disabled])
        #expect(button.title(for: .disabled) == "Go" && button.title(for: .selected) == "Stop")
        #expect(button.titleColor(for: .highlighted)?.cgColor == UIColor.black.cgColor)
        button.isEnabled = true
        #expect(button.currentTitle == "Stop" && button.titleLabel?.text == "Stop")
        button.setTitle(nil, for: .selected)
        #expect(button.currentTitle == "Go")
    }

    @Test("a system button has 15 pt titles in its tint colour, faded while highlighted")
    func systemButton() {
        let button = UIButton(type: .system)
        #expect(button.buttonType == .system && button.titleLabel?.font.pointSize == 15)
        let tint = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1).cgColor
        #expect(button.titleColor(for: .normal)?.cgColor == tint)
        #expect(abs((button.titleColor(for: .highlighted)?.cgColor.alpha ?? 0) - 0.2) < 1e-9)
        let parent = UIView()
        parent.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        parent.addSubview(button)
        #expect(button.titleColor(for: .normal)?.cgColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test("UIActions: an action with the same identifier replaces the old one; removal by identifier")
    func actionIdentifiers() {
        let control = UIControl()
        var log: [String] = []
        let id = UIAction.Identifier("act")
        control.addAction(UIAction(identifier: id) { _ in log.append("first") }, for: .valueChanged)
        control.addAction(UIAction(identifier: id) { _ in log.append("second") }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log == ["second"])
        control.removeAction(identifiedBy: id, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log == ["second"] && control.allControlEvents.isEmpty)
        let a = UIAction { _ in }, b = UIAction { _ in }
        #expect(a.identifier != b.identifier && a.identifier == a.identifier)
    }

    @Test("a primary action titles the button and runs on tap")
    func primaryAction() {
        var taps = 0
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40),
                              primaryAction: UIAction(title: "Send") { _ in taps += 1 })
        #expect(button.currentTitle == "Send")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(button)
        window.isHidden = false
        window.sendTap(at: CGPoint(x: 50, y: 20))
        #expect(taps == 1)
    }

    @Test("touches at NaN or outside the window reach no view and no action; no crash")
    func badTouchPoints() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = UIButton(frame: window.bounds)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        window.addSubview(button)
        window.sendTap(at: CGPoint(x: 10, y: 10))
        #expect(taps == 0, "a hidden window gets no touches")
        window.isHidden = false
        window.sendTap(at: CGPoint(x: CGFloat.nan, y: 10))
        window.sendTap(at: CGPoint(x: 500, y: 10))
        window.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        window.sendTouch(.ended, at: CGPoint(x: CGFloat.infinity, y: 10))
        #expect(taps == 0, "lifting at infinity is outside")
        window.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        window.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        #expect(button.isHighlighted, "the second began cancelled the first touch and started a new one")
        window.sendTouch(.ended, at: CGPoint(x: 10, y: 10))
        #expect(taps == 1)
    }
}
