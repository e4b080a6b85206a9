import Foundation
import FlipbookRaster

/// `rippleEffect` (private, no subtype): a drop falls at the centre of the bounds and concentric ripples spread out
/// like rings on water, refracting what lies beneath, while the old rendering dissolves into the new one.
///
/// Both renderings are drawn through the same fine grid over `area`, cross-faded as ``FadeRendition`` does
/// (weights `1 − p` and `p`, added). The grid stays in place; each vertex shows the rendering at a point displaced
/// toward (or away from) the centre by a damped wave travelling outward. At distance ρ from the centre, behind the
/// wave front `f = p·(R + 2λ)` (R: the centre's distance to the farthest corner of `area`, so the last ripples
/// have left the area by the end), the texture is shifted radially by
///
///     d(ρ) = A·sin(πp) · e^(−(f − ρ)/(1.5λ)) · sin(2π(f − ρ)/λ)
///
/// with wavelength λ = a fifth of the bounds' longer side and amplitude A = 0.15λ; ahead of the front nothing
/// moves. `sin(πp)` calms the water at both ends, so p = 0 and p = 1 show the renderings undisturbed.
struct RippleRendition: TransitionRendition {
    /// The bounds' longer side over the wavelength.
    static let wavesAcross = 5.0
    /// The amplitude of the displacement over the wavelength.
    static let amplitudePerWavelength = 0.15
    /// The distance behind the front over which the ripples die down by 1/e, in wavelengths.
    static let dampingWavelengths = 1.5
    /// Grid cells per wavelength (each wave is sampled by this many vertices).
    static let cellsPerWavelength = 8.0
    /// The most cells along either side of the grid.
    static let maximumCells = 128

    func pieces(at progress: Double, direction: TransitionDirection, bounds: CGRect, area: CGRect) -> [TransitionPiece] {
        guard let wave = RippleWave(progress: progress, bounds: bounds, area: area) else { return [] }
        let cell = wave.wavelength / Self.cellsPerWavelength
        let columns = TransitionPiece.gridCells(along: Double(area.width), cell: cell, maximum: Self.maximumCells)
        let rows = TransitionPiece.gridCells(along: Double(area.height), cell: cell, maximum: Self.maximumCells)
        // One warped grid, shown by both renderings (the old one weighted 1 − p, the new one p).
        let before = TransitionPiece.grid(.before, over: area, columns: columns, rows: rows, alpha: 1 - progress,
                                          compositing: .add) {
            TransitionVertex(position: $0, texCoord: wave.sample(at: $0))
        }
        var after = before
        after.fill = .image(.after)
        after.alpha = progress
        return [before, after]
    }
}

/// The ripples of ``RippleRendition`` at one progress.
struct RippleWave {
    /// The point the ripples spread from (the centre of the bounds).
    let centre: Vec2
    /// The distance between crests, in points.
    let wavelength: Double
    /// How far the front has travelled from the centre.
    let front: Double
    /// The displacement's amplitude at this progress (0 at p = 0 and p = 1).
    let amplitude: Double
    /// What renderings are drawn over (texture coordinates are kept inside it).
    let area: CGRect

    /// The wave at `progress` over a layer of `bounds`, or `nil` when the bounds or area are empty or not finite.
    init?(progress: Double, bounds: CGRect, area: CGRect) {
        let longerSide = Double(max(bounds.width, bounds.height))
        guard longerSide > 0, longerSide.isFinite, area.width > 0, area.height > 0, Double(area.width).isFinite,
              Double(area.height).isFinite, progress.isFinite else { return nil }
        let progress = min(max(progress, 0), 1)
        let centre = Vec2(Double(bounds.midX), Double(bounds.midY))
        self.centre = centre
        wavelength = longerSide / RippleRendition.wavesAcross
        let reach = TransitionPiece.farthestCorner(of: area, from: centre)
        front = progress * (reach + 2 * wavelength)
        amplitude = RippleRendition.amplitudePerWavelength * wavelength * DeterministicMath.sinCos(Double.pi * progress).sin
        self.area = area
    }

    /// The radial displacement at distance `radius` from the centre: positive pulls the texture toward the centre
    /// (the point shown lies nearer the centre than the vertex).
    func displacement(atRadius radius: Double) -> Double {
        let behind = front - radius
        guard behind > 0 else { return 0 }
        return amplitude * DeterministicMath.exp(-behind / (RippleRendition.dampingWavelengths * wavelength))
            * DeterministicMath.sinCos(2 * Double.pi * behind / wavelength).sin
    }

    /// The point of a rendering shown at `point`: displaced radially, kept inside the area.
    func sample(at point: Vec2) -> Vec2 {
        let offset = point - centre, radius = offset.length
        guard radius > 0 else { return point }
        let shifted = point - offset * (displacement(atRadius: radius) / radius)
        return Vec2(min(max(shifted.x, Double(area.minX)), Double(area.maxX)),
                    min(max(shifted.y, Double(area.minY)), Double(area.maxY)))
    }
}
