import Foundation
import Testing
@testable import FlipbookCoreAnimation

@Suite("CAAnimationGroup")
struct CAAnimationGroupTests {
    /// Adds a group of `children` lasting `duration` (at `speed`) to a fresh layer; returns the opacity at `time`.
    func opacity(at time: Double, children: [CAAnimation], duration: Double, speed: Float = 1) -> Float {
        let (host, layer) = makeHostWithLayer()
        host.perform {
            let group = CAAnimationGroup()
            group.animations = children
            group.duration = duration
            group.speed = speed
            layer.add(group, forKey: "g")
        }
        return sample(host, at: time) { layer.presentation()!.opacity }
    }

    @Test("Children without a duration run for the group's duration")
    func childDuration() {
        #expect(opacity(at: 1, children: [makeBasic("opacity", from: 0, to: 1, duration: 0)], duration: 2) == 0.5)
    }

    @Test("Children are clipped, not scaled, to the group's duration")
    func clipping() {
        let child = makeBasic("opacity", from: 0, to: 1, duration: 4)
        #expect(opacity(at: 0.5, children: [child], duration: 1) == 0.125)
        #expect(opacity(at: 1.5, children: [child], duration: 1) == 1)
    }

    @Test("Group speed applies to the children: speed 2, child 2 s, t = 0.25 ⇒ opacity 0.25")
    func groupSpeed() {
        #expect(opacity(at: 0.25, children: [makeBasic("opacity", from: 0, to: 1, duration: 2)], duration: 2, speed: 2) == 0.25)
    }

    @Test("A group copies its children when added")
    func copiesChildren() {
        let (host, layer) = makeHostWithLayer()
        let child = makeBasic("opacity", from: 0, to: 1)
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
