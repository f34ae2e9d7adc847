import CSDL

/// The textures holding rasterized layers' bitmaps across frames, one per layer, with a
/// memory budget.
///
/// Owned by `GLEncoder` and used on the GL thread only; textures are deleted there (at the
/// end of a frame, or in `deleteAll`), never in `deinit`.
///
/// Eviction, at the end of every frame:
/// - a bitmap not used for `maxUnusedFrames` frames is dropped (Core Animation drops a
///   rasterized bitmap unused for about 100 ms; 6 frames is 100 ms at 60 Hz, and counting
///   frames keeps tests deterministic);
/// - then, while the bitmaps take more than `budgetBytes`, the least recently used goes,
///   even one used this frame (the draws already issued still read it; the next frame
///   draws it again). A bitmap larger than the whole budget is thus drawn every frame.
final class RasterCache {
    private struct Entry {
        var target: RenderTarget
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

    /// The most bytes the bitmaps may take at the end of a frame.
    var budgetBytes = 64 << 20
    /// How many frames a bitmap may go unused before it is dropped (at least 1).
    var maxUnusedFrames = 6

    /// What each cached bitmap shows, by layer ID: the planner's view of the cache.
    var snapshots: [UInt64: RasterSnapshot] { entries.mapValues(\.snapshot) }

    var count: Int { entries.count }

    /// Whether a planned frame can be drawn again as it is: each of its raster passes reuses a
    /// bitmap that is still cached (a miss would draw again what is already there).
    func canReplay(_ list: DisplayList) -> Bool {
        list.passes.allSatisfy { pass in
            guard let raster = pass.raster else { return true }
            return raster.isHit && entries[raster.snapshot.layerID]?.snapshot === raster.snapshot
        }
    }

    /// Marks the layer's bitmap as used this frame.
    func touch(_ layerID: UInt64) {
        guard entries[layerID] != nil else { return }
        useCounter += 1
        entries[layerID]!.lastFrame = frame
        entries[layerID]!.lastUse = useCounter
    }

    /// The target to draw `snapshot`'s bitmap into; the entry holds `snapshot` from now on.
    /// The layer's old texture is kept when its size fits.
    func target(for snapshot: RasterSnapshot) throws -> RenderTarget {
        let id = snapshot.layerID
        if let entry = entries[id], entry.target.width == snapshot.width, entry.target.height == snapshot.height {
            entries[id]!.snapshot = snapshot
            touch(id)
            return entry.target
        }
        remove(id)
        let made = try RenderTarget(width: snapshot.width, height: snapshot.height)
        entries[id] = Entry(target: made, snapshot: snapshot, lastFrame: frame, lastUse: 0)
        bytes += snapshot.bytes
        touch(id)
        return made
    }

    /// The texture holding the layer's bitmap.
    func texture(for layerID: UInt64) -> GLuint? { entries[layerID]?.target.texture }

    /// Ends a frame: drops bitmaps unused too long, then the least recently used over budget.
    func endFrame() {
        let stale = entries.filter { frame - $0.value.lastFrame >= max(1, maxUnusedFrames) }.map(\.key)
        for id in stale { remove(id) }
        if bytes > budgetBytes {
            for (id, _) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) where bytes > budgetBytes {
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

    /// Frees every texture; call with the context current.
    func deleteAll() {
        for id in Array(entries.keys) { remove(id) }
    }
}
