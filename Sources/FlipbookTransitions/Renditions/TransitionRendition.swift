import Foundation
import FlipbookCoreAnimation

/// How one ``CATransitionType`` draws the two renderings of a layer at a progress: the pieces to draw, in the
/// layer's coordinates.
///
/// `bounds` is the layer's bounds (the motion is measured on it: a push moves by its width); `area` holds
/// everything either rendering draws (the bounds, and sublayers or content beyond them), which the pieces should
/// cover where they show a rendering. Renditions are pure: the same arguments give the same pieces.
package protocol TransitionRendition: Sendable {
    /// The pieces drawn at `progress` (`0...1`: 0 shows the old rendering, 1 the new), back to front.
    func pieces(at progress: Double, direction: TransitionDirection, bounds: CGRect, area: CGRect) -> [TransitionPiece]

    /// The rectangle, in the layer's coordinates, that the pieces can reach at any progress (what is drawn beyond
    /// it may be lost). The default is `area`.
    func extent(direction: TransitionDirection, bounds: CGRect, area: CGRect) -> CGRect
}

extension TransitionRendition {
    package func extent(direction: TransitionDirection, bounds: CGRect, area: CGRect) -> CGRect { area }
}
