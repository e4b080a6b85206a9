import Foundation
import FlipbookRaster

// Conversions from Core Graphics values to the raster engine's types, at `package` level so that the
// other engine modules (the Core Animation compositor) share them.

extension CGAffineTransform {
    /// The transform as the raster engine's affine transform.
    package var raster: Transform2D {
        Transform2D(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }
}

extension CGPoint {
    /// The point as the raster engine's vector.
    package var raster: Vec2 { Vec2(Double(x), Double(y)) }
}

extension Vec2 {
    var cgPoint: CGPoint { CGPoint(x: x, y: y) }
}

extension CGPath {
    /// The path as the raster engine's path type.
    package var raster: RasterPath { data.raster }
}

extension PathData {
    /// The path as the engine's path type.
    var raster: RasterPath {
        var path = RasterPath()
        for element in elements {
            switch element {
            case .move(let p): path.move(to: p.raster)
            case .line(let p): path.line(to: p.raster)
            case .quad(let c, let p): path.quad(control: c.raster, to: p.raster)
            case .cubic(let c1, let c2, let p): path.cubic(control1: c1.raster, control2: c2.raster, to: p.raster)
            case .close: path.close()
            }
        }
        return path
    }

    /// A path holding the elements of an engine path.
    init(_ path: RasterPath) {
        self.init()
        for element in path.elements {
            switch element {
            case .move(let p): append(.move(p.cgPoint))
            case .line(let p): append(.line(p.cgPoint))
            case .quad(let c, let p): append(.quad(c.cgPoint, p.cgPoint))
            case .cubic(let c1, let c2, let p): append(.cubic(c1.cgPoint, c2.cgPoint, p.cgPoint))
            case .close: append(.close)
            }
        }
    }
}

extension CGColor {
    /// The colour as the raster engine's straight-alpha sRGB colour (gray replicated into red, green, blue).
    package var raster: RasterColor {
        let c = rgba
        return RasterColor(red: Double(c.red), green: Double(c.green), blue: Double(c.blue), alpha: Double(c.alpha))
    }
}

extension CGBlendMode {
    /// The raster engine's blend mode.
    package var raster: BlendMode {
        switch self {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .clear: .clear
        case .copy: .copy
        case .plusLighter: .plusLighter
        }
    }
}

extension CGLineCap {
    /// The raster engine's line cap.
    package var raster: LineCap {
        switch self {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }
}

extension CGLineJoin {
    /// The raster engine's line join.
    package var raster: LineJoin {
        switch self {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}

extension CGPathFillRule {
    /// The raster engine's fill rule.
    package var raster: FillRule {
        switch self {
        case .winding: .nonZero
        case .evenOdd: .evenOdd
        }
    }
}

extension CGGradientDrawingOptions {
    /// The raster engine's gradient extension for these options.
    package var raster: GradientExtend {
        switch (contains(.drawsBeforeStartLocation), contains(.drawsAfterEndLocation)) {
        case (true, true): .pad
        case (true, false): .padStart
        case (false, true): .padEnd
        case (false, false): .none
        }
    }
}

extension CGInterpolationQuality {
    /// The raster engine's image filter: nearest for `.none`, bilinear with a box prefilter otherwise.
    package var raster: ImageFilter {
        self == .none ? .nearest : .smooth
    }
}

extension CGGradient {
    /// The gradient's stops as the raster engine's colour stops.
    package var rasterStops: [ColorStop] {
        stops.map {
            ColorStop(offset: Double($0.location), color: RasterColor(red: Double($0.red), green: Double($0.green),
                                                                       blue: Double($0.blue), alpha: Double($0.alpha)))
        }
    }
}
