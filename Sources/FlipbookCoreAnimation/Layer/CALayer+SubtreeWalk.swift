extension CALayer {
    /// Calls `visit` on this layer and on every layer beneath it, depth first: a layer, then each of its
    /// sublayers' subtrees in order, then its mask's subtree — the order of a recursive walk, with an explicit
    /// stack instead, so that a tree of any depth fits in a constant amount of the thread's stack. A layer's
    /// sublayers are read after `visit` returns for it, and its mask after its sublayers' subtrees were visited, so
    /// a visit that changes the tree (a layout adding sublayers) is followed as a recursive walk would follow it.
    package func forEachLayerInSubtree(_ visit: (CALayer) -> Void) {
        enum Step {
            case layer(CALayer)
            case mask(of: CALayer)
        }
        var pending = [Step.layer(self)]
        while let step = pending.popLast() {
            switch step {
            case .layer(let layer):
                visit(layer)
                pending.append(.mask(of: layer))
                for sublayer in layer._sublayers.reversed() { pending.append(.layer(sublayer)) }
            case .mask(of: let layer):
                if let mask = layer._mask { pending.append(.layer(mask)) }
            }
        }
    }
}
