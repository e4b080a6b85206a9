import Foundation
import Testing
@testable import FlipbookCoreAnimation

/// `CATransaction` outside a `LayerHost`: per-thread transactions, as on Apple.
@Suite("CATransaction outside a host")
struct StandaloneTransactionTests {
    @Test("begin/commit nest: values are read back inside, the outer ones return after commit, defaults outside")
    func nesting() {
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setAnimationTimingFunction(easeIn)
        CATransaction.setValue("outer", forKey: "custom")
        #expect(CATransaction.animationDuration() == 2)
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 2)
        #expect(CATransaction.value(forKey: "custom") as? String == "outer")
        CATransaction.setAnimationDuration(5)
        CATransaction.setDisableActions(true)
        CATransaction.setValue("inner", forKey: "custom")
        #expect(CATransaction.animationDuration() == 5)
        #expect(CATransaction.disableActions())
        #expect(CATransaction.animationTimingFunction() === easeIn)
        #expect(CATransaction.value(forKey: "custom") as? String == "inner")
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 2)
        #expect(!CATransaction.disableActions())
        #expect(CATransaction.value(forKey: "custom") as? String == "outer")
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(CATransaction.animationTimingFunction() == nil)
        #expect(CATransaction.value(forKey: "custom") == nil)
    }

    @Test("With no transaction open a setter's value does not outlive the call; flush and stray commits do nothing")
    func noOpenTransaction() {
        CATransaction.setAnimationDuration(3)
        CATransaction.setDisableActions(true)
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(!CATransaction.disableActions())
        CATransaction.flush()
        CATransaction.commit()
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 0.25)
        CATransaction.commit()
    }

    @Test("A completion block runs when its transaction commits if no animation was added in it")
    func completionWithoutAnimations() {
        var runs = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { runs += 1 }
        CATransaction.begin()
        CATransaction.completionBlock()?()   // the getter finds the outer transaction's block
        CATransaction.commit()
        #expect(runs == 1)
        CATransaction.commit()
        #expect(runs == 2)
        #expect(CATransaction.completionBlock() == nil)
        CATransaction.setCompletionBlock { runs += 1 }   // no transaction open: its own, committed at once
        #expect(runs == 3)
    }

    @Test("Changing a standalone layer inside a transaction adds its implicit animations with the transaction's timing")
    func implicitAnimations() throws {
        let layer = CALayer()
        layer.opacity = 0.5   // no transaction open: applied at once, no action
        #expect(layer.animationKeys() == nil)
        let easeOut = CAMediaTimingFunction(name: .easeOut)
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setAnimationTimingFunction(easeOut)
        layer.opacity = 1
        layer.position = CGPoint(x: 40, y: 30)
        CATransaction.commit()
        #expect(layer.animationKeys() == ["opacity", "position"])
        let fade = try #require(layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(fade.duration == 2)
        #expect(fade.timingFunction === easeOut)
        #expect(layer.opacity == 1)
        // Outside a host nothing plays the animation: the presentation shows its start.
        #expect(layer.presentation()?.opacity == 0.5)
    }

    @Test("Disabled actions leave a standalone layer's change unanimated")
    func disabledActions() {
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()?.opacity == 0)
    }

    @Test("A completion block waits for the transaction's animations; removing them outside a host completes it",
          arguments: [false, true])
    func completionAfterRemoval(removedBeforeCommit: Bool) {
        let layer = CALayer()
        var ran = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran = true }
        layer.opacity = 0
        if removedBeforeCommit { layer.removeAllAnimations() }
        CATransaction.commit()
        #expect(ran == removedBeforeCommit)
        if !removedBeforeCommit {
            #expect(layer.animationKeys() == ["opacity"])
            layer.removeAnimation(forKey: "opacity")
            #expect(ran)
        }
    }

    @Test("A layer that joins a host plays its standalone animations from that commit, with callbacks")
    func joinsHost() throws {
        let layer = CALayer()
        let delegate = RecordingDelegate()
        var completedAt: CFTimeInterval?
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        CATransaction.setCompletionBlock { completedAt = CACurrentMediaTime() }
        layer.opacity = 0
        CATransaction.commit()
        let move = makeBasic("position.x", from: 0, to: 100, duration: 2)
        move.delegate = delegate
        layer.add(move, forKey: "move")   // no transaction open: committed at once
        let host = LayerHost(startTime: 10)
        host.perform { host.rootLayer.addSublayer(layer) }
        #expect(sample(host, at: 10.5) { layer.presentation()!.opacity } == 0.5)
        #expect(sample(host, at: 11) { layer.presentation()!.position.x } == 50)
        #expect(host.perform { layer.animationKeys() } == ["move"])
        #expect(completedAt == 11)
        host.advance(by: 1)
        #expect(host.perform { layer.animationKeys() } == nil)
        #expect(delegate.events == ["start ", "stop  true"])
        #expect(delegate.times == [10, 12])
    }

    @Test("Standalone animations deep in a subtree, and on a mask, are found when the subtree joins a host after moving")
    func adoptsFromMovedSubtreeAndMask() throws {
        let leaf = CALayer(), mask = CALayer()
        let firstParent = CALayer(), secondParent = CALayer(), owner = CALayer()
        firstParent.addSublayer(leaf)
        leaf.add(makeBasic("position.x", from: 0, to: 100, duration: 2), forKey: "move")
        mask.add(makeBasic("opacity", from: 0, to: 1, duration: 2), forKey: "fade")
        owner.mask = mask
        secondParent.addSublayer(owner)
        secondParent.addSublayer(leaf)           // moves the marked leaf under an unmarked parent
        #expect(secondParent.subtreeHasStandaloneAnimations)
        let host = LayerHost(startTime: 10)
        host.perform { host.rootLayer.addSublayer(secondParent) }
        #expect(!secondParent.subtreeHasStandaloneAnimations && !leaf.subtreeHasStandaloneAnimations)
        #expect(sample(host, at: 11) { leaf.presentation()!.position.x } == 50)
        #expect(sample(host, at: 11) { mask.presentation()!.opacity } == 0.5)
    }

    @Test("Parallel tasks each using transactions outside a host never see one another's values")
    func parallelTasks() async {
        let failures = await withTaskGroup(of: Int.self) { group in
            for task in 0..<64 {
                group.addTask { Self.exerciseTransactions(seed: task) }
            }
            return await group.reduce(0, +)
        }
        #expect(failures == 0)
    }

    /// Runs nested transactions with values derived from `seed` on a standalone layer, many times; returns how
    /// many checks failed.
    private static func exerciseTransactions(seed: Int) -> Int {
        var failures = 0
        func check(_ condition: Bool) { if !condition { failures += 1 } }
        let layer = CALayer()
        for round in 0..<200 {
            let duration = Double(seed * 1000 + round + 1)
            check(CATransaction.animationDuration() == 0.25 && CATransaction.value(forKey: "owner") == nil)
            CATransaction.begin()
            CATransaction.setAnimationDuration(duration)
            CATransaction.setValue(seed, forKey: "owner")
            CATransaction.begin()
            CATransaction.setDisableActions(round.isMultiple(of: 2))
            layer.opacity = Float(round % 10) / 10
            check(CATransaction.animationDuration() == duration)
            check(CATransaction.disableActions() == round.isMultiple(of: 2))
            CATransaction.commit()
            check(CATransaction.value(forKey: "owner") as? Int == seed && !CATransaction.disableActions())
            CATransaction.commit()
            let animation = layer.animation(forKey: "opacity")
            check(round.isMultiple(of: 2) ? animation == nil : animation?.duration == duration)
            layer.removeAllAnimations()
        }
        return failures
    }
}
