import Foundation
import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import Testing

/// The probes of issue 19's shadow rows in docs/core-graphics.md: a layer shadow's offscreen surfaces are sized by
/// the surface drawn into, not by the shadow's radius or offset. Each probe renders in a child process under a
/// 1 GiB memory ceiling (`MemoryCeiling`): before the bound, a radius of 10⁴ asked for 14.5 GB, 10⁶ for 144 TB and
/// an offset of 10¹² for 400 TB.
@Suite("Shadow offscreens are bounded by the surface")
struct ShadowBoundsTests {
    /// The memory a 40 × 40 render may take in the probes' child processes, far above what it needs.
    static let ceiling = 1 << 30

    @Test("a shadow radius of 10⁴ on a layer with a sublayer (the group path) renders within the ceiling")
    func radius1e4() async {
        await #expect(processExitsWith: .success) {
            guard MemoryCeiling.apply(bytes: ShadowBoundsTests.ceiling) else { exit(3) }
            guard try ShadowBoundsTests.render(radius: 1e4, offset: CGSize(width: 2, height: 2)) else { exit(1) }
        }
    }

    @Test("a shadow radius of 10⁶ renders within the ceiling, grouped or not")
    func radius1e6() async {
        await #expect(processExitsWith: .success) {
            guard MemoryCeiling.apply(bytes: ShadowBoundsTests.ceiling) else { exit(3) }
            guard try ShadowBoundsTests.render(radius: 1e6, offset: .zero),
                  try ShadowBoundsTests.render(radius: 1e6, offset: .zero, grouped: false) else { exit(1) }
        }
    }

    @Test("a shadow offset of 10¹² puts the shadow beyond the surface: it is not drawn, within the ceiling")
    func offset1e12() async {
        await #expect(processExitsWith: .success) {
            guard MemoryCeiling.apply(bytes: ShadowBoundsTests.ceiling) else { exit(3) }
            guard try ShadowBoundsTests.render(radius: 3, offset: CGSize(width: 1e12, height: -1e12)),
                  try ShadowBoundsTests.render(radius: 1e6, offset: CGSize(width: 1e12, height: 0), grouped: false)
            else { exit(1) }
        }
    }

    /// Renders a 40 × 40 tree: a 20 × 20 blue layer casting the probed shadow (grouped: with a sublayer, so the
    /// shadow is the group's alpha; otherwise of its bounds) and a red 10 × 10 square beside it. Whether the
    /// red square and the blue layer's centre came out whole.
    static func render(radius: CGFloat, offset: CGSize, grouped: Bool = true) throws -> Bool {
        let canvas = try TestCanvas(width: 40, height: 40) { root in
            let layer = Probe.layer(CGRect(x: 0, y: 0, width: 20, height: 20), Probe.blue)
            if grouped { layer.addSublayer(Probe.layer(CGRect(x: 0, y: 0, width: 5, height: 5), Probe.green)) }
            layer.shadowOpacity = 1
            layer.shadowColor = Probe.black
            layer.shadowRadius = radius
            layer.shadowOffset = offset
            root.addSublayer(layer)
            root.addSublayer(Probe.layer(CGRect(x: 30, y: 30, width: 10, height: 10), Probe.red))
        }
        let centre = canvas[x: 12, y: 12]
        return canvas.count(where: Probe.isRed) == 100 && centre.b > 200 && centre.r < 60
    }
}
