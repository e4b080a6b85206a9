/// The depth-first walk that fills a presentation tree (`CALayer.presentationTree(atLocalTime:recycling:)`): a
/// stack of the levels being filled — each a model layer, its presentation copy, its local time and the copies of
/// its sublayers made so far — in place of recursion.
///
/// The work and its order are those of a recursive walk: per sublayer, its copy is taken from the parent's
/// `SublayerCopies`, animated at the sublayer's local time and filled with its own subtree; once every sublayer is
/// done the copy gets its sublayers, then its mask's tree is built (from no previous copies) and becomes the
/// copy's mask.
struct PresentationTreeBuilding {
    /// What a level's copy is to the level beneath it on the stack.
    enum Role {
        /// The copy the walk returns.
        case root
        /// One of the sublayer copies of the level beneath.
        case sublayer
        /// The mask copy of the level beneath.
        case mask
    }

    /// One layer being filled.
    struct Level {
        let model: CALayer
        let copy: CALayer
        let localTime: CFTimeInterval
        var sublayers: SublayerCopies
        let role: Role
        /// The index of the model's next sublayer to copy.
        var nextSublayer = 0
        /// Whether the subtree copied so far has a mask.
        var holdsMask = false
        /// Whether the copy has its sublayers and the mask's tree is being built above this level.
        var buildsMask = false

        init(model: CALayer, copy: CALayer, localTime: CFTimeInterval, sublayers: SublayerCopies, role: Role) {
            self.model = model
            self.copy = copy
            self.localTime = localTime
            self.sublayers = sublayers
            self.role = role
        }
    }

    private var levels: [Level]

    init(root: Level) {
        levels = [root]
    }

    /// Fills the whole tree; returns whether it has a mask.
    mutating func run() -> Bool {
        while !levels.isEmpty {
            let top = levels.count - 1
            if levels[top].buildsMask {
                if let result = finish(levels.removeLast(), holdsMask: true) { return result }
                continue
            }
            let model = levels[top].model
            let index = levels[top].nextSublayer
            if index < model._sublayers.count {
                levels[top].nextSublayer = index + 1
                descend(into: model._sublayers[index], below: top)
                continue
            }
            levels[top].copy._sublayers = levels[top].sublayers.finish()
            if let mask = model._mask {
                levels[top].buildsMask = true
                let time = mask.layerTiming.layerLocalTime(fromParent: levels[top].localTime)
                let copy = mask.presentationCopy(atLocalTime: time)
                levels.append(Level(model: mask, copy: copy, localTime: time,
                                    sublayers: SublayerCopies(recycling: [], for: copy, wereAttached: false),
                                    role: .mask))
            } else {
                let level = levels.removeLast()
                if let result = finish(level, holdsMask: level.holdsMask) { return result }
            }
        }
        return false
    }

    /// Pushes the level of `model`, the next sublayer of the level at `parent`: its copy from the parent's
    /// sublayer copies, animated at its local time, with its previous sublayers to recycle.
    private mutating func descend(into model: CALayer, below parent: Int) {
        let copy = levels[parent].sublayers.next(of: model)
        let time = model.layerTiming.layerLocalTime(fromParent: levels[parent].localTime)
        model.applyAnimations(to: copy, atLocalTime: time)
        levels.append(Level(model: model, copy: copy, localTime: time,
                            sublayers: SublayerCopies(recycling: copy.takeSublayers(), for: copy, wereAttached: true),
                            role: .sublayer))
    }

    /// Hands a filled level to the one beneath it; returns the walk's result when it is the root.
    private mutating func finish(_ level: Level, holdsMask: Bool) -> Bool? {
        switch level.role {
        case .root:
            return holdsMask
        case .sublayer:
            if holdsMask { levels[levels.count - 1].holdsMask = true }
        case .mask:
            levels[levels.count - 1].copy._mask = level.copy
        }
        return nil
    }
}
