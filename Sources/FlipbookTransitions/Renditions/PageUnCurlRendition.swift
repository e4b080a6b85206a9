import Foundation
import FlipbookRaster

/// The private type `pageUnCurl`: `pageCurl` played backwards with the renderings exchanged — the new rendering
/// uncurls down onto the old one, its curl line sweeping back to the edge the subtype names, where it settles last
/// (`fromBottom`: the roll comes down from the top to the bottom edge — UIKit's `transitionCurlDown`).
///
/// At progress `p` it draws what ``PageCurlRendition`` draws at `1 − p` with the new rendering as the page and the
/// old one beneath. See docs/transitions.md, "pageCurl and pageUnCurl".
struct PageUnCurlRendition: TransitionRendition {
    func pieces(at progress: Double, direction: TransitionDirection, bounds: CGRect, area: CGRect) -> [TransitionPiece] {
        guard let page = CurlingSheet(sheet: .after, beneath: .before, direction: direction, bounds: bounds,
                                      area: area) else { return [] }
        return page.pieces(curled: 1 - TransitionProgress.clamped(progress))
    }
}
