import Foundation

/// Why a change to the layer tree was refused.
public enum LayerTreeError: Error, Equatable, CustomStringConvertible {
    /// Adding the layer would make it its own ancestor.
    case cycle(layer: String, into: String)
    /// Setting `frame` is undefined while the layer's `transform` is not the identity.
    case frameWithTransform(layer: String)

    /// A sentence that says what was refused and why.
    public var description: String {
        switch self {
        case .cycle(let layer, let into):
            return "cannot add \(layer) to \(into): it is \(into) or one of its ancestors (the tree would have a cycle)"
        case .frameWithTransform(let layer):
            return
                "cannot set the frame of \(layer): its transform is not the identity, so the frame does not determine bounds and position (set bounds and position instead)"
        }
    }
}

extension CALayer {
    /// Throws when inserting `layer` into this layer would create a cycle.
    ///
    /// The Core Animation–named insertion methods call this and leave the tree
    /// unchanged (returning `false`) when it throws.
    public func validateInsertion(of layer: CALayer) throws {
        var ancestor: CALayer? = self
        while let current = ancestor {
            if current === layer {
                throw LayerTreeError.cycle(layer: layer.debugName, into: debugName)
            }
            ancestor = current.superlayer
        }
    }

    /// Appends `layer` to the sublayers, removing it from its previous superlayer.
    ///
    /// Returns `false`, leaving the tree unchanged, when `layer` is this layer or an ancestor.
    @discardableResult
    public func addSublayer(_ layer: CALayer) -> Bool {
        insertSublayer(layer, at: UInt32(children.count))
    }

    /// Inserts `layer` at `index` among the sublayers (clamped to the count).
    @discardableResult
    public func insertSublayer(_ layer: CALayer, at index: UInt32) -> Bool {
        guard (try? validateInsertion(of: layer)) != nil else { return false }
        let wasInTree = layer.superlayer != nil
        defer { layer.runOrderAction(afterChangeFromTree: wasInTree) }
        performStructuralChange(forKey: LayerProperties.sublayers.key) {
            var target = Int(index)
            if layer.superlayer === self, let current = children.firstIndex(where: { $0 === layer }),
                current < target
            {
                target -= 1
            }
            layer.detachFromSuperlayer()
            children.insert(layer, at: min(max(target, 0), children.count))
            layer.superlayer = self
        }
        return true
    }

    /// Inserts `layer` directly below `sibling`, or at the bottom when `sibling` is not a sublayer.
    @discardableResult
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) -> Bool {
        guard (try? validateInsertion(of: layer)) != nil else { return false }
        // Directly below itself is where a sublayer already is; detaching it first would lose the sibling.
        if sibling === layer, layer.superlayer === self { return true }
        let wasInTree = layer.superlayer != nil
        defer { layer.runOrderAction(afterChangeFromTree: wasInTree) }
        performStructuralChange(forKey: LayerProperties.sublayers.key) {
            layer.detachFromSuperlayer()
            let index = sibling.flatMap { s in children.firstIndex { $0 === s } } ?? 0
            children.insert(layer, at: index)
            layer.superlayer = self
        }
        return true
    }

    /// Inserts `layer` directly above `sibling`, or at the top when `sibling` is not a sublayer.
    @discardableResult
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) -> Bool {
        guard (try? validateInsertion(of: layer)) != nil else { return false }
        // Directly above itself is where a sublayer already is; detaching it first would lose the sibling.
        if sibling === layer, layer.superlayer === self { return true }
        let wasInTree = layer.superlayer != nil
        defer { layer.runOrderAction(afterChangeFromTree: wasInTree) }
        performStructuralChange(forKey: LayerProperties.sublayers.key) {
            layer.detachFromSuperlayer()
            let index = sibling.flatMap { s in children.firstIndex { $0 === s }.map { $0 + 1 } } ?? children.count
            children.insert(layer, at: index)
            layer.superlayer = self
        }
        return true
    }

    /// Replaces the sublayer `old` with `new` at the same index.
    ///
    /// Returns `false` when `old` is not a sublayer or `new` would create a cycle.
    @discardableResult
    public func replaceSublayer(_ old: CALayer, with new: CALayer) -> Bool {
        guard old !== new else { return old.superlayer === self }
        guard children.contains(where: { $0 === old }), (try? validateInsertion(of: new)) != nil else {
            return false
        }
        let newWasInTree = new.superlayer != nil
        defer {
            old.runOrderAction(afterChangeFromTree: true)
            new.runOrderAction(afterChangeFromTree: newWasInTree)
        }
        performStructuralChange(forKey: LayerProperties.sublayers.key) {
            new.detachFromSuperlayer()
            guard let index = children.firstIndex(where: { $0 === old }) else { return }
            children[index] = new
            old.superlayer = nil
            new.superlayer = self
        }
        return new.superlayer === self
    }

    /// Detaches the layer from its superlayer, or, when it is the `mask` of a layer, from that
    /// layer (Core Animation's `removeFromSuperlayer()` works for both). Leaving the tree runs
    /// the layer's `onOrderOut` action.
    public func removeFromSuperlayer() {
        if superlayer == nil, let owner = maskedLayer, owner.mask === self {
            owner.mask = nil
            return
        }
        guard let parent = superlayer else { return }
        parent.performStructuralChange(forKey: LayerProperties.sublayers.key) { detachFromSuperlayer() }
        runOrderAction(afterChangeFromTree: true)
    }

    func detachFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.children.removeAll { $0 === self }
        superlayer = nil
        LayerModelGeneration.bump()
    }

    /// The name in quotes, or the type, for messages.
    var debugName: String { name.map { "'\($0)'" } ?? "a \(type(of: self))" }
}
