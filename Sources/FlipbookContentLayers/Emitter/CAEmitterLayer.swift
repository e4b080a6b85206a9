import FlipbookCoreAnimation
import FlipbookGraphics
import Foundation

/// A layer that emits, animates and draws particles: each of its `emitterCells` emits particles from the emitter
/// shape (`emitterShape`, `emitterMode`, `emitterPosition`, `emitterSize`, …) at the cell's birth rate, and each
/// particle is the cell's `contents` image, centred on its position, scaled, rotated and multiplied by its colour.
///
/// As on iOS, the simulation is driven by the layer's timing and starts at the layer's `beginTime` (its local
/// time 0): in a host whose clock starts at 0, a layer added then emits from its first frame; set
/// `beginTime = CACurrentMediaTime()` (as on iOS) to start a layer added later from nothing. Flipbook's
/// simulation is deterministic and analytic (see `ParticleSystem`): the particles at time t are a function of
/// the layer's values at t, never of earlier frames — so a changed birth rate applies to every particle alive
/// (iOS 7 and later also pre-populate when a rate rises).
///
/// The layer's `birthRate`, `lifetime`, `velocity`, `scale` and `spin` multiply each cell's; random values come
/// from the layer's `seed`. Particles draw in the layer's coordinates wherever they fly — only `masksToBounds`
/// keeps them to the bounds — above the background and contents and beneath the sublayers and the border; with
/// `renderMode` ``CAEmitterLayerRenderMode/additive`` they add up (plus-lighter). Cell values are reachable by
/// key paths through the layer (`emitterCells.fire.birthRate`), for `setValue(_:forKeyPath:)` and animations.
///
/// Each property is declared once, with Apple's default, in the class's property table (see
/// `CAEmitterLayer+Properties.swift`).
open class CAEmitterLayer: CALayer {
    /// The cells that emit particles. Default `nil`.
    open var emitterCells: [CAEmitterCell]? {
        get { self[Properties.declared.emitterCells] }
        set { update(Properties.declared.emitterCells, newValue) }
    }

    /// Multiplies each cell's birth rate. Default 1. Animatable.
    open var birthRate: Float {
        get { self[Properties.declared.birthRate] }
        set { update(Properties.declared.birthRate, newValue) }
    }

    /// Multiplies each cell's lifetime. Default 1. Animatable.
    open var lifetime: Float {
        get { self[Properties.declared.lifetime] }
        set { update(Properties.declared.lifetime, newValue) }
    }

    /// The centre of the emitter shape, in the layer's coordinates. Default (0, 0). Animatable.
    open var emitterPosition: CGPoint {
        get { self[Properties.declared.emitterPosition] }
        set { update(Properties.declared.emitterPosition, newValue) }
    }

    /// The z coordinate of the emitter shape's centre. Default 0. Animatable.
    open var emitterZPosition: CGFloat {
        get { self[Properties.declared.emitterZPosition] }
        set { update(Properties.declared.emitterZPosition, newValue) }
    }

    /// The size of the emitter shape (what it means depends on `emitterShape`). Default (0, 0). Animatable.
    open var emitterSize: CGSize {
        get { self[Properties.declared.emitterSize] }
        set { update(Properties.declared.emitterSize, newValue) }
    }

    /// The depth of a cuboid emitter shape. Default 0. Animatable.
    open var emitterDepth: CGFloat {
        get { self[Properties.declared.emitterDepth] }
        set { update(Properties.declared.emitterDepth, newValue) }
    }

    /// The emitter shape. Default ``CAEmitterLayerEmitterShape/point``.
    open var emitterShape: CAEmitterLayerEmitterShape {
        get { self[Properties.declared.emitterShape] }
        set { update(Properties.declared.emitterShape, newValue) }
    }

    /// Which part of the shape emits. Default ``CAEmitterLayerEmitterMode/volume``.
    open var emitterMode: CAEmitterLayerEmitterMode {
        get { self[Properties.declared.emitterMode] }
        set { update(Properties.declared.emitterMode, newValue) }
    }

    /// How the particles are ordered and composited. Default ``CAEmitterLayerRenderMode/unordered``.
    open var renderMode: CAEmitterLayerRenderMode {
        get { self[Properties.declared.renderMode] }
        set { update(Properties.declared.renderMode, newValue) }
    }

    /// Whether particles keep their depth in the superlayer's 3D space. Default `false`. Flipbook draws them
    /// flattened into the layer's plane either way.
    open var preservesDepth: Bool {
        get { self[Properties.declared.preservesDepth] }
        set { update(Properties.declared.preservesDepth, newValue) }
    }

    /// Multiplies each cell's velocity. Default 1. Animatable.
    open var velocity: Float {
        get { self[Properties.declared.velocity] }
        set { update(Properties.declared.velocity, newValue) }
    }

    /// Multiplies each cell's scale. Default 1. Animatable.
    open var scale: Float {
        get { self[Properties.declared.scale] }
        set { update(Properties.declared.scale, newValue) }
    }

    /// Multiplies each cell's spin. Default 1. Animatable.
    open var spin: Float {
        get { self[Properties.declared.spin] }
        set { update(Properties.declared.spin, newValue) }
    }

    /// The seed of the particles' random values (each layer draws its own). Default 0.
    open var seed: UInt32 {
        get { self[Properties.declared.seed] }
        set { update(Properties.declared.seed, newValue) }
    }

    /// The particle system these values define.
    var particleSystem: ParticleSystem {
        ParticleSystem(
            cells: emitterCells ?? [],
            shape: EmissionShape(shape: emitterShape, mode: emitterMode, width: Double(emitterSize.width),
                                 height: Double(emitterSize.height), depth: Double(emitterDepth)),
            position: SIMD3(Double(emitterPosition.x), Double(emitterPosition.y), Double(emitterZPosition)),
            birthRate: Double(birthRate), lifetime: Double(lifetime), velocity: Double(velocity),
            scale: Double(scale), spin: Double(spin), seed: seed)
    }

    /// The simulation's time: the local time a presentation copy was sampled at, else the layer's local time now.
    var simulationTime: CFTimeInterval {
        presentationLocalTime ?? convertTime(CACurrentMediaTime(), from: nil)
    }

    /// The particles alive at ``simulationTime``.
    var liveParticles: [Particle] {
        particleSystem.particles(at: simulationTime)
    }
}
