import Foundation
import FlipbookRaster

/// The private type `oglFlip`: the layer flips like a card, half a turn about its vertical centre line (its
/// horizontal one for `fromTop`/`fromBottom`), in perspective, showing the old rendering on its front and the new
/// one on its back; the side the subtype names comes toward the viewer (`fromLeft`: the left edge comes forward and
/// the right edge goes back, as UIKit's `transitionFlipFromLeft` describes).
///
/// At `p` the card has turned by `p · 180°`: the old face until `p = 0.5`, where the card is edge-on and nothing is
/// drawn, then the new face, the right way round. Each face darkens as it turns away. See docs/transitions.md,
/// "oglFlip".
struct OglFlipRendition: TransitionRendition {
    func pieces(at progress: Double, direction: TransitionDirection, bounds: CGRect, area: CGRect) -> [TransitionPiece] {
        guard let card = Self.card(direction: direction, bounds: bounds, area: area) else { return [] }
        return card.pieces(turnedBy: TransitionProgress.clamped(progress) * Double.pi)
    }

    func extent(direction: TransitionDirection, bounds: CGRect, area: CGRect) -> CGRect {
        Self.card(direction: direction, bounds: bounds, area: area)?.extent() ?? area
    }

    /// The card, turning about the centre line in the layer plane: the old rendering on its front, the new one on
    /// its back (mirrored on the card, so that it reads the right way once turned over).
    private static func card(direction: TransitionDirection, bounds: CGRect, area: CGRect) -> TurningSolid? {
        guard let frame = TurningFrame(direction: direction, bounds: bounds) else { return nil }
        return TurningSolid(frame: frame, depth: 0,
                            faces: [TurnedFace(source: .before, restOrigin: .zero, restDirection: Vec2(1, 0)),
                                    TurnedFace(source: .after, restOrigin: .zero, restDirection: Vec2(-1, 0))],
                            area: area)
    }
}
