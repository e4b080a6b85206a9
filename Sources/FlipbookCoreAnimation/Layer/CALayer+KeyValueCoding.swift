import Foundation
import FlipbookGraphics

extension CALayer {
    func storedValue(forKey key: String) -> Any? {
        guard let property = LayerProperty(key: key) else { return attributes.value.customValues[key] }
        return value(of: property)
    }

    func storeValue(_ value: Any?, forKey key: String) {
        guard let property = LayerProperty(key: key) else {
            var updated = attributes.value.customValues
            updated[key] = value
            update(key, \.attributes.value.customValues, updated)
            return
        }
        setValue(value, of: property)
    }

    func value(for keyPath: LayerKeyPath) -> Any? {
        let base = keyPath.property.map { value(of: $0) } ?? value(forKey: keyPath.key)
        return keyPath.components.isEmpty ? base : SubValueAccess.component(of: base, keyPath.components[...])
    }

    func setValue(_ value: Any?, for keyPath: LayerKeyPath) {
        if keyPath.components.isEmpty {
            if let property = keyPath.property { setValue(value, of: property) } else { setValue(value, forKey: keyPath.key) }
            return
        }
        let base = keyPath.property.map { self.value(of: $0) } ?? self.value(forKey: keyPath.key)
        guard let replaced = SubValueAccess.replacing(keyPath.components[...], in: base, with: value) else { return }
        if let property = keyPath.property { setValue(replaced, of: property) } else { setValue(replaced, forKey: keyPath.key) }
    }

    /// The value at `keyPath` as an animation value (typed fast path for the layer's own vector properties).
    func animationValue(for keyPath: LayerKeyPath) -> AnimationValue? {
        guard keyPath.components.isEmpty, let property = keyPath.property else { return AnimationValue(value(for: keyPath)) }
        switch property {
        case .position: return AnimationValue(kind: .point, components: [_position.x, _position.y])
        case .anchorPoint: return AnimationValue(kind: .point, components: [_anchorPoint.x, _anchorPoint.y])
        case .bounds: return AnimationValue(kind: .rect, components: [_bounds.minX, _bounds.minY, _bounds.width, _bounds.height])
        case .opacity: return AnimationValue(kind: .number, components: [Double(_opacity)])
        case .zPosition: return AnimationValue(kind: .number, components: [_zPosition])
        case .cornerRadius: return AnimationValue(kind: .number, components: [attributes.value.cornerRadius])
        case .borderWidth: return AnimationValue(kind: .number, components: [attributes.value.borderWidth])
        case .transform: return AnimationValue(kind: .transform3D, components: ComponentVector(_transform.entries))
        default: return AnimationValue(value(of: property))
        }
    }

    /// Stores an animated value at `keyPath` of a presentation copy (typed fast path for the layer's own vector
    /// properties, written straight into storage: a presentation copy runs no actions; values of the wrong kind
    /// are ignored, as everywhere).
    func setAnimationValue(_ value: AnimationValue, for keyPath: LayerKeyPath) {
        if let component = keyPath.transformComponent, !component.isSize, case .number? = value.kind {
            _transform = component.replacing(in: _transform, with: SIMD4(value.components[0], 0, 0, 0))
            return
        }
        guard keyPath.components.isEmpty, let property = keyPath.property, let kind = value.kind else {
            return setValue(value.boxed, for: keyPath)
        }
        let c = value.components
        switch (property, kind) {
        case (.position, .point): _position = CGPoint(x: c[0], y: c[1])
        case (.anchorPoint, .point): _anchorPoint = CGPoint(x: c[0], y: c[1])
        case (.bounds, .rect): _bounds = CGRect(x: c[0], y: c[1], width: c[2], height: c[3])
        case (.opacity, .number): _opacity = Float(c[0])
        case (.zPosition, .number): _zPosition = c[0]
        case (.cornerRadius, .number): attributes.value.cornerRadius = c[0]
        case (.borderWidth, .number): attributes.value.borderWidth = c[0]
        case (.transform, .transform3D): _transform = CATransform3D(entries: c)
        default: setValue(value.boxed, of: property)
        }
    }

    func value(of property: LayerProperty) -> Any? {
        switch property {
        case .bounds: _bounds
        case .position: _position
        case .anchorPoint: _anchorPoint
        case .anchorPointZ: attributes.value.anchorPointZ
        case .zPosition: _zPosition
        case .transform: _transform
        case .sublayerTransform: attributes.value.sublayerTransform
        case .frame: frame
        case .opacity: _opacity
        case .hidden: _isHidden
        case .cornerRadius: attributes.value.cornerRadius
        case .maskedCorners: attributes.value.maskedCorners
        case .borderWidth: attributes.value.borderWidth
        case .masksToBounds: attributes.value.masksToBounds
        case .mask: _mask
        case .shadowOpacity: attributes.value.shadowOpacity
        case .shadowOffset: attributes.value.shadowOffset
        case .shadowRadius: attributes.value.shadowRadius
        case .contents: attributes.value.contents
        case .contentsGravity: attributes.value.contentsGravity
        case .contentsRect: attributes.value.contentsRect
        case .contentsScale: attributes.value.contentsScale
        case .contentsCenter: attributes.value.contentsCenter
        case .doubleSided: attributes.value.isDoubleSided
        case .geometryFlipped: attributes.value.isGeometryFlipped
        case .allowsGroupOpacity: attributes.value.allowsGroupOpacity
        case .name: name
        case .style: style
        case .actions: actions
        case .beginTime: attributes.value.timing.beginTime
        case .duration: attributes.value.timing.duration
        case .speed: attributes.value.timing.speed
        case .timeOffset: attributes.value.timing.timeOffset
        case .repeatCount: attributes.value.timing.repeatCount
        case .repeatDuration: attributes.value.timing.repeatDuration
        case .autoreverses: attributes.value.timing.autoreverses
        case .fillMode: attributes.value.timing.fillMode
        case .backgroundColor: attributes.value.backgroundColor
        case .borderColor: attributes.value.borderColor
        case .shadowColor: attributes.value.shadowColor
        case .shadowPath: attributes.value.shadowPath
        }
    }

    func setValue(_ value: Any?, of property: LayerProperty) {
        typealias C = ValueCoercion
        switch property {
        case .bounds: if let v = C.rect(value) { bounds = v }
        case .position: if let v = C.point(value) { position = v }
        case .anchorPoint: if let v = C.point(value) { anchorPoint = v }
        case .anchorPointZ: if let v = C.cgFloat(value) { anchorPointZ = v }
        case .zPosition: if let v = C.cgFloat(value) { zPosition = v }
        case .transform: if let v = C.transform3D(value) { transform = v }
        case .sublayerTransform: if let v = C.transform3D(value) { sublayerTransform = v }
        case .frame: if let v = C.rect(value) { frame = v }
        case .opacity: if let v = C.float(value) { opacity = v }
        case .hidden: if let v = C.bool(value) { isHidden = v }
        case .cornerRadius: if let v = C.cgFloat(value) { cornerRadius = v }
        case .maskedCorners:
            if let v = value as? CACornerMask { maskedCorners = v } else if let v = C.double(value) { maskedCorners = CACornerMask(rawValue: UInt(max(0, v))) }
        case .borderWidth: if let v = C.cgFloat(value) { borderWidth = v }
        case .masksToBounds: if let v = C.bool(value) { masksToBounds = v }
        case .mask: if value == nil || value is CALayer { mask = value as? CALayer }
        case .shadowOpacity: if let v = C.float(value) { shadowOpacity = v }
        case .shadowOffset: if let v = C.size(value) { shadowOffset = v }
        case .shadowRadius: if let v = C.cgFloat(value) { shadowRadius = v }
        case .contents: contents = value
        case .contentsGravity:
            if let v = value as? CALayerContentsGravity { contentsGravity = v } else if let s = C.string(value) { contentsGravity = .init(rawValue: s) }
        case .contentsRect: if let v = C.rect(value) { contentsRect = v }
        case .contentsScale: if let v = C.cgFloat(value) { contentsScale = v }
        case .contentsCenter: if let v = C.rect(value) { contentsCenter = v }
        case .doubleSided: if let v = C.bool(value) { isDoubleSided = v }
        case .geometryFlipped: if let v = C.bool(value) { isGeometryFlipped = v }
        case .allowsGroupOpacity: if let v = C.bool(value) { allowsGroupOpacity = v }
        case .name: if value == nil || C.string(value) != nil { name = C.string(value) }
        case .style: if value == nil || value is [AnyHashable: Any] { style = value as? [AnyHashable: Any] }
        case .actions: if value == nil || value is [String: CAAction] { actions = value as? [String: CAAction] }
        case .beginTime: if let v = C.double(value) { beginTime = v }
        case .duration: if let v = C.double(value) { duration = v }
        case .speed: if let v = C.float(value) { speed = v }
        case .timeOffset: if let v = C.double(value) { timeOffset = v }
        case .repeatCount: if let v = C.float(value) { repeatCount = v }
        case .repeatDuration: if let v = C.double(value) { repeatDuration = v }
        case .autoreverses: if let v = C.bool(value) { autoreverses = v }
        case .fillMode:
            if let v = value as? CAMediaTimingFillMode { fillMode = v } else if let s = C.string(value) { fillMode = .init(rawValue: s) }
        case .backgroundColor: if value == nil || value is CGColor { backgroundColor = value as? CGColor }
        case .borderColor: if value == nil || value is CGColor { borderColor = value as? CGColor }
        case .shadowColor: if value == nil || value is CGColor { shadowColor = value as? CGColor }
        case .shadowPath: if value == nil || value is CGPath { shadowPath = value as? CGPath }
        }
    }
}
