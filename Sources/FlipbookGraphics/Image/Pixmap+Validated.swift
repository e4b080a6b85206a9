import FlipbookRaster

extension Pixmap {
    /// A transparent pixmap of a size that has already been validated (non-negative, with a representable
    /// byte count), such as the size of an existing image or context.
    static func validated(width: Int, height: Int) -> Pixmap {
        guard let pixmap = try? Pixmap(width: width, height: height) else {
            preconditionFailure("size \(width)×\(height) was validated by the caller")
        }
        return pixmap
    }
}
