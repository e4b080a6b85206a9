import Foundation
import FlipbookGraphics

extension CALayer {
    /// `CALayer`'s properties, each declared once (see `LayerProperty`), with Apple's key-value-coding keys and
    /// "Animatable" marks. Defaults are the storage's initial values (the layer's stored properties and
    /// `LayerAttributes`). The geometry, opacity and visibility live in the layer itself, copied into each
    /// presentation copy; the rest in `LayerAttributes`, shared by presentation copies until one changes.
    package enum Properties {
        static let bounds = LayerProperty(
            "bounds", \CALayer.bounds,
            storage: .init(get: { $0._bounds }, set: { $0._bounds = $1 }, field: .bounds),
            animation: .interpolated)
        static let position = LayerProperty(
            "position", \CALayer.position,
            storage: .init(get: { $0._position }, set: { $0._position = $1 }, field: .position),
            animation: .interpolated)
        static let anchorPoint = LayerProperty(
            "anchorPoint", \CALayer.anchorPoint,
            storage: .init(get: { $0._anchorPoint }, set: { $0._anchorPoint = $1 }, field: .anchorPoint),
            animation: .interpolated)
        static let anchorPointZ = LayerProperty(
            "anchorPointZ", \CALayer.anchorPointZ,
            storage: .at(\.attributes.value.anchorPointZ), animation: .interpolated)
        static let zPosition = LayerProperty(
            "zPosition", \CALayer.zPosition,
            storage: .init(get: { $0._zPosition }, set: { $0._zPosition = $1 }, field: .zPosition),
            animation: .interpolated)
        static let transform = LayerProperty(
            "transform", \CALayer.transform,
            storage: .init(get: { $0._transform }, set: { $0._transform = $1 }, isLayerTransform: true),
            animation: .interpolated)
        static let sublayerTransform = LayerProperty(
            "sublayerTransform", \CALayer.sublayerTransform,
            storage: .at(\.attributes.value.sublayerTransform), animation: .interpolated)
        static let frame = LayerPropertyDescriptor.derived("frame", \CALayer.frame, animation: .none)
        static let opacity = LayerProperty(
            "opacity", \CALayer.opacity,
            storage: .init(get: { $0._opacity }, set: { $0._opacity = $1 }, field: .opacity),
            animation: .interpolated)
        static let isHidden = LayerProperty(
            "hidden", swiftName: "isHidden", \CALayer.isHidden,
            storage: .at(\._isHidden), animation: .discrete)
        static let backgroundColor = LayerProperty(
            "backgroundColor", \CALayer.backgroundColor,
            storage: .at(\.attributes.value.backgroundColor), animation: .interpolated)
        static let borderColor = LayerProperty(
            "borderColor", \CALayer.borderColor,
            storage: .at(\.attributes.value.borderColor), animation: .interpolated)
        static let cornerRadius = LayerProperty(
            "cornerRadius", \CALayer.cornerRadius,
            storage: .at(\.attributes.value.cornerRadius), animation: .interpolated)
        static let maskedCorners = LayerProperty(
            "maskedCorners", \CALayer.maskedCorners,
            storage: .at(\.attributes.value.maskedCorners), animation: .none)
        static let borderWidth = LayerProperty(
            "borderWidth", \CALayer.borderWidth,
            storage: .at(\.attributes.value.borderWidth), animation: .interpolated)
        static let masksToBounds = LayerProperty(
            "masksToBounds", \CALayer.masksToBounds,
            storage: .at(\.attributes.value.masksToBounds), animation: .discrete)
        static let mask = LayerProperty(
            "mask", \CALayer.mask,
            storage: .at(\._mask), animation: .none)
        static let shadowColor = LayerProperty(
            "shadowColor", \CALayer.shadowColor,
            storage: .at(\.attributes.value.shadowColor), animation: .interpolated)
        static let shadowPath = LayerProperty(
            "shadowPath", \CALayer.shadowPath,
            storage: .at(\.attributes.value.shadowPath), animation: .interpolated)
        static let shadowOpacity = LayerProperty(
            "shadowOpacity", \CALayer.shadowOpacity,
            storage: .at(\.attributes.value.shadowOpacity), animation: .interpolated)
        static let shadowOffset = LayerProperty(
            "shadowOffset", \CALayer.shadowOffset,
            storage: .at(\.attributes.value.shadowOffset), animation: .interpolated)
        static let shadowRadius = LayerProperty(
            "shadowRadius", \CALayer.shadowRadius,
            storage: .at(\.attributes.value.shadowRadius), animation: .interpolated)
        static let contents = LayerProperty(
            "contents", \CALayer.contents,
            storage: .at(\.attributes.value.contents), animation: .discrete, coerce: { .some($0) })
        static let contentsGravity = LayerProperty(
            "contentsGravity", \CALayer.contentsGravity,
            storage: .at(\.attributes.value.contentsGravity), animation: .none)
        static let contentsRect = LayerProperty(
            "contentsRect", \CALayer.contentsRect,
            storage: .at(\.attributes.value.contentsRect), animation: .interpolated)
        static let contentsScale = LayerProperty(
            "contentsScale", \CALayer.contentsScale,
            storage: .at(\.attributes.value.contentsScale), animation: .none)
        static let contentsCenter = LayerProperty(
            "contentsCenter", \CALayer.contentsCenter,
            storage: .at(\.attributes.value.contentsCenter), animation: .interpolated)
        static let isDoubleSided = LayerProperty(
            "doubleSided", swiftName: "isDoubleSided", \CALayer.isDoubleSided,
            storage: .at(\.attributes.value.isDoubleSided), animation: .discrete)
        static let isGeometryFlipped = LayerProperty(
            "geometryFlipped", swiftName: "isGeometryFlipped", \CALayer.isGeometryFlipped,
            storage: .at(\.attributes.value.isGeometryFlipped), animation: .none)
        static let allowsGroupOpacity = LayerProperty(
            "allowsGroupOpacity", \CALayer.allowsGroupOpacity,
            storage: .at(\.attributes.value.allowsGroupOpacity), animation: .none)
        static let needsDisplayOnBoundsChange = LayerProperty(
            "needsDisplayOnBoundsChange", \CALayer.needsDisplayOnBoundsChange,
            storage: .at(\.attributes.value.needsDisplayOnBoundsChange), animation: .none)
        static let name = LayerProperty(
            "name", \CALayer.name,
            storage: .at(\.attributes.value.name), animation: .none)
        static let style = LayerProperty(
            "style", \CALayer.style,
            storage: .at(\.attributes.value.style), animation: .none)
        static let actions = LayerProperty(
            "actions", \CALayer.actions,
            storage: .at(\.attributes.value.actions), animation: .none)
        static let beginTime = LayerProperty(
            "beginTime", \CALayer.beginTime,
            storage: .at(\.attributes.value.timing.beginTime), animation: .none, isMediaTiming: true)
        static let duration = LayerProperty(
            "duration", \CALayer.duration,
            storage: .at(\.attributes.value.timing.duration), animation: .none, isMediaTiming: true)
        static let speed = LayerProperty(
            "speed", \CALayer.speed,
            storage: .at(\.attributes.value.timing.speed), animation: .none, isMediaTiming: true)
        static let timeOffset = LayerProperty(
            "timeOffset", \CALayer.timeOffset,
            storage: .at(\.attributes.value.timing.timeOffset), animation: .none, isMediaTiming: true)
        static let repeatCount = LayerProperty(
            "repeatCount", \CALayer.repeatCount,
            storage: .at(\.attributes.value.timing.repeatCount), animation: .none, isMediaTiming: true)
        static let repeatDuration = LayerProperty(
            "repeatDuration", \CALayer.repeatDuration,
            storage: .at(\.attributes.value.timing.repeatDuration), animation: .none, isMediaTiming: true)
        static let autoreverses = LayerProperty(
            "autoreverses", \CALayer.autoreverses,
            storage: .at(\.attributes.value.timing.autoreverses), animation: .none, isMediaTiming: true)
        static let fillMode = LayerProperty(
            "fillMode", \CALayer.fillMode,
            storage: .at(\.attributes.value.timing.fillMode), animation: .none, isMediaTiming: true)

        /// `CALayer`'s property table; a subclass's table appends its own properties to it.
        package static let table = LayerPropertyTable([
            bounds.descriptor, position.descriptor, anchorPoint.descriptor, anchorPointZ.descriptor,
            zPosition.descriptor, transform.descriptor, sublayerTransform.descriptor, frame, opacity.descriptor,
            isHidden.descriptor, backgroundColor.descriptor, borderColor.descriptor, cornerRadius.descriptor,
            maskedCorners.descriptor, borderWidth.descriptor, masksToBounds.descriptor, mask.descriptor,
            shadowColor.descriptor, shadowPath.descriptor, shadowOpacity.descriptor, shadowOffset.descriptor,
            shadowRadius.descriptor, contents.descriptor, contentsGravity.descriptor, contentsRect.descriptor,
            contentsScale.descriptor, contentsCenter.descriptor, isDoubleSided.descriptor, isGeometryFlipped.descriptor,
            allowsGroupOpacity.descriptor, needsDisplayOnBoundsChange.descriptor, name.descriptor, style.descriptor,
            actions.descriptor, beginTime.descriptor, duration.descriptor, speed.descriptor, timeOffset.descriptor,
            repeatCount.descriptor, repeatDuration.descriptor, autoreverses.descriptor, fillMode.descriptor,
        ], defaults: { CALayer() })
    }
}
