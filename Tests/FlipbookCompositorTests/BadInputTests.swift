import Foundation
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import Testing

@Suite("Bad geometry renders nothing instead of crashing")
struct BadInputTests {
    static let cases: [(String, @Sendable (CALayer) -> Void)] = [
        ("NaN bounds", { $0.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10) }),
        ("infinite position", { $0.position = CGPoint(x: CGFloat.infinity, y: 0) }),
        ("NaN transform", { $0.transform = CATransform3DMakeScale(.nan, 1, 1) }),
        ("NaN perspective", { var t = CATransform3DMakeRotation(1, 0, 1, 0); t.m34 = .nan; $0.transform = t }),
        ("singular transform", { $0.transform = CATransform3DMakeScale(0, 0, 1) }),
        ("huge layer under perspective", {
            $0.bounds = CGRect(x: 0, y: 0, width: 1e9, height: 1e9)
            var t = CATransform3DMakeRotation(0.5, 1, 0, 0); t.m34 = -1.0 / 500; $0.transform = t
        }),
        ("NaN shadow", { $0.shadowOpacity = 1; $0.shadowRadius = .nan; $0.shadowOffset = CGSize(width: CGFloat.nan, height: 1) }),
        ("10³⁰⁰ scale on a grouped layer with a shadow", {
            $0.transform = CATransform3DMakeScale(1e300, 1e300, 1)
            $0.opacity = 0.5; $0.shadowOpacity = 1; $0.shadowRadius = 2; $0.shadowOffset = CGSize(width: 1, height: 1)
        }),
        ("NaN corner radius and border", { $0.cornerRadius = .nan; $0.borderWidth = .infinity }),
        ("NaN contents geometry", {
            $0.contents = SampleImages.checkerboard
            $0.contentsRect = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
            $0.contentsCenter = CGRect(x: 0.2, y: CGFloat.nan, width: 0.5, height: 0.5)
            $0.contentsScale = 0
        }),
    ]

    @Test("a damaged layer among good ones", arguments: cases.map(\.0))
    func damagedLayer(_ name: String) throws {
        let damage = try #require(Self.cases.first { $0.0 == name }?.1)
        let canvas = try TestCanvas(width: 40, height: 40) { root in
            let bad = Probe.layer(CGRect(x: 0, y: 0, width: 20, height: 20), Probe.blue)
            bad.masksToBounds = true
            bad.addSublayer(Probe.layer(CGRect(x: 0, y: 0, width: 5, height: 5), Probe.green))
            damage(bad)
            root.addSublayer(bad)
            root.addSublayer(Probe.layer(CGRect(x: 30, y: 30, width: 10, height: 10), Probe.red))
        }
        #expect(canvas.count(where: Probe.isRed) == 100)
    }
}
