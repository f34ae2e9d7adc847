import Foundation
import Synchronization

// Overall design: building a render tree is a walk of the layer tree that appends one node per
// visible layer. A layer without animations appends its cached node (`cachedRenderNode`). A
// layer whose animations all write render-node fields (`RenderNodeField`: geometry, opacity,
// colors, border, corner radius, transforms and their sub-paths, bounds, the shadow's color,
// opacity, offset and radius, a shape layer's path, colors and stroke numbers and a gradient
// layer's colors, locations and points, whose node shape or gradient is made again from them;
// by basic, spring, keyframe and path animations, value functions,
// groups, transitions), or `hidden`, copies its cached node and lets each animation's compiled
// evaluator write into the copy (`RenderNodeSink`): no presentation layer, no key strings; one
// that ends up hidden is taken out again (the sink's `isHidden`). Any other
// animated layer (`shadowPath`, other subclasses' keys such as an emitter's cells, a text
// layer's bounds, any layer of a class defined outside LayerKit or a replicator) is evaluated
// the general way, into a presentation copy of the layer.
//
// The walk also records, on the layer it started from, what it built (`RetainedRenderTree`):
// the nodes, where each animated layer's node is, and the layers' time spaces. While the model
// does not change (`LayerModelGeneration`), the next frame does not walk the tree again: it
// recomputes the time spaces once each, re-evaluates just the animated layers into their nodes,
// and returns the same node array. Still layers are not visited at all, and a steady animation
// allocates nothing when the caller has let go of the last frame's tree (but for the few blocks
// Dispatch makes when hundreds of animated layers are split across cores, `CoreSplit`). A
// change of a layer's clock alone (`PropertyTraits.timing`: a player seeking by `timeOffset`)
// keeps the tree, whose timings are read again. A replicator in the tree, or an animation that
// hides a layer on the general path, sends every frame down the full walk; one on the fast path
// only the frames where it shows or hides its layer.

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
    /// Layers without animations are read from their cached render nodes; animated layers
    /// write their animations into copies of theirs (or, for the animations that need it,
    /// into presentation copies). While the model does not change, only the animated layers
    /// are evaluated again: the rest of last frame's tree is reused as it is.
    public func makeRenderTree(at time: CFTimeInterval) -> RenderTree {
        let rootParentTime = superlayer?.localTime(atGlobalTime: time) ?? time
        let canRetain = !isPresentationCopy || isImmutableSnapshotRoot
        if canRetain, let retained = retainedRenderTree,
            retained.isCurrent(immutable: isImmutableSnapshotRoot),
            retained.update(
                rootParentTime: rootParentTime,
                timingsChangedSince: !isImmutableSnapshotRoot && retained.generation != LayerModelGeneration.value
                    ? retained.generation : nil)
        {
            // Evaluating presentation copies changes no model; a committed copy's render thread
            // does not read the app thread's counter at all.
            if !isImmutableSnapshotRoot { retained.noteCurrent() }
            return RenderTree(nodes: retained.nodes, lineage: retained.lineage)
        }
        retainedRenderTree = nil
        var nodes: [RenderNode] = []
        // Trees change size slowly: last frame's count saves regrowing (and copying) the array.
        nodes.reserveCapacity(max(64, lastRenderTreeCount))
        let recorder = canRetain ? RetainedRenderTree() : nil
        appendRenderNodes(parentTime: rootParentTime, parentSlot: -1, recorder: recorder, to: &nodes)
        lastRenderTreeCount = nodes.count
        if let recorder, recorder.isRetainable {
            recorder.nodes = nodes
            if !isImmutableSnapshotRoot { recorder.noteCurrent() }
            retainedRenderTree = recorder
            return RenderTree(nodes: nodes, lineage: recorder.lineage)
        }
        return RenderTree(nodes: nodes)
    }

    private func appendRenderNodes(
        parentTime: Double, parentSlot: Int, recorder: RetainedRenderTree?, to nodes: inout [RenderNode]
    ) {
        let localTime = containerTiming.localTime(parentTime: parentTime)
        let index = nodes.count
        var source: CALayer = self
        if attachedAnimations.isEmpty {
            guard !isHidden else { return }
            nodes.append(renderNodeWithoutChildren())
        } else if animationsWriteRenderNodeFieldsOnly {
            guard !isHidden || animatedNodeFields.contains(.hidden) else { return }
            nodes.append(renderNodeWithoutChildren())
            let shown = nodes.withUnsafeMutableBufferPointer { buffer in
                applyAnimations(localTime: localTime, toNodeAt: buffer.baseAddress! + index)
            }
            guard shown else {
                // Hidden by an animation, which may show it again: each update asks it, and
                // builds the tree again when it does.
                nodes.removeLast()
                recorder?.addHiddenLayer(self, parentSlot: parentSlot)
                return
            }
            recorder?.addAnimatedNode(index, layer: self, parentSlot: parentSlot, general: false)
        } else {
            source = makePresentationCopy(localTime: localTime, redrawing: true)
            guard !source.isHidden else {
                // An animation may show it again: that changes the tree's shape.
                recorder?.isRetainable = false
                return
            }
            nodes.append(source.renderNodeWithoutChildren())
            recorder?.addAnimatedNode(index, layer: self, parentSlot: parentSlot, general: true)
        }
        let mask = source.mask ?? self.mask
        let slot =
            recorder == nil || (children.isEmpty && mask == nil)
            ? -1 : recorder!.addTimeSpace(of: self, parentSlot: parentSlot)
        if let emitter = source as? CAEmitterLayer {
            // Particles are a function of the time: evaluated each frame, never retained.
            recorder?.isRetainable = false
            nodes[index].particles = ParticleSystem.content(of: emitter, at: localTime)
        }
        // The presentation copy holds the animated values; the sublayers are the model's.
        if rebuildsChildNodesEveryFrame {
            // Replicator instances re-time and re-tint their subtrees, tiles come and go: not retained.
            recorder?.isRetainable = false
            nodes[index].children = source.appendSublayerRenderNodes(children, localTime: localTime, to: &nodes)
        } else if !children.isEmpty {
            nodes[index].children = appendRenderNodes(
                of: children, parentTime: localTime, parentSlot: slot, recorder: recorder, to: &nodes)
        }
        if let mask {
            nodes[index].mask =
                appendRenderNodes(
                    of: [mask], parentTime: localTime, parentSlot: slot, recorder: recorder, to: &nodes
                ).first
                ?? RenderNode.hiddenMask
        }
    }

    /// Appends `layers` and their subtrees, whose superlayer's local time is `parentTime`, and
    /// returns the indices of the visible ones.
    func appendRenderNodes(of layers: [CALayer], parentTime: Double, to nodes: inout [RenderNode]) -> [Int] {
        if ReferenceRenderTree.isBuilding {
            return appendReferenceRenderNodes(of: layers, parentTime: parentTime, to: &nodes)
        }
        return appendRenderNodes(of: layers, parentTime: parentTime, parentSlot: -1, recorder: nil, to: &nodes)
    }

    private func appendRenderNodes(
        of layers: [CALayer], parentTime: Double, parentSlot: Int, recorder: RetainedRenderTree?,
        to nodes: inout [RenderNode]
    ) -> [Int] {
        var indices: [Int] = []
        indices.reserveCapacity(layers.count)
        for layer in layers {
            let index = nodes.count
            layer.appendRenderNodes(parentTime: parentTime, parentSlot: parentSlot, recorder: recorder, to: &nodes)
            if nodes.count > index { indices.append(index) }
        }
        return indices
    }

    /// Writes the layer's animations, at its own local time `localTime`, into `node`: a copy of
    /// its cached node, or last frame's (only when `animationsWriteRenderNodeFieldsOnly`).
    ///
    /// The fields the animations write are first set back to the model's values, exactly as
    /// `makeRenderNodeWithoutChildren()` reads them; the other fields are the cached node's.
    /// Returns whether the layer is shown: `false` when its `hidden` ends up set (then the node
    /// must not be in the tree).
    func applyAnimations(localTime: Double, toNodeAt node: UnsafeMutablePointer<RenderNode>) -> Bool {
        var sink = beginAnimatedNode(node)
        for attached in attachedAnimations { attached.evaluator.apply(parentTime: localTime, to: &sink) }
        finishAnimatedNode(node, sink)
        return !sink.isHidden
    }

    /// Sets the fields the animations write back to the model's values and returns the sink
    /// the animations write into (`applyAnimations(localTime:toNodeAt:)`, first part).
    func beginAnimatedNode(_ node: UnsafeMutablePointer<RenderNode>) -> RenderNodeSink {
        let fields = animatedNodeFields
        if fields.contains(.position) { node.pointee.position = position }
        if fields.contains(.anchorPoint) { node.pointee.anchorPoint = anchorPoint }
        if fields.contains(.anchorPointZ) { node.pointee.anchorPointZ = anchorPointZ }
        if fields.contains(.zPosition) { node.pointee.zPosition = zPosition }
        if fields.contains(.transform) { node.pointee.transform = transform }
        if fields.contains(.sublayerTransform) { node.pointee.sublayerTransform = sublayerTransform }
        if fields.contains(.backgroundColor) { node.pointee.backgroundColor = backgroundColor }
        if fields.contains(.borderColor) { node.pointee.borderColor = borderColor }
        if fields.contains(.borderWidth) { node.pointee.borderWidth = borderWidth }
        if fields.contains(.cornerRadius) { node.pointee.cornerRadius = cornerRadius }
        if fields.contains(.rasterizationScale) { node.pointee.rasterizationScale = rasterizationScale }
        if fields.contains(.transition) { node.pointee.transition = presentationTransition }
        if fields.contains(.bounds) { node.pointee.bounds = bounds }
        return RenderNodeSink(
            node, opacity: fields.contains(.opacity) ? opacity : 1,
            shadow: fields.contains(.shadow)
                ? .init(color: shadowColor, opacity: shadowOpacity, offset: shadowOffset, radius: shadowRadius)
                : .unused,
            isHidden: fields.contains(.hidden) && isHidden,
            shape: fields.contains(.shape) ? ShapeValues(of: unsafeDowncast(self, to: CAShapeLayer.self)) : .unused,
            gradient: fields.contains(.gradient)
                ? GradientValues(of: unsafeDowncast(self, to: CAGradientLayer.self)) : .unused)
    }

    /// Finishes a node the animations wrote into: clamps the opacity, makes the shadow again.
    func finishAnimatedNode(_ node: UnsafeMutablePointer<RenderNode>, _ sink: RenderNodeSink) {
        let fields = animatedNodeFields
        if fields.contains(.opacity) { node.pointee.opacity = CGFloat(min(max(sink.opacity, 0), 1)) }
        if fields.contains(.shadow) {
            let shadow = sink.shadow
            node.pointee.shadow = CALayer.renderShadow(
                color: shadow.color, opacity: shadow.opacity, offset: shadow.offset, radius: shadow.radius,
                path: shadowPath)
        }
        if fields.contains(.shape) {
            node.pointee.shape = unsafeDowncast(self, to: CAShapeLayer.self).shapeContent(with: sink.shape)
        }
        if fields.contains(.gradient) {
            node.pointee.gradient = unsafeDowncast(self, to: CAGradientLayer.self).gradientContent(with: sink.gradient)
        }
        node.pointee.clampForDrawing()
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
        node.edgeAntialiasingMask = edgeAntialiasingMask
        node.cornerCurve = cornerCurve
        node.maskMode = maskMode
        if compositingFilter != nil { node.blendMode = CompositingBlendMode(compositingFilter: compositingFilter) }
        if filters != nil || backgroundFilters != nil {
            let resolved = RenderFilters(
                layer: RenderFilter.resolve(filters), background: RenderFilter.resolve(backgroundFilters))
            if !resolved.layer.isEmpty || !resolved.background.isEmpty { node.filters = resolved }
        }
        decorateRenderNode(&node)
        node.shadow = renderShadow
        node.clampForDrawing()
        return node
    }
}

/// The last render tree built from a layer, and what changes in it with time alone: the nodes of
/// the animated layers, and the time spaces they are evaluated in.
///
/// Its stored properties are `@exclusivity(unchecked)`, as `CALayer`'s hot ones are: each frame
/// reads them per layer, and no access to one is held while another of the same is made.
final class RetainedRenderTree {
    /// A layer whose node depends on the time.
    struct AnimatedNode {
        let index: Int
        /// Valid while the model has not changed since the tree was built (the tree holds it);
        /// unmanaged, so that updating a frame neither retains nor releases it.
        let layer: Unmanaged<CALayer>
        /// The time space of the layer's superlayer; -1 for the root's superlayer.
        let parentSlot: Int
        /// Evaluated through a presentation copy rather than straight into the node.
        let general: Bool
        /// Straight into the node, with an animation of `hidden` among its own.
        let hides: Bool
        /// The layer's own timing, re-read when a timing changed (`PropertyTraits.timing`), and
        /// its animations' evaluators (`evaluators[evaluatorRange]`), as they were when the tree
        /// was built: they change only with the model.
        var timing: ContainerTiming
        let evaluatorRange: Range<Int>
    }

    /// The nodes returned last frame.
    @exclusivity(unchecked) var nodes: [RenderNode] = []
    /// The nodes returned the frame before: updated next, so that a renderer holding on to last
    /// frame's tree does not make every frame copy the whole array. Only the animated nodes differ
    /// between the two, and every update rewrites all of those.
    @exclusivity(unchecked) private var spare: [RenderNode] = []
    /// `LayerModelGeneration.value` when the nodes were last brought up to date.
    @exclusivity(unchecked) private(set) var generation: UInt64 = 0
    /// `LayerModelGeneration.untimedValue` then: while it holds, only layers' clocks changed
    /// (a Lottie player seeking by `timeOffset`), and the tree is brought up to date with the
    /// timings read again.
    @exclusivity(unchecked) private var untimedGeneration: UInt64 = 0
    /// Whether the tree can be brought up to date by re-evaluating `animated` alone.
    @exclusivity(unchecked) var isRetainable = true
    /// This build's number, unique in the process (never an address, which a later build may reuse).
    private let build = RetainedRenderTree.nextBuild()
    private static let lastBuild = Atomic<UInt64>(0)

    private static func nextBuild() -> UInt64 { lastBuild.wrappingAdd(1, ordering: .relaxed).newValue }

    /// What the trees of this build share: only the animated nodes change between them.
    /// Read once the build is complete (its animated nodes are known by then).
    lazy var lineage = RenderTreeLineage(build: build, animatedNodes: animated.map(\.index))
    @exclusivity(unchecked) private var animated: [AnimatedNode] = []
    /// How many of `animated` are evaluated through a presentation copy (each update makes one
    /// for each of them).
    @exclusivity(unchecked) private(set) var generalCount = 0
    /// How many layers' timings updates have read again, all told (`rereadTimings(changedSince:)`).
    @exclusivity(unchecked) private(set) var timingsRead = 0
    /// Below this many animated nodes a core's share, evaluating them costs less than handing
    /// them to another thread (about a quarter of a microsecond each against a few microseconds).
    static let minimumNodesPerChunk = 256
    /// The evaluators of the animated layers, one after the other.
    @exclusivity(unchecked) private var evaluators: ContiguousArray<AnimationEvaluator> = []
    /// The timing of each layer with sublayers or a mask, the layer (unmanaged, as `AnimatedNode.layer`),
    /// and the slot of its superlayer's (-1: the root's superlayer).
    @exclusivity(unchecked) private var timings: [ContainerTiming] = []
    @exclusivity(unchecked) private var timingLayers: [Unmanaged<CALayer>] = []
    @exclusivity(unchecked) private var parentSlots: [Int] = []
    /// Each slot's local time this frame (reused from frame to frame).
    @exclusivity(unchecked) private var localTimes: [Double] = []
    /// Layers left out because an animation of `hidden` hid them (fast-path ones): each update
    /// evaluates them into `scratch`, and one shown again sends the frame down the full walk.
    @exclusivity(unchecked) private var hiddenLayers: [AnimatedNode] = []
    /// How many of `animated` have `hides` set.
    @exclusivity(unchecked) private var hidingCount = 0
    /// A node the visibility checks evaluate into (any layer's: only `hidden` is read back).
    @exclusivity(unchecked) private var scratch: RenderNode?

    func addAnimatedNode(_ index: Int, layer: CALayer, parentSlot: Int, general: Bool) {
        let start = evaluators.count
        let hides = !general && layer.animatedNodeFields.contains(.hidden)
        if general {
            generalCount += 1
        } else {
            for attached in layer.attachedAnimations { evaluators.append(attached.evaluator) }
        }
        if hides {
            hidingCount += 1
            if scratch == nil { scratch = layer.renderNodeWithoutChildren() }
        }
        animated.append(
            AnimatedNode(
                index: index, layer: Unmanaged.passUnretained(layer), parentSlot: parentSlot, general: general,
                hides: hides, timing: layer.containerTiming, evaluatorRange: start..<evaluators.count))
    }

    /// Records a layer an animation of `hidden` left out of the tree (on the fast path).
    func addHiddenLayer(_ layer: CALayer, parentSlot: Int) {
        let start = evaluators.count
        for attached in layer.attachedAnimations { evaluators.append(attached.evaluator) }
        if scratch == nil { scratch = layer.renderNodeWithoutChildren() }
        hiddenLayers.append(
            AnimatedNode(
                index: -1, layer: Unmanaged.passUnretained(layer), parentSlot: parentSlot, general: false,
                hides: true, timing: layer.containerTiming, evaluatorRange: start..<evaluators.count))
    }

    /// A slot for the local time of `layer`, whose superlayer's slot is `parentSlot`.
    func addTimeSpace(of layer: CALayer, parentSlot: Int) -> Int {
        timings.append(layer.containerTiming)
        timingLayers.append(Unmanaged.passUnretained(layer))
        parentSlots.append(parentSlot)
        return timings.count - 1
    }

    /// Notes that the tree shows the model as it is now.
    func noteCurrent() {
        generation = LayerModelGeneration.value
        untimedGeneration = LayerModelGeneration.untimedValue
    }

    /// Whether the tree still shows the model, but for layers' timings (`update` reads those
    /// again): nothing else changed since, or the tree is a committed copy that never changes.
    func isCurrent(immutable: Bool) -> Bool {
        isRetainable && (immutable || untimedGeneration == LayerModelGeneration.untimedValue)
    }

    /// Whether an animation of `hidden` shows a layer it had hidden, or hides one the tree holds,
    /// at this update's local times: only those animations are evaluated, into `scratch`.
    private func changesVisibility(rootParentTime: Double) -> Bool {
        guard hidingCount > 0 || !hiddenLayers.isEmpty, var node = scratch else { return false }
        defer { scratch = node }
        func isShown(_ entry: AnimatedNode, _ node: UnsafeMutablePointer<RenderNode>) -> Bool {
            let time = entry.timing.localTime(
                parentTime: entry.parentSlot < 0 ? rootParentTime : localTimes[entry.parentSlot])
            return entry.layer._withUnsafeGuaranteedRef { layer in
                var sink = layer.beginAnimatedNode(node)
                for e in entry.evaluatorRange where evaluators[e].writtenNodeFields.contains(.hidden) {
                    evaluators[e].apply(parentTime: time, to: &sink)
                }
                return !sink.isHidden
            }
        }
        return withUnsafeMutablePointer(to: &node) { node in
            hiddenLayers.contains { isShown($0, node) } || animated.contains { $0.hides && !isShown($0, node) }
        }
    }

    /// Reads again the timings of the recorded layers whose clocks changed after `generation`
    /// (`CALayer.timingGeneration`), after a change of some layer's clock. An ancestor's change
    /// needs nothing here: each update works every slot's local time out from its parent's.
    /// The stamps are only read, on this thread, before any evaluation is split across cores.
    private func rereadTimings(changedSince generation: UInt64) {
        func changed(_ layer: Unmanaged<CALayer>) -> Bool {
            layer._withUnsafeGuaranteedRef { $0.timingGeneration > generation }
        }
        for slot in timings.indices where changed(timingLayers[slot]) {
            timings[slot] = timingLayers[slot]._withUnsafeGuaranteedRef(\.containerTiming)
            timingsRead += 1
        }
        for i in animated.indices where changed(animated[i].layer) {
            animated[i].timing = animated[i].layer._withUnsafeGuaranteedRef(\.containerTiming)
            timingsRead += 1
        }
        for i in hiddenLayers.indices where changed(hiddenLayers[i].layer) {
            hiddenLayers[i].timing = hiddenLayers[i].layer._withUnsafeGuaranteedRef(\.containerTiming)
            timingsRead += 1
        }
    }

    /// Re-evaluates the animated layers at the root's superlayer time `rootParentTime`, first
    /// reading again the timings of layers whose clocks changed after `timingsChangedSince`
    /// (the model generation the tree was last brought up to date at; `nil`: none did); `false`
    /// when the tree's shape would change (an animation hid a layer, or showed one it had
    /// hidden): then build it again.
    func update(rootParentTime: Double, timingsChangedSince: UInt64?) -> Bool {
        if let timingsChangedSince { rereadTimings(changedSince: timingsChangedSince) }
        guard !animated.isEmpty || !hiddenLayers.isEmpty else { return true }
        if localTimes.count != timings.count { localTimes = [Double](repeating: 0, count: timings.count) }
        for slot in timings.indices {
            let parent = parentSlots[slot]
            localTimes[slot] = timings[slot].localTime(parentTime: parent < 0 ? rootParentTime : localTimes[parent])
        }
        // Visibility first: a frame whose tree changes shape is built again, and nothing of this
        // update would be kept.
        guard !changesVisibility(rootParentTime: rootParentTime) else { return false }
        // In place: no copy of the array unless the frame before last's tree is still held by someone.
        if spare.isEmpty { spare = nodes }
        swap(&nodes, &spare)
        let evaluators = self.evaluators, animated = self.animated, localTimes = self.localTimes
        return nodes.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            // A local function, not a closure value: a closure stored in a constant escapes, and its
            // captures would be allocated every frame.
            func localTime(_ entry: AnimatedNode) -> Double {
                entry.timing.localTime(parentTime: entry.parentSlot < 0 ? rootParentTime : localTimes[entry.parentSlot])
            }
            // Each node-field entry writes only its own node, through its own evaluators, which hold
            // no mutable state (a transform field's decomposition cache has a lock of its own), and
            // reads the model, which nothing changes meanwhile: the entries split across cores.
            CoreSplit.forEachChunk(of: animated.count, minimumPerChunk: Self.minimumNodesPerChunk) { chunk in
                for i in chunk where !animated[i].general {
                    let entry = animated[i]
                    let time = localTime(entry)
                    let node = base + entry.index
                    entry.layer._withUnsafeGuaranteedRef { layer in
                        var sink = layer.beginAnimatedNode(node)
                        for e in entry.evaluatorRange { evaluators[e].apply(parentTime: time, to: &sink) }
                        layer.finishAnimatedNode(node, sink)
                    }
                }
            }
            guard generalCount > 0 else { return true }
            // Presentation copies are made on this thread, one after the other.
            for entry in animated where entry.general {
                let node = base + entry.index
                let shown = entry.layer._withUnsafeGuaranteedRef { layer in
                    let source = layer.makePresentationCopy(localTime: localTime(entry), redrawing: true)
                    guard !source.isHidden else { return false }
                    var fresh = source.renderNodeWithoutChildren()
                    swap(&fresh.children, &node.pointee.children)
                    fresh.mask = node.pointee.mask
                    node.pointee = fresh
                    return true
                }
                guard shown else { return false }
            }
            return true
        }
    }
}
