import Foundation

/// One draw call: a range of a program's index buffer, drawn into one pass.
struct DrawCommand: Equatable {
    enum Program: Equatable {
        case layerQuad
        /// Samples the texture that the pass at this index produced.
        case texturedQuad(sourcePass: Int)
        /// The `gradient` program with `BatchedFrame.gradients[index]` as its uniforms.
        case gradient(index: Int)
        /// An analytic shadow (`shadow_shape`), from `BatchedFrame.shadowVertices`.
        case shadowShape
        /// Blurs and tints a texture's alpha (`gaussian_blur`), from the textured buffers.
        case gaussianBlur(BlurSource, GaussianBlurUniforms)
        /// A pass's texture times another pass's alpha (`masked_quad`), from the textured buffers.
        case maskedQuad(sourcePass: Int, maskPass: Int)
        /// Samples an image tile's texture (a layer's `contents`) with the given filters.
        case image(ImageTextureKey, ImageFilters)
    }
    var program: Program
    var firstIndex: Int
    var indexCount: Int
}

/// The batched, tessellated frame: vertex and index data for every pass, and each pass's commands.
struct BatchedFrame: Equatable {
    var solidVertices: [Float] = []
    var solidIndices: [UInt32] = []
    var texturedVertices: [Float] = []
    var texturedIndices: [UInt32] = []
    /// Uniforms of the gradient draws, by `DrawCommand.Program.gradient(index:)`.
    var gradients: [GradientUniforms] = []
    var shadowVertices: [Float] = []
    var shadowIndices: [UInt32] = []
    /// Commands per pass, in the display list's pass order.
    var commands: [[DrawCommand]] = []

    var triangleCount: Int { (solidIndices.count + texturedIndices.count + shadowIndices.count) / 3 }
}

/// Groups a display list's items into as few draw calls as painter's order allows.
///
/// Rules:
/// - Painter's order is kept exactly: items are never reordered, because the planner
///   already ordered them (depth sort, then sublayer order), and blending depends on it.
/// - Adjacent items that share a program and texture merge into one draw call. Every
///   solid primitive (fills, borders, rounded shapes, clips) shares the `layer_quad`
///   program with all of its parameters in vertex attributes, so a tree of solid layers,
///   2D or 3D, draws in one call however many layers it has.
/// - Analytic shadows (`shadow_shape`) and blurred composites (`gaussian_blur`) have
///   programs of their own, so a shadow between two solid primitives breaks their batch;
///   adjacent shadows merge, and blurred composites merge when source and uniforms match.
/// - A composite of an offscreen pass breaks the batch (it binds that pass's texture);
///   composites of the same texture in a row merge. So does a piece of a layer's contents
///   (it binds its image tile's texture); a nine-slice's pieces share one and merge.
/// - Shape layers' tessellated triangles use `layer_quad` too and join the solid batch;
///   a gradient uses its own program and uniforms, so it is a draw call of its own.
enum Batcher {
    static func batch(_ list: DisplayList) -> BatchedFrame {
        var frame = BatchedFrame()
        frame.commands.reserveCapacity(list.passes.count)
        for pass in list.passes {
            var commands: [DrawCommand] = []
            for item in pass.items {
                switch item {
                case .solid(let primitive):
                    let first = frame.solidIndices.count
                    Tessellator.appendSolid(primitive, vertices: &frame.solidVertices, indices: &frame.solidIndices)
                    append(.layerQuad, first: first, count: frame.solidIndices.count - first, to: &commands)
                case .composite(let primitive):
                    let first = frame.texturedIndices.count
                    Tessellator.appendComposite(primitive, vertices: &frame.texturedVertices,
                                                indices: &frame.texturedIndices)
                    append(.texturedQuad(sourcePass: primitive.sourcePass), first: first,
                           count: frame.texturedIndices.count - first, to: &commands)
                case .shape(let primitive):
                    // Same program and buffers as solids: shapes join the batch.
                    let first = frame.solidIndices.count
                    Tessellator.appendShape(primitive, vertices: &frame.solidVertices, indices: &frame.solidIndices)
                    append(.layerQuad, first: first, count: frame.solidIndices.count - first, to: &commands)
                case .gradient(let primitive):
                    // Solid vertices, but its own program and uniforms: a gradient breaks the batch.
                    let first = frame.solidIndices.count
                    Tessellator.appendSolid(primitive.area, vertices: &frame.solidVertices,
                                            indices: &frame.solidIndices)
                    frame.gradients.append(primitive.gradient)
                    append(.gradient(index: frame.gradients.count - 1), first: first,
                           count: frame.solidIndices.count - first, to: &commands)
                case .shadow(let primitive):
                    let first = frame.shadowIndices.count
                    Tessellator.appendShadow(primitive, vertices: &frame.shadowVertices, indices: &frame.shadowIndices)
                    append(.shadowShape, first: first, count: frame.shadowIndices.count - first, to: &commands)
                case .blurred(let blurred):
                    let first = frame.texturedIndices.count
                    Tessellator.appendComposite(blurred.quad, vertices: &frame.texturedVertices,
                                                indices: &frame.texturedIndices)
                    append(.gaussianBlur(blurred.source, blurred.uniforms), first: first,
                           count: frame.texturedIndices.count - first, to: &commands)
                case .masked(let masked):
                    let first = frame.texturedIndices.count
                    Tessellator.appendComposite(masked.quad, vertices: &frame.texturedVertices,
                                                indices: &frame.texturedIndices)
                    append(.maskedQuad(sourcePass: masked.quad.sourcePass, maskPass: masked.maskPass), first: first,
                           count: frame.texturedIndices.count - first, to: &commands)
                case .image(let primitive):
                    let first = frame.texturedIndices.count
                    Tessellator.appendImage(primitive, vertices: &frame.texturedVertices,
                                            indices: &frame.texturedIndices)
                    append(.image(primitive.textureKey, primitive.filters), first: first,
                           count: frame.texturedIndices.count - first, to: &commands)
                }
            }
            frame.commands.append(commands)
        }
        return frame
    }

    private static func append(_ program: DrawCommand.Program, first: Int, count: Int, to commands: inout [DrawCommand]) {
        guard count > 0 else { return }
        if var last = commands.last, last.program == program, last.firstIndex + last.indexCount == first {
            last.indexCount += count
            commands[commands.count - 1] = last
        } else {
            commands.append(DrawCommand(program: program, firstIndex: first, indexCount: count))
        }
    }
}
