import Foundation
import FlipbookRaster

/// ``CATransitionType/moveIn``: the new rendering slides in from the subtype's side over the old one, which stays.
struct MoveInRendition: TransitionRendition {
    func pieces(at progress: Double, direction: TransitionDirection, bounds: CGRect, area: CGRect) -> [TransitionPiece] {
        let span = SlideSpan(direction: direction, bounds: bounds)
        return [.slide(.before, showing: area, by: .zero), .slide(.after, showing: area, by: span.offset(progress - 1))]
    }

    func extent(direction: TransitionDirection, bounds: CGRect, area: CGRect) -> CGRect {
        SlideSpan(direction: direction, bounds: bounds).sweep(of: area)
    }
}
