import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation
import Testing

/// CATransition's model: Apple's defaults, key-value coding, the "transition" key, and the rendering captured from
/// before the transaction, drawn by the compositor at each progress.
@Suite struct CATransitionTests {
    typealias Stage = TransitionStage

    @Test func defaultsAreApples() {
        let transition = CATransition()
        #expect(transition.type == .fade)
        #expect(transition.subtype == nil)
        #expect(transition.startProgress == 0 && transition.endProgress == 1)
        #expect(transition.duration == 0 && transition.timingFunction == nil)
        #expect(CATransition.defaultValue(forKey: "type") as? CATransitionType == .fade)
        #expect(CATransition.defaultValue(forKey: "endProgress") as? Float == 1)
        #expect(CATransitionType.moveIn.rawValue == "moveIn" && CATransitionSubtype.fromBottom.rawValue == "fromBottom")
        #expect(kCATransition == "transition")
    }

    @Test func keyValueCodingAndCopies() {
        let transition = CATransition()
        transition.setValue("cube", forKey: "type")
        transition.setValue(CATransitionSubtype.fromTop, forKey: "subtype")
        transition.setValue(0.25, forKey: "startProgress")
        transition.setValue(NSNumber(value: 0.75), forKey: "endProgress")
        #expect(transition.type == CATransitionType(rawValue: "cube"))
        #expect(transition.value(forKey: "subtype") as? CATransitionSubtype == .fromTop)
        let copy = transition.copy() as! CATransition
        #expect(copy.type.rawValue == "cube" && copy.subtype == .fromTop)
        #expect(copy.startProgress == 0.25 && copy.endProgress == 0.75)
        transition.setValue(nil, forKey: "subtype")
        #expect(transition.subtype == nil)
    }

    @Test("Stored under kCATransition whatever the key, replacing the running transition")
    func storedUnderTransition() {
        let stage = Stage()
        stage.host.perform { stage.layer.add(Stage.transition(.push), forKey: "abc") }
        #expect(stage.layer.animationKeys() == ["transition"])
        stage.host.perform { stage.layer.add(Stage.transition(.fade), forKey: nil) }
        #expect(stage.layer.animationKeys() == ["transition"])
        #expect((stage.layer.animation(forKey: kCATransition) as? CATransition)?.type == .fade)
    }

    @Test("A push from the right at half-way: the old colour leaves on the left, the new one enters beyond the bounds")
    func pushHalfway() throws {
        let stage = Stage()
        stage.change(to: Stage.blue, with: Stage.transition(.push, .fromRight))
        let start = try stage.frame(at: 0)
        #expect(start.rgb(10, 25) == [255, 0, 0] && start.rgb(90, 25) == [255, 0, 0])
        #expect(start.rgb(150, 25) == [0, 0, 255], "the new rendering waits just beyond the right edge, unclipped")
        #expect(start.rgb(250, 25) == [255, 255, 255])
        let half = try stage.frame(at: 0.5)
        #expect(half.rgb(25, 25) == [255, 0, 0])
        #expect(half.rgb(75, 25) == [0, 0, 255])
        #expect(half.rgb(125, 25) == [0, 0, 255], "not clipped without masksToBounds")
        #expect(half.rgb(160, 25) == [255, 255, 255])
        let end = try stage.frame(at: 1)
        #expect(end.rgb(50, 25) == [0, 0, 255] && end.rgb(125, 25) == [255, 255, 255])
        #expect(stage.layer.animationKeys() == nil)
    }

    @Test("masksToBounds keeps a push inside the layer's bounds")
    func pushClipped() throws {
        let stage = Stage()
        stage.host.perform {
            CATransaction.setDisableActions(true)
            stage.layer.masksToBounds = true
            stage.layer.backgroundColor = Stage.blue
            stage.layer.add(Stage.transition(.push, .fromRight), forKey: nil)
        }
        let half = try stage.frame(at: 0.5)
        #expect(half.rgb(75, 25) == [0, 0, 255])
        #expect(half.rgb(125, 25) == [255, 255, 255])
    }

    @Test("Changes after add(_:forKey:) in the same transaction are the new rendering too")
    func changeAfterAdding() throws {
        let stage = Stage()
        stage.host.perform {
            CATransaction.setDisableActions(true)
            stage.layer.add(Stage.transition(.moveIn, .fromLeft), forKey: nil)
            stage.layer.backgroundColor = Stage.blue
        }
        let quarter = try stage.frame(at: 0.25)
        #expect(quarter.rgb(10, 25) == [0, 0, 255])
        #expect(quarter.rgb(40, 25) == [255, 0, 0])
    }

    @Test("A fade at 0.3 is the pixel-wise mix 0.7·old + 0.3·new, opaque")
    func fadeMix() throws {
        let stage = Stage()
        stage.change(to: Stage.blue, with: Stage.transition(.fade))
        let frame = try stage.frame(at: 0.3)
        let pixel = frame[50, 25]
        #expect(abs(Int(pixel.r) - 179) <= 1 && pixel.g == 0 && abs(Int(pixel.b) - 77) <= 1 && pixel.a == 255)
    }

    @Test("Sublayers removed and added in the transaction: the old rendering shows the old ones")
    func sublayerChanges() throws {
        let stage = Stage(color: Stage.white)
        let old = CALayer(), new = CALayer()
        stage.host.perform {
            CATransaction.setDisableActions(true)
            old.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            old.backgroundColor = Stage.red
            stage.layer.addSublayer(old)
        }
        stage.host.run(until: 0.1)
        stage.host.perform {
            CATransaction.setDisableActions(true)
            old.removeFromSuperlayer()
            new.frame = CGRect(x: 50, y: 0, width: 50, height: 50)
            new.backgroundColor = Stage.green
            stage.layer.addSublayer(new)
            stage.layer.add(Stage.transition(.push, .fromBottom), forKey: nil)
        }
        let start = try stage.frame(at: 0.1)
        #expect(start.rgb(25, 10) == [255, 0, 0] && start.rgb(75, 10) == [255, 255, 255])
        let half = try stage.frame(at: 0.6)
        #expect(half.rgb(25, 10) == [255, 0, 0], "the old rendering's lower half, moved up")
        #expect(half.rgb(75, 40) == [0, 255, 0], "the new rendering's upper half, entering from the bottom")
        let end = try stage.frame(at: 1.2)
        #expect(end.rgb(25, 10) == [255, 255, 255] && end.rgb(75, 10) == [0, 255, 0])
    }

    @Test("A layer first shown in the transaction had no rendering: it fades in from nothing")
    func uncommittedLayer() throws {
        let host = LayerHost(size: CGSize(width: 100, height: 100))
        let layer = CALayer()
        host.perform {
            CATransaction.setDisableActions(true)
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            layer.backgroundColor = Stage.blue
            host.rootLayer.addSublayer(layer)
            layer.add(Stage.transition(.fade), forKey: nil)
        }
        let half = try host.renderFrameImage(at: 0.5, scale: 1, backgroundColor: Stage.white)
        let pixel = half[50, 50]
        #expect(abs(Int(pixel.r) - 128) <= 1 && abs(Int(pixel.g) - 128) <= 1 && pixel.b == 255)
    }

    @Test("startProgress and endProgress limit the motion; the timing function eases it")
    func progressRange() throws {
        let stage = Stage()
        stage.host.perform {
            CATransaction.setDisableActions(true)
            stage.layer.backgroundColor = Stage.blue
            let transition = Stage.transition(.moveIn, .fromLeft)
            transition.startProgress = 0.5
            transition.endProgress = 0.5
            transition.fillMode = .forwards
            transition.isRemovedOnCompletion = false
            stage.layer.add(transition, forKey: nil)
        }
        for time in [0.0, 0.5, 2.0] {
            let frame = try stage.frame(at: time)
            #expect(frame.rgb(40, 25) == [0, 0, 255] && frame.rgb(60, 25) == [255, 0, 0], "t = \(time)")
        }
        let eased = Stage()
        eased.host.perform {
            CATransaction.setDisableActions(true)
            eased.layer.backgroundColor = Stage.blue
            let transition = Stage.transition(.moveIn, .fromLeft)
            transition.timingFunction = CAMediaTimingFunction(name: .easeIn)
            eased.layer.add(transition, forKey: nil)
        }
        // Ease-in at half the time is well short of half the motion (0.3125 by the curve): x = 40 is still old.
        let frame = try eased.frame(at: 0.5)
        #expect(frame.rgb(25, 25) == [0, 0, 255] && frame.rgb(40, 25) == [255, 0, 0])
    }

    @Test("Progress values out of range are clamped, NaN reads as the default; end < start runs backwards")
    func badProgress() throws {
        let stage = Stage()
        stage.host.perform {
            CATransaction.setDisableActions(true)
            stage.layer.backgroundColor = Stage.blue
            let transition = Stage.transition(.moveIn, .fromLeft)
            transition.startProgress = .nan
            transition.endProgress = 7
            stage.layer.add(transition, forKey: nil)
        }
        let quarter = try stage.frame(at: 0.25)
        #expect(quarter.rgb(20, 25) == [0, 0, 255] && quarter.rgb(30, 25) == [255, 0, 0])
        let backwards = Stage()
        backwards.host.perform {
            CATransaction.setDisableActions(true)
            backwards.layer.backgroundColor = Stage.blue
            let transition = Stage.transition(.moveIn, .fromLeft)
            transition.startProgress = 1
            transition.endProgress = 0
            backwards.layer.add(transition, forKey: nil)
        }
        let start = try backwards.frame(at: 0), late = try backwards.frame(at: 0.75)
        #expect(start.rgb(90, 25) == [0, 0, 255])
        #expect(late.rgb(20, 25) == [0, 0, 255] && late.rgb(30, 25) == [255, 0, 0])
    }

    @Test("A zero or NaN duration lasts the transaction's duration (0.25 s)")
    func zeroDuration() throws {
        for duration in [0, Double.nan] {
            let stage = Stage()
            stage.change(to: Stage.blue, with: Stage.transition(.moveIn, .fromLeft, duration: duration))
            let frame = try stage.frame(at: 0.125)
            #expect(frame.rgb(40, 25) == [0, 0, 255] && frame.rgb(60, 25) == [255, 0, 0])
            #expect(try stage.frame(at: 0.25).rgb(60, 25) == [0, 0, 255])
        }
    }

    @Test("A transition replaced mid-flight: the new one starts from what the old one showed then")
    func replacedMidFlight() throws {
        let stage = Stage()
        stage.change(to: Stage.blue, with: Stage.transition(.moveIn, .fromLeft))
        stage.host.run(until: 0.5)
        stage.change(to: Stage.green, with: Stage.transition(.moveIn, .fromTop))
        let frame = try stage.frame(at: 0.5)
        #expect(frame.rgb(25, 25) == [0, 0, 255] && frame.rgb(75, 25) == [255, 0, 0])
        let later = try stage.frame(at: 1.0)
        #expect(later.rgb(25, 10) == [0, 255, 0] && later.rgb(25, 40) == [0, 0, 255] && later.rgb(75, 40) == [255, 0, 0])
    }

    @Test("A transition on a layer with no superlayer renders through render(in:) the same way")
    func noSuperlayer() throws {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.backgroundColor = Stage.red
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.backgroundColor = Stage.blue
        layer.add(Stage.transition(.push, .fromRight), forKey: nil)
        CATransaction.commit()
        #expect(layer.animationKeys() == ["transition"])
        let presented = try #require(layer.presentation())
        #expect(presented.transitionPresentation?.priorRendering?.backgroundColor == Stage.red)
    }
}
