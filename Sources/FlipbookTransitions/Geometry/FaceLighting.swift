/// The lighting of turned and curled renderings: a light at the eye, so a surface is unlit (shade 1) when it faces
/// the viewer and darkens as it turns away, down to an ambient floor when seen edge-on (Lambert's cosine law).
enum FaceLighting {
    /// The shade of a surface seen edge-on (or turned away).
    static let ambient = 0.3

    /// The RGB multiplier of a surface whose normal makes an angle of cosine `facing` with the view direction.
    static func shade(facing: Double) -> Double {
        ambient + (1 - ambient) * min(max(facing, 0), 1)
    }
}
