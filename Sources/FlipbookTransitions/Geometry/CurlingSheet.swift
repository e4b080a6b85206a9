import Foundation
import FlipbookRaster

/// One rendering (the sheet) curling off the layer from an edge, revealing another (beneath): the sheet is rolled
/// round a cylinder lying on it, its axis parallel to the starting edge, and the curl line — where the sheet leaves
/// the layer — sweeps from the starting edge to one radius past the far edge.
///
/// Seen from above (an orthographic view, `w = 1`): the flat part of the sheet beyond the curl line, unchanged; the
/// front of the roll's lower quarter, darkening toward its silhouette; the back of the roll's upper quarter and the
/// part lifted past it, lying over the flat part mirrored, as a light grey sheet showing a faint mirrored image; a
/// soft shadow on what lies beneath, along the roll and along the lifted part's free edge. Everything stays inside
/// `area`: what would roll past the far edge is not drawn.
struct CurlingSheet {
    /// The rendering that curls away.
    let sheet: TransitionSource
    /// The rendering beneath it.
    let beneath: TransitionSource
    /// The centre of `area`.
    let centre: Vec2
    /// Unit vector from the starting edge into the sheet (the direction the curl line moves).
    let along: Vec2
    /// Unit vector across it (the direction of the roll's axis).
    let across: Vec2
    /// Half the area's extent along `along`: the sheet spans `q ∈ −halfLength...halfLength`.
    let halfLength: Double
    /// Half the area's extent across: `t ∈ −halfWidth...halfWidth`.
    let halfWidth: Double
    /// The roll's radius: the bounds' extent along `along` over 2π, so that the roll's circumference is the
    /// bounds' extent.
    let radius: Double

    /// The bands the roll's quarters are shaded in, and the mesh columns per band.
    static let bandsPerQuarter = 4, columnsPerBand = 6
    /// The grey of the sheet's back, and the opacity of the mirrored image seen through it.
    static let backGrey = 0.92, backImageAlpha = 0.25
    /// The shadow's bands (nested, each adding `shadowAlpha` of black): half a radius wide beside the roll, a
    /// quarter of one beside the lifted part's free edge.
    static let shadowBands = 6, shadowAlpha = 0.07

    /// The sheet of `area` curling from the edge `direction` names (`fromBottom`: from the bottom edge, upward), or
    /// `nil` when the bounds are empty or not finite.
    init?(sheet: TransitionSource, beneath: TransitionSource, direction: TransitionDirection, bounds: CGRect,
          area: CGRect) {
        let span = direction.isHorizontal ? Double(bounds.width) : Double(bounds.height)
        guard Double(bounds.width) > 0, Double(bounds.height) > 0, span.isFinite, Double(area.minX).isFinite,
              Double(area.minY).isFinite, Double(area.width).isFinite, Double(area.height).isFinite else { return nil }
        self.sheet = sheet
        self.beneath = beneath
        centre = Vec2(Double(area.midX), Double(area.midY))
        along = direction.motion
        across = along.perpendicular
        halfLength = (direction.isHorizontal ? Double(area.width) : Double(area.height)) / 2
        halfWidth = (direction.isHorizontal ? Double(area.height) : Double(area.width)) / 2
        radius = span / (2 * Double.pi)
    }

    /// The pieces, back to front, when the curl line has gone `fraction` (`0...1`) of its way: at 0 the sheet lies
    /// flat over everything, at 1 it has gone.
    func pieces(curled fraction: Double) -> [TransitionPiece] {
        let line = -halfLength + fraction * (2 * halfLength + radius)
        let quarter = Double.pi * radius / 2
        let lifted = liftedRange(line: line)
        let flatRange = max(line, -halfLength)...max(line, halfLength)
        var pieces = [TransitionPiece.slide(beneath, showing: rect(-halfLength...halfLength), by: .zero)]
        if let lifted {
            let silhouette = place(min(lifted.upperBound, quarter), line: line).along
            pieces += shadow(from: silhouette, outward: -1, width: radius / 2,
                             within: -halfLength...min(line, halfLength))
        }
        if flatRange.upperBound > flatRange.lowerBound {
            pieces.append(.slide(sheet, showing: rect(flatRange), by: .zero))
        }
        guard let lifted else { return pieces }
        if lifted.upperBound > 2 * quarter {
            pieces += shadow(from: place(lifted.upperBound, line: line).along, outward: 1, width: radius / 4,
                             within: flatRange)
        }
        return pieces + rollFront(line: line, lifted: lifted, flatEnd: flatRange.upperBound)
            + rollBack(line: line, lifted: lifted)
    }

    /// The front of the roll's lower quarter, in bands shaded darker toward its silhouette. They reach back under
    /// the flat part (`e < 0` is flat, up to `flatEnd`), where the sheet is the same.
    private func rollFront(line: Double, lifted: ClosedRange<Double>, flatEnd: Double) -> [TransitionPiece] {
        let quarter = Double.pi * radius / 2
        return bands(0...quarter, clippedTo: lifted, reachingBackTo: lifted.lowerBound > 0 ? nil : line - flatEnd)
            .map { band in
                let facing = DeterministicMath.sinCos(band.middle / radius).cos
                return strip(band.columns, line: line, fill: .image(sheet), shade: FaceLighting.shade(facing: facing))
            }
    }

    /// The back of the roll's upper quarter and of the part lifted past it: grey bands shaded darker toward the
    /// silhouette, then the sheet's image faintly over them all (one mesh, so it shows no seams). The roll's bands
    /// cannot reach back past the silhouette (they would fold over themselves); the flat part continues the roll
    /// and reaches back under it.
    private func rollBack(line: Double, lifted: ClosedRange<Double>) -> [TransitionPiece] {
        let quarter = Double.pi * radius / 2
        let bands = bands(quarter...(2 * quarter), clippedTo: lifted, reachingBackTo: nil)
            + bands((2 * quarter)...max(2 * quarter, lifted.upperBound), clippedTo: lifted, count: 1, columns: 1,
                    reachingBackTo: lifted.lowerBound)
        var pieces = bands.map { band in
            let facing = band.middle < 2 * quarter ? -DeterministicMath.sinCos(band.middle / radius).cos : 1
            let grey = Self.backGrey * FaceLighting.shade(facing: facing)
            return strip(band.columns, line: line, fill: .color(RasterColor(red: grey, green: grey, blue: grey)))
        }
        let back = max(quarter, lifted.lowerBound)...max(quarter, lifted.upperBound)
        if back.upperBound > back.lowerBound {
            let roll = min(back.upperBound, 2 * quarter)
            let count = Self.bandsPerQuarter * Self.columnsPerBand
            var columns = (0...count).map { back.lowerBound + (roll - back.lowerBound) * Double($0) / Double(count) }
            if back.upperBound > roll { columns.append(back.upperBound) }
            pieces.append(strip(columns, line: line, fill: .image(sheet), alpha: Self.backImageAlpha))
        }
        return pieces
    }

    /// Where the sheet's point `e` before the curl line (measured along the sheet; negative: beyond it, flat) lies:
    /// `along` the layer and its height above it. Round the roll up to half its circumference, then flat on top of
    /// it, coming back.
    func place(_ e: Double, line: Double) -> (along: Double, height: Double) {
        let halfCircumference = Double.pi * radius
        guard e >= 0 else { return (line - e, 0) }
        guard e <= halfCircumference else { return (line + e - halfCircumference, 2 * radius) }
        let (sin, cos) = DeterministicMath.sinCos(e / radius)
        return (line - radius * sin, radius * (1 - cos))
    }

    /// The lifted part of the sheet that lands inside the area (the values of `e`), or `nil` when none does.
    private func liftedRange(line: Double) -> ClosedRange<Double>? {
        let lifted = line + halfLength
        let beyondFarEdge = (line - halfLength) / radius
        // At the end the roll's crest touches the far edge (within rounding): nothing is left.
        guard lifted > 0, beyondFarEdge < 1 - 1e-9 else { return nil }
        let upper: Double
        var lower = 0.0
        if beyondFarEdge > 0 {
            // Only the middle of the roll, where it bulges back over the area, is inside it.
            let angle = asin(beyondFarEdge)
            lower = radius * angle
            upper = min(lifted, radius * (Double.pi - angle))
        } else {
            upper = min(lifted, Double.pi * radius + halfLength - line)
        }
        return upper > lower ? lower...upper : nil
    }

    /// The parts of `range` inside `clip`, cut into `count` bands of `columns` + 1 mesh columns each.
    ///
    /// Neighbouring pieces are composited one over the other, so each band reaches back one roll column under the
    /// band before it: their antialiased edges then never uncover what lies beneath. The first band reaches back
    /// only as far as `floor` allows (`nil`: not at all).
    private func bands(_ range: ClosedRange<Double>, clippedTo clip: ClosedRange<Double>,
                       count: Int = bandsPerQuarter, columns: Int = columnsPerBand,
                       reachingBackTo floor: Double?) -> [(middle: Double, columns: [Double])] {
        let width = (range.upperBound - range.lowerBound) / Double(count)
        let overlap = Double.pi * radius / 2 / Double(Self.bandsPerQuarter * Self.columnsPerBand)
        return (0..<count).compactMap { k in
            let low = max(range.lowerBound + width * Double(k), clip.lowerBound)
            let high = min(range.lowerBound + width * Double(k + 1), clip.upperBound)
            guard high > low else { return nil }
            let samples = (0...columns).map { low + (high - low) * Double($0) / Double(columns) }
            let reach = k == 0 ? floor.map { max(low - overlap, $0) } : max(low - overlap, clip.lowerBound)
            guard let reach, reach < low else { return ((low + high) / 2, samples) }
            return ((low + high) / 2, [reach] + samples)
        }
    }

    /// A mesh of the lifted sheet between consecutive `columns` (values of `e`), across the whole sheet.
    private func strip(_ columns: [Double], line: Double, fill: TransitionPiece.Fill, alpha: Double = 1,
                       shade: Double = 1) -> TransitionPiece {
        let vertices = columns.flatMap { e in
            let along = place(e, line: line).along
            return [-halfWidth, halfWidth].map { t in
                TransitionVertex(position: point(along, t), texCoord: point(line - e, t))
            }
        }
        let indices: [Int] = (0..<max(columns.count - 1, 0)).flatMap { (j: Int) -> [Int] in
            let low = 2 * j, high = 2 * j + 2
            return [low, low + 1, high + 1, low, high + 1, high]
        }
        return TransitionPiece(fill: fill, vertices: vertices, indices: indices, alpha: alpha, shade: shade)
    }

    /// A soft shadow on the layer from `edge` going `outward` (±1 along) across `width`, limited to `within`.
    private func shadow(from edge: Double, outward: Double, width: Double,
                        within limit: ClosedRange<Double>) -> [TransitionPiece] {
        (1...Self.shadowBands).compactMap { k in
            let reach = edge + outward * width * Double(k) / Double(Self.shadowBands)
            let low = max(min(edge, reach), limit.lowerBound), high = min(max(edge, reach), limit.upperBound)
            guard high > low else { return nil }
            let corners = TransitionPiece.corners(of: rect(low...high))
            return TransitionPiece(fill: .color(.black), vertices: corners.map { TransitionVertex(position: $0, texCoord: $0) },
                                   indices: [0, 1, 2, 0, 2, 3], alpha: Self.shadowAlpha)
        }
    }

    /// The layer point `q` along and `t` across from the area's centre.
    private func point(_ q: Double, _ t: Double) -> Vec2 { centre + along * q + across * t }

    /// The part of the area between `q` values `range` along, all the way across.
    private func rect(_ range: ClosedRange<Double>) -> CGRect {
        let a = point(range.lowerBound, -halfWidth), b = point(range.upperBound, halfWidth)
        return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }
}
