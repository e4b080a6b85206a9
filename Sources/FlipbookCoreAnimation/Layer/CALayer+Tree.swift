import Foundation

extension CALayer {
    /// The superlayer (for a presentation layer: the superlayer's presentation layer).
    public var superlayer: CALayer? {
        if let model = presentedModel, _superlayer == nil { return model.superlayer?.presentation() }
        return _superlayer
    }

    /// The sublayers, back to front (`nil` when there are none, as Apple's).
    public var sublayers: [CALayer]? {
        get { _sublayers.isEmpty ? nil : _sublayers }
        set {
            willChangeSublayers()
            dropKeptSublayerCopies()
            for layer in _sublayers { layer._superlayer = nil }
            _sublayers = []
            for layer in newValue ?? [] { addSublayer(layer) }
            noteTreeChange()
        }
    }

    /// Appends `layer` to the sublayers (removing it from its previous superlayer first).
    ///
    /// Adding the layer itself or a layer it lies in (an ancestor through superlayers and masks) would make the tree
    /// a cycle: the call is ignored, here and in every method that inserts a sublayer.
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(_sublayers.count))
    }

    /// Inserts `layer` at `index` (clamped to the number of sublayers); ignored when `layer` is this layer or one it
    /// lies in (see ``addSublayer(_:)``).
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard !wouldFormCycle(adopting: layer) else { return }
        layer.removeFromSuperlayer()
        willChangeSublayers()
        var sublayers = takeSublayers()
        sublayers.insert(layer, at: min(Int(index), sublayers.count))
        _sublayers = sublayers
        layer._superlayer = self
        noteTreeChange()
        if let host = LayerHost.current {
            host.adoptAnimations(of: layer)
        } else if layer.subtreeHasStandaloneAnimations {
            markStandaloneAnimations()
        }
    }

    /// Inserts `layer` just below `sibling` (at the back when `sibling` is not a sublayer); ignored when `layer` is
    /// this layer or one it lies in (see ``addSublayer(_:)``).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard !wouldFormCycle(adopting: layer) else { return }
        layer.removeFromSuperlayer()
        let index = sibling.flatMap { s in _sublayers.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling` (at the front when `sibling` is not a sublayer); ignored when `layer` is
    /// this layer or one it lies in (see ``addSublayer(_:)``).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard !wouldFormCycle(adopting: layer) else { return }
        layer.removeFromSuperlayer()
        let index = sibling.flatMap { s in _sublayers.firstIndex { $0 === s } }.map { $0 + 1 } ?? _sublayers.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Replaces the sublayer `oldLayer` with `newLayer` at the same index (does nothing if `oldLayer` is not a
    /// sublayer, or if `newLayer` is this layer or one it lies in, see ``addSublayer(_:)``).
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = _sublayers.firstIndex(where: { $0 === oldLayer }),
              !wouldFormCycle(adopting: newLayer) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Detaches the layer from its superlayer (or from the layer it masks, whose ``mask`` becomes `nil`).
    public func removeFromSuperlayer() {
        if let masked = _maskedLayer {
            if masked._mask === self { masked.mask = nil }
            _maskedLayer = nil
        }
        guard let parent = _superlayer else { return }
        parent.willChangeSublayers()
        parent.dropKeptSublayerCopies()
        parent._sublayers = parent._sublayers.filter { $0 !== self }
        _superlayer = nil
        parent.noteTreeChange()
    }

    /// Whether making `layer` a sublayer or the mask of this layer would make the tree a cycle: `layer` is this
    /// layer or one this layer lies in, through superlayers and masked layers. A layer with no sublayers and no
    /// mask has nothing beneath it, so only its identity is compared (O(1): building a tree top down, each new
    /// layer added under the last, stays linear in its depth); otherwise the search climbs from this layer
    /// (O(its depth)).
    func wouldFormCycle(adopting layer: CALayer) -> Bool {
        if layer._sublayers.isEmpty && layer._mask == nil { return layer === self }
        var current: CALayer? = self
        while let ancestor = current {
            if ancestor === layer { return true }
            current = ancestor._superlayer ?? ancestor._maskedLayer
        }
        return false
    }

    /// Empties the sublayer array and returns it (not shared with the layer: it can be changed in place).
    ///
    /// The array is changed outside any access to `_sublayers`, here and in the presentation: when no access to a
    /// class property spans a call, the optimizer drops the runtime exclusivity checks of all its accesses.
    func takeSublayers() -> [CALayer] {
        let sublayers = _sublayers
        _sublayers = []
        return sublayers
    }

    /// Drops the presentation copies kept by this layer and the layers above it (see `keptSublayerCopies`): a
    /// layer leaving the subtree must not stay alive because a kept copy references it.
    func dropKeptSublayerCopies() {
        var layer: CALayer? = self
        while let current = layer {
            current.keptSublayerCopies = []
            layer = current._superlayer
        }
    }

    /// Joins the tree change to the current transaction (sublayer changes are not animated).
    /// Marks this layer and its superlayers as holding animations committed outside any host (see
    /// ``subtreeHasStandaloneAnimations``), up to the first one already marked.
    func markStandaloneAnimations() {
        var layer: CALayer? = self
        while let marked = layer, !marked.subtreeHasStandaloneAnimations {
            marked.subtreeHasStandaloneAnimations = true
            layer = marked._superlayer
        }
    }

    /// Records the sublayers before a change in a transaction, when the layer is on screen (what a transition added
    /// in the transaction shows as the old rendering, see `TransactionStack.recordPriorSublayers(of:)`).
    func willChangeSublayers() {
        guard !isPresentationCopy, let transactions = TransactionStack.current,
              transactions.host == nil || hasBeenCommitted else { return }
        transactions.recordPriorSublayers(of: self)
    }

    func noteTreeChange() {
        guard !isPresentationCopy, let host = LayerHost.current else { return }
        host.transactions.noteChange()
        host.needsLayoutOrDisplay = true
        host.treeChangedSinceCommit = true
        host.timingGeneration += 1
    }
}
