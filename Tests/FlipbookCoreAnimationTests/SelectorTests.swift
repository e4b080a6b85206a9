import FlipbookCoreAnimation
import Testing

@Suite("Selector: a method reference in place of #selector")
struct SelectorTests {
    final class Target {
        var calls: [String] = []
        func action() { calls.append("action") }
        func tapped(_ sender: Int) { calls.append("tapped \(sender)") }
        func selectors() -> [Selector] { [Selector(action), Selector(tapped(_:))] }
    }

    final class Other {}

    @Test("bound references call their own object, with the argument when it has the method's type")
    func bound() {
        let target = Target()
        let selectors = target.selectors()
        selectors[0].perform(on: nil)
        selectors[1].perform(on: Other(), with: 7)
        selectors[1].perform(on: nil, with: "not an Int")
        #expect(target.calls == ["action", "tapped 7"])
    }

    @Test("unbound references call the target they are sent to, and nothing on a target of another class")
    func unbound() {
        let target = Target()
        Selector(Target.action).perform(on: target)
        Selector(Target.tapped(_:)).perform(on: target, with: 3)
        Selector(Target.action).perform(on: Other())
        Selector(Target.tapped(_:)).perform(on: target, with: "x")
        #expect(target.calls == ["action", "tapped 3"])
    }
}
