import Foundation
import FlipbookRaster

/// `cameraIrisHollowOpen` and `cameraIrisHollowClose` (private, no subtype): a camera's iris diaphragm — six dark
/// grey blades around a hexagonal aperture — centred on the bounds; "hollow": the layer shows through the aperture
/// and around the blades.
///
/// **Open**: the aperture opens from a point at the centre, showing the new rendering through it while the old one
/// still shows around the blades, until the aperture holds the whole area and the blades have left it. **Close**:
/// the same motion played backwards with the renderings exchanged: the aperture closes over the old rendering,
/// the blades sweeping the new one in from the outside, until it shrinks to a point. Either way p = 0 shows only
/// the old rendering and p = 1 only the new one.
///
/// Geometry at opening `o` (Open: o = p; Close: o = 1 − p): the aperture is the regular hexagon of circumradius
/// `r = o·R/cos 30°` (R: the centre's distance to the farthest corner of `area`, so at o = 1 the hexagon's
/// inscribed circle holds the area), turned by `−60°·o` (the blades rotate as they open). Blade k is the part of
/// the ring out to radius 1.6 r lying between the extension of aperture edge k beyond its end and the extension of
/// edge k − 1 beyond its end (a pinwheel of wedges that tile the ring), shaded by its orientation as if lit from
/// the top left. Everything is clipped to `area`.
struct CameraIrisRendition: TransitionRendition {
    /// Whether the iris opens or closes.
    enum Motion: Sendable { case opening, closing }

    /// Whether the iris opens (`cameraIrisHollowOpen`) or closes (`cameraIrisHollowClose`).
    let motion: Motion

    /// The number of blades (and of the aperture's sides).
    static let blades = 6
    /// The outer radius of the blades' ring over the aperture's circumradius.
    static let ringRadiusRatio = 1.6
    /// Segments of the ring's outer circle.
    static let ringSegments = 48
    /// The turn of the aperture from closed to open, in radians (negative: against the clockwise y-down sense).
    static let openingTurn = -Double.pi / 3
    /// The grey of a blade facing away from the light, and how much lighter one facing it is.
    static let bladeGrey = 0.26, bladeGreyRange = 0.08
    /// The direction the light comes from (the top left, y down), as an angle from the x axis.
    static let lightAngle = -3 * Double.pi / 4

    func pieces(at progress: Double, direction: TransitionDirection, bounds: CGRect, area: CGRect) -> [TransitionPiece] {
        guard area.width > 0, area.height > 0, Double(area.width).isFinite, Double(area.height).isFinite,
              bounds.width.isFinite, bounds.height.isFinite, progress.isFinite else { return [] }
        let progress = min(max(progress, 0), 1)
        let (opening, inside, outside): (Double, TransitionSource, TransitionSource) = switch motion {
        case .opening: (progress, .after, .before)
        case .closing: (1 - progress, .before, .after)
        }
        let iris = CameraIris(opening: opening, bounds: bounds, area: area)
        return [.slide(outside, showing: area, by: .zero)]
            + [iris.aperture.clipped(to: area).piece(.image(inside))].compactMap { $0 }
            + (0..<Self.blades).compactMap { iris.blade($0).clipped(to: area).piece(.color(iris.colour(ofBlade: $0))) }
    }
}

/// The iris of ``CameraIrisRendition`` at one opening.
struct CameraIris {
    /// The aperture: a regular hexagon (empty when closed).
    let aperture: ConvexPolygon
    /// The outer circle of the blades' ring.
    let ring: ConvexPolygon
    /// How far the aperture has turned (radians): its first corner's angle from the x axis.
    let turn: Double

    /// The iris `opening` (`0...1`) open, centred on `bounds`, just holding `area` when fully open.
    init(opening: Double, bounds: CGRect, area: CGRect) {
        let centre = Vec2(Double(bounds.midX), Double(bounds.midY))
        let reach = TransitionPiece.farthestCorner(of: area, from: centre)
        let radius = opening * reach / DeterministicMath.sinCos(Double.pi / Double(CameraIrisRendition.blades)).cos
        turn = CameraIrisRendition.openingTurn * opening
        aperture = .regular(sides: CameraIrisRendition.blades, centre: centre, radius: radius, rotation: turn)
        ring = .regular(sides: CameraIrisRendition.ringSegments, centre: centre,
                        radius: radius * CameraIrisRendition.ringRadiusRatio, rotation: turn)
    }

    /// Blade `index`: the ring between the extensions of aperture edges `index` and `index − 1` beyond their ends,
    /// both through aperture corner `index`.
    func blade(_ index: Int) -> ConvexPolygon {
        let corners = aperture.points, count = corners.count
        let corner = corners[index], edge = corners[(index + 1) % count] - corner
        let previousEdge = corner - corners[(index + count - 1) % count]
        return ring.keeping(sideOfLineThrough: corner, along: -edge)
            .keeping(sideOfLineThrough: corner, along: previousEdge)
    }

    /// The grey of blade `index`: lighter the more it faces the light (its direction: the outward normal of
    /// aperture edge `index`).
    func colour(ofBlade index: Int) -> RasterColor {
        let sides = Double(CameraIrisRendition.blades)
        let facing = turn + Double.pi * (2 * Double(index) + 1) / sides
        let grey = CameraIrisRendition.bladeGrey + CameraIrisRendition.bladeGreyRange
            * DeterministicMath.sinCos(facing - CameraIrisRendition.lightAngle).cos
        return RasterColor(red: grey, green: grey, blue: grey)
    }
}
