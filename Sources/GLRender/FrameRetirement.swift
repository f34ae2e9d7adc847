import Foundation

/// Frees what a frame no longer needs on a background thread instead of the render thread.
///
/// A replaced display list holds one boxed item per primitive (a thousand for a thousand layers),
/// and freeing them one by one is a tenth of emitting a frame. Nothing on the render thread reads
/// a retired value again, and freeing it runs no code that touches shared state: GL objects are
/// deleted by their owners on the GL thread, never in `deinit` (`GLEncoder`), and the items' other
/// references (images, shape meshes) are counted atomically. So the last reference can be dropped
/// on a utility queue while the render thread goes on with the frame, on a core that is otherwise
/// idle until the driver rasterizes.
final class FrameRetirement {
    private let queue = DispatchQueue(label: "layerkit.frame-retirement", qos: .utility)

    /// Drops `value` on the retirement queue. The caller must hold no other reference to it.
    func retire<Value>(_ value: consuming Value?) {
        // The only reference is the unmanaged one the block releases: a local binding (or a box held
        // by this frame) could outlive a block that had already run, and drop the value here.
        let box = RetiredValue(value)
        guard box.value != nil else { return }
        let retained = Unmanaged.passRetained(consume box)
        queue.async { retained.release() }
    }

    /// Returns once everything retired so far is freed (tests).
    func drain() { queue.sync {} }
}

/// A value moved to the retirement queue; `@unchecked Sendable` because nothing reads it again.
private final class RetiredValue<Value>: @unchecked Sendable {
    let value: Value?
    init(_ value: consuming Value?) { self.value = value }
}
