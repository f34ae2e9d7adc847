import Foundation

/// A `CATiledLayer`'s drawn tiles, shared by the model layer and its presentation and committed
/// copies (a render thread builds trees from those), so tiles are drawn once whoever asks.
///
/// Tiles are kept under a byte budget: past it, the least recently shown tiles go first,
/// never one shown in the current frame. A tile asked for and not drawn yet is marked pending
/// so it is drawn once; a finished tile fades in from the frame that first shows it, over the
/// layer class's `fadeDuration()`. Every method may be called from any thread: `@unchecked
/// Sendable` because each takes `lock` around the fields it touches.
final class TileCache: @unchecked Sendable {
    private struct Entry {
        var image: CGImage?
        /// The layer time of the first frame that showed the tile; `-infinity`: shown settled.
        var shownAt: Double?
        /// The frame that last showed or asked for the tile (for the LRU).
        var lastUse: UInt64
        var bytes: Int { image.map { $0.width * $0.height * 4 } ?? 0 }
    }

    /// A tile to draw in this frame: its image, where it goes and how far it has faded in.
    struct Shown {
        let key: TileKey
        let image: CGImage
        let rect: CGRect
        let alpha: CGFloat
    }

    private let lock = NSLock()
    private var grid: TileGrid?
    private var entries: [TileKey: Entry] = [:]
    /// Bumped by every invalidation: drawings started before it are thrown away.
    private var generation: UInt64 = 0
    private var frame: UInt64 = 0
    private var bytes = 0
    /// The byte budget; `CATiledLayer.tileCacheByteLimit` when the cache was made.
    var byteLimit: Int

    init(byteLimit: Int) { self.byteLimit = byteLimit }

    /// How many tiles hold images, and their bytes (tests, statistics).
    var storedTiles: (count: Int, bytes: Int) {
        lock.withLock { (entries.values.filter { $0.image != nil }.count, bytes) }
    }

    /// Starts a frame over `grid`: a different grid (bounds, tile size, scale or levels) drops
    /// every tile, as its tiles no longer line up.
    func beginFrame(grid: TileGrid) {
        lock.withLock {
            frame &+= 1
            if self.grid != grid {
                self.grid = grid
                dropAll()
            }
        }
    }

    /// The tiles of one level to show at layer time `time`: those drawn, with their fade, and the
    /// keys of the missing ones, now marked pending (the caller draws them), with the
    /// generation their drawings must finish under.
    func look(up keys: [TileKey], at time: Double, fadeDuration: Double)
        -> (shown: [Shown], missing: [TileKey], generation: UInt64)
    {
        lock.withLock {
            guard let grid else { return ([], [], generation) }
            var shown: [Shown] = []
            var missing: [TileKey] = []
            for key in keys {
                guard var entry = entries[key] else {
                    entries[key] = Entry(image: nil, shownAt: nil, lastUse: frame)
                    missing.append(key)
                    continue
                }
                entry.lastUse = frame
                if let image = entry.image {
                    let start = entry.shownAt ?? time
                    entry.shownAt = start
                    let alpha = fadeDuration > 0 ? min(max((time - start) / fadeDuration, 0), 1) : 1
                    shown.append(Shown(key: key, image: image, rect: grid.rect(of: key), alpha: CGFloat(alpha)))
                }
                entries[key] = entry
            }
            return (shown, missing, generation)
        }
    }

    /// Drawn tiles of levels other than `level` that meet `rect`: shown under the wanted level's
    /// tiles while those are drawn, coarser levels first (beneath), as placeholders without fade.
    func placeholders(besides level: Int, meeting rect: CGRect) -> [Shown] {
        lock.withLock {
            guard let grid else { return [] }
            var found: [Shown] = []
            for (key, entry) in entries where key.level != level {
                guard let image = entry.image, entry.shownAt != nil else { continue }
                let tileRect = grid.rect(of: key)
                guard tileRect.intersects(rect) else { continue }
                found.append(Shown(key: key, image: image, rect: tileRect, alpha: 1))
                entries[key]?.lastUse = frame
            }
            return found.sorted {
                ($0.key.level, $0.key.row, $0.key.column) > ($1.key.level, $1.key.row, $1.key.column)
            }
        }
    }

    /// Whether a drawing of `key` under `generation` is still wanted (not invalidated since).
    func wants(_ key: TileKey, generation: UInt64) -> Bool {
        lock.withLock { generation == self.generation && entries[key] != nil && entries[key]?.image == nil }
    }

    /// Stores a finished drawing, unless the tile was invalidated since it started; then trims
    /// the cache to its budget.
    func finish(_ key: TileKey, image: CGImage?, generation: UInt64) {
        lock.withLock {
            guard generation == self.generation, var entry = entries[key], entry.image == nil else { return }
            guard let image else {
                entries[key] = nil  // nothing drawn: asked for again next frame
                return
            }
            entry.image = image
            entries[key] = entry
            bytes += entry.bytes
            trim()
        }
    }

    /// Marks every drawn tile not yet shown as shown long ago: a still render (`layerkit render`)
    /// shows the settled picture, not the first moment of each tile's fade.
    func settle() {
        lock.withLock {
            for (key, entry) in entries where entry.image != nil && entry.shownAt == nil {
                entries[key]?.shownAt = -.infinity
            }
        }
    }

    /// Whether a tile the last frame asked for is being drawn, drawn and not shown yet, or
    /// fading in at layer time `time` (another frame is needed). Tiles no longer asked for
    /// (scrolled away while drawn) need no frame.
    func isChanging(at time: Double, fadeDuration: Double) -> Bool {
        lock.withLock {
            entries.values.contains { entry in
                guard let shownAt = entry.shownAt else { return entry.lastUse == frame }
                return time - shownAt < fadeDuration
            }
        }
    }

    /// Drops the tiles that meet `rect` (all with `nil`), so they are drawn again.
    func invalidate(_ rect: CGRect?) {
        lock.withLock {
            generation &+= 1
            guard let rect, let grid else { return dropAll() }
            // Drawings in flight finish under the old generation and are thrown away, so tiles
            // still pending are asked for again too.
            for (key, entry) in entries where entry.image == nil || grid.rect(of: key).intersects(rect) {
                bytes -= entry.bytes
                entries[key] = nil
            }
        }
    }

    private func dropAll() {
        generation &+= 1
        entries.removeAll()
        bytes = 0
    }

    /// Evicts the least recently used drawn tiles until the budget holds, keeping this frame's.
    private func trim() {
        guard bytes > byteLimit else { return }
        let candidates = entries.filter { $0.value.image != nil && $0.value.lastUse != frame }
            .sorted { $0.value.lastUse < $1.value.lastUse }
        for (key, entry) in candidates {
            guard bytes > byteLimit else { break }
            bytes -= entry.bytes
            entries[key] = nil
        }
    }
}
