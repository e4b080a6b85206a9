// Article 004's `FloatingPoint` extension, the conversion the loader uses (`rotateParentLayer` turns degrees into
// radians with it); its `radiansToDegrees` twin is never called and is left out.

extension FloatingPoint {
    /// The value, in degrees, as radians: `self × π / 180`.
    var degreesToRadians: Self { return self * .pi / 180 }
}
