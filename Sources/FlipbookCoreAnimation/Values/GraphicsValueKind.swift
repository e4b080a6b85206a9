import Foundation

/// Value kinds that come from the Core Graphics subset (filled in once `FlipbookGraphics` provides them).
enum GraphicsValueKind: Equatable {
    static func read(_ value: Any) -> (kind: GraphicsValueKind, components: [Double])? { nil }
    var componentCount: Int { switch self {} }
    func box(_ components: [Double]) -> Any { switch self {} }
}
