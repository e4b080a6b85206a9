import FlipbookContentLayers
import FlipbookGraphics
import Testing

/// `CAShapeLayer`'s string constants carry Core Animation's names (`kCAFillRuleNonZero` is `"non-zero"`, …) and map
/// onto Core Graphics' fill rules, caps and joins, unknown names reading as the defaults.
@Suite("Shape layer constants")
struct ShapeLayerConstantsTests {
    @Test("Fill rules")
    func fillRules() {
        #expect(CAShapeLayerFillRule.nonZero.rawValue == "non-zero")
        #expect(CAShapeLayerFillRule.evenOdd.rawValue == "even-odd")
        #expect(CAShapeLayerFillRule.evenOdd.pathFillRule == .evenOdd)
        #expect(CAShapeLayerFillRule(rawValue: "sideways").pathFillRule == .winding)
    }

    @Test("Line caps")
    func lineCaps() {
        #expect([CAShapeLayerLineCap.butt, .round, .square].map(\.rawValue) == ["butt", "round", "square"])
        #expect([CAShapeLayerLineCap.butt, .round, .square].map(\.lineCap) == [.butt, .round, .square])
        #expect(CAShapeLayerLineCap(rawValue: "pointed").lineCap == .butt)
    }

    @Test("Line joins")
    func lineJoins() {
        #expect([CAShapeLayerLineJoin.miter, .round, .bevel].map(\.rawValue) == ["miter", "round", "bevel"])
        #expect([CAShapeLayerLineJoin.miter, .round, .bevel].map(\.lineJoin) == [.miter, .round, .bevel])
        #expect(CAShapeLayerLineJoin(rawValue: "curly").lineJoin == .miter)
    }
}
