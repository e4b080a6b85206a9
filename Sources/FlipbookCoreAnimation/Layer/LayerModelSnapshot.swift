import Foundation

/// Every stored model property of a layer at one moment (those of the property table, in its shared boxes, and the
/// mask), as `CALayer.modelSnapshot()` takes it and `restoreModel(_:)` puts it back on a presentation copy.
struct LayerModelSnapshot {
    let attributes: SharedValue<LayerAttributes>
    let declaredValues: DeclaredValues
    let bounds: CGRect
    let position: CGPoint
    let anchorPoint: CGPoint
    let zPosition: CGFloat
    let transform: CATransform3D
    let opacity: Float
    let isHidden: Bool
    let mask: CALayer?
}
