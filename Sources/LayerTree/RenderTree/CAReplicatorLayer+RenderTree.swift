import Foundation

// Overall design: a replicator's instances are expanded when the render tree is built,
// so the planner and the GL side know nothing of replication: they see ordinary nodes.
//
// For each instance k the replicator node gets one synthetic child, a transform-layer
// node (it draws nothing and does not flatten) whose bounds and centre are the
// replicator's and whose `transform` is `instanceTransform` to the power k. Its
// children are the replicator's sublayers, snapshotted again with their parent time
// moved back by `k · instanceDelay`, so instance k shows each animation that much later.
// Because the synthetic node does not flatten, every instance's layers are members of
// the replicator's own 3D space and are depth-sorted together, and the replicator
// flattens them all into its plane (or, with `preservesDepth`, passes them on to the
// enclosing space, as a `CATransformLayer` does).
//
// Placement of a sublayer of instance k in the replicator's bounds coordinates:
//
//     sublayer placement · translate(−centre) · instanceTransformᵏ · translate(centre)
//     · replicator's geometryFlipped mirror and sublayerTransform
//
// so `instanceTransform` acts in the sublayers' coordinate space (the one their
// `position`s are in), about the centre of the replicator's bounds. Apple: "The matrix
// is applied relative to the center of this layer" (CAReplicatorLayer.instanceTransform).
// The centre, not the anchor point: the two differ only when `anchorPoint` is moved,
// and the documentation names the centre. The book's reflection (translate by the
// height, then scale y by −1) only lands below the original about the centre.
//
// Colors: each node of instance k has its background and border multiplied by
// `color(ofInstance: k)`, a per-primitive tint ("the color used to multiply the source
// object", Apple's instanceColor), so overlapping parts of one instance stay visible
// through each other when the alpha is reduced. Nested replicators multiply again.
//
// Identities: instance 0 keeps the layers' own IDs; every node of instance k ≥ 1 gets
// an ID derived from (its ID, the replicator's ID, k), stable from frame to frame, so
// retained frames and debug tools can tell the copies apart. Derived IDs have the top
// bit set; `LayerIdentity`'s counter never reaches it.
//
// Rejected: a repeat count on RenderNode for the planner to expand. It would teach the
// planner, the depth sorter and the extent code about replication and still need
// per-instance animation times, which only the model side can evaluate.

extension CAReplicatorLayer {
    /// Appends one synthetic transform-layer node per instance, each holding a snapshot of
    /// `sublayers` for that instance, and returns their indices.
    func appendInstanceRenderNodes(_ sublayers: [CALayer], localTime: Double, to nodes: inout [RenderNode]) -> [Int] {
        guard instanceCount > 0, !sublayers.isEmpty else { return [] }
        var instances: [Int] = []
        var step = CATransform3DIdentity
        for k in 0..<instanceCount {
            // Replicators multiply (nested ones multiply again): past the budget, instances are not drawn.
            guard nodes.count < RenderTree.replicatedNodeBudget else { break }
            defer { step = step.concatenating(instanceTransform) }
            let wrapper = nodes.count
            nodes.append(instanceNode(k, transform: step))
            let first = nodes.count
            let children = appendRenderNodes(
                of: sublayers, parentTime: localTime - Double(k) * instanceDelay,
                to: &nodes)
            guard !children.isEmpty else {
                nodes.removeLast(nodes.count - wrapper)
                continue
            }
            nodes[wrapper].children = children
            let tint = color(ofInstance: k)
            if tint != .white {
                for i in first..<nodes.count { nodes[i].multiplyColors(by: tint) }
            }
            if k > 0 {
                for i in first..<nodes.count {
                    nodes[i].id = Self.derivedID(nodes[i].id, replicator: layerID, instance: k)
                }
            }
            instances.append(wrapper)
        }
        return instances
    }

    /// The synthetic node that places instance `k`: the replicator's bounds, pivoting about their centre.
    private func instanceNode(_ k: Int, transform: CATransform3D) -> RenderNode {
        RenderNode(
            id: Self.derivedID(0, replicator: layerID, instance: k), kind: .transformLayer,
            name: "\(name ?? "replicator") instance \(k)", bounds: bounds,
            position: CGPoint(x: bounds.midX, y: bounds.midY), anchorPoint: CGPoint(x: 0.5, y: 0.5),
            anchorPointZ: 0, zPosition: 0, transform: transform, sublayerTransform: CATransform3DIdentity,
            isGeometryFlipped: false, isDoubleSided: true, opacity: 1, backgroundColor: nil, borderWidth: 0,
            borderColor: nil, cornerRadius: 0, maskedCorners: .all, masksToBounds: false, isOpaque: false,
            allowsGroupOpacity: true, allowsEdgeAntialiasing: false, transition: nil, children: [])
    }

    /// A stable ID for a copy of node `id` in instance `instance` of replicator `replicator`
    /// (`id` 0: the instance's own synthetic node), mixed with SplitMix64's finaliser.
    static func derivedID(_ id: UInt64, replicator: UInt64, instance: Int) -> UInt64 {
        var z =
            (id &* 0x9E37_79B9_7F4A_7C15) ^ (replicator &* 0xBF58_476D_1CE4_E5B9)
            ^ (UInt64(instance) &+ 0x94D0_49BB_1331_11EB)
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return z | (1 << 63)
    }
}

extension RenderNode {
    /// Multiplies the node's colors (its particles' included, and those of its running transition's
    /// old appearance) by `tint`.
    mutating func multiplyColors(by tint: CGColor) {
        backgroundColor = backgroundColor.map { $0.multiplied(by: tint) }
        borderColor = borderColor.map { $0.multiplied(by: tint) }
        if var emitted = particles {
            // An emitter's particles are its colors too ("multiply the source object").
            let (r, g, b, a) = (Float(tint.red), Float(tint.green), Float(tint.blue), Float(tint.alpha))
            for i in emitted.particles.indices {
                emitted.particles[i].red *= r; emitted.particles[i].green *= g
                emitted.particles[i].blue *= b; emitted.particles[i].alpha *= a
            }
            particles = emitted
        }
        if var old = transition {
            for i in old.from.nodes.indices { old.from.nodes[i].multiplyColors(by: tint) }
            transition = old
        }
    }
}

extension CGColor {
    /// Component-wise product, alpha included.
    func multiplied(by other: CGColor) -> CGColor {
        CGColor(red: red * other.red, green: green * other.green, blue: blue * other.blue, alpha: alpha * other.alpha)
    }
}
