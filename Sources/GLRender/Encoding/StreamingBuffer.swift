import CSDL

/// A GL buffer that keeps a copy of what it holds and uploads only the ranges that changed.
///
/// Unchanged geometry is not re-sent: a frame where one layer of ten thousand moved
/// uploads that layer's vertices, and an unchanged frame uploads nothing.
///
/// What is unchanged is decided on the bytes, as the GL buffer holds them: a chunk is compared
/// with `memcmp` and copied with `memcpy`. Compared element by element (`==` on each float), an
/// unchanged frame's compare was a tenth of LottieLogo1's instructions outside Mesa, and a chunk
/// holding a NaN (a vertex through a degenerate projection), never equal to itself, was sent
/// again every frame.
final class StreamingBuffer<Element: BitwiseCopyable> {
    let target: GLenum
    let id: GLuint
    /// What the GL buffer holds, in storage of its own: the changed ranges are copied into it, never
    /// shared with the array handed to `update`. Shared (`shadow = data`), it kept the frame's buffer
    /// doubly held, so the next frame's recycling (`BatchedFrame(recycling:)`, which empties the
    /// arrays keeping their capacity) copied on write into fresh memory: megabytes of new pages a
    /// frame, faulted in as the shapes' vertices were written. `bench lottie` on 9squares_AlBoardman
    /// (500×500) took 528 page faults a frame, two fifths of the renderer's perf samples; none since.
    private var shadow: [Element] = []
    private var capacity = 0
    /// Elements compared and re-sent as a unit; small enough to keep uploads tight.
    private let chunk = 1024

    init(target: GLenum) {
        self.target = target
        var id: GLuint = 0
        glGenBuffers(1, &id)
        self.id = id
    }

    /// Makes the buffer hold `data`; returns how many elements were uploaded.
    @discardableResult
    func update(_ data: [Element]) -> Int {
        glBindBuffer(target, id)
        let stride = MemoryLayout<Element>.stride
        if data.count > capacity {
            capacity = max(data.count, capacity * 3 / 2, 1024)
            glBufferData(target, capacity * stride, nil, GLenum(GL_DYNAMIC_DRAW))
            data.withUnsafeBytes { glBufferSubData(target, 0, $0.count, $0.baseAddress) }
            shadow.removeAll(keepingCapacity: true)
            shadow.append(contentsOf: data)
            return data.count
        }
        // The shadow takes data's length first: a tail past its old end is new, so it is uploaded below.
        let oldCount = shadow.count
        if data.count < oldCount {
            shadow.removeLast(oldCount - data.count)
        } else if data.count > oldCount {
            shadow.append(contentsOf: data[oldCount...])
        }
        var uploaded = 0
        data.withUnsafeBufferPointer { new in
            shadow.withUnsafeMutableBufferPointer { old in
                var start = 0
                while start < new.count {
                    let end = min(start + chunk, new.count)
                    let bytes = (end - start) * stride
                    let same = end <= oldCount && memcmp(new.baseAddress! + start, old.baseAddress! + start, bytes) == 0
                    if !same {
                        glBufferSubData(target, start * stride, bytes, UnsafeRawPointer(new.baseAddress! + start))
                        uploaded += end - start
                        // Past the old end, the shadow already took the tail (above).
                        let kept = min(end, oldCount) - start
                        if kept > 0 { (old.baseAddress! + start).update(from: new.baseAddress! + start, count: kept) }
                    }
                    start = end
                }
            }
        }
        return uploaded
    }

    func delete() {
        var id = self.id
        glDeleteBuffers(1, &id)
    }
}
