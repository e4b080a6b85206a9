import Foundation
import Testing
@testable import FlipbookCoreAnimation

@Suite("Key-value coding on layers")
struct KeyValueCodingTests {
    @Test("Sub-paths of points, sizes and rects read and write the containing property")
    func structPaths() {
        let l = CALayer()
        l.setValue(12, forKeyPath: "position.x")
        l.setValue(NSNumber(value: 7), forKeyPath: "bounds.size.width")
        l.setValue(CGFloat(4), forKeyPath: "shadowOffset.height")
        l.setValue(2.5, forKeyPath: "bounds.origin.y")
        #expect(l.position == CGPoint(x: 12, y: 0))
        #expect(l.bounds == CGRect(x: 0, y: 2.5, width: 7, height: 0))
        #expect(l.shadowOffset == CGSize(width: 0, height: 4))
        #expect(l.value(forKeyPath: "bounds.size.width") as? CGFloat == 7)
        #expect(l.value(forKeyPath: "position.z") == nil)
    }

    @Test("Transform sub-paths: rotation, scale and translation components")
    func transformPaths() {
        let l = CALayer()
        l.setValue(CGFloat.pi / 3, forKeyPath: "transform.rotation.z")
        #expect(isClose(l.transform, CATransform3DMakeRotation(.pi / 3, 0, 0, 1), 1e-12))
        #expect(isClose(l.value(forKeyPath: "transform.rotation") as! CGFloat, .pi / 3, 1e-12))
        l.setValue(2, forKeyPath: "transform.scale.x")
        #expect(isClose(l.value(forKeyPath: "transform.scale.x") as! CGFloat, 2, 1e-12))
        l.setValue(3, forKeyPath: "transform.scale")
        #expect(isClose(l.value(forKeyPath: "transform.scale") as! CGFloat, 3, 1e-12))
        l.setValue(40, forKeyPath: "transform.translation.x")
        #expect(isClose(l.transform.m41, 40, 1e-12))
        l.setValue(NSValue(cgPoint: CGPoint(x: 5, y: 6)), forKeyPath: "transform.translation")
        #expect(l.value(forKeyPath: "transform.translation") as? CGSize == CGSize(width: 5, height: 6))
        l.setValue(CGFloat.pi, forKeyPath: "transform.rotation.x")
        #expect(isClose(abs(l.value(forKeyPath: "transform.rotation.x") as! CGFloat), .pi, 1e-9))
    }

    @Test("Objective-C key names and Swift spellings both work")
    func keyNames() {
        let l = CALayer()
        l.setValue(true, forKey: "hidden")
        #expect(l.isHidden)
        #expect(l.value(forKey: "isHidden") as? Bool == true)
        l.setValue(false, forKey: "doubleSided")
        #expect(!l.isDoubleSided)
        l.setValue(0.5, forKey: "opacity")
        #expect(l.opacity == 0.5)
    }

    @Test("Values of the wrong type are ignored; unknown keys are stored")
    func wrongTypesAndCustomKeys() {
        let l = CALayer()
        l.setValue("fast", forKey: "position")
        l.setValue(CGPoint(x: 1, y: 1), forKey: "opacity")
        l.setValue(nil, forKey: "bounds")
        #expect(l.position == .zero && l.opacity == 1 && l.bounds == .zero)
        l.setValue("value", forKey: "myKey")
        #expect(l.value(forKey: "myKey") as? String == "value")
        l.setValue(nil, forKey: "myKey")
        #expect(l.value(forKey: "myKey") == nil)
    }

    @Test("defaultValue(forKey:) gives Apple's defaults; needsDisplay(forKey:) is false")
    func classDefaults() {
        #expect(CALayer.defaultValue(forKey: "anchorPoint") as? CGPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(CALayer.defaultValue(forKey: "duration") as? Double == .infinity)
        #expect(CALayer.defaultValue(forKey: "nothing") == nil)
        #expect(!CALayer.needsDisplay(forKey: "bounds"))
    }

    @Test("Animations store arbitrary keys for tagging")
    func animationKeyValueStorage() {
        let a = CABasicAnimation(keyPath: "opacity")
        a.setValue("fade-in", forKey: "tag")
        #expect(a.value(forKey: "tag") as? String == "fade-in")
        #expect((a.copy() as! CAAnimation).value(forKey: "tag") as? String == "fade-in")
        #expect(CAAnimation.defaultValue(forKey: "speed") as? Float == 1)
    }

    @Test("Animation properties are reachable by key-value coding")
    func animationProperties() {
        let a = CABasicAnimation()
        a.setValue(2.0, forKey: "duration")
        a.setValue("position", forKey: "keyPath")
        a.setValue(NSValue(cgPoint: .zero), forKey: "toValue")
        a.setValue(true, forKey: "additive")
        a.setValue("nonsense", forKey: "speed")
        #expect(a.duration == 2 && a.keyPath == "position" && a.isAdditive && a.speed == 1)
        #expect(a.value(forKey: "toValue") is NSValue)
        #expect(a.value(forKey: "duration") as? Double == 2)
        #expect(a.value(forKey: "autoreverses") as? Bool == false)
    }
}
