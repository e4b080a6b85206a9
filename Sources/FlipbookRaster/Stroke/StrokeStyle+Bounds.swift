/// What of a stroke can reach a device area: bounds that keep dashing proportional to the output.
extension StrokeStyle {
    /// The shortest dash period (pattern length, in device pixels) cut into dashes; a finer pattern is drawn
    /// as its average coverage (see ``resolvingFineDashes(pixelsPerUnit:)``), so a stroke has at most two
    /// dashes per device pixel along its length.
    package static let minimumDashPeriod = 0.5

    /// How far the outline can reach from the path, in user units: half the width times the longest miter
    /// (`miterLimit` for miter joins) or 1.5, beyond the corner of a square cap (√2).
    package var reach: Double {
        let squareCap = 1.5
        return width / 2 * (join == .miter ? max(miterLimit, squareCap) : squareCap)
    }

    /// The box of user space whose stroke can touch `device` (device pixels) under `userToDevice`: the
    /// bounding box of the device box mapped back, one pixel larger, grown by ``reach``; `nil` when the
    /// transform cannot be inverted (then nothing is left out).
    package func visibleBox(of device: BoundingBox, userToDevice: Transform2D) -> BoundingBox? {
        guard !device.isEmpty, let inverse = userToDevice.inverted else { return nil }
        var box = BoundingBox.empty
        for x in [device.minX - 1, device.maxX + 1] {
            for y in [device.minY - 1, device.maxY + 1] { box.include(inverse.apply(Vec2(x, y))) }
        }
        let grow = reach
        box = BoundingBox(minX: box.minX - grow, minY: box.minY - grow, maxX: box.maxX + grow, maxY: box.maxY + grow)
        return box.isEmpty ? nil : box
    }

    /// This style and the factor to multiply the stroke's alpha by: unchanged (factor 1) unless the dash
    /// pattern's period is shorter than ``minimumDashPeriod`` device pixels at `pixelsPerUnit` (the transform's
    /// largest stretch), in which case the dashes, finer than the anti-aliasing can show, become a solid line
    /// at their average coverage: the fraction of the period that is "on", each dash lengthened by the line
    /// width for round and square caps (at most 1).
    package func resolvingFineDashes(pixelsPerUnit: Double) -> (style: StrokeStyle, alpha: Double) {
        guard isDashed else { return (self, 1) }
        let intervals = Self.periodIntervals(of: dashes)
        let period = intervals.reduce(0, +)
        guard period * pixelsPerUnit < Self.minimumDashPeriod else { return (self, 1) }
        let dashCount = Double(intervals.count / 2)
        let on = stride(from: 0, to: intervals.count, by: 2).reduce(0) { $0 + intervals[$1] }
            + (cap == .butt ? 0 : dashCount * width)
        var solid = self
        solid.dashes = []
        return (solid, min(on / period, 1))
    }

    /// One period of a dash pattern as on/off pairs: the pattern itself, or twice over when its count is odd (an odd
    /// pattern's second pass swaps on and off, as in Core Graphics).
    package static func periodIntervals(of pattern: [Double]) -> [Double] {
        pattern.count.isMultiple(of: 2) ? pattern : pattern + pattern
    }
}
