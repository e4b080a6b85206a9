extension CALayer {
    /// Releases the layers a deallocating layer owns — its sublayers, its mask and its kept presentation copies —
    /// without recursion: each one nobody else holds gives up its own before it is released, so that freeing a
    /// chain of any depth runs one `deinit` at a time instead of one inside the other (100,000 nested layers
    /// overflowed the stack). A layer still held elsewhere keeps its subtree, as before.
    func dismantleOwnedLayers() {
        guard !_sublayers.isEmpty || _mask != nil || !keptSublayerCopies.isEmpty else { return }
        var pending = takeOwnedLayers()
        while var layer = pending.popLast() {
            if isKnownUniquelyReferenced(&layer) { pending += layer.takeOwnedLayers() }
        }
    }

    /// Empties the sublayers, mask and kept presentation copies, and returns them.
    private func takeOwnedLayers() -> [CALayer] {
        var owned = takeSublayers()
        if !keptSublayerCopies.isEmpty {
            owned += keptSublayerCopies
            keptSublayerCopies = []
        }
        if let mask = _mask {
            _mask = nil
            owned.append(mask)
        }
        return owned
    }
}
