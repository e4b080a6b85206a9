import Foundation
import FlipbookGraphics

extension CALayer {
    /// `CALayer`'s properties, each declared once (see `LayerProperty`), with Apple's key-value-coding keys and
    /// "Animatable" marks. Defaults are the storage's initial values (the layer's stored properties and
    /// `LayerAttributes`). The geometry, opacity and visibility live in the layer itself, copied into each
    /// presentation copy; the rest in `LayerAttributes`, shared by presentation copies until one changes.
    package struct Properties: Sendable {
        /// The declarations (the setters store through them).
        static let declared = Properties()

        let bounds = LayerProperty(
            "bounds", \CALayer.bounds,
            storage: .init(get: { $0._bounds }, set: { $0._bounds = $1 }, field: .bounds),
            animation: .interpolated)
        let position = LayerProperty(
            "position", \CALayer.position,
            storage: .init(get: { $0._position }, set: { $0._position = $1 }, field: .position),
            animation: .interpolated)
        let anchorPoint = LayerProperty(
            "anchorPoint", \CALayer.anchorPoint,
            storage: .init(get: { $0._anchorPoint }, set: { $0._anchorPoint = $1 }, field: .anchorPoint),
            animation: .interpolated)
        let anchorPointZ = LayerProperty(
            "anchorPointZ", \CALayer.anchorPointZ,
            storage: .at(\.attributes.value.anchorPointZ), animation: .interpolated)
        let zPosition = LayerProperty(
            "zPosition", \CALayer.zPosition,
            storage: .init(get: { $0._zPosition }, set: { $0._zPosition = $1 }, field: .zPosition),
            animation: .interpolated)
        let transform = LayerProperty(
            "transform", \CALayer.transform,
            storage: .init(get: { $0._transform }, set: { $0._transform = $1 }, isLayerTransform: true),
            animation: .interpolated)
        let sublayerTransform = LayerProperty(
            "sublayerTransform", \CALayer.sublayerTransform,
            storage: .at(\.attributes.value.sublayerTransform), animation: .interpolated)
        let frame = LayerPropertyDescriptor.derived("frame", \CALayer.frame, animation: .none)
        let opacity = LayerProperty(
            "opacity", \CALayer.opacity,
            storage: .init(get: { $0._opacity }, set: { $0._opacity = $1 }, field: .opacity),
            animation: .interpolated)
        let isHidden = LayerProperty(
            "hidden", swiftName: "isHidden", \CALayer.isHidden,
            storage: .at(\._isHidden), animation: .discrete)
        let backgroundColor = LayerProperty(
            "backgroundColor", \CALayer.backgroundColor,
            storage: .at(\.attributes.value.backgroundColor), animation: .interpolated)
        let borderColor = LayerProperty(
            "borderColor", \CALayer.borderColor,
            storage: .at(\.attributes.value.borderColor), animation: .interpolated)
        let cornerRadius = LayerProperty(
            "cornerRadius", \CALayer.cornerRadius,
            storage: .at(\.attributes.value.cornerRadius), animation: .interpolated)
        let maskedCorners = LayerProperty(
            "maskedCorners", \CALayer.maskedCorners,
            storage: .at(\.attributes.value.maskedCorners), animation: .none)
        let borderWidth = LayerProperty(
            "borderWidth", \CALayer.borderWidth,
            storage: .at(\.attributes.value.borderWidth), animation: .interpolated)
        let masksToBounds = LayerProperty(
            "masksToBounds", \CALayer.masksToBounds,
            storage: .at(\.attributes.value.masksToBounds), animation: .discrete)
        let mask = LayerProperty(
            "mask", \CALayer.mask,
            storage: .at(\._mask), animation: .none)
        let shadowColor = LayerProperty(
            "shadowColor", \CALayer.shadowColor,
            storage: .at(\.attributes.value.shadowColor), animation: .interpolated)
        let shadowPath = LayerProperty(
            "shadowPath", \CALayer.shadowPath,
            storage: .at(\.attributes.value.shadowPath), animation: .interpolated)
        let shadowOpacity = LayerProperty(
            "shadowOpacity", \CALayer.shadowOpacity,
            storage: .at(\.attributes.value.shadowOpacity), animation: .interpolated)
        let shadowOffset = LayerProperty(
            "shadowOffset", \CALayer.shadowOffset,
            storage: .at(\.attributes.value.shadowOffset), animation: .interpolated)
        let shadowRadius = LayerProperty(
            "shadowRadius", \CALayer.shadowRadius,
            storage: .at(\.attributes.value.shadowRadius), animation: .interpolated)
        let contents = LayerProperty(
            "contents", \CALayer.contents,
            storage: .at(\.attributes.value.contents), animation: .discrete, coerce: { .some($0) })
        let contentsGravity = LayerProperty(
            "contentsGravity", \CALayer.contentsGravity,
            storage: .at(\.attributes.value.contentsGravity), animation: .none)
        let contentsRect = LayerProperty(
            "contentsRect", \CALayer.contentsRect,
            storage: .at(\.attributes.value.contentsRect), animation: .interpolated)
        let contentsScale = LayerProperty(
            "contentsScale", \CALayer.contentsScale,
            storage: .at(\.attributes.value.contentsScale), animation: .none)
        let contentsCenter = LayerProperty(
            "contentsCenter", \CALayer.contentsCenter,
            storage: .at(\.attributes.value.contentsCenter), animation: .interpolated)
        let isDoubleSided = LayerProperty(
            "doubleSided", swiftName: "isDoubleSided", \CALayer.isDoubleSided,
            storage: .at(\.attributes.value.isDoubleSided), animation: .discrete)
        let isGeometryFlipped = LayerProperty(
            "geometryFlipped", swiftName: "isGeometryFlipped", \CALayer.isGeometryFlipped,
            storage: .at(\.attributes.value.isGeometryFlipped), animation: .none)
        let allowsGroupOpacity = LayerProperty(
            "allowsGroupOpacity", \CALayer.allowsGroupOpacity,
            storage: .at(\.attributes.value.allowsGroupOpacity), animation: .none)
        let needsDisplayOnBoundsChange = LayerProperty(
            "needsDisplayOnBoundsChange", \CALayer.needsDisplayOnBoundsChange,
            storage: .at(\.attributes.value.needsDisplayOnBoundsChange), animation: .none)
        let name = LayerProperty(
            "name", \CALayer.name,
            storage: .at(\.attributes.value.name), animation: .none)
        let style = LayerProperty(
            "style", \CALayer.style,
            storage: .at(\.attributes.value.style), animation: .none)
        let actions = LayerProperty(
            "actions", \CALayer.actions,
            storage: .at(\.attributes.value.actions), animation: .none)
        let beginTime = LayerProperty(
            "beginTime", \CALayer.beginTime,
            storage: .at(\.attributes.value.timing.beginTime), animation: .none, isMediaTiming: true)
        let duration = LayerProperty(
            "duration", \CALayer.duration,
            storage: .at(\.attributes.value.timing.duration), animation: .none, isMediaTiming: true)
        let speed = LayerProperty(
            "speed", \CALayer.speed,
            storage: .at(\.attributes.value.timing.speed), animation: .none, isMediaTiming: true)
        let timeOffset = LayerProperty(
            "timeOffset", \CALayer.timeOffset,
            storage: .at(\.attributes.value.timing.timeOffset), animation: .none, isMediaTiming: true)
        let repeatCount = LayerProperty(
            "repeatCount", \CALayer.repeatCount,
            storage: .at(\.attributes.value.timing.repeatCount), animation: .none, isMediaTiming: true)
        let repeatDuration = LayerProperty(
            "repeatDuration", \CALayer.repeatDuration,
            storage: .at(\.attributes.value.timing.repeatDuration), animation: .none, isMediaTiming: true)
        let autoreverses = LayerProperty(
            "autoreverses", \CALayer.autoreverses,
            storage: .at(\.attributes.value.timing.autoreverses), animation: .none, isMediaTiming: true)
        let fillMode = LayerProperty(
            "fillMode", \CALayer.fillMode,
            storage: .at(\.attributes.value.timing.fillMode), animation: .none, isMediaTiming: true)

        /// `CALayer`'s property table: the declarations above, in order; a subclass's table appends its own.
        package static let table = LayerPropertyTable(declaredIn: declared, defaults: { CALayer() })
    }
}
