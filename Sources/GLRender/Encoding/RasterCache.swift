/// A bitmap the raster cache holds: a GL render target, or the recording backend's stand-in.
protocol RasterBitmap: AnyObject {
    init(width: Int, height: Int) throws
    var width: Int { get }
    var height: Int { get }
    /// Frees what it holds on the device.
    func delete()
}

extension RenderTarget: RasterBitmap {}

/// Rasterized layers' bitmaps held across frames, one per layer, with a memory budget.
///
/// Owned by a backend (`GLEncoder` holds render targets, `RecordingBackend` stand-ins, so both
/// count hits, misses and evictions alike) and used on its thread only; bitmaps are deleted
/// there (at the end of a frame, or in `deleteAll`), never in `deinit`.
///
/// Eviction, at the end of every frame:
/// - a bitmap not used for `maxUnusedFrames` frames is dropped (Core Animation drops a
///   rasterized bitmap unused for about 100 ms; 6 frames is 100 ms at 60 Hz, and counting
///   frames keeps tests deterministic);
/// - then, while the bitmaps take more than `budgetBytes`, the least recently used goes,
///   even one used this frame (the draws already issued still read it; the next frame
///   draws it again). A bitmap larger than the whole budget is thus drawn every frame.
final class RasterCache<Bitmap: RasterBitmap> {
    private struct Entry {
        var target: Bitmap
        var snapshot: RasterSnapshot
        /// The frame it was last drawn or reused in, and a global use counter for LRU order.
        var lastFrame: Int
        var lastUse: UInt64
    }

    private var entries: [UInt64: Entry] = [:]
    private var frame = 0
    private var useCounter: UInt64 = 0
    /// Bytes of all cached bitmaps (RGBA8).
    private(set) var bytes = 0

    /// The bitmaps' budget and how long an unused one is kept.
    var limits = RasterCacheLimits()

    /// What each cached bitmap shows, by layer ID: the planner's view of the cache.
    var snapshots: [UInt64: RasterSnapshot] { entries.mapValues { $0.snapshot } }

    var count: Int { entries.count }

    /// Marks the layer's bitmap as used this frame.
    func touch(_ layerID: UInt64) {
        guard entries[layerID] != nil else { return }
        useCounter += 1
        entries[layerID]!.lastFrame = frame
        entries[layerID]!.lastUse = useCounter
    }

    /// The target to draw `snapshot`'s bitmap into; the entry holds `snapshot` from now on.
    /// The layer's old texture is kept when its size fits.
    func target(for snapshot: RasterSnapshot) throws -> Bitmap {
        let id = snapshot.layerID
        if let entry = entries[id], entry.target.width == snapshot.width, entry.target.height == snapshot.height {
            entries[id]!.snapshot = snapshot
            touch(id)
            return entry.target
        }
        remove(id)
        let made = try Bitmap(width: snapshot.width, height: snapshot.height)
        entries[id] = Entry(target: made, snapshot: snapshot, lastFrame: frame, lastUse: 0)
        bytes += snapshot.bytes
        touch(id)
        return made
    }

    /// The layer's bitmap.
    func bitmap(for layerID: UInt64) -> Bitmap? { entries[layerID]?.target }

    /// Ends a frame: drops bitmaps unused too long, then the least recently used over budget.
    func endFrame() {
        // Closures, not key paths (`map(\.key)`): in this generic class the runtime built the key path
        // anew at every call, demangling its types, 5% of a small Lottie file's frame (TypeFace-I).
        let stale = entries.compactMap { id, entry in
            frame - entry.lastFrame >= max(1, limits.maxUnusedFrames) ? id : nil
        }
        for id in stale { remove(id) }
        if bytes > limits.budgetBytes {
            for (id, _) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) where bytes > limits.budgetBytes
            {
                remove(id)
            }
        }
        frame += 1
    }

    private func remove(_ id: UInt64) {
        guard let entry = entries.removeValue(forKey: id) else { return }
        bytes -= entry.target.width * entry.target.height * 4
        entry.target.delete()
    }

    /// Frees every bitmap; call with the context current.
    func deleteAll() {
        for id in Array(entries.keys) { remove(id) }
    }
}
