import FlipbookGraphics
import Foundation

extension StandInDrawing {
    /// `fire.png` (Cases 42–43): a flame particle, 32 × 32: a soft white-hot core fading through pale yellow to
    /// transparency at radius 16 (the cell's colour tints it orange).
    static let fire = StandInDrawing(name: "fire", width: 32, height: 32) { ctx in
        ctx.drawRadialGradient([rgb(1, 1, 1), rgb(1, 0.95, 0.8, alpha: 0.7), rgb(1, 0.9, 0.7, alpha: 0.25),
                                rgb(1, 0.9, 0.7, alpha: 0)],
                               focus: CGPoint(x: 16, y: 16), center: CGPoint(x: 16, y: 16), radius: 16)
    }

    /// `nenolight.png` (Case 44): a neon spark, 64 × 64: a white point in a bluish-white glow that fades out at
    /// radius 32, with a faint ring at radius 20.
    static let nenolight = StandInDrawing(name: "nenolight", width: 64, height: 64) { ctx in
        ctx.drawRadialGradient([rgb(1, 1, 1), rgb(0.85, 0.9, 1, alpha: 0.8), rgb(0.7, 0.8, 1, alpha: 0.3),
                                rgb(0.8, 0.85, 1, alpha: 0.45), rgb(0.6, 0.7, 1, alpha: 0)],
                               focus: CGPoint(x: 32, y: 32), center: CGPoint(x: 32, y: 32), radius: 32)
    }
}
