import FlipbookGraphics
import Foundation

extension StandInDrawing {
    /// The book's `background.jpg` (§12.2, a full-screen image view behind the sun and the earth): a starry sky,
    /// 414 × 736 — deep blue darkening to black, a violet haze across the middle, 180 stars of varied size and
    /// brightness. Article 002's `background.jpg` is another picture (`Background.png`); the book's app finds
    /// this one (`StandIn.App.book`).
    static let spaceBackground = StandInDrawing(name: "SpaceBackground", width: 414, height: 736) { ctx in
        ctx.drawLinearGradient([rgb(0.05, 0.08, 0.2), rgb(0.02, 0.02, 0.08), rgb(0.05, 0.03, 0.12)],
                               start: .zero, end: CGPoint(x: 0, y: 736))
        ctx.drawRadialGradient([rgb(0.3, 0.16, 0.45, alpha: 0.45), rgb(0.1, 0.05, 0.25, alpha: 0)],
                               focus: CGPoint(x: 150, y: 300), center: CGPoint(x: 180, y: 330), radius: 260)
        // Star k at a fixed pseudo-random place: an integer hash of k (murmur-style mixing, the same on every run).
        for k in 0..<180 {
            var hash = UInt32(k + 1) &* 0x9E37_79B1
            hash ^= hash >> 15
            hash = hash &* 0x85EB_CA77
            hash ^= hash >> 13
            let x = CGFloat(hash % 414), y = CGFloat((hash / 414) % 736)
            let size = CGFloat(1 + (hash >> 7) % 3) * 0.8
            let brightness = 0.55 + CGFloat((hash >> 11) % 45) / 100
            ctx.setFillColor(red: brightness, green: brightness, blue: min(1, brightness + 0.1), alpha: 1)
            ctx.fillEllipse(in: CGRect(x: x, y: y, width: size, height: size))
        }
    }
}
