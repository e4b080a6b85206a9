import FlipbookCoreAnimation
import FlipbookGraphics

/// A set-up of the depth-sorting study: opaque coloured planes in one `CATransformLayer` (one 3D rendering
/// context), seen through a shared perspective, turned to `tilt` and spun about `spinAxis` (in the planes' own
/// coordinates) once every `spinDuration` seconds.
struct DepthStudy: Sendable {
    /// One plane: a layer of `size` centred on the transform layer's centre, placed by `transform` about its centre.
    struct Plane: Sendable {
        let size: CGSize
        let color: CGColor
        let transform: CATransform3D
    }

    let planes: [Plane]
    let tilt: CATransform3D
    let spinAxis: (x: CGFloat, y: CGFloat, z: CGFloat)
    let spinDuration: CFTimeInterval

    /// The transform layer's transform `turn` quarter turns into the spin: the quarter turns about ``spinAxis``,
    /// then ``tilt``.
    func spinTransform(quarterTurns turn: Int) -> CATransform3D {
        CATransform3DConcat(CATransform3DMakeRotation(CGFloat(turn) * .pi / 2, spinAxis.x, spinAxis.y, spinAxis.z), tilt)
    }

    /// A cube of side 120 of six differently coloured faces, tilted 20° back and turned 30° to the side, spinning
    /// about its body diagonal (1, 1, 1) in 8 s. Each face is moved 60 points out along its normal: front (red),
    /// right (green), back (blue), left (yellow), top (magenta), bottom (cyan).
    static let cube = DepthStudy(
        planes: [
            (CATransform3DIdentity, CGColor(red: 0.9, green: 0.16, blue: 0.16, alpha: 1)),
            (CATransform3DMakeRotation(.pi / 2, 0, 1, 0), CGColor(red: 0.16, green: 0.72, blue: 0.24, alpha: 1)),
            (CATransform3DMakeRotation(.pi, 0, 1, 0), CGColor(red: 0.16, green: 0.3, blue: 0.9, alpha: 1)),
            (CATransform3DMakeRotation(-.pi / 2, 0, 1, 0), CGColor(red: 0.95, green: 0.85, blue: 0.1, alpha: 1)),
            (CATransform3DMakeRotation(.pi / 2, 1, 0, 0), CGColor(red: 0.85, green: 0.2, blue: 0.8, alpha: 1)),
            (CATransform3DMakeRotation(-.pi / 2, 1, 0, 0), CGColor(red: 0.1, green: 0.8, blue: 0.85, alpha: 1)),
        ].map { turn, color in
            Plane(size: CGSize(width: 120, height: 120), color: color, transform: CATransform3DTranslate(turn, 0, 0, 60))
        },
        tilt: CATransform3DConcat(CATransform3DMakeRotation(-.pi / 9, 1, 0, 0), CATransform3DMakeRotation(.pi / 6, 0, 1, 0)),
        spinAxis: (1, 1, 1), spinDuration: 8
    )

    /// Two 220 × 140 planes through the same centre, turned +15° (red) and −15° (blue) about the vertical line
    /// through it, so they cross there at 30°; the pair is tilted 20° back and spins about that line in 8 s.
    static let crossingPlanes = DepthStudy(
        planes: [
            Plane(size: CGSize(width: 220, height: 140), color: CGColor(red: 0.9, green: 0.2, blue: 0.25, alpha: 1),
                  transform: CATransform3DMakeRotation(.pi / 12, 0, 1, 0)),
            Plane(size: CGSize(width: 220, height: 140), color: CGColor(red: 0.2, green: 0.45, blue: 0.95, alpha: 1),
                  transform: CATransform3DMakeRotation(-.pi / 12, 0, 1, 0)),
        ],
        tilt: CATransform3DMakeRotation(-.pi / 9, 1, 0, 0),
        spinAxis: (0, 1, 0), spinDuration: 8
    )
}
