import Foundation
import FlipbookRaster

/// The private type `pageCurl`: the old rendering curls up off the layer like a page, from the edge the subtype
/// names (`fromBottom`: from the bottom edge, upward — UIKit's `transitionCurlUp`), rolled round a cylinder whose
/// axis sweeps across the page, its back showing as a light sheet with a faint mirrored image, a soft shadow beneath
/// the curl; the new rendering lies beneath and is uncovered.
///
/// At `p = 0` the old page covers everything; the curl line reaches the far edge at `p = L / (L + r)` (`L` the
/// page's extent along the curl, `r` the roll's radius) and by `p = 1` the page has gone. See ``CurlingSheet`` and docs/transitions.md, "pageCurl and pageUnCurl".
struct PageCurlRendition: TransitionRendition {
    func pieces(at progress: Double, direction: TransitionDirection, bounds: CGRect, area: CGRect) -> [TransitionPiece] {
        guard let page = CurlingSheet(sheet: .before, beneath: .after, direction: direction, bounds: bounds,
                                      area: area) else { return [] }
        return page.pieces(curled: TransitionProgress.clamped(progress))
    }
}
