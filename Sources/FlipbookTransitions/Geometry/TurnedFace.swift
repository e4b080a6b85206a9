import FlipbookRaster

/// One flat rendering on a turning solid (a cube's face, a side of a card), placed in the section plane across the
/// turning axis: `x` along the frame's `toward`, `y` toward the viewer, the axis at the origin.
struct TurnedFace {
    /// The rendering the face shows.
    let source: TransitionSource
    /// Where the rendering's centre line (`s = 0`) lies in the section plane before turning.
    let restOrigin: Vec2
    /// The section-plane direction of the rendering's `s` axis before turning (unit). Turned by +90° it is the
    /// normal of the face's front, the side that shows the rendering the right way round.
    let restDirection: Vec2

    /// The section-plane point showing the rendering's `s` before turning.
    func restPoint(_ s: Double) -> Vec2 { restOrigin + restDirection * s }
}
