import FlipbookGraphics
import Foundation

/// Where a navigation bar places its items, in the bar's coordinates (iOS 7–12's metrics at Flipbook's fidelity):
/// the back chevron 13 × 21 pt at x = 8, vertically centred; the back title 6 pt after it; the title centred in the
/// bar, at most as wide as the bar less 2 × 8 pt margins. The back title must end 6 pt before the title.
struct NavigationBarLayout {
    let barWidth: CGFloat
    let barHeight: CGFloat

    static let margin: CGFloat = 8
    static let chevronSize = CGSize(width: 13, height: 21)
    static let spacing: CGFloat = 6

    var chevronFrame: CGRect {
        CGRect(x: Self.margin, y: (barHeight - Self.chevronSize.height) / 2,
               width: Self.chevronSize.width, height: Self.chevronSize.height)
    }

    /// Where the back title starts.
    var backTitleX: CGFloat { chevronFrame.maxX + Self.spacing }

    /// The title label's frame: centred, clamped to the bar's width less the margins.
    func titleFrame(forTitleWidth titleWidth: CGFloat) -> CGRect {
        let width = min(max(titleWidth, 0), max(barWidth - 2 * Self.margin, 0))
        return CGRect(x: (barWidth - width) / 2, y: 0, width: width, height: barHeight)
    }

    /// Whether a back title `width` wide ends at least ``spacing`` before `titleFrame` (an empty title leaves the
    /// whole bar).
    func backTitleFits(width: CGFloat, before titleFrame: CGRect) -> Bool {
        let limit = titleFrame.width > 0 ? titleFrame.minX : barWidth - Self.margin
        return backTitleX + width + Self.spacing <= limit
    }

    func backTitleFrame(forWidth width: CGFloat) -> CGRect {
        CGRect(x: backTitleX, y: 0, width: width, height: barHeight)
    }
}
