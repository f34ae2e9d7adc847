import Foundation
@_spi(Rendering) import LayerTree

/// Emits a display list as a command buffer: tessellates every item into its material's buffer and
/// groups the items into as few draw calls as the result allows.
///
/// Rules:
/// - A pass of only opaque 2D polygons is drawn in painter's order with neither the depth test
///   nor blending: each covering item writes a pixel once and nothing is read, which measured
///   a third fewer instructions a frame on llvmpipe than testing and writing depth
///   (`bench static`, callgrind) for 1,000 overlapping squares.
/// - Any other pass is drawn in two phases. Opaque flat polygons (one colour, alpha 1, covering every
///   pixel of their polygon) go first, front to back, with the depth test and writes on and blending
///   off: each item's depth is its place in painter's order, so a hidden pixel fails the test before
///   its fragment shader runs. Everything else follows in painter's order, blended and depth-tested
///   without writes, so it still shows over what lies behind it and not over what lies in front.
///   The pixels are those of painter's order exactly. Passes that add (a cross-dissolve) keep one
///   phase in painter's order. Among the members of a 3D context, reversed painter's order is
///   reversed sublayer order, which says nothing of their depth; they are not sorted by depth,
///   because on llvmpipe it saves nothing: it tests depth a 4 × 4 block at a time and writes through
///   the mask, and sorting a thousand turning cards nearest first left its fragment program at the
///   same instruction count a frame (callgrind), while the sort cost 0.8 M instructions.
/// - The planner already ordered items (depth sort, then sublayer order); the blended phase keeps
///   that order exactly, because blending depends on it.
/// - A flat polygon that is an axis-aligned square on the target is a point sprite (`flat_point`,
///   one vertex); in either phase it keeps its place among the other polygons, so a run of
///   squares and other rectangles is one draw call per run of a material.
/// - Items of the same material merge into one draw call: an item joins the earliest batch of its
///   material, among the last few of its phase, after which nothing it overlaps is drawn
///   (`LookBackBatches`), so what overlaps keeps its order and the rest groups by material. A
///   material that samples a texture (a pass's result, an image tile, a mask) merges only with draws
///   of the same texture; a gradient has uniforms of its own and never merges, nor does a draw that
///   reads the target under it.
/// - What cannot show (off the target, hidden under opaque rectangles) never gets here: planning's
///   `Culling` took it out.
enum Batcher {
    /// Emits every pass of `list`. In a partial frame, `damage` is what the canvas pass redraws:
    /// the pass is scissored to its rectangles, and its shaded pixels count only inside them.
    ///
    /// `maxPointSize` is the largest point sprite the backend draws, in pixels (0: none): flat
    /// solids that are axis-aligned squares no larger (`Tessellator.pointSquare`), and particles
    /// that are unturned squares no larger (`Tessellator.drawsAsPoints`), are drawn as points.
    /// `lookBack`: how many batches back an item may join (`LookBackBatches.window`; 1 merges only
    /// neighbours, painter's order as it is).
    /// `recycling`: an earlier frame, no longer needed, whose buffers' storage the new one reuses.
    /// `measuresPixels`: whether each item's shaded, blended and sampled pixels are counted (its
    /// triangles clipped to the target and the scissors, then their areas summed). Only statistics
    /// read them; without them they stay 0.
    static func batch(
        _ list: DisplayList, damage: DamageRegion? = nil, maxPointSize: Double = 0,
        lookBack: Int = LookBackBatches.window, recycling old: consuming BatchedFrame? = nil,
        measuresPixels: Bool = true
    ) -> BatchedFrame {
        var frame = BatchedFrame()
        if let old = consume old { frame = BatchedFrame(recycling: old) }
        frame.measuredPixels = measuresPixels
        frame.passes.reserveCapacity(list.passes.count)
        for (index, pass) in list.passes.enumerated() {
            let scissors = index == list.canvasPassIndex && damage?.isFull == false ? damage?.rects : nil
            frame.passes.append(
                emit(
                    pass, scissors: scissors, maxPointSize: maxPointSize, lookBack: lookBack,
                    measuresPixels: measuresPixels, into: &frame))
        }
        return frame
    }

    /// The material buffers of a frame, by name, so an item's vertices can be found again (the
    /// raw value is its place in `allCases`, for backends that keep one object per buffer).
    enum BufferKind: Int, CaseIterable { case flat, flatPoints, solid, textured, shadow, particles, particlePoints }

    /// Where an emitted item's vertices lie, for writing its depth once its context's range is known.
    private struct PlacedItem {
        var buffer: BufferKind
        var vertices: Range<Int>
        var order: Int
        var plane: PlaneDepth
    }

    private static func emit(
        _ pass: RenderPass, scissors: [PixelRect]?, maxPointSize: Double, lookBack: Int, measuresPixels: Bool,
        into frame: inout BatchedFrame
    ) -> PassCommands {
        var commands = PassCommands(
            width: pass.width, height: pass.height, clearColor: pass.clearColor,
            blend: pass.blend, raster: pass.raster, reuse: pass.reuse, reason: pass.reason)
        commands.scissors = scissors
        // Only opaque 2D polygons: painter's order with neither depth nor blending writes each pixel
        // once per covering item and reads nothing, cheaper than testing and writing depth.
        // Each item's plane and layer once: the phase decisions, its depth and the statistics read them.
        let planes = pass.items.map(\.planeDepth)
        // Which items go in the opaque phase: `DrawItem.blending` decides.
        let opaqueFlat = pass.items.map { $0.isOpaque }
        let onlyOpaque =
            pass.blend == .sourceOver && !pass.items.isEmpty
            && pass.items.indices.allSatisfy { opaqueFlat[$0] && planes[$0] == nil }
        let twoPhases =
            !onlyOpaque && pass.blend == .sourceOver
            && pass.items.indices.contains { opaqueFlat[$0] || planes[$0] != nil }
        // A depth-tested pass of only opaque items (a 3D context of opaque cards) is emitted front
        // to back from the start, so its items come in the order the depth test wants them instead
        // of being turned round afterwards.
        let frontToBack = twoPhases && opaqueFlat.allSatisfy { $0 }
        // Painter's order to depth: later items nearer (smaller), all strictly inside (−1, 1).
        let depthStep = 2 / Float(pass.items.count + 1)
        // Each phase's items as emitted; grouped into draw calls once the pass is done, when
        // their indices are laid out batch by batch. The opaque phase of a depth-tested pass is
        // drawn front to back, the reverse of the order it is kept in here (unless emitted so).
        var opaqueItems: [EmittedItem] = [], blendedItems: [EmittedItem] = []
        var passStarts: [Int] = []
        passStarts.reserveCapacity(BufferKind.allCases.count)
        for kind in BufferKind.allCases { passStarts.append(frame.withBuffer(kind) { $0.indices.count }) }
        var inContexts: [PlacedItem] = []
        inContexts.reserveCapacity(planes.count(where: { $0 != nil }))
        let target = PixelRect(x: 0, y: 0, width: pass.width, height: pass.height)
        // One stride either way: no array of indices made per pass.
        let count = pass.items.count
        for order in stride(from: frontToBack ? count - 1 : 0, to: frontToBack ? -1 : count, by: frontToBack ? -1 : 1) {
            let item = pass.items[order]
            let itemPlane = planes[order]
            let plane = twoPhases ? itemPlane : nil
            let depth: Float?
            if plane != nil {
                depth = nil  // written with its context's range below
            } else if twoPhases {
                depth = 1 - depthStep * Float(order + 1)
            } else {
                // A pass drawn in painter's order has no depth; a plane's raw depth would only be clipped.
                depth = itemPlane == nil ? nil : 0
            }
            let context = BatchingContext(maxPointSize: maxPointSize, target: target, depth: depth)
            guard let emitted = item.emit(in: context, into: &frame) else { continue }
            let opaque = (twoPhases || onlyOpaque) && opaqueFlat[order]
            if measuresPixels && item.debugOverlay.isEmpty {
                let points = emitted.program.drawsPoints
                let (area, whole) = frame.withBuffer(emitted.buffer) { buffer in
                    if points {
                        return (
                            buffer.projectedPointArea(ofIndices: emitted.indices, target: target, scissors: scissors),
                            false
                        )
                    }
                    if let area = buffer.wholeItemArea(
                        ofIndices: emitted.indices, vertices: emitted.vertices, target: target, scissors: scissors)
                    {
                        return (area, true)
                    }
                    return (buffer.projectedArea(ofIndices: emitted.indices, target: target, scissors: scissors), false)
                }
                if whole { frame.itemsMeasuredWhole += 1 }
                frame.shadedPixels += area
                commands.shadedPixels += area
                if item.readsOffscreenPass {
                    // A backdrop filter's composite reads no pass (its source is −1).
                    for source in item.readPasses where source >= 0 && source < frame.passes.count {
                        frame.passes[source].sampledPixels += area
                    }
                }
                if !opaque { frame.blendedPixels += area }
            }
            if let plane {
                inContexts.append(
                    PlacedItem(
                        buffer: emitted.buffer, vertices: emitted.vertices, order: order,
                        plane: plane))
            }
            if opaque {
                opaqueItems.append(emitted)
            } else {
                blendedItems.append(emitted)
            }
        }
        if !inContexts.isEmpty {
            // Depths are written in painter's order: a front-to-back pass's list is turned round in place.
            if frontToBack { inContexts.reverse() }
            writeContextDepths(inContexts, depthStep: depthStep, into: &frame)
        }
        // The opaque phase in the order it is drawn: painter's without depth, front to back with it
        // (a pass emitted front to back already is).
        if twoPhases && !frontToBack { opaqueItems.reverse() }
        var opaquePhase = LookBackBatches(width: pass.width, height: pass.height, window: lookBack)
        for item in opaqueItems {
            opaquePhase.add(item.program, indices: item.indices, vertices: item.vertices, in: frame)
        }
        var blendedPhase = LookBackBatches(width: pass.width, height: pass.height, window: lookBack)
        for item in blendedItems {
            blendedPhase.add(item.program, indices: item.indices, vertices: item.vertices, in: frame)
        }
        layOut(&opaquePhase, &blendedPhase, passStarts: passStarts, into: &frame)
        commands.opaque = opaquePhase.commands
        commands.blended = blendedPhase.commands
        commands.depthTested = twoPhases
        return commands
    }

    /// Writes the depth of items in 3D rendering contexts.
    ///
    /// A context's items hold painter's places `i0 … i1` in the pass; together they own the depth
    /// slice those places would have, so the context sits among the pass's other items exactly where
    /// painter's order puts it. Inside the slice, depth follows each plane's `Z / W` in the context
    /// (nearer is smaller), and a member's coplanar primitives are kept in painter's order by a
    /// bias each: `tieStep` normalized device units, or less where a member has so many that
    /// their biases would pass 5% of the slice. Members in one plane (`PlaneDepth.firstInPlane`)
    /// are biased apart in sublayer order the same way, each past the one before it.
    ///
    /// The bias must outlast the rounding of a tilted plane's depth, which differs between two
    /// triangulations of the plane: NVIDIA's driver hid parts of a card's sublayers behind the
    /// card with a bias of eight 24-bit steps, and so does llvmpipe with a 16-bit depth buffer.
    /// 2⁻¹² is 16 steps of a 16-bit buffer (4,096 of a 24-bit one).
    static let tieStep = 1.0 / Double(1 << 12)

    private static func writeContextDepths(_ placed: [PlacedItem], depthStep: Float, into frame: inout BatchedFrame) {
        // `placed` is in painter's order, and so is each context's share of it. Most passes hold
        // one context: no grouping then (a dictionary entry and an append per item, a tenth of batching).
        let contexts: [[PlacedItem]]
        if let first = placed.first, placed.allSatisfy({ $0.plane.context == first.plane.context }) {
            contexts = [placed]
        } else {
            var byContext: [Int: [PlacedItem]] = [:]
            for item in placed { byContext[item.plane.context, default: []].append(item) }
            contexts = Array(byContext.values)
        }
        for items in contexts {
            // Each item's tie: how many items of its member come right before it in the context.
            var ties: [Int] = []
            ties.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                let follows = index > 0 && items[index - 1].plane.member == item.plane.member
                ties.append(follows ? ties[index - 1] + 1 : 0)
            }
            if items.contains(where: { $0.plane.firstInPlane != $0.plane.member }) {
                sharePlaneTies(items, &ties)
            }
            var low = Double.infinity, high = -Double.infinity
            for item in items {
                forEachPosition(of: item, in: &frame) { _, z, w in
                    let q = Double(z) / Double(w)
                    low = min(low, q); high = max(high, q)
                    return z
                }
            }
            let first = items.first!.order, last = items.last!.order
            let top = 1 - Double(depthStep) * (Double(first) + 0.5)
            let bottom = 1 - Double(depthStep) * (Double(last) + 1.5)
            let span = (top - bottom) * 0.9
            let range = high > low ? high - low : 1
            let step = min(tieStep, (top - bottom) * 0.05 / Double(max(ties.max() ?? 0, 1)))
            for (item, tie) in zip(items, ties) {
                let bias = Double(tie) * step
                forEachPosition(of: item, in: &frame) { _, z, w in
                    let nearness = (Double(z) / Double(w) - low) / range
                    let ndc = top - (top - bottom) * 0.05 - nearness * span - bias
                    return Float(ndc * Double(w))
                }
            }
        }
    }

    /// Members lying in one plane tie in depth wherever they overlap: each member's ties are moved
    /// past those of the members of its plane before it in sublayer order, so the later member's
    /// items, every one of them, lie nearer than the earlier one's (a card's rounded corners and
    /// edge strips over the card before it, not under its interior).
    private static func sharePlaneTies(_ items: [PlacedItem], _ ties: inout [Int]) {
        var mostTies: [Int: (firstInPlane: Int, ties: Int)] = [:]
        for (item, tie) in zip(items, ties) {
            let member = item.plane.member
            mostTies[member] = (item.plane.firstInPlane, max(mostTies[member]?.ties ?? 0, tie))
        }
        var offsets: [Int: Int] = [:]
        var nextInPlane: [Int: Int] = [:]
        for member in mostTies.keys.sorted() {
            let (plane, most) = mostTies[member]!
            let offset = nextInPlane[plane] ?? 0
            offsets[member] = offset
            nextInPlane[plane] = offset + most + 1
        }
        for index in items.indices { ties[index] += offsets[items[index].plane.member]! }
    }

    /// Calls `body(x, z, w)` for every vertex of an emitted item and stores the `z` it returns.
    private static func forEachPosition(
        of item: PlacedItem, in frame: inout BatchedFrame,
        _ body: (Float, Float, Float) -> Float
    ) {
        frame.withBuffer(item.buffer) { buffer in
            let stride = buffer.floatsPerVertex
            buffer.vertices.withUnsafeMutableBufferPointer { v in
                var k = item.vertices.lowerBound
                while k < item.vertices.upperBound {
                    v[k + 2] = body(v[k], v[k + 2], v[k + 3])
                    k += stride
                }
            }
        }
    }

    /// Rewrites the pass's indices in each material's buffer (those from `passStarts` on) batch by
    /// batch, the opaque phase's batches first, so each batch is one range: its draw call.
    private static func layOut(
        _ opaque: inout LookBackBatches, _ blended: inout LookBackBatches, passStarts: [Int],
        into frame: inout BatchedFrame
    ) {
        for (k, kind) in BufferKind.allCases.enumerated() {
            guard
                opaque.batches.contains(where: { $0.program.buffer == kind })
                    || blended.batches.contains(where: { $0.program.buffer == kind })
            else { continue }
            let start = passStarts[k]
            if layOutInPlace(kind, from: start, &opaque, &blended) { continue }
            frame.withBuffer(kind) { buffer in
                let emitted = Array(buffer.indices[start...])
                buffer.indices.removeSubrange(start...)
                func place(_ phase: inout LookBackBatches) {
                    for b in phase.batches.indices where phase.batches[b].program.buffer == kind {
                        phase.setFirstIndex(buffer.indices.count, of: b)
                        phase.forEachItem(of: b) { range in
                            buffer.indices += emitted[(range.lowerBound - start)..<(range.upperBound - start)]
                        }
                    }
                }
                place(&opaque)
                place(&blended)
            }
        }
    }

    /// Whether the batches drawn from `kind`'s buffer already lie there in layout order (each
    /// batch's items one after another, batches in order from `start`): the common case, where
    /// nothing joined an earlier batch. Then it records where each batch starts, and the indices
    /// are left where they are: no copy of the pass's indices every frame.
    private static func layOutInPlace(
        _ kind: BufferKind, from start: Int, _ opaque: inout LookBackBatches, _ blended: inout LookBackBatches
    ) -> Bool {
        var cursor = start
        func inOrder(_ phase: LookBackBatches) -> Bool {
            for b in phase.batches.indices where phase.batches[b].program.buffer == kind {
                var contiguous = true
                phase.forEachItem(of: b) { range in
                    if range.lowerBound != cursor { contiguous = false }
                    cursor = range.upperBound
                }
                guard contiguous else { return false }
            }
            return true
        }
        guard inOrder(opaque), inOrder(blended) else { return false }
        cursor = start
        func record(_ phase: inout LookBackBatches) {
            for b in phase.batches.indices where phase.batches[b].program.buffer == kind {
                phase.setFirstIndex(cursor, of: b)
                cursor += phase.batches[b].indexCount
            }
        }
        record(&opaque)
        record(&blended)
        return true
    }
}
