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
        nodes.reserveCapacity(64)
        appendRenderNodes(parentTime: superlayer?.localTime(atGlobalTime: time) ?? time, to: &nodes)
        return RenderTree(nodes: nodes)
    }

    private func appendRenderNodes(parentTime: Double, to nodes: inout [RenderNode]) {
        let localTime = containerTiming.localTime(parentTime: parentTime)
        let source = attachedAnimations.isEmpty ? self : makePresentationCopy(localTime: localTime)
        guard !source.isHidden else { return }
        let index = nodes.count
        nodes.append(source.renderNodeWithoutChildren())
        var childIndices: [Int] = []
        for child in children {
            let childIndex = nodes.count
            child.appendRenderNodes(parentTime: localTime, to: &nodes)
            if nodes.count > childIndex { childIndices.append(childIndex) }
        }
        nodes[index].children = childIndices
    }

    func renderNodeWithoutChildren() -> RenderNode {
        RenderNode(
            id: layerID, kind: renderKind, name: name, bounds: bounds, position: position,
            anchorPoint: anchorPoint, anchorPointZ: anchorPointZ, zPosition: zPosition,
            transform: transform, sublayerTransform: sublayerTransform,
            isGeometryFlipped: isGeometryFlipped, isDoubleSided: isDoubleSided,
            opacity: CGFloat(min(max(opacity, 0), 1)), backgroundColor: backgroundColor,
            borderWidth: borderWidth, borderColor: borderColor, cornerRadius: cornerRadius,
            maskedCorners: maskedCorners, masksToBounds: masksToBounds, isOpaque: isOpaque,
            allowsGroupOpacity: allowsGroupOpacity, allowsEdgeAntialiasing: allowsEdgeAntialiasing,
            transition: presentationTransition, children: [])
    }
}
