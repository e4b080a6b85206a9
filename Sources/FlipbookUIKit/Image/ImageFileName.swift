import Foundation

/// UIKit's image file naming: `name@2x.png` holds the 2× (pixels per point) variant of `name`.
enum ImageFileName {
    /// The scale a file's name gives: `n` for a base name ending in `@nx` (n = 1, 2 or 3), else 1.
    static func scale(ofPath path: String) -> CGFloat {
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        for scale in 1...3 where base.hasSuffix("@\(scale)x") {
            return CGFloat(scale)
        }
        return 1
    }

    /// The file names to look for, best first, for an image named `name` shown at `displayScale`: a bare name or
    /// `name.png` as `name@nx.png` from `displayScale` down to 2×, then `name.png`, then the higher scales; a name
    /// with another extension as given.
    static func candidates(forName name: String, displayScale: CGFloat) -> [String] {
        let nsName = name as NSString
        let pathExtension = nsName.pathExtension
        guard pathExtension.isEmpty || pathExtension.lowercased() == "png" else { return [name] }
        let base = nsName.deletingPathExtension
        let preferred = min(max(Int(displayScale.isFinite ? displayScale.rounded() : 1), 1), 3)
        let order = Array((1...preferred).reversed()) + Array(stride(from: preferred + 1, through: 3, by: 1))
        return order.map { $0 == 1 ? "\(base).png" : "\(base)@\($0)x.png" }
    }
}
