import Foundation
import FlipbookRaster

// Conversions from Core Graphics values to the raster engine's types.

extension CGAffineTransform {
    var raster: Transform2D {
        Transform2D(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }
}

extension CGPoint {
    var raster: Vec2 { Vec2(Double(x), Double(y)) }
}

extension Vec2 {
    var cgPoint: CGPoint { CGPoint(x: x, y: y) }
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
    var raster: RasterColor {
        let c = rgba
        return RasterColor(red: Double(c.red), green: Double(c.green), blue: Double(c.blue), alpha: Double(c.alpha))
    }
}

extension CGBlendMode {
    var raster: BlendMode {
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
    var raster: LineCap {
        switch self {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }
}

extension CGLineJoin {
    var raster: LineJoin {
        switch self {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}

extension CGPathFillRule {
    var raster: FillRule {
        switch self {
        case .winding: .nonZero
        case .evenOdd: .evenOdd
        }
    }
}

extension CGGradientDrawingOptions {
    var raster: GradientExtend {
        switch (contains(.drawsBeforeStartLocation), contains(.drawsAfterEndLocation)) {
        case (true, true): .pad
        case (true, false): .padStart
        case (false, true): .padEnd
        case (false, false): .none
        }
    }
}

extension CGInterpolationQuality {
    var raster: ImageFilter {
        self == .none ? .nearest : .smooth
    }
}

extension CGGradient {
    var rasterStops: [ColorStop] {
        stops.map {
            ColorStop(offset: Double($0.location), color: RasterColor(red: Double($0.red), green: Double($0.green),
                                                                       blue: Double($0.blue), alpha: Double($0.alpha)))
        }
    }
}
