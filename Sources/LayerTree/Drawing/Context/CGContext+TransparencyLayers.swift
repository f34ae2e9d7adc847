internal import CPangoDependencies
import Foundation

/// Transparency layers: what is drawn between begin and end becomes one image, composited with
/// the alpha, shadow, blend mode and clip mask in effect at `beginTransparencyLayer`.
extension CGContext {
    /// Starts drawing into a transparent layer; the graphics state's alpha, shadow and blend
    /// mode are reset inside it and applied to the whole layer at `endTransparencyLayer()`.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        restoreAfterTransparencyLayer.append(false)
        beginLayer()
    }

    /// Starts a transparency layer clipped to `rect` (in user space).
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [String: Any]?) {
        saveGState()
        clip(to: rect)
        restoreAfterTransparencyLayer.append(true)
        beginLayer()
    }

    private func beginLayer() {
        saveGState()
        transparencyLayers.append(state)
        state.alpha = 1
        state.shadow = nil
        state.blendMode = .normal
        state.mask = nil
        transparencyLayerFloors.append(savedStates.count)
        cairo_push_group(cr)
    }

    /// Composites the layer begun last with the state saved when it began.
    public func endTransparencyLayer() {
        guard let outer = transparencyLayers.popLast() else { return }
        // States saved inside the layer and not restored are restored with it, as Cairo's group
        // can only end in the state it began in.
        while savedStates.count > (transparencyLayerFloors.last ?? 0) { restoreGState() }
        transparencyLayerFloors.removeLast()
        let pattern = cairo_pop_group(cr)!
        state = outer
        drawOperation {
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
        }
        cairo_pattern_destroy(pattern)
        restoreGState()
        if restoreAfterTransparencyLayer.popLast() == true { restoreGState() }
    }
}
