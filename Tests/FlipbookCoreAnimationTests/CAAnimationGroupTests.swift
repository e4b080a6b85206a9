import Foundation
import Testing
@testable import FlipbookCoreAnimation

@Suite("CAAnimationGroup")
struct CAAnimationGroupTests {
    func opacity(from: Float, to: Float, duration: Double = 0) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = from; a.toValue = to; a.duration = duration
        return a
    }

    @Test("Children without a duration run for the group's duration")
    func childDuration() {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            let group = CAAnimationGroup()
            group.animations = [opacity(from: 0, to: 1)]
            group.duration = 2
            layer.add(group, forKey: "g")
        }
        #expect(sample(host, at: 1) { layer.presentation()!.opacity } == 0.5)
    }

    @Test("Children are clipped, not scaled, to the group's duration")
    func clipping() {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            let group = CAAnimationGroup()
            group.animations = [opacity(from: 0, to: 1, duration: 4)]
            group.duration = 1
            layer.add(group, forKey: "g")
        }
        #expect(sample(host, at: 0.5) { layer.presentation()!.opacity } == 0.125)
        #expect(sample(host, at: 1.5) { layer.presentation()!.opacity } == 1)
    }

    @Test("Group speed applies to the children: speed 2, child 2 s, t = 0.25 ⇒ opacity 0.25")
    func groupSpeed() {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            let group = CAAnimationGroup()
            group.animations = [opacity(from: 0, to: 1, duration: 2)]
            group.duration = 2
            group.speed = 2
            layer.add(group, forKey: "g")
        }
        #expect(sample(host, at: 0.25) { layer.presentation()!.opacity } == 0.25)
    }

    @Test("A group copies its children when added")
    func copiesChildren() {
        let (host, layer) = makeHostWithLayer()
        let child = opacity(from: 0, to: 1, duration: 1)
        host.perform {
            let group = CAAnimationGroup()
            group.animations = [child]
            group.duration = 1
            layer.add(group, forKey: "g")
        }
        child.toValue = 0
        #expect(sample(host, at: 0.5) { layer.presentation()!.opacity } == 0.5)
    }
}
