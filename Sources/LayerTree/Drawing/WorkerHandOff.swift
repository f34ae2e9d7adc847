/// A value handed to a drawing worker that the compiler cannot prove safe to send: a layer (not
/// `Sendable`, as in Apple's SDK) whose `draw(in:)` runs on the worker, or a drawing closure.
///
/// `@unchecked Sendable`, and the one way LayerKit sends a layer to another thread. It is safe
/// under the drawing contract Apple documents for `drawsAsynchronously` and `CATiledLayer`, which
/// LayerKit's workers follow: on the worker, the layer's drawing only reads what it draws, and
/// the app does not change what is being drawn meanwhile (a change marks the layer for display
/// again, and the older drawing is dropped when it finishes). Everything else a worker touches
/// (tile caches, finished images) is behind a lock of its own.
///
/// `CoreSplit` hands its loop body to the cores' threads the same way: the body captures the
/// caller's state, which its chunks only read or write in disjoint parts, and the caller waits
/// for every chunk before it goes on.
struct WorkerHandOff<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }
}
