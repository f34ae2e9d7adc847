import Foundation

extension CALayer {
    /// Snapshots this layer and its visible subtree, as on screen now, into an immutable render tree.
    ///
    /// ```swift
    /// let tree = root.makeRenderTree()
    /// let image = try renderer.render(tree, size: size, scale: 2, background: nil)
    /// ```
    public func makeRenderTree() -> RenderTree { makeRenderTree(at: CACurrentMediaTime()) }

    /// Snapshots the presentation of this layer's subtree at global time `time`.
    ///
    /// Layers without animations are read straight from the model; only animated
    /// layers get a presentation copy, so a large, mostly still tree stays cheap.
    public func makeRenderTree(at time: CFTimeInterval) -> RenderTree {
        var nodes: [RenderNode] = []
        // Trees change size slowly: last frame's count saves regrowing (and copying) the array.
        nodes.reserveCapacity(max(64, lastRenderTreeCount))
        appendRenderNodes(parentTime: superlayer?.localTime(atGlobalTime: time) ?? time, to: &nodes)
        lastRenderTreeCount = nodes.count
        return RenderTree(nodes: nodes)
    }

    private func appendRenderNodes(parentTime: Double, to nodes: inout [RenderNode]) {
        let localTime = containerTiming.localTime(parentTime: parentTime)
        let source = attachedAnimations.isEmpty ? self : makePresentationCopy(localTime: localTime)
        guard !source.isHidden else { return }
        let index = nodes.count
        nodes.append(source.renderNodeWithoutChildren())
        // The presentation copy holds the animated values; the sublayers are the model's.
        nodes[index].children = source.appendSublayerRenderNodes(children, localTime: localTime, to: &nodes)
        if let mask = source.mask ?? self.mask {
            nodes[index].mask = appendRenderNodes(of: [mask], parentTime: localTime, to: &nodes).first
                ?? RenderNode.hiddenMask
        }
    }

    /// Appends `layers` and their subtrees, whose superlayer's local time is `parentTime`, and
    /// returns the indices of the visible ones.
    func appendRenderNodes(of layers: [CALayer], parentTime: Double, to nodes: inout [RenderNode]) -> [Int] {
        var indices: [Int] = []
        for layer in layers {
            let index = nodes.count
            layer.appendRenderNodes(parentTime: parentTime, to: &nodes)
            if nodes.count > index { indices.append(index) }
        }
        return indices
    }

    func renderNodeWithoutChildren() -> RenderNode {
        if let cachedRenderNode { return cachedRenderNode }
        let node = makeRenderNodeWithoutChildren()
        cachedRenderNode = node
        return node
    }

    private func makeRenderNodeWithoutChildren() -> RenderNode {
        var node = RenderNode(
            id: layerID, kind: renderKind, name: name, bounds: bounds, position: position,
            anchorPoint: anchorPoint, anchorPointZ: anchorPointZ, zPosition: zPosition,
            transform: transform, sublayerTransform: sublayerTransform,
            isGeometryFlipped: isGeometryFlipped, isDoubleSided: isDoubleSided,
            opacity: CGFloat(min(max(opacity, 0), 1)), backgroundColor: backgroundColor,
            borderWidth: borderWidth, borderColor: borderColor, cornerRadius: cornerRadius,
            maskedCorners: maskedCorners, masksToBounds: masksToBounds, isOpaque: isOpaque,
            allowsGroupOpacity: allowsGroupOpacity, allowsEdgeAntialiasing: allowsEdgeAntialiasing,
            shouldRasterize: shouldRasterize, rasterizationScale: rasterizationScale,
            transition: presentationTransition, contents: renderContents,
            text: (self as? CATextLayer)?.renderText, children: [])
        decorateRenderNode(&node)
        node.shadow = renderShadow
        return node
    }
}
