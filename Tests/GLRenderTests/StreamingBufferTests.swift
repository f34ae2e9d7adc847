import CSDL
import XCTest

@testable import GLRender

/// The streamed vertex buffer: what it uploads, what the GL buffer then holds, and that the
/// array handed to it is left solely held by its owner.
final class StreamingBufferTests: XCTestCase {
    private func makeBuffer() throws -> StreamingBuffer<Float> {
        try RenderHarness.context_().makeCurrent()
        return StreamingBuffer<Float>(target: GLenum(GL_ARRAY_BUFFER))
    }

    /// The GL buffer's first `count` floats, read back through a mapping.
    private func contents(of buffer: StreamingBuffer<Float>, count: Int) -> [Float] {
        glBindBuffer(buffer.target, buffer.id)
        let size = count * MemoryLayout<Float>.stride
        guard let mapped = glMapBufferRange(buffer.target, 0, size, GLbitfield(GL_MAP_READ_BIT)) else { return [] }
        let floats = Array(UnsafeBufferPointer(start: mapped.assumingMemoryBound(to: Float.self), count: count))
        glUnmapBuffer(buffer.target)
        return floats
    }

    /// A frame's buffers are emptied and refilled in place the next frame (`BatchedFrame(recycling:)`):
    /// if the streaming buffer kept a reference to the array, emptying it would copy on write into
    /// new storage, every frame.
    func testTheArrayHandedInKeepsItsStorage() throws {
        let buffer = try makeBuffer()
        defer { buffer.delete() }
        var vertices = [Float](repeating: 1, count: 5_000)
        buffer.update(vertices)
        let before = vertices.withUnsafeBufferPointer { $0.baseAddress }
        vertices.removeAll(keepingCapacity: true)
        vertices.append(2)
        XCTAssertEqual(vertices.withUnsafeBufferPointer { $0.baseAddress }, before, "emptied in place, not copied")
    }

    /// Only the chunks (1,024 floats) that differ from what the GL buffer holds are sent, and after
    /// each update it holds exactly the array: grown, changed, shrunk and grown again within its capacity.
    func testOnlyChangedChunksAreSentAndTheBufferHoldsTheArray() throws {
        let buffer = try makeBuffer()
        defer { buffer.delete() }
        var vertices = (0..<3_000).map(Float.init)
        XCTAssertEqual(buffer.update(vertices), 3_000, "a new buffer is sent whole")
        XCTAssertEqual(buffer.update(vertices), 0, "unchanged")
        vertices[1_500] = -1
        XCTAssertEqual(buffer.update(vertices), 1_024, "the chunk holding the change")
        XCTAssertEqual(buffer.update(vertices), 0, "the change is remembered")
        XCTAssertEqual(contents(of: buffer, count: 3_000), vertices)
        let shorter = Array(vertices.prefix(2_000))
        XCTAssertEqual(buffer.update(shorter), 0, "a prefix of what it holds")
        vertices[2_500] = -2
        // The chunk that reaches past the 2,000 it last held, and the rest.
        XCTAssertEqual(buffer.update(vertices), 1_024 + 952)
        XCTAssertEqual(buffer.update(vertices), 0, "the tail is remembered")
        XCTAssertEqual(contents(of: buffer, count: 3_000), vertices)
        XCTAssertEqual(glGetError(), GLenum(GL_NO_ERROR))
    }

    /// Unchanged is decided on the bytes the GL buffer holds: a chunk holding a NaN, which never
    /// equals itself, is not sent again while its bits stay the same; a change of its bits is sent.
    func testAnUnchangedChunkHoldingANaNIsNotSentAgain() throws {
        let buffer = try makeBuffer()
        defer { buffer.delete() }
        var vertices = (0..<2_048).map(Float.init)
        vertices[100] = .nan
        XCTAssertEqual(buffer.update(vertices), 2_048)
        XCTAssertEqual(buffer.update(vertices), 0, "the same bits")
        vertices[100] = -.nan
        XCTAssertEqual(buffer.update(vertices), 1_024, "other bits")
        XCTAssertEqual(buffer.update(vertices), 0)
        XCTAssertEqual(glGetError(), GLenum(GL_NO_ERROR))
    }
}
