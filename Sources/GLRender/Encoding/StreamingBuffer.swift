import CSDL

/// A GL buffer that keeps a copy of what it holds and uploads only the ranges that changed.
///
/// Unchanged geometry is not re-sent: a frame where one layer of ten thousand moved
/// uploads that layer's vertices, and an unchanged frame uploads nothing.
final class StreamingBuffer<Element: Equatable> {
    let target: GLenum
    let id: GLuint
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
            shadow = data
            return data.count
        }
        var uploaded = 0
        data.withUnsafeBufferPointer { new in
            shadow.withUnsafeBufferPointer { old in
                var start = 0
                while start < new.count {
                    let end = min(start + chunk, new.count)
                    var same = end <= old.count
                    if same {
                        for i in start..<end where new[i] != old[i] { same = false; break }
                    }
                    if !same {
                        glBufferSubData(
                            target, start * stride, (end - start) * stride,
                            UnsafeRawPointer(new.baseAddress! + start))
                        uploaded += end - start
                    }
                    start = end
                }
            }
        }
        shadow = data
        return uploaded
    }

    func delete() {
        var id = self.id
        glDeleteBuffers(1, &id)
    }
}
