import Foundation

extension CALayer {
    /// Marks the layer's contents as needing to be redrawn; they are redrawn when the transaction commits.
    public func setNeedsDisplay() {
        _needsDisplay = true
        noteTreeChange()
    }

    /// Marks the layer as needing display; Flipbook redraws whole layers, so the rectangle only triggers it.
    public func setNeedsDisplay(_ r: CGRect) {
        setNeedsDisplay()
    }

    /// Whether the layer is marked as needing display.
    public func needsDisplay() -> Bool { _needsDisplay }

    func displayContents() {
        _needsDisplay = false
        if let delegate {
            delegateDidNotDisplay = false
            delegate.display(self)
            if !delegateDidNotDisplay { return }
        }
        drawContents()
    }

    /// Redraws the layer now if it is marked as needing display.
    public func displayIfNeeded() {
        guard _needsDisplay else { return }
        display()
    }

    /// Marks the layer as needing layout; ``layoutSublayers()`` runs when the transaction commits.
    public func setNeedsLayout() {
        _needsLayout = true
        noteTreeChange()
    }

    /// Whether the layer is marked as needing layout.
    public func needsLayout() -> Bool { _needsLayout }

    /// Lays out the sublayers now if the layer is marked as needing layout.
    public func layoutIfNeeded() {
        guard _needsLayout else { return }
        _needsLayout = false
        layoutSublayers()
    }

    /// The commit pass: layout, then display, of each layer marked for them, over the subtree (masks included),
    /// top down (see ``forEachLayerInSubtree(_:)``).
    package func layoutAndDisplayIfNeeded() {
        forEachLayerInSubtree { layer in
            layer.layoutIfNeeded()
            layer.displayIfNeeded()
        }
    }
}
