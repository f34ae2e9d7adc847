import Dispatch
import Foundation

/// Runs a loop of independent iterations on every core, in contiguous chunks: the per-frame work
/// that grows with the layer count and has no order inside it (re-evaluating animated layers).
///
/// On a software rasterizer the cores sit idle while a frame is being prepared: the driver's
/// raster threads run only once the frame is handed to it. A chunk costs a few microseconds to
/// hand to a worker that is awake, so a loop is split only when each chunk gets at least
/// `minimumPerChunk` iterations; smaller loops, and single-core machines, run on the calling thread.
///
/// After the render thread has waited a few milliseconds for the rasterizer, Dispatch's workers
/// are parked and often not woken in time: in a test with a 3 ms sleep before each two-chunk loop,
/// `concurrentPerform` ran both chunks on the calling thread in most loops. So a split pays off for
/// thousands of animated layers (rotate3d at 10,000: eval 3.7–5.5 → 2.4–2.5 ms) and barely at one
/// thousand (0.24–0.27 ms split or not); a worker thread of our own woken by a semaphore measured
/// no better there, and was not kept.
package enum CoreSplit {
    /// The cores a loop is split over.
    package static let coreCount = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// Calls `body` once for each chunk of `0..<count`, concurrently, and returns when all have
    /// returned. The chunks are disjoint, contiguous and cover the range in order of their index.
    /// `body` must touch nothing another chunk writes.
    package static func forEachChunk(
        of count: Int, minimumPerChunk: Int, cores: Int = coreCount, _ body: (Range<Int>) -> Void
    ) {
        let chunks = min(cores, count / max(1, minimumPerChunk))
        guard chunks > 1 else {
            if count > 0 { body(0..<count) }
            return
        }
        // `concurrentPerform` does not escape its closure and joins before returning; the
        // closure is not `Sendable` only because `body` captures the caller's state, which the
        // caller promises the chunks share read-only or write disjointly.
        withoutActuallyEscaping(body) { body in
            let work = WorkerHandOff(body)
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                work.value(chunkRange(chunk, of: chunks, count: count))
            }
        }
    }

    /// Chunk `index` of `chunks` near-equal contiguous parts of `0..<count`.
    package static func chunkRange(_ index: Int, of chunks: Int, count: Int) -> Range<Int> {
        (count * index / chunks)..<(count * (index + 1) / chunks)
    }
}
