import Foundation
import FlipbookRaster

extension Pixmap {
    /// A transparent pixmap of a size known to be valid (non-negative and bounded by the compositor).
    static func sized(width: Int, height: Int) -> Pixmap {
        guard let pixmap = try? Pixmap(width: max(width, 0), height: max(height, 0)) else {
            preconditionFailure("compositor surfaces are bounded; \(width)×\(height) is not a valid size")
        }
        return pixmap
    }
}
