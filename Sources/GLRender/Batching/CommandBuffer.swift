import Foundation
@_spi(Rendering) import LayerTree

// The command buffer a frame's batching stage writes and a `RenderBackend` executes: plain values
// only, so the GL backend and the recording backend read the same thing.

/// One draw call: a range of a material's index buffer, drawn into one pass.
struct DrawCommand: Equatable {
    /// The material: which program (and variant) draws the range, and the state that decides batching
    /// (as Qt Quick's `QSGMaterial::compare` does). Two adjacent commands merge only when these are equal.
    ///
    /// The cases whose state holds references (an image's texture key, a blur's source) are
    /// `indirect`: held in a box, they leave the enum a plain value to copy, compare and destroy
    /// for the payload-free cases every layer uses, where the runtime's generic multi-payload
    /// witnesses were a tenth of emitting a frame.
    enum Program: Equatable {
        /// Polygons that cover their pixels with one colour (`layer_quad` with `FLAT_COLOR`), from `BatchedFrame.flat`.
        case flatColor
        /// Those of them that are axis-aligned squares in target pixels, as point sprites
        /// (`flat_point`), one vertex a square, from `BatchedFrame.flatPoints`.
        case flatPoints
        /// Rounded rectangles, border rings, antialiased edges, path fringes and rounded clips: the
        /// `layer_quad` coverage program's variant with the features its primitives need, from
        /// `BatchedFrame.solid`. Adjacent ranges merge whatever their features, taking the union.
        case layerQuad(CoverageFeatures)
        /// Samples the texture that the pass at this index produced.
        case texturedQuad(sourcePass: Int)
        /// The `gradient` program with `BatchedFrame.gradients[index]` as its uniforms, in the
        /// variant for its kind and stops; through a path's coverage (`GradientPath`), `gradient_path`.
        case gradient(index: Int, variant: GradientVariant)
        /// An analytic shadow (`shadow_shape`), from `BatchedFrame.shadow`.
        case shadowShape
        /// Blurs and tints a texture's alpha (`gaussian_blur`), from the textured buffers.
        indirect case gaussianBlur(BlurSource, GaussianBlurUniforms)
        /// A pass's texture times another pass's alpha, luminance or their inverse (`mode`)
        /// (`masked_quad`), from the textured buffers.
        case maskedQuad(sourcePass: Int, maskPass: Int, mode: CALayerMaskMode)
        /// Blends the texture of the pass at `sourcePass` onto the backdrop (`blend_quad`), first copying
        /// the target's pixels inside `backdrop` (the quad's box, in target pixels) to read them.
        /// Never merges with another draw: each reads what the one before it wrote.
        indirect case blendedQuad(sourcePass: Int, mode: CompositingBlendMode, backdrop: PixelRect)
        /// The texture of the pass at `sourcePass` through a colour matrix (`color_matrix`): a filter.
        indirect case colorMatrixQuad(sourcePass: Int, matrix: ColorMatrix)
        /// The backdrop under the quad drawn again through `filter` (`backdrop_filter`): the target's
        /// pixels inside `backdrop` (the quad's box grown by the blur's reach) are copied, blurred
        /// horizontally into a scratch target (`backdrop_blur`), then blurred vertically and mapped.
        indirect case backdropFilterQuad(filter: BackdropFilter, backdrop: PixelRect)
        /// Samples an image tile's texture (a layer's `contents`) with the given filters, the level
        /// of detail biased by `lodBias` (`minificationFilterBias`; 0 for almost every layer, so
        /// only layers that set it break a batch).
        /// `roundedClip`: whether any of its quads is under a rounded clip; without one it is drawn by
        /// the `textured_quad` variant that leaves the clip's coverage out (`NO_ROUNDED_CLIP`).
        indirect case image(ImageTextureKey, ImageFilters, lodBias: Float, roundedClip: Bool)
        /// An emitter cell's particles (`particle_quad`), from `BatchedFrame.particles`: an image
        /// tinted per particle, added to the target (`.additive`) or composited over it, as the
        /// item's `blending` says.
        indirect case particles(ImageTextureKey, ImageFilters, blending: Blending)
        /// The same, as point sprites (`particle_point`), from `BatchedFrame.particlePoints`: one
        /// vertex a particle, drawn as `GL_POINTS`.
        indirect case particlePoints(ImageTextureKey, ImageFilters, blending: Blending)

        /// Whether its range holds points, one index each, rather than triangles: its buffer's.
        var drawsPoints: Bool { buffer.holdsPoints }
    }
    var program: Program
    var firstIndex: Int
    var indexCount: Int
}

/// Interleaved vertices of one layout and the triangle indices into them.
struct GeometryBuffer: Equatable {
    let floatsPerVertex: Int
    var vertices: [Float] = []
    var indices: [UInt32] = []

    init(floatsPerVertex: Int) { self.floatsPerVertex = floatsPerVertex }

    var vertexCount: Int { vertices.count / floatsPerVertex }

    /// The target pixels the triangles of an index range cover (each triangle's projected area; a
    /// triangle reaching behind the eye counts nothing), within the `target`'s pixels: a triangle
    /// reaching past them counts only its part inside. With `scissors`, only the part inside each
    /// rectangle counts, once per rectangle (the backend draws the range once per rectangle).
    func projectedArea(ofIndices range: Range<Int>, target: PixelRect, scissors: [PixelRect]? = nil) -> Double {
        let (minX, minY, maxX, maxY) = (Double(target.x), Double(target.y), Double(target.maxX), Double(target.maxY))
        // Returns its triangle's pixels rather than adding them to a captured total: a variable
        // captured by a local function called from a closure was checked for exclusive access at
        // run time on every call (callgrind, `bench rounded` at 1,000: 4 M instructions a run).
        func covered(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double), _ c: (x: Double, y: Double)) -> Double {
            // A triangle with a vertex at infinity (or NaN, from one) covers no countable pixels.
            // Field by field: an array literal here was an allocation per triangle.
            guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite, c.x.isFinite, c.y.isFinite else { return 0 }
            // Two-argument min and max: the variadic ones build an array per call.
            let (low, high) = (
                (x: min(min(a.x, b.x), c.x), y: min(min(a.y, b.y), c.y)),
                (x: max(max(a.x, b.x), c.x), y: max(max(a.y, b.y), c.y))
            )
            guard let scissors else {
                if low.x >= minX, low.y >= minY, high.x <= maxX, high.y <= maxY {
                    return abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)) / 2
                }
                // Far-away vertices would make the area overflow what a pixel count can hold.
                return Self.area(ofTriangle: a, b, c, inside: target)
            }
            // A partial frame's triangles mostly lie wholly outside a damage rectangle or wholly
            // inside it: only those across its edges are clipped.
            var inside = 0.0
            for rect in scissors {
                let (x0, y0, x1, y1) = (Double(rect.x), Double(rect.y), Double(rect.maxX), Double(rect.maxY))
                if high.x <= x0 || low.x >= x1 || high.y <= y0 || low.y >= y1 { continue }
                if low.x >= x0, low.y >= y0, high.x <= x1, high.y <= y1 {
                    inside += abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)) / 2
                } else {
                    inside += Self.area(ofTriangle: a, b, c, inside: rect)
                }
            }
            return inside
        }
        return vertices.withUnsafeBufferPointer { v in
            indices.withUnsafeBufferPointer { index in
                func point(_ i: UInt32) -> (x: Double, y: Double)? {
                    let k = Int(i) * floatsPerVertex
                    let w = Double(v[k + 3])
                    return w > 0 ? (Double(v[k]) / w, Double(v[k + 1]) / w) : nil
                }
                var area = 0.0
                var t = range.lowerBound
                while t + 2 < range.upperBound {
                    if let a = point(index[t]), let b = point(index[t + 1]), let c = point(index[t + 2]) {
                        area += covered(a, b, c)
                    }
                    t += 3
                }
                return area
            }
        }
    }

    /// The whole pixels of `target` that the vertices in `range` (floats, as an emitted item's)
    /// reach, rounded outward; all of `target` when one lies behind the eye.
    func pixelBox(ofVertices range: Range<Int>, within target: PixelRect) -> PixelRect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for k in stride(from: range.lowerBound, to: range.upperBound, by: floatsPerVertex) {
            let w = Double(vertices[k + 3])
            guard w > 0 else { return target }
            let (x, y) = (Double(vertices[k]) / w, Double(vertices[k + 1]) / w)
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return target }
        let x0 = max(Int(minX.rounded(.down)), target.x), y0 = max(Int(minY.rounded(.down)), target.y)
        let x1 = min(Int(maxX.rounded(.up)), target.maxX), y1 = min(Int(maxY.rounded(.up)), target.maxY)
        return PixelRect(x: x0, y: y0, width: max(x1 - x0, 0), height: max(y1 - y0, 0))
    }

    /// The target pixels the point sprites of an index range cover (each a square of its side, the
    /// fifth float of the `flat_point` and `particle_point` layouts), within `target`, or within each of `scissors` once per rectangle.
    func projectedPointArea(ofIndices range: Range<Int>, target: PixelRect, scissors: [PixelRect]? = nil) -> Double {
        var area = 0.0
        for i in range {
            let k = Int(indices[i]) * floatsPerVertex
            let w = Double(vertices[k + 3])
            guard w > 0 else { continue }
            let (x, y, half) = (Double(vertices[k]) / w, Double(vertices[k + 1]) / w, Double(vertices[k + 4]) / 2)
            guard x.isFinite, y.isFinite else { continue }
            // An axis-aligned square and rectangle meet in a rectangle: the product of the overlaps.
            func overlap(_ rect: PixelRect) -> Double {
                let width = min(x + half, Double(rect.maxX)) - max(x - half, Double(rect.x))
                let height = min(y + half, Double(rect.maxY)) - max(y - half, Double(rect.y))
                return width > 0 && height > 0 ? width * height : 0
            }
            if let scissors {
                for rect in scissors { area += overlap(rect) }
            } else {
                area += overlap(target)
            }
        }
        return area
    }
}

/// What one pass draws, in the order the backend executes it, and into what.
struct PassCommands: Equatable {
    /// The target's size in pixels, the premultiplied colour it is cleared to, and how draws combine.
    var width: Int
    var height: Int
    var clearColor: PremultipliedColor
    var blend: PassBlend
    /// Set when the pass draws a rasterized layer's cached bitmap (a hit draws nothing).
    var raster: RasterPass?
    /// Whether the target's earlier image is reused (nothing drawn) or what it holds once drawn.
    var reuse: OffscreenReuse?
    /// Why the pass exists (`"canvas"`, `"group opacity"`), for statistics and overlays.
    var reason: String
    /// Pixels its items shade, and pixels of later passes covered by the items that sample its
    /// image (`OffscreenPassStatistics`).
    var shadedPixels = 0.0
    var sampledPixels = 0.0

    /// Opaque flat polygons, front to back, in one range of `BatchedFrame.flat`: drawn first with the
    /// depth test and depth writes on and blending off, so a pixel hidden under one is never shaded
    /// by what lies further back.
    var opaque: [DrawCommand] = []
    /// Everything else in painter's order, blended and depth-tested (writes off) against the opaque phase.
    var blended: [DrawCommand] = []
    /// Whether the pass is drawn with a depth buffer: it has an opaque phase followed by blended
    /// items, or items in a 3D rendering context that the depth buffer resolves. Without it,
    /// `opaque` holds a pass of only opaque 2D polygons in painter's order.
    var depthTested = false
    var usesDepth: Bool { depthTested }
    /// In a partial frame, the damaged rectangles of the canvas: the pass is cleared and drawn once
    /// inside each (scissored), and every other pixel keeps the last frame's. Nil draws the whole target.
    var scissors: [PixelRect]?
}

/// The batched, tessellated frame, the command buffer the backend executes: vertex and index data
/// per material, and each pass's commands. Plain values, no GL objects.
struct BatchedFrame: Equatable {
    var flat = GeometryBuffer(floatsPerVertex: Tessellator.flatFloats)
    var flatPoints = GeometryBuffer(floatsPerVertex: Tessellator.flatPointFloats)
    var solid = GeometryBuffer(floatsPerVertex: Tessellator.solidFloats)
    var textured = GeometryBuffer(floatsPerVertex: Tessellator.texturedFloats)
    var shadow = GeometryBuffer(floatsPerVertex: Tessellator.shadowFloats)
    var particles = GeometryBuffer(floatsPerVertex: Tessellator.particleFloats)
    var particlePoints = GeometryBuffer(floatsPerVertex: Tessellator.particlePointFloats)
    /// Uniforms of the gradient draws, by `DrawCommand.Program.gradient(index:)`.
    var gradients: [GradientUniforms] = []
    /// Commands per pass, in the display list's pass order.
    var passes: [PassCommands] = []
    /// The image tiles the frame samples, for the backend to make resident before drawing.
    var images: [ImageUse] = []
    /// Pixels the emitted geometry covers, all passes, from its triangles' projected areas: all of
    /// them, and those of the blended phase. Debug overlays' own tints are not counted.
    var shadedPixels = 0.0
    var blendedPixels = 0.0
    /// Items whose shaded pixels were summed without clipping a triangle (`wholeItemArea`).
    var itemsMeasuredWhole = 0
    /// Whether the pixel counts above were measured (`Batcher.batch`'s `measuresPixels`); 0 otherwise.
    var measuredPixels = true

    /// Where the canvas pass draws (the renderer decides after emitting, per frame).
    var canvasDestination = CanvasDestination.canvasTarget

    init() {}

    /// An empty frame that writes its geometry into `old`'s arrays: emptied, they keep their
    /// storage, so a frame of thousands of layers does not grow each buffer from nothing by
    /// doubling (a dozen copies of each, megabytes at 10,000 layers) every frame. The arrays are
    /// swapped out of `old`, not copied, so they stay uniquely held and are emptied in place.
    init(recycling old: consuming BatchedFrame) {
        for kind in Batcher.BufferKind.allCases {
            withBuffer(kind) { buffer in
                old.withBuffer(kind) { swap(&buffer, &$0) }
                buffer.vertices.removeAll(keepingCapacity: true)
                buffer.indices.removeAll(keepingCapacity: true)
            }
        }
    }

    /// The canvas pass, drawn last.
    var canvasPassIndex: Int { passes.count - 1 }

    // Summed over `Batcher.BufferKind.allCases`, so a new buffer is counted without being listed.
    var triangleCount: Int {
        Batcher.BufferKind.allCases.reduce(0) { $0 + ($1.holdsPoints ? 0 : buffer($1).indices.count) } / 3
    }
    /// Point sprites (flat squares and particles drawn one vertex each), apart from the triangles.
    var pointCount: Int {
        Batcher.BufferKind.allCases.reduce(0) { $0 + ($1.holdsPoints ? buffer($1).indices.count : 0) }
    }
    var vertexCount: Int { Batcher.BufferKind.allCases.reduce(0) { $0 + buffer($1).vertexCount } }
}
