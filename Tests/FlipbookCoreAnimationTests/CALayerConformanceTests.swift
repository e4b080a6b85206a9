import FlipbookGraphics
import FlipbookLayerConformance
import Foundation
import Testing
@testable import FlipbookCoreAnimation

/// `CALayer` against its property table, key by key (see `LayerConformanceChecker`).
@Suite("CALayer conforms to its property table")
struct CALayerConformanceTests {
    /// Apple's documented defaults of every `CALayer` property.
    static let checker = LayerConformanceChecker({ CALayer() }, appleDefaults: [
        "bounds": CGRect.zero, "position": CGPoint.zero, "anchorPoint": CGPoint(x: 0.5, y: 0.5),
        "anchorPointZ": CGFloat(0), "zPosition": CGFloat(0), "transform": CATransform3DIdentity,
        "sublayerTransform": CATransform3DIdentity, "frame": CGRect.zero, "opacity": Float(1), "hidden": false,
        "backgroundColor": nil, "borderColor": CGColor.black, "cornerRadius": CGFloat(0),
        "maskedCorners": CACornerMask([.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]),
        "borderWidth": CGFloat(0), "masksToBounds": false, "mask": nil, "shadowColor": CGColor.black, "shadowPath": nil,
        "shadowOpacity": Float(0), "shadowOffset": CGSize(width: 0, height: -3), "shadowRadius": CGFloat(3),
        "contents": nil, "contentsGravity": CALayerContentsGravity.resize,
        "contentsRect": CGRect(x: 0, y: 0, width: 1, height: 1), "contentsScale": CGFloat(1),
        "contentsCenter": CGRect(x: 0, y: 0, width: 1, height: 1), "doubleSided": true, "geometryFlipped": false,
        "allowsGroupOpacity": true, "needsDisplayOnBoundsChange": false, "name": nil, "style": nil, "actions": nil,
        "beginTime": 0.0, "duration": Double.infinity, "speed": Float(1), "timeOffset": 0.0, "repeatCount": Float(0),
        "repeatDuration": 0.0, "autoreverses": false, "fillMode": CAMediaTimingFillMode.removed,
    ])

    @Test("Defaults, key-value coding, presentation copies and animations of every property", arguments: checker.keys)
    func conforms(_ key: String) { Self.checker.check(key) }

    @Test("The table declares Apple's animatable properties; every key has a default listed above")
    func table() {
        #expect(Set(Self.checker.implicitlyAnimatedKeys) == [
            "bounds", "position", "anchorPoint", "anchorPointZ", "zPosition", "transform", "sublayerTransform",
            "opacity", "backgroundColor", "borderColor", "cornerRadius", "borderWidth", "shadowColor", "shadowPath",
            "shadowOpacity", "shadowOffset", "shadowRadius", "contentsRect", "contentsCenter",
        ])
        #expect(Set(Self.checker.animatableKeys).subtracting(Self.checker.implicitlyAnimatedKeys) == [
            "hidden", "masksToBounds", "contents", "doubleSided",
        ])
        #expect(Self.checker.keys.count == 42)
    }
}
