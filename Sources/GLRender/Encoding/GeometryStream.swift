import CSDL

/// One material's vertex array on the GPU: a vertex buffer of its layout and an index buffer,
/// both streamed from a `GeometryBuffer` so only the ranges that changed are re-sent.
///
/// Owned by `GLEncoder` and deleted on the GL thread, never in `deinit`.
final class GeometryStream {
    let vertexArray: GLuint
    private let vertices = StreamingBuffer<Float>(target: GLenum(GL_ARRAY_BUFFER))
    private let indices = StreamingBuffer<UInt32>(target: GLenum(GL_ELEMENT_ARRAY_BUFFER))
    private let floatsPerVertex: Int

    init(layout: [VertexAttribute]) {
        floatsPerVertex = VertexLayout.floatsPerVertex(layout)
        var vao: GLuint = 0
        glGenVertexArrays(1, &vao)
        glBindVertexArray(vao)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vertices.id)
        glBindBuffer(GLenum(GL_ELEMENT_ARRAY_BUFFER), indices.id)
        let stride = floatsPerVertex * MemoryLayout<Float>.stride
        var offset = 0
        for (location, attribute) in layout.enumerated() {
            glEnableVertexAttribArray(GLuint(location))
            glVertexAttribPointer(
                GLuint(location), GLint(attribute.components), GLenum(GL_FLOAT),
                GLboolean(GL_FALSE), GLsizei(stride), UnsafeRawPointer(bitPattern: offset))
            offset += attribute.components * MemoryLayout<Float>.stride
        }
        glBindVertexArray(0)
        vertexArray = vao
    }

    /// Makes the GPU copy hold `buffer`; returns the vertices sent.
    func update(_ buffer: GeometryBuffer) -> Int {
        let sent = vertices.update(buffer.vertices) / floatsPerVertex
        indices.update(buffer.indices)
        return sent
    }

    func delete() {
        vertices.delete(); indices.delete()
        var vao = vertexArray
        glDeleteVertexArrays(1, &vao)
    }
}
