import Foundation
import FlipbookRaster

/// ``CATransitionType/reveal``: the old rendering slides away in the motion's direction, uncovering the new one,
/// which stays.
struct RevealRendition: TransitionRendition {
    func pieces(at progress: Double, direction: TransitionDirection, bounds: CGRect, area: CGRect) -> [TransitionPiece] {
        let span = SlideSpan(direction: direction, bounds: bounds)
        return [.slide(.after, showing: area, by: .zero), .slide(.before, showing: area, by: span.offset(progress))]
    }

    func extent(direction: TransitionDirection, bounds: CGRect, area: CGRect) -> CGRect {
        SlideSpan(direction: direction, bounds: bounds).sweep(of: area)
    }
}
