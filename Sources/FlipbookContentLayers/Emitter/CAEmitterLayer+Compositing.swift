import FlipbookCoreAnimation
import FlipbookGraphics

extension CAEmitterLayer: LayerCompositing {
    /// Draws the particles alive at the layer's time (see `ParticleRenderer`); `nil` when none is.
    package var contentDrawing: ((CGContext) -> Void)? {
        let particles = liveParticles
        guard !particles.isEmpty else { return nil }
        let mode = renderMode
        return { context in ParticleRenderer().draw(particles, mode: mode, in: context) }
    }

    /// The rectangle holding every live particle's image: particles fly anywhere, beyond the bounds.
    package var contentExtent: CGRect {
        ParticleRenderer.extent(of: liveParticles)
    }
}
