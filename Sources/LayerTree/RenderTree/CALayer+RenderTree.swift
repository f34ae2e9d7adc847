import Foundation

extension CALayer {
    /// Snapshots this layer and its visible subtree into an immutable render tree.
    ///
    /// ```swift
    /// let tree = root.makeRenderTree()
    /// let image = try renderer.render(tree, canvas: canvas)
    /// ```
    public func makeRenderTree() -> RenderTree {
        var nodes: [RenderNode] = []
        nodes.reserveCapacity(64)
        if !isHidden { appendRenderNodes(to: &nodes) }
        return RenderTree(nodes: nodes)
    }

    private func appendRenderNodes(to nodes: inout [RenderNode]) {
        let index = nodes.count
        nodes.append(renderNodeWithoutChildren())
        var childIndices: [Int] = []
        for child in children where !child.isHidden {
            childIndices.append(nodes.count)
            child.appendRenderNodes(to: &nodes)
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
            children: [])
    }
}
