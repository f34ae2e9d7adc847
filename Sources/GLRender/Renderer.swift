import Foundation
@_spi(Rendering) import LayerTree
import Logging

/// Renders layer trees into RGBA images through OpenGL ES 3.0.
///
/// A frame flows one way, one type a phase: snapshot (`CALayer.makeRenderTree`, in
/// LayerTree) → planning (`Planner`: placement, depth order, clips, offscreen and
/// cache decisions; then `Culling`) → batching (`Batcher`, `Tessellator`: the command
/// buffer, `BatchedFrame`) → encoding (a `RenderBackend`: `GLEncoder`, which calls GL, or
/// `RecordingBackend` in tests). The renderer reaches the backend only through that protocol:
/// it asks once per frame what the backend holds (`FrameContext`) and gets back what executing
/// did (`FrameRecord`). All but encoding are pure CPU work, and the frame's statistics come from
/// the command buffer that was executed and its record. When a frame's snapshot equals the last
/// one, planning and batching are skipped and nothing is uploaded.
///
/// ```swift
/// let context = try HeadlessContext()
/// let renderer = try Renderer(context: context)
/// let image = try renderer.render(scene)
/// try image.writePNG(to: URL(fileURLWithPath: "scene.png"))
/// ```
public final class Renderer {
    /// What executes frames; nothing else of it is reached.
    let backend: any RenderBackend
    private var previous: (key: FrameKey, list: DisplayList, frame: BatchedFrame)?
    /// A partial frame's command buffer once executed: it cannot be replayed (so it is not
    /// `previous`), but the next frame's batching refills its buffers' storage instead of
    /// allocating them again, as after a whole frame.
    private var spentPartialFrame: BatchedFrame?
    /// What the canvas holds: the last frame drawn, which the next one is diffed against.
    /// Read by tests, which check that a small change leaves its planning in place.
    private(set) var drawn: DrawnCanvas?
    /// Frees replaced display lists away from the render thread.
    private let retirement = FrameRetirement()
    /// Canvas rectangles to redraw next frame whatever changed (`addUpdate`).
    private var pendingUpdates: [PixelRect] = []
    /// The window's framebuffer, when frames are shown in a window (`WindowPresenter` sets it
    /// before each frame): a frame whose changes cover the canvas draws straight into it.
    var windowFramebuffer: WindowFramebuffer?
    /// Shape layers' triangles, kept while their path and style stay the same.
    let shapeMeshes = ShapeMeshCache()
    /// `CATextLayer` text, laid out and rasterized once per distinct text.
    private let textRasterizer = TextRasterizer()
    /// Texts kept as images (`resources`).
    var textImageCount: Int { textRasterizer.count }

    /// Statistics of the most recent frame.
    public private(set) var lastFrameStatistics = FrameStatistics()
    /// What the backend did with the most recent frame (nothing executed: a record without a destination).
    private(set) var lastFrameRecord = FrameRecord()

    /// `LAYERKIT_DEBUG` and `LAYERKIT_STATS`, read when the renderer is made.
    private let switches: EnvironmentSwitches
    private let statisticsLogger = Logger(label: "layerkit.stats")

    /// Debug colour overlays drawn over every frame (`DebugOverlay`); none by default.
    public var debugOverlays: DebugOverlay = []
    /// Whether each frame counts the pixels it shades and blends (`FrameStatistics.shadedPixels`,
    /// `blendedPixels`, `overdraw`, and each offscreen pass's shaded and sampled pixels): every
    /// triangle is clipped to its target and the damage and its area summed, which is about a
    /// twentieth of a small animated scene's frame on the calling thread (callgrind, a Lottie
    /// logo). On by default; a program that reads none of these (a window without its HUD, a
    /// benchmark's timed frames) turns it off, and they read 0 (`FrameStatistics.measuredPixels`
    /// says which). `LAYERKIT_STATS=1` measures them whatever this says, since it logs them.
    public var measuresPixels = true
    /// Whether flat axis-aligned squares (`Tessellator.pointSquare`) and particles that are
    /// unturned squares (`Tessellator.drawsAsPoints`) are drawn as point sprites, one vertex each;
    /// off, they are triangles (tests compare the two).
    var drawsPointSprites = true
    /// How many batches back an item may join a batch of its material (`LookBackBatches`); 1 draws
    /// in painter's order, merging only neighbours (tests compare the two).
    var batchLookBack = LookBackBatches.window

    /// The GPU's `GL_RENDERER` string.
    public var gpuName: String { backend.capabilities.deviceName }

    /// Creates a renderer on a context, compiling and linking every shader.
    public convenience init(context: GLContext) throws {
        self.init(backend: try GLEncoder(context: context))
    }

    /// Creates a renderer that executes its frames on `backend` (`RecordingBackend` in tests).
    init(backend: any RenderBackend) {
        self.backend = backend
        switches = EnvironmentSwitches.read()
        debugOverlays = switches.overlays
    }

    /// Creates a renderer for tests: its shaders from `shaderFiles` instead of the embedded
    /// `Shaders/`, and its textures and targets no larger than `textureSizeLimit` per side where the
    /// driver allows more (so a test of tiling sees the same tiles on every driver), and depth
    /// buffers of `depthBits` (16 or 24).
    convenience init(
        context: GLContext, shaderFiles: [String: String]? = nil, textureSizeLimit: Int? = nil,
        depthBits: Int = 24
    ) throws {
        self.init(
            backend: try GLEncoder(
                context: context, shaderFiles: shaderFiles, textureSizeLimit: textureSizeLimit, depthBits: depthBits))
    }

    deinit {
        backend.makeCurrent()
        backend.releaseAll()
    }

    /// The frame on the canvas, as the next frame's damage is computed against it.
    struct DrawnCanvas {
        /// Its tree, text already rasterized into contents.
        var tree: RenderTree
        var target: FrameTarget
        var debugOverlays: DebugOverlay
        /// Where its debug flashes lie: the next frame redraws them away.
        var overlayRects: [PixelRect]
        /// The content extents and sublayer boxes its planning measured (`Planner.extentCache`,
        /// `sublayerBoxCache`).
        var extents: [CGRect??]
        var sublayerBoxes: [Int: SublayerBoxes]
        /// Its tree's superlayer links, if damage tracking needed them.
        var links: TreeLinks?
        /// Whether it was drawn into the window's framebuffer, leaving the canvas target behind.
        var wentToWindow = false
        /// Set while `extents` and `sublayerBoxes` have moved into the next frame's planner (`prepare`).
        var planningMoved = false
        /// The boxes its damage tracking measured in its tree: the next frame's old boxes.
        var damageBoxes = DamageBoxes()
    }

    /// Marks a rectangle of the canvas, in pixels, to be drawn again by the next frame whatever
    /// changed (Core Animation's `CARenderer.addUpdate`).
    public func addUpdate(_ rect: PixelRect) { pendingUpdates.append(rect) }

    private struct FrameKey: Equatable {
        var tree: RenderTree
        var target: FrameTarget
        var debugOverlays: DebugOverlay
    }

    /// Renders a scene's tree at its size and scale.
    public func render(_ scene: Scene, at time: CFTimeInterval = 0) throws -> RGBAImage {
        // A still picture shows tiled layers settled: every visible tile drawn and faded in.
        CATiledLayer.drawVisibleTiles(in: scene.root, at: time)
        return try render(
            scene.root.makeRenderTree(at: time), size: scene.size, scale: scene.scale, background: scene.background)
    }

    /// Renders a snapshot onto a canvas of `size` points at `scale` pixels per point.
    public func render(
        _ tree: RenderTree, size: CGSize, scale: CGFloat = 1, background: CGColor? = nil,
        fullRedraw: Bool = false
    ) throws -> RGBAImage {
        try render(tree, into: FrameTarget(size: size, scale: scale, background: background), fullRedraw: fullRedraw)
    }

    /// Renders a snapshot into `target` and reads it back (straight alpha, rows from the top).
    ///
    /// Only what changed since the last frame is drawn (`draw(_:into:fullRedraw:)`); the image is
    /// the whole canvas either way. `fullRedraw` draws every pixel again.
    public func render(_ tree: RenderTree, into frameTarget: FrameTarget, fullRedraw: Bool = false) throws -> RGBAImage
    {
        _ = try draw(tree, into: frameTarget, fullRedraw: fullRedraw)
        return readCanvas()
    }

    /// The canvas as last drawn, read back (straight alpha, rows from the top); empty before any frame.
    public func readCanvas() -> RGBAImage {
        backend.makeCurrent()
        return backend.readCanvas()
    }

    /// Hands the frame's commands to the GPU without waiting for them (`glFlush`).
    func flush() {
        backend.makeCurrent()
        backend.submit(waitUntilCompleted: false)
    }

    /// Draws a frame and waits for the GPU to finish it (`glFinish`), without reading it back.
    ///
    /// This is how `layerkit bench` ends each frame, as Qt Quick's peer host does: a frame is
    /// not done until the driver has drawn it (llvmpipe would otherwise merge frames), but a
    /// read-back would add a copy of the canvas that no on-screen frame pays for.
    ///
    /// `fullRedraw` draws the whole canvas even where nothing changed (`bench static` measures
    /// that, the twin of the peer's forced redraw); otherwise only the damage is drawn.
    ///
    /// A frame with no damage executes nothing, so there is nothing to wait for: the last frame
    /// that drew was finished by its own call (`FrameStatistics.waitedForGPU` stays false).
    @discardableResult
    public func drawAndFinish(
        _ tree: RenderTree, size: CGSize, scale: CGFloat = 1, background: CGColor? = nil,
        fullRedraw: Bool = false
    ) throws -> FrameStatistics {
        try draw(tree, into: FrameTarget(size: size, scale: scale, background: background), fullRedraw: fullRedraw) {
            $0.submit(waitUntilCompleted: true)
            return true
        }
    }

    /// Draws a frame and hands it to the GPU without waiting for it, then waits until the frame
    /// handed over before it this way is done: one frame stays in flight, as a swap chain of two
    /// buffers keeps one, so the GPU draws this frame while the caller evaluates and plans the
    /// next (behind `drawAndFinish` they take turns). `layerkit bench lottie` plays this way;
    /// `finishFramesInFlight()` waits for the last frame, and anything that reads the canvas
    /// (`readCanvas`) sees the frame complete, as GL orders the read after the drawing.
    ///
    /// `FrameStatistics.waitedForGPU` says whether the call waited for a frame before it, and
    /// `FrameStageTimes.finish` times that wait. A frame with no damage hands nothing over and
    /// waits for nothing; the frame before it stays in flight.
    @discardableResult
    public func drawAndFinishPrevious(
        _ tree: RenderTree, size: CGSize, scale: CGFloat = 1, background: CGColor? = nil,
        fullRedraw: Bool = false
    ) throws -> FrameStatistics {
        try draw(tree, into: FrameTarget(size: size, scale: scale, background: background), fullRedraw: fullRedraw) {
            $0.submitAndWaitForPreviousFrame()
        }
    }

    /// Draws a frame and, if it executed anything, hands it over with `submit`, which returns
    /// whether it waited for the GPU; the wait is timed as the frame's finish.
    private func draw(
        _ tree: RenderTree, into target: FrameTarget, fullRedraw: Bool, submit: (any RenderBackend) -> Bool
    ) throws -> FrameStatistics {
        let record = try draw(tree, into: target, fullRedraw: fullRedraw)
        guard record.destination != nil else { return lastFrameStatistics }
        let start = Self.milliseconds()
        lastFrameStatistics.waitedForGPU = submit(backend)
        lastFrameStatistics.stages.finish = Self.milliseconds() - start
        return lastFrameStatistics
    }

    /// Waits until the frame `drawAndFinishPrevious` left in flight is done (nothing when none is).
    public func finishFramesInFlight() {
        backend.makeCurrent()
        backend.waitForFrameInFlight()
    }

    /// Keeps a finished frame's statistics, and logs them under `LAYERKIT_STATS=1`.
    private func finish(_ statistics: FrameStatistics) {
        lastFrameStatistics = statistics
        if switches.logsStatistics { statisticsLogger.info("\(EnvironmentSwitches.line(statistics))") }
    }

    /// Monotonic wall-clock time in milliseconds, for stage timings.
    static func milliseconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1e6
    }

    /// Plans, batches and encodes a frame; returns the target holding the canvas pass.
    ///
    /// Only what changed since the last frame is drawn again (`DamageTracker`): the canvas keeps
    /// its pixels between frames, and a frame clears and redraws just its damaged rectangles,
    /// planning only the layers that reach them. A frame with no damage draws nothing. A new
    /// target (size, scale or background), debug overlays that tint the whole frame, damage over
    /// half the canvas, `fullRedraw`, or items in a 3D context the depth buffer resolves (whose
    /// depth range depends on every member) redraw everything.
    ///
    /// Returns what the backend did (`FrameRecord.drewIntoWindow`: the frame went straight to the window).
    @discardableResult
    func draw(_ tree: RenderTree, into target: FrameTarget, fullRedraw: Bool = false) throws -> FrameRecord {
        var frame = prepare(tree, into: target, fullRedraw: fullRedraw)
        return try draw(&frame)
    }

    /// A frame whose damage is known and which is not drawn yet (`CARenderer` asks for its
    /// bounds and adds to it between `beginFrame` and `render`).
    struct PreparedFrame {
        var tree: RenderTree
        var target: FrameTarget
        var planner: Planner
        /// What the backend held as the frame began: damage, planning and overlays read it.
        var held: FrameContext
        /// What the frame redraws.
        var damage: DamageRegion
        /// What changed (the rest of `damage` repairs last frame's debug flashes).
        var changed: DamageRegion
        /// Set when the tracker found layers that changed: then last frame cannot be replayed, and
        /// comparing the trees again to find that out would cost as much as the diff did.
        var treeChanged: Bool
        /// Whether the frame is whole because what changed covers most of the canvas (not because
        /// there was no last frame to compare with): then nothing under it is kept, and it may be
        /// drawn straight into a window.
        var changeCoversCanvas = false
        var planningStart: Double
        /// The tree's superlayer links, if damage tracking built or carried them.
        var links: TreeLinks?
        /// The boxes damage tracking measured in the tree (kept with it once drawn).
        var damageBoxes = DamageBoxes()

        /// The planner, left in its place as a fresh one: the caller then holds the only copy of
        /// its caches and writes them in place.
        mutating func takePlanner() -> Planner {
            var taken = Planner(tree: tree, maxTextureSize: planner.maxTextureSize)
            swap(&taken, &planner)
            return taken
        }

        /// Adds `rect` to what the frame redraws, as a change.
        mutating func addUpdate(_ rect: PixelRect) {
            guard !damage.isFull else { return }
            changed.add(rect)
            damage.add(rect)
            if damage.coversMostOfTarget {
                damage = .full(damage.bounds)
                changeCoversCanvas = true
            }
        }
    }

    /// Finds what `tree` changes on the canvas since the last frame drawn, without drawing.
    func prepare(_ tree: RenderTree, into target: FrameTarget, fullRedraw: Bool = false) -> PreparedFrame {
        backend.makeCurrent()
        let planningStart = Self.milliseconds()
        let held = backend.frameContext()
        let tree = textRasterizer.withTextContents(tree)
        let bounds = PixelRect(x: 0, y: 0, width: target.pixelWidth, height: target.pixelHeight)
        var planner = makePlanner(tree, held: held)
        var damage = DamageRegion.full(bounds)
        var changed = damage
        var treeChanged = false
        var changeCoversCanvas = false
        var links: TreeLinks?
        var damageBoxes = DamageBoxes()
        // After a frame drawn straight into the window the canvas target holds an older frame: the
        // trees are still compared, to find whether this frame may go to the window too.
        let canvasHoldsLastFrame = held.canvasHoldsFrame(width: bounds.width, height: bounds.height)
        let tracksDamage =
            !fullRedraw
            && drawn.map {
                $0.target == target && $0.debugOverlays == debugOverlays && debugOverlays.isSubset(of: .updates)
                    && (canvasHoldsLastFrame || $0.wentToWindow)
            } == true
        // Taken out while damage is tracked, so that its planning is held once: where few layers
        // changed, damage tracking then moves it into this frame's planner and writes it in place
        // rather than copying every layer's extent and box (`DamageTracker`).
        if tracksDamage, var last = drawn.take() {
            changed = DamageTracker.damage(
                from: last.tree, to: tree, oldExtents: &last.extents,
                oldSublayerBoxes: &last.sublayerBoxes, oldLinks: last.links,
                newLinks: &links, newPlanner: &planner,
                scale: Double(target.scale), bounds: bounds,
                maxTextureSize: backend.capabilities.maxTextureSize, oldBoxes: last.damageBoxes.byNode,
                newBoxes: &damageBoxes)
            // Moved into the planner: `draw` hands it back if nothing is drawn.
            last.planningMoved = last.extents.isEmpty
            treeChanged = !changed.isEmpty
            for rect in pendingUpdates { changed.add(rect) }
            damage = changed
            // Last frame's flashes are drawn away, and are not a change to flash.
            for rect in last.overlayRects { damage.add(rect) }
            if damage.coversMostOfTarget {
                damage = .full(bounds)
                changeCoversCanvas = true
            } else if !canvasHoldsLastFrame {
                // Less changed, or nothing: the canvas must be whole again before it is drawn over.
                damage = .full(bounds)
            }
            drawn = last
        }
        pendingUpdates = []
        return PreparedFrame(
            tree: tree, target: target, planner: planner, held: held, damage: damage, changed: changed,
            treeChanged: treeChanged, changeCoversCanvas: changeCoversCanvas, planningStart: planningStart,
            links: links, damageBoxes: damageBoxes)
    }

    /// Draws a prepared frame; returns what the backend did.
    @discardableResult
    func draw(_ frame: inout PreparedFrame) throws -> FrameRecord {
        backend.makeCurrent()
        var statistics = FrameStatistics()
        statistics.layers = frame.tree.nodes.count
        statistics.damageRects = frame.damage.rects
        statistics.isPartial = !frame.damage.isFull && !frame.damage.isEmpty
        guard !frame.damage.isEmpty else {
            // Nothing changed: the canvas already holds this frame, and with it the planning that
            // `prepare` moved out of `drawn` (what changed, if anything, draws nowhere).
            if drawn?.planningMoved == true {
                drawn?.tree = frame.tree
                drawn?.links = frame.links
                drawn?.damageBoxes = frame.damageBoxes
                drawn?.extents = frame.planner.extentCache
                drawn?.sublayerBoxes = frame.planner.sublayerBoxCache
                drawn?.planningMoved = false
            }
            statistics.stages.planning = Self.milliseconds() - frame.planningStart
            lastFrameRecord = FrameRecord()
            finish(statistics)
            return lastFrameRecord
        }
        // Taken out of the frame, so planning holds the only copy of its caches and writes them in place.
        var planner = frame.takePlanner()
        return try drawDamage(of: frame, planner: &planner, statistics: &statistics)
    }

    private func makePlanner(_ tree: RenderTree, held: FrameContext) -> Planner {
        var planner = Planner(tree: tree, maxTextureSize: backend.capabilities.maxTextureSize)
        planner.raster = rasterPlanning(held)
        planner.shapeMeshes = shapeMeshes
        return planner
    }

    /// Plans, emits and executes the frame inside its damage (not empty).
    private func drawDamage(
        of prepared: PreparedFrame, planner: inout Planner, statistics: inout FrameStatistics
    ) throws -> FrameRecord {
        let (tree, target, changed) = (prepared.tree, prepared.target, prepared.changed)
        var damage = prepared.damage
        let key = FrameKey(tree: tree, target: target, debugOverlays: debugOverlays)
        let list: DisplayList
        var frame: BatchedFrame
        var extents: [CGRect??]
        var sublayerBoxes: [Int: SublayerBoxes]
        if damage.isFull, !prepared.treeChanged, let previous, previous.key == key,
            prepared.held.canReplay(previous.list),
            !DebugOverlayStage.hasFlashes(previous.list)
        {
            (list, frame) = (previous.list, previous.frame)
            OffscreenReuse.markReplayed(list, in: &frame, held: prepared.held.offscreenContents)
            statistics.reusedPreviousFrame = true
            (extents, sublayerBoxes) = (planner.extentCache, planner.sublayerBoxCache)
        } else {
            if !damage.isFull { planner.interest = damage }
            var planned = planner.plan(target)
            extents = planner.extentCache
            sublayerBoxes = planner.sublayerBoxCache
            if !damage.isFull, planned.passes[planned.canvasPassIndex].items.contains(where: { $0.planeDepth != nil }) {
                // A 3D context's depth slices depend on everything around it: plan the whole frame.
                damage = .full(damage.bounds)
                statistics.damageRects = damage.rects
                statistics.isPartial = false
                var whole = makePlanner(tree, held: prepared.held)
                whole.extentCache = extents
                whole.sublayerBoxCache = sublayerBoxes
                planned = whole.plan(target)
                extents = whole.extentCache
                sublayerBoxes = whole.sublayerBoxCache
            }
            // A whole frame's changes are not flashed: every pixel would be.
            list = OffscreenReuse.apply(
                to: DebugOverlayStage.apply(
                    debugOverlays, to: Culling.apply(to: planned, damage: damage), held: prepared.held,
                    changed: damage.isFull ? nil : changed, rootLayerID: tree.nodes.first?.id ?? 0),
                held: prepared.held.offscreenContents)
            let emitStart = Self.milliseconds()
            statistics.stages.planning = emitStart - prepared.planningStart
            // Last frame's buffers are refilled: it is replaced below, and nothing else holds them.
            // Its display list is freed on another thread (`FrameRetirement`).
            let recycled = previous?.frame ?? spentPartialFrame.take()
            let retired = previous?.list
            previous = nil
            retirement.retire(retired)
            frame = Batcher.batch(
                list, damage: damage, maxPointSize: drawsPointSprites ? backend.capabilities.maxPointSize : 0,
                lookBack: batchLookBack, recycling: recycled,
                measuresPixels: measuresPixels || switches.logsStatistics)
            statistics.stages.batching = Self.milliseconds() - emitStart
            // Only a whole frame can be replayed as it is.
            previous = damage.isFull ? (key, list, frame) : nil
        }
        frame.canvasDestination = canvasDestination(of: prepared, damage: damage, frame: frame)
        // The CPU-made resources the command buffer asks for (shadow masks), before execute.
        let resourcesStart = Self.milliseconds()
        let resources = FrameResources(for: frame, context: prepared.held)
        let executeStart = Self.milliseconds()
        statistics.stages.batching += executeStart - resourcesStart
        let report: FrameRecord
        do {
            report = try backend.execute(frame, resources: resources, uploadGeometry: !statistics.reusedPreviousFrame)
        } catch {
            drawn = nil
            previous = nil
            spentPartialFrame = nil
            throw error
        }
        statistics.stages.encoding = Self.milliseconds() - executeStart
        statistics.drewIntoWindow = report.drewIntoWindow
        statistics.drawCalls = report.drawCalls
        statistics.verticesUploaded = report.verticesUploaded
        statistics.textureBytesUploaded = report.textureBytesUploaded
        statistics.imageTextures = report.imageTextures
        statistics.gpuMilliseconds = report.gpuMilliseconds
        statistics.triangles = frame.triangleCount
        statistics.points = frame.pointCount
        statistics.culledPrimitives =
            list.offTargetItems + list.hiddenItems + list.outsideDamageItems
            + list.overBudgetItems
        statistics.vertices = frame.vertexCount
        statistics.offscreenPasses = frame.passes.count - 1
        statistics.offscreenPixels = frame.passes.dropLast().reduce(0) { $0 + $1.width * $1.height }
        // Reused images are not passes drawn, as rasterized bitmaps reused are not (below).
        let reused = frame.passes.filter { $0.reuse == .reused }
        statistics.offscreenPassesReused = report.offscreenPassesReused
        statistics.offscreenPasses -= reused.count
        statistics.offscreenPixels -= reused.reduce(0) { $0 + $1.width * $1.height }
        recordRasterization(report, in: frame, into: &statistics)
        statistics.addBlending(of: frame)
        statistics.addOffscreenPasses(of: frame)
        lastFrameRecord = report
        finish(statistics)
        drawn = DrawnCanvas(
            tree: tree, target: target, debugOverlays: debugOverlays,
            overlayRects: debugOverlays.isEmpty ? [] : DebugOverlayStage.overlayRects(in: list, bounds: damage.bounds),
            extents: extents,
            sublayerBoxes: sublayerBoxes, links: prepared.links, wentToWindow: report.drewIntoWindow,
            damageBoxes: prepared.damageBoxes)
        if !damage.isFull { spentPartialFrame = frame }
        return report
    }

    /// A window's framebuffer when the frame is whole because its changes cover the canvas, the
    /// window is the canvas's size, and its depth buffer serves the canvas pass; else the canvas target.
    private func canvasDestination(
        of prepared: PreparedFrame, damage: DamageRegion, frame: BatchedFrame
    ) -> CanvasDestination {
        guard let window = windowFramebuffer, prepared.changeCoversCanvas, damage.isFull,
            window.width == prepared.target.pixelWidth, window.height == prepared.target.pixelHeight
        else { return .canvasTarget }
        let canvasPass = frame.passes[frame.canvasPassIndex]
        guard !canvasPass.usesDepth || window.depthBits >= backend.capabilities.depthBits else { return .canvasTarget }
        return .window(window)
    }
}
