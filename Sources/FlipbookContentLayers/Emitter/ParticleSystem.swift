import FlipbookGraphics

/// The particles of an emitter layer at one time, as a closed-form function of the layer's values and that time:
/// no state is carried from frame to frame, so the particles at t never depend on which times were sampled before.
///
/// Each cell emits at `birthRate` × the layer's `birthRate` particles per second of its clock, particle j at time
/// j / rate from the cell's start (the layer's time 0, its `beginTime`, for a top-level cell; the emitting
/// particle's birth for a sub-cell). Every random value of particle j is drawn from a hash of the layer's `seed`,
/// the cell's place and j (``ParticleRandom``); its state at age a follows from them (``ParticleMotion``). A
/// frame enumerates only the births that can still be alive (or have live descendants), so it costs the same at
/// t = 0, 10 or 100 s.
///
/// The work is bounded: an emission whose live particles would exceed ``maximumParticlesPerEmission`` is thinned
/// to that many (its birth rate lowered), a layer examines at most ``maximumParticles`` births per frame (the
/// newest of each cell first) and cells nest at most ``maximumNesting`` deep. A zero, negative or NaN birth rate
/// or lifetime emits nothing; an infinite birth rate is thinned like any other; an emission whose birth indices
/// pass 2⁵³ (a clock near 10¹³ s at 1,000 births a second) emits nothing.
struct ParticleSystem {
    /// The most particles one emission (a cell from the layer's shape, or a sub-cell from one particle) keeps alive.
    static let maximumParticlesPerEmission = 10_000
    /// The most births a layer examines per frame.
    static let maximumParticles = 100_000
    /// The deepest nesting of sub-cells that emits (a cell that contains itself stops there).
    static let maximumNesting = 8

    let cells: [CAEmitterCell]
    let shape: EmissionShape
    let position: SIMD3<Double>
    let birthRate: Double
    let lifetime: Double
    let velocity: Double
    let scale: Double
    let spin: Double
    let random: ParticleRandom

    /// Where a cell's particles are born from.
    private enum Source {
        /// The layer's emitter shape.
        case shape
        /// A particle (its motion; its scale and colour at the sub-particle's birth are factors of it).
        case particle(ParticleMotion)
    }

    /// The particles of the cells `cells` of an emitter with these values.
    init(cells: [CAEmitterCell], shape: EmissionShape, position: SIMD3<Double>, birthRate: Double, lifetime: Double,
         velocity: Double, scale: Double, spin: Double, seed: UInt32) {
        self.cells = cells
        self.shape = shape
        self.position = position
        self.birthRate = birthRate
        self.lifetime = lifetime
        self.velocity = velocity
        self.scale = scale
        self.spin = spin
        random = ParticleRandom(seed: seed)
    }

    /// The live particles at `time` (the layer's local time; emission starts at 0), cell by cell in the order of
    /// `cells`, each cell's oldest first, sub-particles after their parent.
    func particles(at time: Double) -> [Particle] {
        guard time.isFinite, time >= 0 else { return [] }
        var particles: [Particle] = []
        var budget = Self.maximumParticles
        for (index, cell) in cells.enumerated() {
            emit(cell, key: random.child(index), parentTime: time, parentEnd: .infinity, from: .shape, depth: 0,
                 into: &particles, budget: &budget)
        }
        return particles
    }

    // MARK: Emission

    /// Adds the particles `cell` has alive (and their descendants) at `parentTime` of its parent's clock, emitting
    /// until `parentEnd` of that clock.
    private func emit(_ cell: CAEmitterCell, key: ParticleRandom, parentTime: Double, parentEnd: Double,
                      from source: Source, depth: Int, into particles: inout [Particle], budget: inout Int) {
        guard depth < Self.maximumNesting, budget > 0, cell.isEnabled, let clock = CellClock(cell),
              parentTime >= clock.beginTime else { return }
        var rate = min(Double(cell.birthRate) * birthRate, .greatestFiniteMagnitude)
        let reach = self.reach(of: cell, depth: depth)
        guard rate > 0, reach > 0 else { return }
        let now = clock.cellTime(fromParent: parentTime)
        let end = min(now, clock.emissionEnd, clock.cellTime(fromParent: parentEnd))
        let start = max(0, now - reach)
        guard now.isFinite, start <= end else { return }
        if (end - start) * rate > Double(Self.maximumParticlesPerEmission) {
            rate = Double(Self.maximumParticlesPerEmission) / max(end - start, .leastNormalMagnitude)
        }
        // Birth indices beyond 2⁵³ (or NaN) are not exact integers: such an emission is not drawn.
        let lastBirth = (end * rate).rounded(.down), firstBirth = (start * rate).rounded(.up)
        guard abs(lastBirth) < 0x1p53, abs(firstBirth) < 0x1p53 else { return }
        let last = Int(lastBirth)
        let first = max(Int(firstBirth), last - budget + 1)
        guard first <= last else { return }
        budget -= last - first + 1
        for j in first...last {
            let born = Double(j) / rate
            let draws = key.child(j)
            guard let motion = motion(of: cell, draws: draws, bornAt: born, clock: clock, from: source) else { continue }
            let age = now - born
            if age < motion.lifetime { particles.append(motion.particle(of: cell, at: age)) }
            for (index, subcell) in (cell.emitterCells ?? []).enumerated() {
                emit(subcell, key: draws.child(-1 - index), parentTime: age, parentEnd: motion.lifetime,
                     from: .particle(motion), depth: depth + 1, into: &particles, budget: &budget)
            }
        }
    }

    /// How long after its birth a particle of `cell` or one of its descendants can be alive, in the cell's clock.
    private func reach(of cell: CAEmitterCell, depth: Int) -> Double {
        let mean = Double(cell.lifetime), range = abs(Double(cell.lifetimeRange))
        let longest = (mean + range / 2) * lifetime
        guard longest > 0, depth + 1 < Self.maximumNesting else { return max(longest, 0) }
        let descendants = (cell.emitterCells ?? []).map { subcell -> Double in
            guard subcell.isEnabled, let clock = CellClock(subcell) else { return 0 }
            return clock.beginTime + reach(of: subcell, depth: depth + 1) / clock.speed
        }
        return longest + (descendants.max() ?? 0)
    }

    /// The birth state of the particle of `cell` born at `born` on the cell's clock with the random draws
    /// `draws`, or `nil` when its lifetime is not positive.
    private func motion(of cell: CAEmitterCell, draws: ParticleRandom, bornAt born: Double, clock: CellClock,
                        from source: Source) -> ParticleMotion? {
        let life = draws.value(0, mean: Double(cell.lifetime), range: Double(cell.lifetimeRange)) * lifetime
        guard life > 0 else { return nil }
        let parentAge = clock.parentTime(fromCell: born)
        var direction = ParticleMotion.direction(
            longitude: Double(cell.emissionLongitude), latitude: Double(cell.emissionLatitude),
            range: Double(cell.emissionRange), draws.uniform(1), draws.uniform(2))
        let origin: SIMD3<Double>
        var scaleFactor = 1.0
        var colorFactor = SIMD4<Double>(repeating: 1)
        let birthTime: Double
        switch source {
        case .shape:
            let offset = shape.offset((0..<EmissionShape.drawCount).map { draws.uniform(10 + $0) })
            origin = position + offset
            if let natural = shape.naturalDirection(at: offset) { direction = Self.turned(direction, toward: natural) }
            birthTime = parentAge
        case .particle(let parent):
            origin = parent.position(at: parentAge)
            direction = Self.turned(direction, toward: parent.velocity(at: parentAge))
            scaleFactor = parent.scale(at: parentAge)
            colorFactor = parent.color(at: parentAge) * parent.colorFactor
            birthTime = parent.birthTime + parentAge
        }
        let speed = draws.value(3, mean: Double(cell.velocity), range: Double(cell.velocityRange)) * velocity
        let base = Self.components(of: cell.color)
        let ranges = SIMD4(Double(cell.redRange), Double(cell.greenRange), Double(cell.blueRange), Double(cell.alphaRange))
        let drawn = SIMD4((0..<4).map { draws.value(6 + $0, mean: base[$0], range: ranges[$0]) })
        return ParticleMotion(
            origin: origin, velocity: direction * speed,
            acceleration: SIMD3(Double(cell.xAcceleration), Double(cell.yAcceleration), Double(cell.zAcceleration)),
            lifetime: life,
            scale: draws.value(4, mean: Double(cell.scale), range: Double(cell.scaleRange)) * scale * scaleFactor,
            scaleSpeed: Double(cell.scaleSpeed) * scale * scaleFactor,
            spin: draws.value(5, mean: Double(cell.spin), range: Double(cell.spinRange)) * spin,
            color: drawn.clamped(lowerBound: .zero, upperBound: .one),
            colorSpeed: SIMD4(Double(cell.redSpeed), Double(cell.greenSpeed), Double(cell.blueSpeed), Double(cell.alphaSpeed)),
            colorFactor: colorFactor, birthTime: birthTime)
    }

    /// `direction` turned about z by the heading of `velocity` in the xy plane (unchanged when it has none): a
    /// sub-cell's emission angles are relative to its parent particle's direction of motion, a top-level cell's to
    /// the shape's natural direction.
    private static func turned(_ direction: SIMD3<Double>, toward velocity: SIMD3<Double>) -> SIMD3<Double> {
        let length = (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot()
        guard length > 0, length.isFinite else { return direction }
        let c = velocity.x / length, s = velocity.y / length
        return SIMD3(direction.x * c - direction.y * s, direction.x * s + direction.y * c, direction.z)
    }

    /// A colour's red, green, blue and alpha (a grey's grey three times; `nil` or anything else: clear).
    private static func components(of color: CGColor?) -> SIMD4<Double> {
        guard let components = color?.components?.map(Double.init) else { return .zero }
        switch components.count {
        case 2: return SIMD4(components[0], components[0], components[0], components[1])
        case 4: return SIMD4(components[0], components[1], components[2], components[3])
        default: return .zero
        }
    }
}
