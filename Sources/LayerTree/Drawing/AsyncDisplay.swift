import Foundation

/// Draws backing stores of `drawsAsynchronously` layers off the app thread, in the style of
/// asynchronous display layers: the drawing runs on a bounded pool of workers, a newer display
/// of the same layer cancels an older one that has not finished, and the finished image is
/// set as the layer's `contents` on the app thread, at the next commit (`CATransaction.flush()`).
///
/// `draw(in:)` (or the delegate's `draw(_:in:)`) then runs on a worker thread: it must only
/// read what it needs for drawing, not change layers. `@unchecked Sendable`: the workers' queue is
/// thread safe and every other mutable field is accessed under `lock`.
final class AsyncDisplay: @unchecked Sendable {
    static let shared = AsyncDisplay()

    /// A weak reference, so a queued drawing never keeps its layer alive.
    private struct Weak {
        weak var object: CALayer?
        init(_ object: CALayer) { self.object = object }
    }

    private struct Finished {
        weak var layer: CALayer?
        let generation: UInt64
        let image: CGImage
    }

    private let workers: OperationQueue = {
        let queue = OperationQueue()
        queue.name = "LayerKit async display"
        queue.maxConcurrentOperationCount = max(1, ProcessInfo.processInfo.activeProcessorCount)
        return queue
    }()
    private let lock = NSLock()
    /// The newest display asked for, by layer: an older one is cancelled.
    private var latest: [UInt64: UInt64] = [:]
    private var counter: UInt64 = 0
    private var finished: [Finished] = []

    /// Starts drawing `layer`'s backing store; `render` draws and returns the image, or `nil`.
    func display(_ layer: CALayer, render: @escaping () -> CGImage?) {
        let id = layer.layerID
        let generation: UInt64 = lock.withLock {
            counter &+= 1
            latest[id] = counter
            return counter
        }
        let job = WorkerHandOff((layer: Weak(layer), render: render))
        workers.addOperation { [self] in
            // Cancelled: a newer display of the layer was asked for before this one started.
            guard lock.withLock({ latest[id] == generation }), let layer = job.value.layer.object,
                let image = job.value.render()
            else {
                return
            }
            lock.withLock { finished.append(Finished(layer: layer, generation: generation, image: image)) }
        }
    }

    /// Sets the finished images that are still the newest for their layers (app thread).
    func commitFinished() {
        let ready: [Finished] = lock.withLock {
            // The usual case at a refresh: nothing finished, and nothing to filter.
            guard !finished.isEmpty else { return [] }
            defer { finished.removeAll() }
            return finished.filter { entry in entry.layer.map { latest[$0.layerID] == entry.generation } ?? false }
        }
        for entry in ready {
            guard let layer = entry.layer else { continue }
            layer.displayState.backingImage = entry.image
            layer.contentsState.image = entry.image
        }
    }

    /// Runs `work` on the same bounded workers (a `CATiledLayer`'s tiles): it must only read
    /// what it draws, and hand its result over under its own lock.
    func perform(_ work: @escaping @Sendable () -> Void) {
        workers.addOperation(work)
    }

    /// Waits for every drawing in flight (tests and scripted runs).
    func waitUntilIdle() { workers.waitUntilAllOperationsAreFinished() }
}
