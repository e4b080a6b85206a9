import Foundation
import FlipbookRaster

extension CGContext {
    /// Starts a transparency layer: later drawing goes to a fully transparent offscreen bitmap until
    /// ``endTransparencyLayer()``, which composites it as one image. The graphics state is saved, and alpha,
    /// blend mode and shadow are reset inside the layer; they apply to the layer as a whole when it ends.
    /// `auxiliaryInfo` is ignored (Core Graphics defines no keys for it either).
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
        saveGState()
        layers.append(Pixmap.validated(width: width, height: height))
        layerStateDepths.append(savedStates.count)
        state.alpha = 1
        state.blendMode = .normal
        state.shadow = nil
    }

    /// Ends the innermost transparency layer: restores the graphics state saved by
    /// ``beginTransparencyLayer(auxiliaryInfo:)`` and composites the layer with that state's alpha, blend
    /// mode and shadow (states saved inside the layer and not restored are dropped). Ignored when no layer
    /// is open.
    public func endTransparencyLayer() {
        guard let layer = layers.popLast(), let depth = layerStateDepths.popLast() else { return }
        savedStates.removeLast(max(savedStates.count - depth, 0))
        restoreGState()
        let alpha = Double(state.alpha)
        perform(deviceBounds: .infinite) { target, blend, _, toTarget in
            // The layer's content was clipped as it was drawn.
            painter.composite(layer, x: Int(toTarget.tx), y: Int(toTarget.ty), onto: &target, alpha: alpha,
                              blend: blend)
        }
    }
}
