import FlipbookGraphics
import Foundation

extension StandInDrawing {
    /// Article 003's flight board (C-1): its two weather backgrounds, the status banner and the summary icon.
    static let flightBoard = [snowyWeather, sunnyWeather, statusBanner, summaryArrow]

    /// `bg-snowy`: 414 × 736, opaque — a grey-blue winter sky over a dark city skyline and white snowy ground, with
    /// white snow caps on the roofs; dim enough that the board's white labels read on it.
    static let snowyWeather = StandInDrawing(name: "SnowyWeather", width: 414, height: 736) { ctx in
        ctx.drawLinearGradient([rgb(0.2, 0.26, 0.36), rgb(0.45, 0.52, 0.62)], start: .zero, end: CGPoint(x: 0, y: 560))
        ctx.setFillColor(red: 0.14, green: 0.17, blue: 0.24, alpha: 1)
        ctx.fill(skylineBlocks)
        ctx.setFillColor(gray: 0.95, alpha: 1)
        ctx.fill(skylineBlocks.map { CGRect(x: $0.minX, y: $0.minY, width: $0.width, height: 6) })
        ctx.drawLinearGradient([rgb(0.92, 0.94, 0.97), rgb(0.75, 0.8, 0.88)], start: CGPoint(x: 0, y: 560),
                               end: CGPoint(x: 0, y: 736), clippedTo: ground)
    }

    /// `bg-sunny`: 414 × 736, opaque — a deep blue summer sky with a yellow sun top right over an ochre city
    /// skyline and green ground; as dark at the labels as the snowy one.
    static let sunnyWeather = StandInDrawing(name: "SunnyWeather", width: 414, height: 736) { ctx in
        ctx.drawLinearGradient([rgb(0.05, 0.25, 0.6), rgb(0.3, 0.6, 0.9)], start: .zero, end: CGPoint(x: 0, y: 560))
        ctx.setFillColor(red: 1, green: 0.85, blue: 0.25, alpha: 1)
        ctx.fillCircle(center: CGPoint(x: 330, y: 110), radius: 44)
        ctx.setFillColor(red: 0.55, green: 0.36, blue: 0.18, alpha: 1)
        ctx.fill(skylineBlocks)
        ctx.drawLinearGradient([rgb(0.3, 0.6, 0.2), rgb(0.12, 0.38, 0.1)], start: CGPoint(x: 0, y: 560),
                               end: CGPoint(x: 0, y: 736), clippedTo: ground)
    }

    /// The buildings both backgrounds stand on the horizon (y = 560).
    /// The ground below the horizon (y = 560) of both weather pictures.
    private static let ground = CGRect(x: 0, y: 560, width: 414, height: 176)

    private static let skylineBlocks: [CGRect] = [
        (0, 480, 46), (46, 440, 38), (84, 500, 52), (136, 410, 34), (170, 470, 60), (230, 430, 40), (270, 490, 48),
        (318, 450, 30), (348, 470, 66),
    ].map { CGRect(x: $0.0, y: $0.1, width: $0.2, height: 560 - $0.1) }

    /// The status banner behind the flight status label: 180 × 44 on transparency, an orange ribbon with a
    /// swallow-tail notch on the left and a pointed right end, a darker lower edge.
    static let statusBanner = StandInDrawing(name: "StatusBanner", width: 180, height: 44) { ctx in
        let ribbon = [CGPoint(x: 0, y: 2), CGPoint(x: 160, y: 2), CGPoint(x: 178, y: 22), CGPoint(x: 160, y: 42),
                      CGPoint(x: 0, y: 42), CGPoint(x: 14, y: 22)]
        ctx.addLines(between: ribbon)
        ctx.fillPath(gradient: [rgb(1, 0.62, 0.15), rgb(0.85, 0.38, 0.05)], from: 2, to: 42)
    }

    /// The summary icon: 24 × 24 on transparency, a blue disc with a white arrow pointing right.
    static let summaryArrow = StandInDrawing(name: "SummaryArrow", width: 24, height: 24) { ctx in
        ctx.setFillColor(red: 0.1, green: 0.45, blue: 0.95, alpha: 1)
        ctx.fillCircle(center: CGPoint(x: 12, y: 12), radius: 11)
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.addLines(between: [CGPoint(x: 6, y: 10), CGPoint(x: 12, y: 10), CGPoint(x: 12, y: 6), CGPoint(x: 19, y: 12),
                               CGPoint(x: 12, y: 18), CGPoint(x: 12, y: 14), CGPoint(x: 6, y: 14)])
        ctx.fillPath()
    }
}

private extension CGContext {
    /// Fills the current path with a vertical gradient through `colors` from y = `top` to `bottom`.
    func fillPath(gradient colors: [CGColor], from top: CGFloat, to bottom: CGFloat) {
        saveGState()
        clip()
        drawLinearGradient(colors, start: CGPoint(x: 0, y: top), end: CGPoint(x: 0, y: bottom))
        restoreGState()
    }
}
