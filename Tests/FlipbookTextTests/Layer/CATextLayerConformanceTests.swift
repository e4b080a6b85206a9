import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookLayerConformance
import Foundation
import Testing
@testable import FlipbookText

/// `CATextLayer` against its property table (`CALayer`'s properties and the text properties), key by key.
@Suite("CATextLayer conforms to its property table")
struct CATextLayerConformanceTests {
    /// Apple's documented defaults of the text properties, and samples of the text constants.
    static let checker = LayerConformanceChecker(
        { CATextLayer() },
        appleDefaults: [
            "string": nil, "font": "Helvetica" as NSString, "fontSize": CGFloat(36), "foregroundColor": CGColor.white,
            "wrapped": false, "alignmentMode": CATextLayerAlignmentMode.natural,
            "truncationMode": CATextLayerTruncationMode.none,
        ],
        samples: [
            "alignmentMode": LayerPropertySamples(CATextLayerAlignmentMode.center, CATextLayerAlignmentMode.right),
            "truncationMode": LayerPropertySamples(CATextLayerTruncationMode.end, CATextLayerTruncationMode.middle),
        ])

    @Test("Defaults, key-value coding, presentation copies and animations of every property", arguments: checker.keys)
    func conforms(_ key: String) { Self.checker.check(key) }

    @Test("fontSize and foregroundColor are the text properties that animate; every text key needs display")
    func table() {
        let textKeys = ["string", "font", "fontSize", "foregroundColor", "wrapped", "alignmentMode", "truncationMode"]
        #expect(Array(Self.checker.keys.suffix(textKeys.count)) == textKeys)
        #expect(Set(Self.checker.implicitlyAnimatedKeys).intersection(textKeys) == ["fontSize", "foregroundColor"])
        #expect(textKeys.allSatisfy { CATextLayer.needsDisplay(forKey: $0) })
        #expect(CATextLayer().value(forKey: "isWrapped") as? Bool == false)
    }
}
