@_spi(Rendering) import LayerTree

/// What batching knows of an item that planning did not, and from which a primitive picks its
/// material (`DrawPrimitive.emit`): the backend's largest point sprite and the pass's target.
struct BatchingContext {
    /// The largest point sprite the backend draws, in pixels (0: none).
    var maxPointSize: Double
    /// The pass's target, in pixels.
    var target: PixelRect
    /// The item's depth in painter's order, written into its vertices; nil leaves it (no depth
    /// test, or an item in a 3D context, whose depth is written once its context's range is known).
    var depth: Float?
}

/// An item as emitted: its material, its index range and where its vertices lie.
struct EmittedItem {
    var program: DrawCommand.Program
    var indices: Range<Int>
    var buffer: Batcher.BufferKind
    var vertices: Range<Int>
}

extension BatchedFrame {
    /// Tessellates an item into the buffer of its material, `program` (`ShaderProgramID.vertexBuffer`:
    /// vertices cannot be written in one layout and drawn by a program bound to another), and
    /// writes the context's depth into its vertices. Nil when it draws nothing.
    @inline(__always)
    mutating func append(
        _ program: DrawCommand.Program, in context: BatchingContext,
        _ tessellate: (inout [Float], inout [UInt32]) -> Void
    ) -> EmittedItem? {
        let kind = program.buffer
        let result = withBuffer(kind) { Self.emitGeometry(into: &$0, depth: context.depth, tessellate) }
        return result.map { EmittedItem(program: program, indices: $0.indices, buffer: kind, vertices: $0.vertices) }
    }

    /// Runs a tessellator into `buffer` and writes the item's depth into its vertices. Returns its index
    /// and vertex ranges, or nil when it draws nothing.
    private static func emitGeometry(
        into buffer: inout GeometryBuffer, depth: Float?, _ tessellate: (inout [Float], inout [UInt32]) -> Void
    ) -> (indices: Range<Int>, vertices: Range<Int>)? {
        let firstVertex = buffer.vertices.count, firstIndex = buffer.indices.count
        tessellate(&buffer.vertices, &buffer.indices)
        guard buffer.indices.count > firstIndex else { return nil }
        if let depth {
            // Position is (X, Y, Z, W) at the start of every layout: Z = depth · W.
            let stride = buffer.floatsPerVertex
            buffer.vertices.withUnsafeMutableBufferPointer { v in
                var k = firstVertex
                while k < v.count {
                    v[k + 2] = depth * v[k + 3]
                    k += stride
                }
            }
        }
        return (firstIndex..<buffer.indices.count, firstVertex..<buffer.vertices.count)
    }
}
