import FlipbookRaster

extension Mask {
    /// A mask of a size that has already been validated (that of an existing context or region).
    static func validated(width: Int, height: Int, value: UInt8) -> Mask {
        guard let mask = try? Mask(width: width, height: height, value: value) else {
            preconditionFailure("size \(width)×\(height) was validated by the caller")
        }
        return mask
    }

    /// The part of the mask under `region` (which may extend beyond the mask: those values are 0, since
    /// a clip has nothing there).
    func cropped(to region: PixelRegion) -> Mask {
        var result = Mask.validated(width: region.x1 - region.x0, height: region.y1 - region.y0, value: 0)
        let x0 = max(region.x0, 0)
        let x1 = min(region.x1, width)
        guard x0 < x1 else { return result }
        for y in max(region.y0, 0)..<max(min(region.y1, height), max(region.y0, 0)) {
            let source = y * width
            let destination = (y - region.y0) * result.width - region.x0
            for x in x0..<x1 { result.values[destination + x] = values[source + x] }
        }
        return result
    }
}
