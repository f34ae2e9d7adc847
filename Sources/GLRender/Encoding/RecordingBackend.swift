import Foundation

/// One draw call as the recording backend executed it.
struct RecordedDraw: Equatable {
    enum Phase: Equatable { case opaque, blended }
    var pass: Int
    var phase: Phase
    var program: DrawCommand.Program
    var triangles: Int
    /// Target pixels its triangles cover, from their projected areas (inside the scissors, if any).
    var pixels: Double
    /// The rectangles its pass is scissored to (a partial redraw's damage); nil: the whole target.
    var scissors: [PixelRect]? = nil
    /// Each primitive's depth (normalized device units, at a triangle's first vertex; smaller is
    /// nearer), in draw order.
    var depths: [Float]
    /// Each primitive's projected corners, in target pixels, in draw order: a triangle's three, a
    /// point sprite's square's four.
    var corners: [[Point2]]
    /// Point sprites it draws (flat squares, particles), apart from triangles.
    var points = 0
}

/// A backend that executes command buffers on the CPU and keeps what each draw would have drawn:
/// the whole `Renderer` runs on it without a GPU (`Renderer(backend:)`), so tests of damage,
/// planning, batching and statistics read the draws and the frame's record without pixels.
///
/// It keeps what a GPU backend keeps, as bookkeeping: the canvas's size and whether it holds a
/// complete frame, offscreen targets, the raster cache (the same `RasterCache`, so hits, misses
/// and evictions count alike), and the image tiles and shadow masks made resident. It frees no
/// image or mask (the GL backend's idle and memory budgets are not modelled), and it draws no
/// pixels: `readCanvas()` is empty.
final class RecordingBackend: RenderBackend {
    /// The draws of the last frame executed, in order.
    private(set) var draws: [RecordedDraw] = []
    /// Frames executed so far.
    private(set) var framesExecuted = 0
    let capabilities: BackendCapabilities
    private let rasterCache = RasterCache<RecordedBitmap>()
    private var images = ResidentImages()
    private var shadowMasks: Set<ShadowMaskKey> = []
    /// The canvas target's size, once a frame drew into it.
    private var canvas: PixelSize?
    private var canvasIsComplete = false
    /// Offscreen targets' sizes by pass index, kept while their size holds.
    private var targets: [Int: PixelSize] = [:]
    /// What each offscreen target holds, by pass index, as the GL backend keeps it.
    private var offscreenContents: [Int: OffscreenContent] = [:]

    /// A backend with a GPU's limits: `maxPointSize` 255 as llvmpipe's `GL_ALIASED_POINT_SIZE_RANGE`.
    init(maxTextureSize: Int = 8192, maxPointSize: Double = 255, depthBits: Int = 24) {
        capabilities = BackendCapabilities(
            deviceName: "recording", maxTextureSize: maxTextureSize, maxPointSize: maxPointSize,
            depthBits: depthBits <= 16 ? 16 : 24)
    }

    var rasterCacheLimits: RasterCacheLimits {
        get { rasterCache.limits }
        set { rasterCache.limits = newValue }
    }

    func makeCurrent() {}

    func frameContext() -> FrameContext {
        FrameContext(
            completeCanvas: canvasIsComplete ? canvas : nil, rasterSnapshots: rasterCache.snapshots,
            offscreenContents: offscreenContents,
            imageTextures: images, shadowMasks: shadowMasks,
            holdings: BackendHoldings(
                renderTargets: targets.count + (canvas == nil ? 0 : 1), imageTextures: images.keys.count,
                rasterBitmaps: rasterCache.count, rasterBytes: rasterCache.bytes, shadowMasks: shadowMasks.count))
    }

    /// Executes `frame` as the GL backend would: makes its images and `resources` resident, keeps
    /// the raster cache, and records every draw of every pass it draws.
    func execute(_ frame: BatchedFrame, resources: FrameResources, uploadGeometry: Bool) throws -> FrameRecord {
        var record = FrameRecord(destination: frame.canvasDestination)
        if uploadGeometry {
            // Every vertex counts: the GL backend's streams send only changed ranges.
            record.verticesUploaded =
                frame.flat.vertexCount + frame.flatPoints.vertexCount + frame.solid.vertexCount
                + frame.textured.vertexCount + frame.shadow.vertexCount + frame.particles.vertexCount
                + frame.particlePoints.vertexCount
        }
        for use in frame.images where !images.isResident(use.textureKey) {
            images.keys.insert(use.textureKey)
            images.conversions[use.image.imageID] = ImageTextureCache.conversion(for: use.image)
            record.textureBytesUploaded += use.tile.column.texture.count * use.tile.row.texture.count * 4
        }
        shadowMasks.formUnion(resources.shadowMasks.keys)
        record.shadowMasksUploaded = resources.shadowMasks.count
        for key in frame.shadowMaskKeys where !shadowMasks.contains(key) {
            throw GLError.missingShadowMask(key.description)
        }
        let canvasWasComplete = canvasIsComplete
        canvasIsComplete = false
        draws = []
        let heldBefore = offscreenContents
        offscreenContents = [:]
        for (index, pass) in frame.passes.enumerated() {
            if pass.reuse == .reused {
                guard let held = heldBefore[index], targets[index] == PixelSize(width: held.width, height: held.height)
                else { throw GLError.reusedPassNotHeld(index: index) }
                offscreenContents[index] = held
                record.offscreenPassesReused += 1
                continue
            }
            if let raster = pass.raster {
                if raster.isHit {
                    rasterCache.touch(raster.snapshot.layerID)
                    record.raster.hits += 1
                    continue
                }
                record.raster.misses += 1
                record.raster.bytesRendered += raster.snapshot.bytes
                _ = try rasterCache.target(for: raster.snapshot)
            } else if index != frame.canvasPassIndex || frame.canvasDestination == .canvasTarget {
                try checkTarget(pass, index: index, isCanvas: index == frame.canvasPassIndex)
                if case .drawn(let content) = pass.reuse, index != frame.canvasPassIndex {
                    offscreenContents[index] = content
                }
            }
            for command in pass.opaque { recordDraw(command, phase: .opaque, pass: index, frame: frame) }
            for command in pass.blended { recordDraw(command, phase: .blended, pass: index, frame: frame) }
            record.drawCalls += (pass.opaque.count + pass.blended.count) * (pass.scissors?.count ?? 1)
        }
        rasterCache.endFrame()
        record.imageTextures = images.keys.count
        record.rasterCacheBytes = rasterCache.bytes
        if frame.canvasDestination == .canvasTarget {
            canvasIsComplete = frame.passes[frame.canvasPassIndex].scissors == nil || canvasWasComplete
        }
        framesExecuted += 1
        return record
    }

    /// Keeps a pass's target as the GL backend does: the canvas across frames (a new size makes a
    /// new one, holding no frame), offscreen ones by index; none larger than `maxTextureSize`.
    private func checkTarget(_ pass: PassCommands, index: Int, isCanvas: Bool) throws {
        let size = PixelSize(width: pass.width, height: pass.height)
        if isCanvas ? canvas == size : targets[index] == size { return }
        let limit = capabilities.maxTextureSize
        guard size.width <= limit, size.height <= limit else {
            throw GLError.targetTooLarge(width: size.width, height: size.height, limit: limit)
        }
        if isCanvas { canvas = size } else { targets[index] = size }
    }

    /// Executes a command buffer by itself (no renderer), returning its draws.
    @discardableResult
    func record(_ frame: BatchedFrame) -> [RecordedDraw] {
        draws = []
        for (index, pass) in frame.passes.enumerated() where pass.raster?.isHit != true {
            for command in pass.opaque {
                recordDraw(command, phase: .opaque, pass: index, frame: frame)
            }
            for command in pass.blended {
                recordDraw(command, phase: .blended, pass: index, frame: frame)
            }
        }
        return draws
    }

    /// Draws no pixels: empty.
    func readCanvas() -> RGBAImage { RGBAImage(width: 0, height: 0) }
    /// There is no window to copy to.
    func showCanvas(drawableWidth: Int, drawableHeight: Int) {}
    /// There is no window to copy to.
    func showCanvas(_ rects: [PixelRect], drawableHeight: Int) {}
    /// There is no window: empty.
    func readDrawable(width: Int, height: Int) -> RGBAImage { RGBAImage(width: 0, height: 0) }
    /// How the renderer handed frames over, in order: work is done as it is executed, but tests
    /// read which frame waited for which.
    enum Submission: Equatable {
        case flush, finish
        /// A frame handed over with a fence, and whether a frame before it was waited for.
        case keepingOneInFlight(waitedForPrevious: Bool)
        /// A wait for the frame left in flight, and whether there was one.
        case waitForFrameInFlight(waited: Bool)
    }
    private(set) var submissions: [Submission] = []
    private var frameInFlight = false

    func submit(waitUntilCompleted: Bool) {
        submissions.append(waitUntilCompleted ? .finish : .flush)
        if waitUntilCompleted { frameInFlight = false }
    }

    func submitAndWaitForPreviousFrame() -> Bool {
        let waited = frameInFlight
        frameInFlight = true
        submissions.append(.keepingOneInFlight(waitedForPrevious: waited))
        return waited
    }

    func waitForFrameInFlight() {
        submissions.append(.waitForFrameInFlight(waited: frameInFlight))
        frameInFlight = false
    }

    func releaseAll() {
        frameInFlight = false
        rasterCache.deleteAll()
        images = ResidentImages()
        shadowMasks = []
        canvas = nil
        canvasIsComplete = false
        targets = [:]
        offscreenContents = [:]
    }

    private func recordDraw(_ command: DrawCommand, phase: RecordedDraw.Phase, pass: Int, frame: BatchedFrame) {
        let (scissors, width, height) = (
            frame.passes[pass].scissors, frame.passes[pass].width, frame.passes[pass].height
        )
        let buffer = frame.buffer(command.program.buffer)
        let floats = buffer.floatsPerVertex
        let target = PixelRect(x: 0, y: 0, width: width, height: height)
        if command.program.drawsPoints {
            // Point sprites: no triangles, each a square of its side (the layouts' fifth float).
            var draw = RecordedDraw(
                pass: pass, phase: phase, program: command.program, triangles: 0,
                pixels: buffer.projectedPointArea(
                    ofIndices: command.firstIndex..<(command.firstIndex + command.indexCount), target: target,
                    scissors: scissors),
                scissors: scissors, depths: [], corners: [], points: command.indexCount)
            for i in command.firstIndex..<(command.firstIndex + command.indexCount) {
                let k = Int(buffer.indices[i]) * floats
                let w = Double(buffer.vertices[k + 3])
                let (x, y) = (Double(buffer.vertices[k]) / w, Double(buffer.vertices[k + 1]) / w)
                let half = Double(buffer.vertices[k + 4]) / 2
                draw.depths.append(Float(Double(buffer.vertices[k + 2]) / w))
                draw.corners.append([
                    Point2(x - half, y - half), Point2(x + half, y - half), Point2(x + half, y + half),
                    Point2(x - half, y + half),
                ])
            }
            draws.append(draw)
            return
        }
        var draw = RecordedDraw(
            pass: pass, phase: phase, program: command.program, triangles: command.indexCount / 3,
            pixels: 0, scissors: scissors, depths: [], corners: [])
        for t in stride(from: command.firstIndex, to: command.firstIndex + command.indexCount, by: 3) {
            var corners: [Point2] = []
            for corner in 0..<3 {
                let k = Int(buffer.indices[t + corner]) * floats
                let w = Double(buffer.vertices[k + 3])
                corners.append(Point2(Double(buffer.vertices[k]) / w, Double(buffer.vertices[k + 1]) / w))
                if corner == 0 { draw.depths.append(Float(Double(buffer.vertices[k + 2]) / w)) }
            }
            draw.pixels += buffer.projectedArea(
                ofIndices: t..<(t + 3), target: PixelRect(x: 0, y: 0, width: width, height: height), scissors: scissors)
            draw.corners.append(corners)
        }
        draws.append(draw)
    }
}

/// The recording backend's raster-cache bitmap: a size, no pixels.
final class RecordedBitmap: RasterBitmap {
    let width: Int
    let height: Int
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
    func delete() {}
}
