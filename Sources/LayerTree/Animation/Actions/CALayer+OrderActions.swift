import Foundation

/// The action keys a layer looks up besides its property names, with Core Animation's values
/// (QuartzCore's `kCAOnOrderIn` and `kCAOnOrderOut`).
enum LayerActionKey {
    /// The layer was added to a layer tree, or stopped being hidden.
    static let onOrderIn = "onOrderIn"
    /// The layer was removed from its layer tree, or hidden.
    static let onOrderOut = "onOrderOut"
}

/// Core Animation's ordering actions: a layer that enters a tree (it had no superlayer and now
/// has one) or is shown runs the action for `onOrderIn`; one that leaves its tree or is hidden
/// runs the action for `onOrderOut`. A layer moved from one superlayer to another stays in a
/// tree and runs neither. The action is searched as any other (`action(forKey:)`), so the
/// delegate, `actions`, `style` and `defaultAction(forKey:)` can supply it; there is no
/// implicit one. Unlike property changes, a layer not yet committed runs it too: fading a
/// brand-new layer in as it is added is what the key is for.
///
/// ```swift
/// let fadeIn = CABasicAnimation(keyPath: "opacity")
/// fadeIn.fromValue = 0
/// badge.actions = ["onOrderIn": fadeIn]
/// card.addSublayer(badge)   // badge fades in
/// ```
extension CALayer {
    /// Runs the action for the ordering event `key` on this model layer, unless the transaction
    /// disables actions.
    func runOrderAction(_ key: String) {
        guard !isPresentationCopy, !CATransaction.disableActions(), let action = action(forKey: key) else { return }
        action.run(forKey: key, object: self, arguments: nil)
    }

    /// Runs `onOrderIn` or `onOrderOut` when a tree change moved the layer in or out of a tree.
    func runOrderAction(afterChangeFromTree wasInTree: Bool) {
        let isInTree = superlayer != nil
        guard isInTree != wasInTree else { return }
        runOrderAction(isInTree ? LayerActionKey.onOrderIn : LayerActionKey.onOrderOut)
    }

    /// Keeps `maskedLayer` in step with `mask`. A layer masks at most one layer, as in Core
    /// Animation, so taking another layer's mask detaches it from that layer.
    func maskDidChange(from oldMask: CALayer?) {
        guard !isPresentationCopy, oldMask !== mask else { return }
        if let oldMask, oldMask.maskedLayer === self { oldMask.maskedLayer = nil }
        guard let mask else { return }
        if let previous = mask.maskedLayer, previous !== self, previous.mask === mask { previous.mask = nil }
        mask.maskedLayer = self
    }
}
