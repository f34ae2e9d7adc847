import Foundation

extension CALayer {
    /// The render tree built the general way: a presentation copy of every animated layer, no
    /// render-node evaluation and no retained tree. `makeRenderTree(at:)` must give the same
    /// tree; tests compare the two.
    func makeReferenceRenderTree(at time: CFTimeInterval) -> RenderTree {
        ReferenceRenderTree.isBuilding = true
        defer { ReferenceRenderTree.isBuilding = false }
        var nodes: [RenderNode] = []
        appendReferenceRenderNodes(parentTime: superlayer?.localTime(atGlobalTime: time) ?? time, to: &nodes)
        return RenderTree(nodes: nodes)
    }

    /// A replicator's instances (and a tiled layer's sublayers), the general way.
    func appendReferenceRenderNodes(of layers: [CALayer], parentTime: Double, to nodes: inout [RenderNode]) -> [Int] {
        layers.compactMap { layer in
            let index = nodes.count
            layer.appendReferenceRenderNodes(parentTime: parentTime, to: &nodes)
            return nodes.count > index ? index : nil
        }
    }

    private func appendReferenceRenderNodes(parentTime: Double, to nodes: inout [RenderNode]) {
        let localTime = containerTiming.localTime(parentTime: parentTime)
        let source = attachedAnimations.isEmpty ? self : makePresentationCopy(localTime: localTime, redrawing: true)
        guard !source.isHidden else { return }
        let index = nodes.count
        nodes.append(source.renderNodeWithoutChildren())
        if let emitter = source as? CAEmitterLayer {
            nodes[index].particles = ParticleSystem.content(of: emitter, at: localTime)
        }
        if rebuildsChildNodesEveryFrame {
            nodes[index].children = source.appendSublayerRenderNodes(children, localTime: localTime, to: &nodes)
        } else {
            nodes[index].children = children.compactMap { child in
                let childIndex = nodes.count
                child.appendReferenceRenderNodes(parentTime: localTime, to: &nodes)
                return nodes.count > childIndex ? childIndex : nil
            }
        }
        if let mask = source.mask ?? self.mask {
            let maskIndex = nodes.count
            mask.appendReferenceRenderNodes(parentTime: localTime, to: &nodes)
            nodes[index].mask = nodes.count > maskIndex ? maskIndex : RenderNode.hiddenMask
        }
    }
}

/// Set while a reference tree is built, so a replicator's instances are built the general way too.
enum ReferenceRenderTree {
    /// `nonisolated(unsafe)`: reference trees are a testing aid built on the calling thread, one at
    /// a time (tests compare them with the retained path); no other thread reads the flag meanwhile.
    nonisolated(unsafe) static var isBuilding = false
}
